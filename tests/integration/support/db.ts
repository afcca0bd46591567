/**
 * Test databases: an in-memory PGlite, and (when TEST_DATABASE_URL is set) a fresh PostgreSQL
 * database created for the test and dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrateDatabase, openDatabase, type Database } from "~/server/db/client.server";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || "";
export type Driver = "pglite" | "postgres";
export const DRIVERS: Driver[] = TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

if (!TEST_DATABASE_URL) {
  console.warn("TEST_DATABASE_URL is not set: PostgreSQL integration tests are NOT run (PGlite only).");
}

export interface TestDatabase extends Database {
  url?: string;
  drop(): Promise<void>;
}

/** Creates an empty PostgreSQL database and returns its URL. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `watts_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === "pglite") {
    const database = await openDatabase({ kind: "pglite-memory" });
    await migrateDatabase(database);
    return { ...database, drop: () => database.close() };
  }
  const created = await createPostgresDatabase();
  const database = await openDatabase({ kind: "postgres", url: created.url });
  await migrateDatabase(database);
  return {
    ...database,
    url: created.url,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}
