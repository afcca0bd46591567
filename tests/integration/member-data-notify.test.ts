/**
 * Migration 0010's triggers and the database's LISTEN (decision 0054), on both databases: every table
 * with a member's rows tells the web processes whose pages changed — on commit only — and a new table
 * with a user_id column cannot be added without deciding whether it needs the trigger.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as s from "~/server/db/schema.server";
import { queryRows } from "~/server/db/client.server";
import { EVERYBODY, MEMBER_DATA_CHANNEL } from "~/server/html/member-data-versions.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

/** Tables with a user_id column that no member page shows (the session list is not on any page). */
const NOT_ON_MEMBER_PAGES = new Set(["session"]);
const SHARED_TABLES = ["exercises", "injuries_illnesses"];

describe.each(DRIVERS)("member_data notifications on %s", (driver) => {
  let database: TestDatabase;
  const received: string[] = [];
  const states: boolean[] = [];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    stop = await database.listen(MEMBER_DATA_CHANNEL, (payload) => received.push(payload), (up) => states.push(up));
  });
  afterAll(async () => {
    await stop?.();
    await database?.drop();
  });

  /** Waits until `payload` has arrived (PostgreSQL delivers asynchronously); no timing is asserted. */
  async function arrived(payload: string): Promise<void> {
    for (let i = 0; i < 200 && !received.includes(payload); i++) await new Promise((r) => setTimeout(r, 25));
    expect(received).toContain(payload);
  }

  it("puts the trigger on every table with a member's rows, and the shared one on the shared lists", async () => {
    expect(states).toEqual([true]);
    const withUserId = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    );
    const triggers = await queryRows<{ table_name: string; function_name: string }>(
      database.db,
      sql`select c.relname as table_name, p.proname as function_name from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid where not t.tgisinternal`,
    );
    const functionOf = new Map(triggers.map((t) => [t.table_name, t.function_name]));
    const memberTables = withUserId.map((r) => r.table_name).filter((t) => !NOT_ON_MEMBER_PAGES.has(t));
    expect(memberTables.length).toBeGreaterThanOrEqual(10);
    for (const table of memberTables) expect(functionOf.get(table), table).toBe("notify_member_data");
    expect(functionOf.get("user")).toBe("notify_member_user");
    for (const table of SHARED_TABLES) expect(functionOf.get(table), table).toBe("notify_shared_data");
  });

  it("notifies the owner's id on insert, update and delete, on commit only; '*' for the shared lists", async () => {
    await database.db.insert(s.user).values({ id: "notify-1", email: "notify-1@example.com", name: "N" });
    await arrived("notify-1");
    await database.db.insert(s.userProfiles).values({ userId: "notify-1", firstName: "Nora" });
    received.length = 0;
    await database.db.update(s.userProfiles).set({ firstName: "Nina" }).where(eq(s.userProfiles.userId, "notify-1"));
    await arrived("notify-1");

    // A rolled-back write tells nobody: a later committed one arrives, the rolled-back one never does.
    await database.db.insert(s.user).values({ id: "notify-2", email: "notify-2@example.com", name: "M" });
    await arrived("notify-2");
    received.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(s.userProfiles).values({ userId: "notify-2", firstName: "Rolled" });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await database.db.update(s.user).set({ name: "N2" }).where(eq(s.user.id, "notify-1"));
    await arrived("notify-1");
    expect(received).not.toContain("notify-2");

    received.length = 0;
    await database.db.delete(s.userProfiles).where(eq(s.userProfiles.userId, "notify-1"));
    await arrived("notify-1");

    received.length = 0;
    await database.db.execute(sql`update exercises set updated_at = now() where id = (select id from exercises limit 1)`);
    await database.db.insert(s.injuriesIllnesses).values({ name: "Notify-Test" });
    await arrived(EVERYBODY);
  });

  it("a session's end sends 'session:<session id>', a changed address 'session-user:<user id>' (decision 0085); a renewal does not", async () => {
    expect(
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid where c.relname = 'session' and p.proname = 'notify_session_ended'`,
      ),
    ).toEqual([{ n: 1 }]);
    await database.db.insert(s.user).values({ id: "notify-3", email: "notify-3@example.com", name: "S" });
    const expiresAt = new Date(Date.now() + 3_600_000);
    await database.db.insert(s.session).values({ id: "s-3", token: "t-3", userId: "notify-3", expiresAt });
    await arrived("notify-3");
    received.length = 0;
    // A sliding renewal (the session row updated) and a name change: no session end.
    await database.db.update(s.session).set({ expiresAt: new Date(Date.now() + 7_200_000) }).where(eq(s.session.id, "s-3"));
    await database.db.update(s.user).set({ name: "S2" }).where(eq(s.user.id, "notify-3"));
    await arrived("notify-3");
    expect(received.filter((p) => p.startsWith("session"))).toEqual([]);
    await database.db.delete(s.session).where(eq(s.session.id, "s-3"));
    await arrived("session:s-3");
    received.length = 0;
    await database.db.update(s.user).set({ email: "notify-3b@example.com" }).where(eq(s.user.id, "notify-3"));
    await arrived("session-user:notify-3");
  });
});
