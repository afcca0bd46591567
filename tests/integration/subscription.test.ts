/**
 * The subscription and its cancellation (§ 312k BGB, docs/decisions/0038), on PGlite and PostgreSQL:
 * the demo payment starts one subscription; a notice ends it per the rules and enqueues the receipt
 * mail in the same transaction; a second notice changes nothing; a notice only touches the caller's
 * own subscription; a visitor's notice works only through the link mailed to the contract's address
 * and counts from when it was received. Over HTTP: payment needs a questionnaire, another user's
 * notice cannot end A's subscription.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db/client.server";
import { cancellationRequests, jobs, subscriptions, user as userTable } from "~/server/db/schema.server";
import {
  cancelSubscription,
  confirmNotice,
  getSubscription,
  pendingNotice,
  requestCancellationByEmail,
  startDemoSubscription,
} from "~/server/member/subscription.server";
import { completeQuestionnaire } from "../support/questionnaire";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

async function createUser(db: Db, id: string) {
  await db.insert(userTable).values({ id, email: `${id}@example.com`, name: id, emailVerified: true, firstName: "Anna" });
  return id;
}

async function mailJobs(db: Db, template: string) {
  return queryRows<{ to: string; vars: Record<string, string> }>(
    db,
    sql`select payload->>'to' as "to", payload->'vars' as vars from jobs where name = 'send-email' and payload->>'template' = ${template} order by created_at`,
  );
}

const STARTED = new Date("2026-10-05T09:00:00Z");
const RECEIVED = new Date("2026-11-24T12:00:00Z");

describe.each(DRIVERS)("subscription model on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("payment starts one subscription; an ordinary notice ends it at the billing month's end and enqueues one receipt", async () => {
    const db = database.db;
    const a = await createUser(db, `sub-a-${driver}`);
    const b = await createUser(db, `sub-b-${driver}`);
    expect(await startDemoSubscription(db, a, STARTED)).toEqual({ started: true });
    expect(await startDemoSubscription(db, a, RECEIVED)).toEqual({ started: false });
    expect((await db.select().from(subscriptions).where(eq(subscriptions.userId, a))).length).toBe(1);

    // B has no subscription: B's notice ends nothing, and A's stays active.
    expect(await cancelSubscription(db, b, { kind: "ordinary", requested: null, reason: null }, { lang: "de", receivedAt: RECEIVED, now: RECEIVED })).toEqual({
      outcome: "none",
    });
    expect((await getSubscription(db, a, RECEIVED))?.status).toBe("active");

    const first = await cancelSubscription(db, a, { kind: "ordinary", requested: null, reason: null }, { lang: "de", receivedAt: RECEIVED, now: RECEIVED });
    expect(first.outcome).toBe("cancelled");
    const sub = await getSubscription(db, a, RECEIVED);
    expect(sub).toMatchObject({ status: "cancelled", cancellationKind: "ordinary", cancelledAt: RECEIVED.toISOString(), endsAt: "2026-12-05T09:00:00.000Z", ended: false });
    const receipts = await mailJobs(db, "cancellation-received");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ to: `${a}@example.com`, vars: { kind: "Ordentliche Kündigung", endsAt: "05.12.2026", receivedAt: "24.11.2026, 13:00" } });

    // A second notice changes nothing and sends nothing.
    const again = await cancelSubscription(db, a, { kind: "extraordinary", requested: null, reason: "Umzug" }, { lang: "de", receivedAt: new Date(), now: RECEIVED });
    expect(again.outcome).toBe("already-cancelled");
    expect((await getSubscription(db, a, RECEIVED))?.cancellationKind).toBe("ordinary");
    expect(await mailJobs(db, "cancellation-received")).toHaveLength(1);

    // After the end, paying again restarts it.
    expect((await getSubscription(db, a, new Date("2026-12-06T00:00:00Z")))?.ended).toBe(true);
    expect(await startDemoSubscription(db, a, new Date("2026-12-06T00:00:00Z"))).toEqual({ started: true });
    expect((await getSubscription(db, a, new Date("2026-12-06T00:00:00Z")))?.status).toBe("active");
  });

  it("the receipt and the rules fail as one: a notice that violates a constraint leaves the subscription and the queue unchanged", async () => {
    const db = database.db;
    const c = await createUser(db, `sub-c-${driver}`);
    await startDemoSubscription(db, c, STARTED);
    const before = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs`))[0]!.n;
    await expect(
      cancelSubscription(db, c, { kind: "extraordinary", requested: null, reason: "x".repeat(1001) }, { lang: "de", receivedAt: RECEIVED, now: RECEIVED }),
    ).rejects.toThrow();
    expect((await getSubscription(db, c, RECEIVED))?.status).toBe("active");
    expect((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs`))[0]!.n).toBe(before);
  });

  it("a visitor's notice: a link only to the contract's own address, confirmed once, counting from when it was received", async () => {
    const db = database.db;
    const d = await createUser(db, `sub-d-${driver}`);
    await startDemoSubscription(db, d, STARTED);
    const unknown = await requestCancellationByEmail(
      db,
      { kind: "ordinary", requested: null, reason: null, email: "nobody@example.com" },
      { lang: "en", receivedAt: RECEIVED, now: RECEIVED },
    );
    expect(unknown).toEqual({ sent: false });
    const sent = await requestCancellationByEmail(
      db,
      { kind: "extraordinary", requested: null, reason: "Moving abroad", email: `SUB-D-${driver}@EXAMPLE.COM`.toLowerCase() },
      { lang: "en", receivedAt: RECEIVED, now: RECEIVED },
    );
    expect(sent).toEqual({ sent: true });
    const links = await mailJobs(db, "cancellation-confirm");
    expect(links).toHaveLength(1);
    expect(links[0]!.to).toBe(`${d}@example.com`);
    const token = new URL(links[0]!.vars.url!).searchParams.get("token")!;
    // Only the token's hash is stored.
    expect(JSON.stringify(await db.select().from(cancellationRequests))).not.toContain(token);
    // Nothing ended yet: the link must be confirmed.
    expect((await getSubscription(db, d, RECEIVED))?.status).toBe("active");

    const later = new Date(RECEIVED.getTime() + 3600_000);
    expect(await pendingNotice(db, token, later)).toMatchObject({ kind: "extraordinary", email: `${d}@example.com`, receivedAt: RECEIVED.toISOString() });
    expect((await confirmNotice(db, "x".repeat(43), "en", later)).outcome).toBe("none");
    const confirmed = await confirmNotice(db, token, "en", later);
    expect(confirmed.outcome).toBe("cancelled");
    // Extraordinary: ends at once, as of when it was received (not when it was confirmed).
    expect(await getSubscription(db, d, later)).toMatchObject({ status: "cancelled", cancelledAt: RECEIVED.toISOString(), endsAt: RECEIVED.toISOString(), ended: true });
    expect((await mailJobs(db, "cancellation-received")).filter((m) => m.to === `${d}@example.com`)).toHaveLength(1);
    // The link works once.
    expect(await pendingNotice(db, token, later)).toBeNull();
    expect((await confirmNotice(db, token, "en", later)).outcome).toBe("none");
  });

  it("an expired link confirms nothing", async () => {
    const db = database.db;
    const e = await createUser(db, `sub-e-${driver}`);
    await startDemoSubscription(db, e, STARTED);
    await requestCancellationByEmail(db, { kind: "ordinary", requested: null, reason: null, email: `${e}@example.com` }, { lang: "de", receivedAt: RECEIVED, now: RECEIVED });
    const link = (await mailJobs(db, "cancellation-confirm")).find((m) => m.to === `${e}@example.com`)!;
    const token = new URL(link.vars.url!).searchParams.get("token")!;
    const tooLate = new Date(RECEIVED.getTime() + 73 * 3600_000);
    expect(await pendingNotice(db, token, tooLate)).toBeNull();
    expect((await confirmNotice(db, token, "de", tooLate)).outcome).toBe("none");
    expect((await getSubscription(db, e, tooLate))?.status).toBe("active");
    expect(await db.select().from(jobs).where(and(eq(jobs.name, "send-email"), sql`payload->>'to' = ${`${e}@example.com`}`, sql`payload->>'template' = 'cancellation-received'`))).toHaveLength(0);
  });
});

describe("payment and cancellation over HTTP", () => {
  let server: RunningServer;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    server = await startServer();
    a = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail("pay-a"), firstName: "Anna", lastName: "A" });
    b = await registerAndConfirm(server.baseURL, server.dataDir, { email: uniqueEmail("pay-b"), firstName: "Ben", lastName: "B" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (user: TestUser | null, pathname: string, values: Record<string, string | string[] | boolean>) =>
    request(server.baseURL, user?.jar ?? null, pathname, { method: "POST", body: formBody(values) });

  it("refuses to take payment without a questionnaire; a notice by B cannot end A's subscription; a visitor must name an address", async () => {
    expect((await post(a, "/de/bezahlung", {})).status).toBe(409);
    expect(await (await request(server.baseURL, a.jar, "/de/bezahlung")).text()).toContain("Zuerst der Fragebogen");

    const questionnaire = completeQuestionnaire({}, { first_name: "Anna", last_name: "A" });
    expect((await post(a, "/de/fragebogen", questionnaire as unknown as Record<string, string | string[] | boolean>)).status).toBe(302);
    expect((await post(a, "/de/bezahlung", {})).status).toBe(200);
    expect(await (await request(server.baseURL, a.jar, "/de/bezahlung")).text()).toContain("Sie haben bereits bezahlt");

    // B (no subscription) posts a notice, even naming A's address: nothing of A's changes.
    const byB = await post(b, "/de/kuendigen", { intent: "cancel", kind: "extraordinary", reason: "weg", email: a.email });
    expect(byB.status).toBe(409);
    const aPage = await (await request(server.baseURL, a.jar, "/de/kuendigen")).text();
    expect(aPage).toContain('data-testid="cancel-contract"');
    expect(aPage).toContain("Jetzt kündigen");

    const anonymous = await post(null, "/de/kuendigen", { intent: "cancel", kind: "ordinary" });
    expect(anonymous.status).toBe(400);
    const cross = await fetch(`${server.baseURL}/de/kuendigen`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: a.jar.header(), Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: formBody({ intent: "cancel", kind: "ordinary" }),
    });
    expect(cross.status).toBeGreaterThanOrEqual(400);
    expect(await (await request(server.baseURL, a.jar, "/de/kuendigen")).text()).toContain('data-testid="cancel-contract"');
  });
});
