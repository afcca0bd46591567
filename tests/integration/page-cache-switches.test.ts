/**
 * The two page caches' switches (decision 0079), against the built server: PUBLIC_PAGE_CACHE=off
 * renders every public page and leaves the member cache on; MEMBER_PAGE_CACHE=off renders every
 * dashboard and leaves the public cache on. Same answers either way (status, language, the member's name).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";

const publicState = (res: Response) => res.headers.get("x-page-cache");
const memberState = (res: Response) => res.headers.get("x-member-page-cache");

describe.each([
  { name: "PUBLIC_PAGE_CACHE=off", env: { PUBLIC_PAGE_CACHE: "off" } as Record<string, string>, publicOn: false, memberOn: true },
  { name: "MEMBER_PAGE_CACHE=off", env: { MEMBER_PAGE_CACHE: "off" }, publicOn: true, memberOn: false },
])("$name", ({ env, publicOn, memberOn }) => {
  let server: RunningServer;
  let member: TestUser;

  beforeAll(async () => {
    server = await startServer(env);
    member = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail("switch"), firstName: "Sina", lastName: "Schalter" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`${publicOn ? "keeps" : "renders every"} public page`, async () => {
    const first = await fetch(`${server.baseURL}/de/preise`);
    const second = await fetch(`${server.baseURL}/de/preise`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.text()).toContain('lang="de"');
    expect(publicState(second)).toBe(publicOn ? "hit" : null);
  });

  it(`${memberOn ? "keeps" : "renders every"} member's dashboard`, async () => {
    // The first views after signing in consume the sign-in toast and settle the cookies: then it is kept.
    for (let i = 0; i < 2; i++) await (await request(server.baseURL, member.jar, "/de/dashboard")).text();
    const first = await request(server.baseURL, member.jar, "/de/dashboard");
    await first.text();
    const second = await request(server.baseURL, member.jar, "/de/dashboard");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.text()).toContain("Sina");
    expect(memberState(second)).toBe(memberOn ? "hit" : null);
  });
});
