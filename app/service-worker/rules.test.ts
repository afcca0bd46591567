import { describe, expect, it } from "vitest";
import { offlineDataMatch, offlineStandIn, requestKind, userCacheName, userKeyOfCache, urlsToKeep, validUserKey } from "./rules";

const O = "https://watts.example";
const kind = (path: string, method = "GET", origin = O) => requestKind(new URL(path, origin), method, O);

describe("requestKind", () => {
  it("keeps only the plan page and its data as personal answers", () => {
    expect(kind("/de/dashboard")).toBe("member-page");
    expect(kind("/en/dashboard?tab=plan&day=3")).toBe("member-page");
    expect(kind("/de/dashboard.data?tab=plan")).toBe("member-data");
    for (const never of ["/de/admin", "/de/admin/plaene/1", "/de/admin.data", "/de/login", "/de/register", "/de/konto/sicherheit", "/de/fragebogen", "/de/auth/callback", "/api/auth/get-session", "/de/dashboardx", "/fr/dashboard", "/de/logout", "/de/fortschritt"]) {
      expect(kind(never), never).toBe("network");
    }
  });
  it("sees sign-out; nothing is kept from a POST", () => {
    expect(kind("/de/logout", "POST")).toBe("sign-out");
    expect(kind("/en/logout.data", "POST")).toBe("sign-out");
    // Set saves pass untouched (the page asks for a refresh of the kept plan after them).
    expect(kind("/de/training/3b7c", "POST")).toBe("network");
    expect(kind("/de/dashboard", "POST")).toBe("network");
    expect(kind("/de/dashboard", "PUT")).toBe("network");
  });
  it("precached assets, shared public files, other origins untouched", () => {
    expect(kind("/assets/shell-abc.js")).toBe("asset");
    expect(kind("/icons/icon-192.png")).toBe("shared");
    expect(kind("/manifest-de.webmanifest")).toBe("shared");
    expect(kind("/__manifest?p=%2Fde%2Fpreise")).toBe("shared");
    expect(kind("/de/dashboard", "GET", "https://evil.example")).toBe("network");
  });
});

describe("user caches", () => {
  it("names one cache per version and user, and reads the user back only for that version", () => {
    const name = userCacheName("v1", "ab".repeat(16));
    expect(userKeyOfCache(name, "v1")).toBe("ab".repeat(16));
    expect(userKeyOfCache(name, "v2")).toBeNull();
    expect(userKeyOfCache("watts-shell-v1", "v1")).toBeNull();
  });
  it("accepts only a hex key from the server", () => {
    expect(validUserKey("0123456789abcdef0123456789abcdef")).toBe("0123456789abcdef0123456789abcdef");
    expect(validUserKey("../x")).toBeNull();
    expect(validUserKey(null)).toBeNull();
  });
});

describe("offline answers", () => {
  const kept = [`${O}/de/dashboard?tab=plan`, `${O}/de/dashboard`, `${O}/en/dashboard?tab=history`];
  it("sends an address never kept to the kept page of the same tab, else the plan tab", () => {
    expect(offlineStandIn(new URL(`${O}/de/dashboard?tab=plan&day=5`), kept)).toBe(`${O}/de/dashboard?tab=plan`);
    expect(offlineStandIn(new URL(`${O}/de/dashboard?tab=profile`), kept)).toBe(`${O}/de/dashboard?tab=plan`);
    expect(offlineStandIn(new URL(`${O}/en/dashboard?tab=plan`), kept)).toBe(`${O}/en/dashboard?tab=history`);
    expect(offlineStandIn(new URL(`${O}/en/dashboard`), [`${O}/de/dashboard`])).toBeNull();
  });
  it("answers data exactly, or from the same path when no route subset is named", () => {
    const data = [`${O}/de/dashboard.data?tab=plan`];
    expect(offlineDataMatch(new URL(`${O}/de/dashboard.data?tab=plan`), data)).toBe(data[0]);
    expect(offlineDataMatch(new URL(`${O}/de/dashboard.data?tab=plan&day=2`), data)).toBe(data[0]);
    expect(offlineDataMatch(new URL(`${O}/de/dashboard.data?_routes=root`), data)).toBeNull();
    expect(offlineDataMatch(new URL(`${O}/en/dashboard.data`), data)).toBeNull();
  });
  it("keeps the plan tab beside the page shown, and nothing for other pages", () => {
    expect(urlsToKeep(new URL(`${O}/de/dashboard?tab=history`))).toEqual([`${O}/de/dashboard?tab=history`, `${O}/de/dashboard?tab=plan`]);
    expect(urlsToKeep(new URL(`${O}/en/dashboard?tab=plan`))).toEqual([`${O}/en/dashboard?tab=plan`]);
    expect(urlsToKeep(new URL(`${O}/de/admin`))).toEqual([]);
  });
});
