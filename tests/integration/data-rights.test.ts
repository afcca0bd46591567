/**
 * Data rights (issue 25) on PGlite and PostgreSQL:
 * - the user references come from the database's catalog (every `user_id` column and every foreign
 *   key to "user"), not from a hand list: the export and the deletion registry must name each one,
 *   and the seed below must put a row into each (so a new table with a user reference fails here
 *   until the export, the deletion and this seed cover it);
 * - the export holds every such row of the user (and none of another user), without secrets;
 * - the deletion leaves no row referring to the user and no copy of the address, name or health text
 *   anywhere but the kept contract record and the confirmation mail's job;
 * - the withdrawal of the health consent clears every copy of the health answer in one transaction;
 * - the export's rate limit and the job for large exports;
 * - retention: prompts 30 days after approval, expired sessions/verifications/exports, old finished
 *   jobs and due contract records purged by the scheduled job, which queues its next run.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { validateQuestionnaire } from "~/domain/questionnaire/schema";
import { queryRows, type Db } from "~/server/db/client.server";
import {
  account,
  adminAudit,
  cancellationRequests,
  consents,
  dataExports,
  feedback,
  feedbackTrainingPlans,
  retainedRecords,
  session,
  subscriptions,
  trainingPlans,
  trainingProgress,
  exerciseSwaps,
  workouts,
  twoFactor,
  user as userTable,
  userProfiles,
  verification,
} from "~/server/db/schema.server";
import { saveQuestionnaire } from "~/server/member/questionnaire.server";
import { startWorker } from "~/server/jobs/worker.server";
import { PERSONAL_COLUMNS, exportKey } from "~/server/privacy/personal-tables.server";
import {
  collectUserData,
  EXPORT_INTERVAL_MS,
  handleBuildDataExport,
  listExports,
  readyExportBody,
  requestExportJob,
  takeExportAllowance,
  trainingLogCsv,
} from "~/server/privacy/export-user-data.server";
import { deleteAccount } from "~/server/privacy/delete-account.server";
import { healthConsentState, withdrawHealthConsent } from "~/server/privacy/health-consent.server";
import { handlePurgePersonalData, purgePersonalData, scheduleRetention } from "~/server/privacy/retention.server";
import { completeQuestionnaire } from "../support/questionnaire";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

/** The seeded user's health answer and last name, unique per user (the tests share one database). */
const healthOf = (id: string) => `Meniskusnarbe-links, Asthma ${id}`;
const lastNameOf = (id: string) => `Quell${id.replace(/[^a-z0-9]/gi, "")}`.slice(0, 30);

/** Every column that refers to a user, from the catalog: `user_id` columns and foreign keys to "user". */
async function userReferences(db: Db): Promise<string[]> {
  const rows = await queryRows<{ t: string; c: string }>(
    db,
    sql`select kcu.table_name as t, kcu.column_name as c
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
         where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema() and ccu.table_name = 'user'
        union
        select table_name, column_name from information_schema.columns where column_name = 'user_id' and table_schema = current_schema()
        union
        select 'user', 'id'`,
  );
  return rows.map((r) => `${r.t}.${r.c}`).sort();
}

async function countWhere(db: Db, ref: string, userId: string): Promise<number> {
  const [table, column] = ref.split(".") as [string, string];
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)} t where t.${sql.identifier(column)} = ${userId}`);
  return Number(row!.n);
}

/** Tables (other than `except`) with a row whose text contains `needle`. */
async function tablesContaining(db: Db, needle: string, except: string[] = []): Promise<string[]> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const hits: string[] = [];
  for (const { table_name } of tables) {
    if (except.includes(table_name) || table_name.startsWith("__drizzle")) continue;
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)} t where lower(t::text) like ${`%${needle.toLowerCase()}%`}`,
    );
    if (Number(row!.n) > 0) hits.push(table_name);
  }
  return hits;
}

