/**
 * A tiny HTTP client for the built server: form posts like a browser (Origin, a cookie jar, a client
 * address of its own so rate limits of different tests do not mix) and the mail outbox.
 */
import fs from "node:fs";
import path from "node:path";

export interface HttpResponse {
  status: number;
  location: string | null;
  setCookies: string[];
  text: string;
}

let nextIp = 1;
/** A fresh documentation-range address per client (the server trusts X-Forwarded-For from loopback). */
export function freshIp(): string {
  const n = nextIp++;
  return `198.51.100.${n % 250}`.replace(/\.0$/, ".250");
}

export class Browserish {
  readonly jar = new Map<string, string>();
  constructor(
    readonly baseURL: string,
    readonly options: { ip?: string; origin?: string; headers?: Record<string, string> } = {},
  ) {}

  get ip() {
    return this.options.ip ?? "198.51.100.1";
  }

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private remember(setCookies: string[]) {
    for (const c of setCookies) {
      const [pair = ""] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (!value || /max-age=0/i.test(c)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async request(pathname: string, init: { form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<HttpResponse> {
    const headers: Record<string, string> = {
      "x-forwarded-for": this.ip,
      "accept-language": "de-DE,de;q=0.9",
      ...this.options.headers,
      ...init.headers,
    };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const method = init.form ? "POST" : "GET";
    if (method === "POST" && !("origin" in headers)) headers.origin = this.options.origin ?? this.baseURL;
    const res = await fetch(this.baseURL + pathname, {
      method,
      headers,
      body: init.form ? new URLSearchParams(init.form) : undefined,
      redirect: "manual",
    });
    const setCookies = res.headers.getSetCookie();
    this.remember(setCookies);
    return { status: res.status, location: res.headers.get("location"), setCookies, text: await res.text() };
  }

  get(pathname: string, headers?: Record<string, string>) {
    return this.request(pathname, { headers });
  }

  post(pathname: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request(pathname, { form, headers });
  }
}

/** Decodes a quoted-printable body part (enough for our own mails). */
export function decodeQuotedPrintable(raw: string): string {
  const bytes: number[] = [];
  const soft = raw.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    if (ch === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The decoded text of an RFC 822 message (headers + every part, quoted-printable undone). */
export function mailText(raw: string): string {
  return decodeQuotedPrintable(raw);
}

/** Waits for an outbox mail to `to` matching `pattern` and returns the first match. */
export async function waitForOutboxLink(dataDir: string, to: string, pattern: RegExp, seen = new Set<string>(), timeoutMs = 20_000): Promise<string> {
  const dir = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    for (const f of files) {
      if (seen.has(f)) continue;
      const text = mailText(fs.readFileSync(path.join(dir, f), "utf8"));
      if (!new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m").test(text)) continue;
      const m = text.match(pattern);
      if (m) {
        seen.add(f);
        return m[0];
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
