import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import { isMemberPageRequest, MEMBER_PAGE_ROUTE, memberPagesPattern } from "./member-page-cache.server";
import { cookieHeaderWith, hasCookie } from "~/server/auth/cookies.server";

/** The route table React Router builds from app/routes.ts: ids (the file without extension unless given) and parents. */
function routeTable(entries: RouteConfigEntry[]): ServerBuild["routes"] {
  const table: Record<string, { id: string; parentId?: string; path?: string }> = { root: { id: "root", path: "" } };
  const walk = (list: RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      table[id] = { id, parentId, path: entry.path };
      walk(entry.children ?? [], id);
    }
  };
  walk(entries, "root");
  return table as unknown as ServerBuild["routes"];
}

const realPages = memberPagesPattern({ routes: routeTable(routes) }, MEMBER_PAGE_ROUTE);
const session = "watts.session_token=abc.def; watts.session_data=xyz";
const req = (method: string, path: string, cookie?: string) => ({ method, path, headers: cookie === undefined ? {} : { cookie } });

describe("the member page's URL from the route table", () => {
  it("is the dashboard under each language, with its .data", () => {
    expect(realPages.source).toBe("^\\/(?:de|en)\\/dashboard(?:\\.data)?$");
  });

  it("follows a renamed slug, and a route missing from the table stops the start instead of turning the cache off", () => {
    const renamed = routes.map((entry) =>
      entry.path === ":lang" ? { ...entry, children: entry.children?.map((c) => (c.path === "dashboard" ? { ...c, path: "uebersicht" } : c)) } : entry,
    );
    const pages = memberPagesPattern({ routes: routeTable(renamed) }, MEMBER_PAGE_ROUTE);
    expect(isMemberPageRequest(req("GET", "/de/uebersicht", session), pages)).toBe(true);
    expect(isMemberPageRequest(req("GET", "/en/uebersicht.data", session), pages)).toBe(true);
    expect(isMemberPageRequest(req("GET", "/de/dashboard", session), pages)).toBe(false);
    expect(() => memberPagesPattern({ routes: routeTable(routes) }, "routes/member/overview")).toThrow(/not in the route table/);
  });
});

describe("isMemberPageRequest", () => {
  it("takes a signed-in member's dashboard and its data, GET and HEAD only", () => {
    expect(isMemberPageRequest(req("GET", "/de/dashboard", session), realPages)).toBe(true);
    expect(isMemberPageRequest(req("HEAD", "/en/dashboard", session), realPages)).toBe(true);
    expect(isMemberPageRequest(req("GET", "/de/dashboard.data", session), realPages)).toBe(true);
    expect(isMemberPageRequest(req("POST", "/de/dashboard", session), realPages)).toBe(false);
    expect(isMemberPageRequest(req("GET", "/de/fragebogen", session), realPages)).toBe(false);
    expect(isMemberPageRequest(req("GET", "/fr/dashboard", session), realPages)).toBe(false);
    expect(isMemberPageRequest(req("GET", "/de/dashboard/x", session), realPages)).toBe(false);
  });

  it("leaves visitors and pages with a flash toast to React Router", () => {
    expect(isMemberPageRequest(req("GET", "/de/dashboard"), realPages)).toBe(false);
    expect(isMemberPageRequest(req("GET", "/de/dashboard", "other=1"), realPages)).toBe(false);
    expect(isMemberPageRequest(req("GET", "/de/dashboard", `${session}; watts_flash=t`), realPages)).toBe(false);
    expect(isMemberPageRequest(req("GET", "/de/dashboard", `${session}; not_watts_flash=t`), realPages)).toBe(true);
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