/** A user with a row in every table that refers to users; `coach` approves one of their plans. */
async function seedEverything(db: Db, id: string, coach: string) {
  const email = `${id}@example.com`;
  const HEALTH = healthOf(id);
  const lastName = lastNameOf(id);
  await db.insert(userTable).values({ id, email, name: `Zora ${id}`, firstName: "Zora", lastName, emailVerified: true });
  await db.insert(session).values({ id: `s-${id}`, token: `tok-${id}-secret`, userId: id, expiresAt: new Date(Date.now() + 3600_000), ipAddress: "203.0.113.7" });
  await db.insert(account).values({ id: `a-${id}`, accountId: id, providerId: "credential", userId: id, password: `hash-${id}-secret` });
  await db.insert(twoFactor).values({ id: `tf-${id}`, userId: id, secret: `totp-${id}-secret`, backupCodes: `codes-${id}-secret` });
  await db.insert(verification).values({ id: `v-${id}`, identifier: `reset-password:xyz-${id}`, value: id, expiresAt: new Date(Date.now() + 3600_000) });
  await db.insert(userProfiles).values({ userId: id, firstName: "Zora", lastName, age: 41 });
  const values = validateQuestionnaire(completeQuestionnaire({ health_restrictions: HEALTH, health_consent: true }, { first_name: "Zora", last_name: lastName }));
  if (!values.ok) throw new Error(JSON.stringify(values.errors));
  const saved = await saveQuestionnaire(db, { id, email, locale: "de" }, values.data, "questionnaire-page");
  const [plan] = await db
    .insert(trainingPlans)
    .values({
      userId: id,
      questionnaireId: saved.id,
      content: "Tag 1: Kniebeuge",
      status: "completed",
      submitted: true,
      sequenceNumber: 1,
      approvedAt: new Date(),
      approvedBy: coach,
      promptText: `Gesundheit: ${HEALTH}`,
      gateResults: [{ id: "individualization", passed: false, reason: `trotz Einschränkung enthalten (Sprünge: ${HEALTH} (Stoß))`, details: { healthConditions: [HEALTH] } }],
    })
    .returning({ id: trainingPlans.id });
  const [coachPlan] = await db
    .insert(trainingPlans)
    .values({ userId: coach, content: "Tag 1", status: "approved", sequenceNumber: 1, approvedAt: new Date(), approvedBy: id })
    .returning({ id: trainingPlans.id });
  await db.insert(trainingProgress).values({ userId: id, planId: plan!.id, day: 1, exerciseName: "Kniebeuge", setNumber: 1, actualReps: "=1+1", actualWeight: 40, completed: true });
  await db.insert(exerciseSwaps).values({ userId: id, planId: plan!.id, day: 1, exerciseOrder: 0, originalName: "Kniebeuge", alternativeName: "Beinpresse" });
  await db.insert(workouts).values({ userId: id, planId: plan!.id, day: 1, startedAt: new Date(Date.now() - 3600_000), finishedAt: new Date() });
  await db.insert(feedback).values({ userId: id, planId: plan!.id, day: 1, feedbackText: "Zora fand es gut" });
  await db.insert(feedbackTrainingPlans).values({ userId: id, originalPlanId: plan!.id, userName: `Zora ${lastName}`, planName: "Plan 1", planContent: "Tag 1" });
  const [sub] = await db
    .insert(subscriptions)
    .values({ userId: id, priceCents: 999, status: "cancelled", cancelledAt: new Date(), cancellationKind: "ordinary", endsAt: new Date(Date.now() + 86400_000) })
    .returning({ id: subscriptions.id });
  await db.insert(cancellationRequests).values({ userId: id, tokenHash: `hash-${id}`, kind: "ordinary", expiresAt: new Date(Date.now() + 3600_000) });
  await db.insert(dataExports).values({ userId: id, expiresAt: new Date(Date.now() + 3600_000) });
  await db.insert(adminAudit).values({ adminId: id, adminEmail: email, action: "plan.approve", entityType: "plan", entityId: coachPlan!.id });
  await db.execute(sql`insert into rate_limit (id, key, count, last_request) values (${`rl-${id}`}, ${`export:${id}:json`}, 1, ${Date.now()})`);
  return { email, planId: plan!.id, subscriptionId: sub!.id };
}

