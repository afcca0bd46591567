/**
 * HTTP helpers for tests against the built server: a cookie jar, registering a user through the
 * login page and confirming the address with the link from the file outbox (no SMTP_URL: every mail
 * lands in DATA_DIR/outbox/*.eml), so the user is signed in like after the real link.
 */
import fs from "node:fs";
import path from "node:path";

export class CookieJar {
  private cookies = new Map<string, string>();

  /** Drops the cookies whose name matches (e.g. the session cache cookie, as if its minute had passed). */
  forget(name: RegExp): void {
    for (const key of [...this.cookies.keys()]) if (name.test(key)) this.cookies.delete(key);
  }

  /** Stores the Set-Cookie headers of a response (expired ones are removed). */
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attrs] = header.split(";");
      const i = pair.indexOf("=");
      if (i <= 0) continue;
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (!value || attrs.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  has(namePart: string): boolean {
    return [...this.cookies.keys()].some((k) => k.includes(namePart));
  }
}

/** Decodes a quoted-printable mail body (soft line breaks and =XX escapes). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i]!;
    if (c === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      for (const b of Buffer.from(c, "utf8")) bytes.push(b);
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Waits for the newest outbox mail to `to` (whose decoded text contains `needle`, if given) and returns its decoded text. */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 20_000, needle = ""): Promise<string> {
  const dir = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (fs.existsSync(dir)) {
      const files = fs.readdirSync(dir).filter((f) => f.endsWith(".eml")).sort().reverse();
      for (const f of files) {
        const raw = fs.readFileSync(path.join(dir, f), "utf8");
        if (!raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
        const text = decodeQuotedPrintable(raw);
        if (text.includes(needle)) return text;
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}${needle ? ` containing ${needle}` : ""} in ${dir}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The confirmation link of a sign-up mail (…/auth/callback?token=…&type=signup). */
export function confirmationLink(mail: string): string {
  const match = /https?:\/\/[^\s"'<>]+\/auth\/callback\?token=[^\s"'<>]+/.exec(mail);
  if (!match) throw new Error(`no confirmation link in mail:\n${mail.slice(0, 2000)}`);
  return match[0].replace(/&amp;/g, "&");
}

export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  jar: CookieJar;
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/**
 * Registers through the login page's register mode and confirms with the mailed link in the same
 * "browser" (the jar keeps the sign-up's password proof, decision 0022), like a user: returns a
 * signed-in jar.
 */
export async function registerAndConfirm(
  baseURL: string,
  dataDir: string,
  user: { email: string; password?: string; firstName: string; lastName: string; lang?: "de" | "en"; clientIp?: string },
): Promise<TestUser> {
  const password = user.password ?? "geheim123";
  const lang = user.lang ?? "de";
  const jar = new CookieJar();
  const signUp = await request(baseURL, jar, `/${lang}/login`, {
    method: "POST",
    body: formBody({ intent: "register", email: user.email, password, firstName: user.firstName, lastName: user.lastName }),
    // A client address of its own (the server trusts X-Forwarded-For from loopback): many sign-ups in one file stay under the per-address limit.
    ...(user.clientIp ? { headers: { "X-Forwarded-For": user.clientIp } } : {}),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${(await signUp.text()).slice(0, 500)}`);
  const mail = await waitForMail(dataDir, user.email);
  const link = new URL(confirmationLink(mail));
  const landing = await request(baseURL, jar, link.pathname + link.search);
  if (landing.status !== 302) throw new Error(`confirmation link answered ${landing.status}`);
  const verify = await request(baseURL, jar, `/${lang}/auth/callback`, { method: "POST", body: formBody({ intent: "verify" }) });
  if (!jar.has("session_token")) throw new Error(`confirmation did not sign in: ${verify.status} ${(await verify.text()).slice(0, 500)}`);
  return { email: user.email, password, firstName: user.firstName, lastName: user.lastName, jar };
}

/** fetch with the user's cookies, a same-origin Origin header on POSTs, and the jar kept up to date. */
export async function request(baseURL: string, jar: CookieJar | null, pathname: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (jar) headers.set("Cookie", jar.header());
  if (init.method && init.method !== "GET") headers.set("Origin", baseURL);
  const res = await fetch(`${baseURL}${pathname}`, { redirect: "manual", ...init, headers });
  jar?.store(res);
  return res;
}

/** A URL-encoded form body with repeated keys for lists. */
export function formBody(values: Record<string, string | string[] | boolean | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === false) continue;
    if (value === true) body.append(key, "on");
    else if (Array.isArray(value)) for (const v of value) body.append(key, v);
    else body.append(key, value);
  }
  return body;
}
