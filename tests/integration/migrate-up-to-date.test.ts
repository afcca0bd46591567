/**
 * The embedded database skips drizzle's migrator when the newest migration of the journal is applied
 * (decision 0105): asked on every start, it must say "up to date" only then.
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, pgliteUpToDate, migrationsFolder, type Database } from "~/server/db/client.server";

describe("pgliteUpToDate", () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it("is false on a new database, true once migrated, false again when the newest migration is missing", async () => {
    database = await openDatabase({ kind: "pglite-memory" });
    expect(await pgliteUpToDate(database, migrationsFolder())).toBe(false);
    await migrateDatabase(database);
    expect(await pgliteUpToDate(database, migrationsFolder())).toBe(true);
    // A database one migration behind the code (as after an update): the migrator must run.
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    expect(await pgliteUpToDate(database, migrationsFolder())).toBe(false);
  });

  it("a start on an up-to-date database applies nothing and keeps every migration recorded", async () => {
    database = await openDatabase({ kind: "pglite-memory" });
    await migrateDatabase(database);
    const count = async () => Number(((await database!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    const before = await count();
    await migrateDatabase(database);
    expect(await count()).toBe(before);
  });
});
