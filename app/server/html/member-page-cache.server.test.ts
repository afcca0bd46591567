import { describe, expect, it } from "vitest";
import { isMemberPageRequest } from "./member-page-cache.server";
import { cookieHeaderWith, hasCookie } from "../auth/cookies.server";

const session = "watts.session_token=abc.def; watts.session_data=xyz";
const req = (method: string, path: string, cookie?: string) => ({ method, path, headers: cookie === undefined ? {} : { cookie } });

describe("isMemberPageRequest", () => {
  it("takes a signed-in member's dashboard and its data, GET and HEAD only", () => {
    expect(isMemberPageRequest(req("GET", "/de/dashboard", session))).toBe(true);
    expect(isMemberPageRequest(req("HEAD", "/en/dashboard", session))).toBe(true);
    expect(isMemberPageRequest(req("GET", "/de/dashboard.data", session))).toBe(true);
    expect(isMemberPageRequest(req("POST", "/de/dashboard", session))).toBe(false);
    expect(isMemberPageRequest(req("GET", "/de/fragebogen", session))).toBe(false);
    expect(isMemberPageRequest(req("GET", "/fr/dashboard", session))).toBe(false);
    expect(isMemberPageRequest(req("GET", "/de/dashboard/x", session))).toBe(false);
  });

  it("leaves visitors and pages with a flash toast to React Router", () => {
    expect(isMemberPageRequest(req("GET", "/de/dashboard"))).toBe(false);
    expect(isMemberPageRequest(req("GET", "/de/dashboard", "other=1"))).toBe(false);
    expect(isMemberPageRequest(req("GET", "/de/dashboard", `${session}; watts_flash=t`))).toBe(false);
    expect(isMemberPageRequest(req("GET", "/de/dashboard", `${session}; not_watts_flash=t`))).toBe(true);
  });
});

describe("cookie headers", () => {
  it("finds a cookie by its exact name", () => {
    expect(hasCookie("a=1; watts_flash=2", "watts_flash")).toBe(true);
    expect(hasCookie("a=1; xwatts_flash=2", "watts_flash")).toBe(false);
    expect(hasCookie(undefined, "a")).toBe(false);
  });

  it("applies Set-Cookie values as the browser would: replaced, added, expired ones removed", () => {
    expect(cookieHeaderWith("a=1; b=2; c=3", ["b=20; Path=/; HttpOnly", "d=4; Path=/", "c=; Max-Age=0"])).toBe("a=1; b=20; d=4");
    expect(cookieHeaderWith("a=1", [])).toBe("a=1");
  });
});
