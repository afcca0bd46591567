// The fast path's member branch (decision 0121): a member's kept dashboard only for the user the
// remembered session names, and everything else — no remembered session, a renewal, a toast, a query,
// another page, a page not kept or not yet compressed — handed to Express. Byte identity with Express
// and sign-out: tests/integration/member-fast-path.test.ts.
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { createFastPath, type MemberFastPath } from "./fast-path.server";
import type { AppUser } from "./auth/session.server";

const userOf = (id: string): AppUser => ({ id, email: `${id}@example.com`, emailVerified: true, name: id, firstName: id, lastName: null, locale: "de", twoFactorEnabled: false, isAdmin: false });
const users: Record<string, AppUser> = { anna: userOf("anna"), bert: userOf("bert") };
const pageOf = (id: string) => ({ status: 200, headers: [["content-type", "text/html; charset=utf-8"], ["content-security-policy", "default-src 'self'"]] as Array<[string, string]>, body: Buffer.from(`<p>${id}</p>`) });
const kept: Record<string, ReturnType<typeof pageOf>> = { anna: pageOf("anna"), bert: pageOf("bert") };

const members: MemberFastPath = {
  pattern: /^\/(?:de|en)\/dashboard(?:\.data)?$/,
  // The remembered session: the token names the user; "renewing" carries a renewal's cookies.
  session: (cookie) => {
    const token = /watts\.session_token=(\w+)/.exec(cookie)?.[1] ?? "";
    if (token === "renewing") return { user: users.anna!, setCookies: ["watts.session_data=new"] };
    return users[token] ? { user: users[token]!, setCookies: [] } : null;
  },
  // Kept: each user's identity body; "br" made only for anna.
  peek: (user, url, encoding) => {
    const page = url === "/de/dashboard" ? kept[user.id] : undefined;
    if (!page || (encoding === "br" && user.id !== "anna") || encoding === "gzip") return null;
    return { page, body: page.body };
  },
};

function exchange(url: string, headers: Record<string, string>) {
  const written: { status?: number; headers?: string[]; body?: Buffer } = {};
  const res = {
    writeHead: (status: number, list: string[]) => Object.assign(written, { status, headers: list }),
    end: (body?: Buffer) => Object.assign(written, { body }),
    once: () => res,
  } as unknown as ServerResponse;
  return { req: { method: "GET", url, headers } as unknown as IncomingMessage, res, written };
}

describe("the fast path for a member's kept dashboard", () => {
  const fast = createFastPath({ pages: null, staticFiles: new Set(), members });
  const header = (list: string[], name: string) => list[list.indexOf(name) + 1];

  it.each(["anna", "bert"])("answers %s with their own page, personal and no-store", (who) => {
    const { req, res, written } = exchange("/de/dashboard", { cookie: `a=1; watts.session_token=${who}; watts.session_data=x` });
    expect(fast(req, res)).toBe(true);
    expect(written.body?.toString()).toBe(`<p>${who}</p>`);
    expect(header(written.headers!, "Cache-Control")).toBe("no-store");
    expect(header(written.headers!, "X-Member-Page-Cache")).toBe("hit");
    expect(header(written.headers!, "Vary")).toBe("Accept-Encoding, Cookie");
  });

  it.each([
    ["no session cookie", "/de/dashboard", { cookie: "a=1" }],
    ["a session not remembered", "/de/dashboard", { cookie: "watts.session_token=carl" }],
    ["a renewal's cookies to send", "/de/dashboard", { cookie: "watts.session_token=renewing" }],
    ["a toast to show", "/de/dashboard", { cookie: "watts.session_token=anna; watts_flash=t" }],
    ["a query", "/de/dashboard?tab=profile", { cookie: "watts.session_token=anna" }],
    ["another page", "/de/konto", { cookie: "watts.session_token=anna" }],
    ["an encoding not made yet", "/de/dashboard", { cookie: "watts.session_token=bert", "accept-encoding": "br" }],
    ["a conditional request", "/de/dashboard", { cookie: "watts.session_token=anna", "if-modified-since": "Sat, 01 Jan 2000 00:00:00 GMT" }],
  ])("hands %s to Express", (_name, url, headers) => {
    const { req, res, written } = exchange(url, headers);
    expect(fast(req, res)).toBe(false);
    expect(written.status).toBeUndefined();
  });

  it("without the member branch (MEMBER_FAST_PATH=off) the dashboard goes to Express", () => {
    const off = createFastPath({ pages: null, staticFiles: new Set(), members: null });
    const { req, res } = exchange("/de/dashboard", { cookie: "watts.session_token=anna" });
    expect(off(req, res)).toBe(false);
  });
});