describe.each(DRIVERS)("data rights on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("the export and the deletion name every user reference in the schema", async () => {
    const fromCatalog = await userReferences(database.db);
    const registered = PERSONAL_COLUMNS.map((e) => `${e.table}.${e.column}`).sort();
    expect(registered).toEqual(fromCatalog);
  });

  it("the export holds every row about the user, no other user's rows and no secrets; the CSV holds the training log", async () => {
    const db = database.db;
    const other = `other-${driver}`;
    const me = `me-${driver}`;
    await db.insert(userTable).values({ id: other, email: `${other}@example.com`, name: "Other" });
    await seedEverything(db, me, other);
    const data = await collectUserData(db, me);
    for (const ref of await userReferences(db)) {
      const entry = PERSONAL_COLUMNS.find((e) => `${e.table}.${e.column}` === ref)!;
      const expected = await countWhere(db, ref, me);
      expect(expected, `the seed puts a row into ${ref}`).toBeGreaterThan(0);
      expect(data.tables[exportKey(entry)], ref).toHaveLength(expected);
    }
    const text = JSON.stringify(data);
    for (const secret of [`tok-${me}-secret`, `hash-${me}-secret`, `totp-${me}-secret`, `codes-${me}-secret`, `hash-${me}"`]) expect(text).not.toContain(secret);
    expect(text).not.toContain(`${other}@example.com`);
    expect(data.tables.questionnaires![0]!.health_restrictions).toBe(healthOf(me));
    expect(data.tables.consents).toHaveLength(1);
    expect(data.tables.session![0]).not.toHaveProperty("token");
    const csv = await trainingLogCsv(db, me);
    expect(csv.split("\r\n")[0]).toBe("\uFEFFplan_id,plan_number,day,exercise_order,exercise,set,reps,weight_kg,completed,changed_at");
    expect(csv).toContain(",1,1,1,Kniebeuge,1,'=1+1,40,yes,");
  });

  it("the deletion removes or anonymises every row about the user in one transaction and keeps only the contract record", async () => {
    const db = database.db;
    const other = `other2-${driver}`;
    const me = `del-${driver}`;
    await db.insert(userTable).values({ id: other, email: `${other}@example.com`, name: "Other" });
    const seeded = await seedEverything(db, me, other);
    const before = await collectUserData(db, other);

    const result = await deleteAccount(db, me);
    expect(result?.contractKeptUntil).toMatch(/^\d{4}-01-01T00:00:00.000Z$/);
    for (const ref of await userReferences(db)) expect(await countWhere(db, ref, me), ref).toBe(0);
    // Nothing else names the user: only the kept contract record and the confirmation mail's job hold the address.
    expect(await tablesContaining(db, seeded.email)).toEqual(["jobs", "retained_records"]);
    expect(await tablesContaining(db, me, ["jobs", "retained_records"])).toEqual([]);
    expect(await tablesContaining(db, lastNameOf(me))).toEqual([]);
    expect(await tablesContaining(db, healthOf(me))).toEqual([]);
    const [kept] = await db.select().from(retainedRecords).where(eq(retainedRecords.contractId, seeded.subscriptionId));
    expect(kept).toMatchObject({ kind: "subscription_contract", email: seeded.email });
    expect(kept!.details).toMatchObject({ priceCents: 999, cancellationKind: "ordinary" });
    const mails = await queryRows<{ payload: { template: string; to: string; lang: string } | string }>(db, sql`select payload from jobs where name = 'send-email'`);
    const payloads = mails.map((m) => (typeof m.payload === "string" ? JSON.parse(m.payload) : m.payload));
    expect(payloads).toContainEqual(expect.objectContaining({ template: "account-deleted", to: seeded.email, lang: "de" }));
    // The other user's rows are untouched (the plan the deleted coach approved only lost the reference).
    const after = await collectUserData(db, other);
    expect(after.tables.training_plans![0]!.approved_by).toBeNull();
    expect({ ...after, exportedAt: "" }.tables.user).toEqual(before.tables.user);
    expect(await deleteAccount(db, me)).toBeNull();
  });

  it("control: a new table with a user_id that the registry does not name fails the registry check, the export and the deletion", async () => {
    const db = database.db;
    const other = `other3-${driver}`;
    const me = `ctl-${driver}`;
    await db.insert(userTable).values({ id: other, email: `${other}@example.com`, name: "Other" });
    await seedEverything(db, me, other);
    await db.execute(sql`create table control_notes (id serial primary key, user_id text not null, note text)`);
    try {
      await db.execute(sql`insert into control_notes (user_id, note) values (${me}, ${`Notiz über ${me}`})`);
      // The registry check: the catalog now names a reference the registry lacks.
      const fromCatalog = await userReferences(db);
      expect(fromCatalog).toContain("control_notes.user_id");
      expect(PERSONAL_COLUMNS.map((e) => `${e.table}.${e.column}`).sort()).not.toEqual(fromCatalog);
      // The export check: the catalog's row is missing from the export.
      const data = await collectUserData(db, me);
      expect(await countWhere(db, "control_notes.user_id", me)).toBe(1);
      expect(data.tables.control_notes).toBeUndefined();
      // The deletion check: the row outlives the deletion.
      await deleteAccount(db, me);
      expect(await countWhere(db, "control_notes.user_id", me)).toBe(1);
    } finally {
      await db.execute(sql`drop table control_notes`);
    }
  });

  it("a failing deletion changes nothing (one transaction)", async () => {
    const db = database.db;
    const me = `rollback-${driver}`;
    await db.insert(userTable).values({ id: me, email: `${me}@example.com`, name: "R" });
    await db.insert(subscriptions).values({ userId: me, priceCents: 999 });
    // The last statement fails (the user row's delete), after the kept record and the other deletes.
    await db.execute(sql`create or replace function test_fail() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await db.execute(sql`create trigger test_fail before delete on "user" for each row execute function test_fail()`);
    try {
      await expect(deleteAccount(db, me)).rejects.toThrow();
      expect(await countWhere(db, "user.id", me)).toBe(1);
      expect(await countWhere(db, "subscriptions.user_id", me)).toBe(1);
      expect(await db.select().from(retainedRecords).where(eq(retainedRecords.email, `${me}@example.com`))).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger test_fail on "user"`);
    }
  });

  it("withdrawing the health consent clears the answer and every copy of it, and keeps the record of the consent", async () => {
    const db = database.db;
    const coach = `coach3-${driver}`;
    const me = `wd-${driver}`;
    await db.insert(userTable).values({ id: coach, email: `${coach}@example.com`, name: "Coach" });
    const seeded = await seedEverything(db, me, coach);
    // A follow-up draft waiting for the coach, built on the health answer.
    const [draft] = await db
      .insert(trainingPlans)
      .values({ userId: me, content: "Entwurf", status: "draft", sequenceNumber: 2, previousPlanId: seeded.planId, promptText: `Gesundheit: ${healthOf(me)}` })
      .returning({ id: trainingPlans.id });
    expect((await healthConsentState(db, me)).textVersion).toBeTruthy();
    expect((await tablesContaining(db, healthOf(me))).sort()).toEqual(["questionnaires", "training_plans"]);

    const result = await withdrawHealthConsent(db, me);
    expect(result).toEqual({ withdrawn: true, replacedDraftId: draft!.id });
    expect(await tablesContaining(db, healthOf(me))).toEqual([]);
    expect(await tablesContaining(db, `Asthma ${me}`)).toEqual([]);
    const state = await healthConsentState(db, me);
    expect(state.givenAt).toBeNull();
    expect(state.withdrawnAt).toBeTruthy();
    expect(await db.select().from(consents).where(eq(consents.userId, me))).toHaveLength(1);
    const followups = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where singleton_key = ${`generate-followup:${seeded.planId}`} and status = 'queued'`);
    expect(Number(followups[0]!.n)).toBe(1);
    // Nothing left to withdraw.
    expect(await withdrawHealthConsent(db, me)).toEqual({ withdrawn: false, replacedDraftId: null });
  });

  it("one download per format and minute; large exports are built by the job and only their owner downloads them", async () => {
    const db = database.db;
    const me = `rl-${driver}`;
    await db.insert(userTable).values({ id: me, email: `${me}@example.com`, name: "R" });
    const t0 = Date.now();
    expect(await takeExportAllowance(db, me, "json", t0)).toBe(true);
    expect(await takeExportAllowance(db, me, "json", t0 + 1000)).toBe(false);
    expect(await takeExportAllowance(db, me, "csv", t0 + 1000)).toBe(true);
    expect(await takeExportAllowance(db, me, "json", t0 + EXPORT_INTERVAL_MS + 1)).toBe(true);

    const first = await requestExportJob(db, me);
    const again = await requestExportJob(db, me);
    expect(again.id).toBe(first.id);
    const worker = await startWorker({ db, handlers: { "build-data-export": handleBuildDataExport }, pollMs: 20 });
    try {
      // Other tests' jobs stay queued (no handler here): wait for this one's result instead of draining.
      for (let i = 0; i < 200 && (await listExports(db, me))[0]?.status !== "ready"; i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await worker.stop();
    }
    expect((await listExports(db, me)).map((e) => e.status)).toEqual(["ready"]);
    const body = await readyExportBody(db, me, first.id);
    expect(JSON.parse(body!).tables.user[0].email).toBe(`${me}@example.com`);
    expect(await readyExportBody(db, `someone-else-${driver}`, first.id)).toBeNull();
  });
});

describe.each(DRIVERS)("retention on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("purges prompts 30 days after approval, expired sessions, verifications, exports, old finished jobs and due records; keeps the rest", async () => {
    const db = database.db;
    const now = new Date();
    const days = (n: number) => new Date(now.getTime() - n * 86400_000);
    const me = `ret-${driver}`;
    await db.insert(userTable).values({ id: me, email: `${me}@example.com`, name: "R" });
    const [oldPlan] = await db
      .insert(trainingPlans)
      .values({ userId: me, content: "x", status: "completed", sequenceNumber: 1, approvedAt: days(31), promptText: "alt" })
      .returning({ id: trainingPlans.id });
    const [newPlan] = await db
      .insert(trainingPlans)
      .values({ userId: me, content: "x", status: "approved", sequenceNumber: 2, approvedAt: days(29), promptText: "neu" })
      .returning({ id: trainingPlans.id });
    await db.insert(trainingPlans).values({ userId: me, content: "x", status: "draft", sequenceNumber: 3, promptText: "entwurf" });
    await db.insert(session).values([
      { id: `old-${me}`, token: `t1-${me}`, userId: me, expiresAt: days(1) },
      { id: `live-${me}`, token: `t2-${me}`, userId: me, expiresAt: days(-1) },
    ]);
    await db.insert(verification).values([
      { id: `vo-${me}`, identifier: "a", value: me, expiresAt: days(1) },
      { id: `vl-${me}`, identifier: "b", value: me, expiresAt: days(-1) },
    ]);
    await db.insert(dataExports).values([
      { userId: me, status: "ready", body: "{}", expiresAt: days(1) },
      { userId: me, status: "ready", body: "{}", expiresAt: days(-1) },
    ]);
    await db.execute(sql`insert into jobs (name, payload, status, completed_at, updated_at) values
      ('send-email', '{"to":"alt@example.com"}'::jsonb, 'completed', ${days(31).toISOString()}::timestamptz, ${days(31).toISOString()}::timestamptz),
      ('send-email', '{"to":"neu@example.com"}'::jsonb, 'completed', ${days(2).toISOString()}::timestamptz, ${days(2).toISOString()}::timestamptz)`);
    await db.insert(retainedRecords).values([
      { kind: "subscription_contract", contractId: "due", email: "due@example.com", deleteAfter: days(1) },
      { kind: "subscription_contract", contractId: "kept", email: "kept@example.com", deleteAfter: days(-365) },
    ]);

    const counts = await purgePersonalData(db, now);
    expect(counts).toMatchObject({ prompts: 1, sessions: 1, verifications: 1, exports: 1, finishedJobs: 1, retainedRecords: 1 });
    const prompts = await db.select({ id: trainingPlans.id, prompt: trainingPlans.promptText }).from(trainingPlans).where(eq(trainingPlans.userId, me));
    expect(prompts.find((p) => p.id === oldPlan!.id)!.prompt).toBeNull();
    expect(prompts.find((p) => p.id === newPlan!.id)!.prompt).toBe("neu");
    expect(prompts.filter((p) => p.prompt === "entwurf")).toHaveLength(1);
    expect((await db.select().from(session).where(eq(session.userId, me))).map((s) => s.id)).toEqual([`live-${me}`]);
    expect(await tablesContaining(db, "alt@example.com")).toEqual([]);
    expect(await tablesContaining(db, "neu@example.com")).toEqual(["jobs"]);
    expect((await db.select().from(retainedRecords)).map((r) => r.contractId)).toEqual(["kept"]);
  });

  it("the scheduled job runs once and is queued again for an hour later", async () => {
    const db = database.db;
    await scheduleRetention(db);
    await scheduleRetention(db);
    const queued = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where singleton_key = 'purge-personal-data' and status = 'queued'`);
    expect(Number(queued[0]!.n)).toBe(1);
    const worker = await startWorker({ db, handlers: { "purge-personal-data": handlePurgePersonalData }, pollMs: 20 });
    const schedule = () =>
      queryRows<{ status: string; later: boolean; ran: boolean }>(
        db,
        sql`select status, run_at > now() + interval '55 minutes' as later, result is not null as ran from jobs where name = 'purge-personal-data'`,
      );
    try {
      for (let i = 0; i < 200 && !(await schedule())[0]?.ran; i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await worker.stop();
    }
    // One row for the schedule: it ran and waits for the next hour.
    expect(await schedule()).toEqual([{ status: "queued", later: true, ran: true }]);
  });
});
