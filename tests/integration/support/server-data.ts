/**
 * Rows for tests against the built server: a questionnaire row, the canonical plan text, and a
 * fingerprint of stored data (per table: row count and an md5 over the rows) to prove that requests
 * changed nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db/client.server";

export const PLAN_TEXT = fs.readFileSync(path.resolve("app/domain/plan/fixtures/canonical.md"), "utf8");

/** A complete questionnaire row (the database's field names). */
export function questionnaireRow(userId: string, email: string, lastName: string, healthRestrictions: string | null = null) {
  return {
    userId,
    email,
    firstName: "Test",
    lastName,
    age: 39,
    gender: "female",
    mainGoals: ["muscle_building"],
    otherSport: false,
    trainingIntensity: "balanced",
    trainingFrequency: "3x",
    sessionDuration: "45_60",
    dailyActivity: "sitting",
    trainingLevel: "returning",
    currentTraining: "sporadic",
    trainingExperience: ["gym"],
    equipment: ["dumbbells"],
    healthRestrictions,
    dataConsent: true,
  };
}

/**
 * Per table: row count and md5 of all rows. `userId` limits it to the tables with a user_id column
 * and that user's rows; `except` leaves tables out (e.g. rate_limit, which every request may touch).
 */
export async function tableFingerprints(db: Db, options: { userId?: string; except?: string[] } = {}): Promise<Record<string, unknown>> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    options.userId
      ? sql`select distinct table_name from information_schema.columns where column_name = 'user_id' and table_schema = current_schema() order by table_name`
      : sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, unknown> = {};
  for (const { table_name } of tables) {
    if (options.except?.includes(table_name)) continue;
    const where = options.userId ? sql`where t.user_id = ${options.userId}` : sql``;
    const [row] = await queryRows<{ n: number; h: string | null }>(
      db,
      sql`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as h from ${sql.identifier(table_name)} t ${where}`,
    );
    out[table_name] = row;
  }
  return out;
}
