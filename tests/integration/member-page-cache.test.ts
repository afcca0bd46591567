/**
 * The signed-in dashboard kept rendered per user (decision 0054), against the built server on both
 * databases: answered again only to the same user while nothing it shows changed — their own writes,
 * a write by another connection (the database's NOTIFY), a change to the shared exercise list, a lost
 * listener — never with a flash toast, never across users; documents carry the hashes of their inline
 * scripts instead of a nonce and stay `no-store`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";
import { createPostgresDatabase, DRIVERS } from "./support/db";
import { inlineScriptHashes } from "~/server/security/csp.server";

const cacheState = (res: Response) => res.headers.get("x-member-page-cache");

/** Polls until `check` holds (a notification travels from PostgreSQL asynchronously); no timing is asserted. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

describe.each(DRIVERS)("the member page cache on %s", (driver) => {
  let server: RunningServer;
  let a: TestUser;
  let b: TestUser;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const base = () => server.baseURL;
  const page = (user: TestUser, path = "/de/dashboard", headers: Record<string, string> = {}) => request(base(), user.jar, path, { headers });
  const saveProfile = (user: TestUser, firstName: string) =>
    request(base(), user.jar, "/de/dashboard", { method: "POST", body: formBody({ intent: "profile", first_name: firstName, last_name: user.lastName, age: "41", gender: "female", status: "active" }) });

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (driver === "postgres") {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
      env = { DATABASE_URL: created.url, AUTH_SECRET: "integration-test-secret-0123456789abcdef" };
    }
    server = await startServer(env);
    a = await registerAndConfirm(base(), server.dataDir, { email: uniqueEmail("cache-a"), firstName: "Anna", lastName: "Adler" });
    b = await registerAndConfirm(base(), server.dataDir, { email: uniqueEmail("cache-b"), firstName: "Bert", lastName: "Biber" });
    expect((await saveProfile(a, "Annabell")).status).toBe(200);
    expect((await saveProfile(b, "Bertram")).status).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  it("answers a member's dashboard again from memory: the same bytes, hashes instead of a nonce, still no-store", async () => {
    const first = await page(a);
    const firstHtml = await first.text();
    const second = await page(a);
    const secondHtml = await second.text();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(cacheState(second)).toBe("hit");
    expect(secondHtml).toBe(firstHtml);
    expect(secondHtml).toContain("Annabell");
    expect(second.headers.get("cache-control")).toContain("no-store");
    expect(second.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    const csp = second.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("'nonce-");
    const hashes = inlineScriptHashes(secondHtml);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp).toContain(hash);
    // Per-request headers stay per request.
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    // Each URL is its own page: another tab and the client navigation's data.
    expect(cacheState(await page(a, "/de/dashboard?tab=profile"))).not.toBe("hit");
    expect(cacheState(await page(a, "/de/dashboard?tab=profile"))).toBe("hit");
    const data = await page(a, "/de/dashboard.data");
    expect(data.headers.get("content-type")).toContain("text/x-script");
    expect(await data.text()).toContain("Annabell");
    expect(cacheState(await page(a, "/de/dashboard.data"))).toBe("hit");
  });

  it("never hands one member's page to another, and never to a visitor", async () => {
    await page(a);
    expect(cacheState(await page(a))).toBe("hit");
    const other = await page(b);
    const html = await other.text();
    expect(cacheState(other)).not.toBe("hit");
    expect(html).toContain("Bertram");
    expect(html).not.toContain("Annabell");
    expect(html).not.toContain(a.email);
    const visitor = await request(base(), null, "/de/dashboard");
    expect(cacheState(visitor)).toBeNull();
    expect(await visitor.text()).not.toContain("Annabell");
  });

  it("renders again after the member's own write, in the document and in the data", async () => {
    await page(a);
    await page(a, "/de/dashboard.data");
    expect(cacheState(await page(a))).toBe("hit");
    expect((await saveProfile(a, "Annegret")).status).toBe(200);
    const after = await page(a);
    expect(cacheState(after)).toBe("miss");
    expect(await after.text()).toContain("Annegret");
    const data = await page(a, "/de/dashboard.data");
    expect(cacheState(data)).toBe("miss");
    expect(await data.text()).toContain("Annegret");
    // B's pages did not depend on A's write.
    await page(b);
    expect((await saveProfile(a, "Annabell")).status).toBe(200);
    expect(cacheState(await page(b))).toBe("hit");
  });

  it("renders a page with a flash toast for that request alone", async () => {
    await page(a);
    const withToast = await fetch(`${base()}/de/dashboard`, { headers: { cookie: `${a.jar.header()}; watts_flash=anything` } });
    expect(withToast.status).toBe(200);
    expect(cacheState(withToast)).toBeNull();
  });

  it.runIf(driver === "postgres")("sees writes of other connections (NOTIFY) and of the shared exercise list; a lost listener keeps nothing", async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>("select id from \"user\" where email = $1", [a.email]);
      const userId = rows[0]!.id;
      await page(a);
      expect(cacheState(await page(a))).toBe("hit");
      // Another process (the worker, an admin on another web process) changes A's profile.
      await client.query("update user_profiles set first_name = 'Antonia' where user_id = $1", [userId]);
      await eventually(async () => (await (await page(a)).text()).includes("Antonia"), "A's page shows the other connection's write");
      expect(cacheState(await page(a))).toBe("hit");
      // A change to the shared exercise list: everybody's pages are rendered again.
      await page(b);
      expect(cacheState(await page(b))).toBe("hit");
      await client.query("update exercises set updated_at = now() where id = (select id from exercises limit 1)");
      await eventually(async () => cacheState(await page(b)) === "miss", "B's page is rendered again after the exercise change");
      // The listener's connection is cut: until it is back, nothing is answered from memory.
      await page(a);
      expect(cacheState(await page(a))).toBe("hit");
      const cut = await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'");
      expect(cut.rowCount).toBe(1);
      await eventually(async () => cacheState(await page(a)) !== "hit", "no hit while the listener is down");
      await eventually(async () => cacheState(await page(a)) === "hit", "hits again once the listener is back");
    } finally {
      await client.end();
    }
  });
});
