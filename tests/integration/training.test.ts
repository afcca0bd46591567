/**
 * Training: per-set progress, feedback and submission of the current plan.
 * 1. The models on a test database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): last
 *    writer wins per set (a late older write and a repeat change nothing), writes to another user's,
 *    an unapproved or a submitted plan are refused and change nothing, the submission record follows
 *    spec part 2 §5, two concurrent submissions leave one record, the follow-up job is queued once.
 * 2. The built server over HTTP with real sessions: user B cannot write A's progress, feedback or
 *    submission; the route refuses visitors, other content types and malformed bodies.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { openDatabase, queryRows, type Database, type Db } from "~/server/db/client.server";
import { feedback, feedbackTrainingPlans, jobs, questionnaires, trainingPlans, trainingProgress, user as userTable } from "~/server/db/schema.server";
import { loadPlanView, saveFeedback, saveProgress, submitPlan } from "~/server/training/training-data.server";
import { requestFollowup } from "~/server/plan/generation.server";
import { knownPlanShape } from "~/server/training/progress-upsert.server";
import type { SetChangeInput } from "~/domain/training/schemas";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";
import { createPostgresDatabase, createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

const PLAN_TEXT = fs.readFileSync(path.resolve("app/domain/plan/fixtures/canonical.md"), "utf8");
const APPROVED_AT = new Date("2026-03-02T08:00:00Z");

async function createUser(db: Db, id: string) {
  await db.insert(userTable).values({ id, email: `${id}@example.com`, name: id, emailVerified: true });
  return id;
}

async function createPlan(db: Db, userId: string, over: Partial<typeof trainingPlans.$inferInsert> = {}) {
  const [plan] = await db
    .insert(trainingPlans)
    .values({ userId, content: PLAN_TEXT, status: "approved", sequenceNumber: 1, approvedAt: APPROVED_AT, ...over })
    .returning({ id: trainingPlans.id });
  return plan!.id;
}

function change(over: Partial<SetChangeInput> = {}): SetChangeInput {
  return { day: 1, exerciseOrder: 0, setNumber: 1, reps: "10", weight: 40, completed: true, changedAt: Date.parse("2026-03-03T10:00:00Z"), ...over };
}

async function progressRows(db: Db, userId: string, planId: string) {
  return db.select().from(trainingProgress).where(and(eq(trainingProgress.userId, userId), eq(trainingProgress.planId, planId)));
}

describe.each(DRIVERS)("training models on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("a device clock ahead of the server: the change counts as made on arrival, and a real change sent right after is stored", async () => {
    const db = database.db;
    const u = await createUser(db, `fast-clock-${driver}`);
    const plan = await createPlan(db, u);
    // The fast device (clock a day ahead) ticks set 1 with 8 reps …
    const sentAt = Date.now();
    expect(await saveProgress(db, u, plan, [change({ reps: "8", changedAt: sentAt + 864e5 })])).toMatchObject({ ok: true, stored: 1 });
    const [stored] = await progressRows(db, u, plan);
    expect(stored!.clientUpdatedAt.getTime()).toBeGreaterThanOrEqual(sentAt);
    expect(stored!.clientUpdatedAt.getTime()).toBeLessThanOrEqual(Date.now());
    // … then a device with a correct clock corrects it to 10 right after: stored, not `stored: 0`.
    await new Promise((r) => setTimeout(r, 5));
    expect(await saveProgress(db, u, plan, [change({ reps: "10", changedAt: Date.now() })])).toMatchObject({ ok: true, stored: 1 });
    expect((await progressRows(db, u, plan))[0]?.actualReps).toBe("10");
    // The fast device's next change (again a day ahead) is again ordered by its arrival: it wins in turn.
    await new Promise((r) => setTimeout(r, 5));
    expect(await saveProgress(db, u, plan, [change({ reps: "12", changedAt: Date.now() + 864e5 })])).toMatchObject({ ok: true, stored: 1 });
    expect((await progressRows(db, u, plan))[0]?.actualReps).toBe("12");
    // Control: a change from a device whose clock is behind (made before the stored one) still loses.
    expect(await saveProgress(db, u, plan, [change({ reps: "6", changedAt: Date.now() - 60_000 })])).toMatchObject({ ok: true, stored: 0 });
    expect((await progressRows(db, u, plan))[0]?.actualReps).toBe("12");
  });

  it("keeps the newer change of a set; a late older write and a repeated request change nothing", async () => {
    const db = database.db;
    const u = await createUser(db, `lww-${driver}`);
    const plan = await createPlan(db, u);
    const t0 = Date.parse("2026-03-03T10:00:00Z");
    expect(await saveProgress(db, u, plan, [change({ reps: "8", weight: 40, changedAt: t0 })])).toMatchObject({ ok: true, stored: 1 });
    // Newer wins.
    expect(await saveProgress(db, u, plan, [change({ reps: "9", weight: 42.5, changedAt: t0 + 1000 })])).toMatchObject({ ok: true, stored: 1 });
    // The same request again: nothing stored.
    expect(await saveProgress(db, u, plan, [change({ reps: "9", weight: 42.5, changedAt: t0 + 1000 })])).toMatchObject({ ok: true, stored: 0 });
    // An older write arriving late: nothing stored.
    expect(await saveProgress(db, u, plan, [change({ reps: "7", weight: 30, changedAt: t0 + 500 })])).toMatchObject({ ok: true, stored: 0 });
    const rows = await progressRows(db, u, plan);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actualReps: "9", actualWeight: 42.5, completed: true, exerciseName: "Kniebeuge mit Langhantel", exerciseOrder: 0 });
    // Within one batch the newest version of a set wins, whatever the order.
    await saveProgress(db, u, plan, [change({ setNumber: 2, reps: "new", changedAt: t0 + 9000 }), change({ setNumber: 2, reps: "old", changedAt: t0 + 2000 })]);
    expect((await progressRows(db, u, plan)).find((r) => r.setNumber === 2)?.actualReps).toBe("new");
  });

  it("keys sets by the exercise's position: the same exercise twice on a day keeps two rows; a device clock far ahead is clamped", async () => {
    const db = database.db;
    const u = await createUser(db, `pos-${driver}`);
    const twice = ["## Tag 1 – Ganzkörper", "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |", "|---|---|---|---|---|---|",
      "| Kniebeuge mit Langhantel | 2 | 5 | 60 kg | 120 s | schwer |", "| Bankdrücken | 2 | 8 | 40 kg | 90 s | |", "| Kniebeuge mit Langhantel | 2 | 10 | 40 kg | 90 s | leicht |"].join("\n");
    const plan = await createPlan(db, u, { content: twice });
    const now = Date.now();
    await saveProgress(db, u, plan, [change({ exerciseOrder: 0, reps: "5", weight: 60 }), change({ exerciseOrder: 2, reps: "10", weight: 40 })], now);
    const rows = await progressRows(db, u, plan);
    expect(rows.map((r) => [r.exerciseOrder, r.exerciseName, r.actualWeight]).sort()).toEqual([
      [0, "Kniebeuge mit Langhantel", 60],
      [2, "Kniebeuge mit Langhantel", 40],
    ]);
    // A change dated a year ahead counts as made when the server received it (decision 0092), so a correct later change still wins.
    await saveProgress(db, u, plan, [change({ exerciseOrder: 1, reps: "future", changedAt: now + 365 * 864e5 })], now);
    const [future] = (await progressRows(db, u, plan)).filter((r) => r.exerciseOrder === 1);
    expect(future!.clientUpdatedAt.getTime()).toBe(now);
    await saveProgress(db, u, plan, [change({ exerciseOrder: 1, reps: "later", changedAt: now + 120_000 })], now + 120_000);
    expect((await progressRows(db, u, plan)).find((r) => r.exerciseOrder === 1)?.actualReps).toBe("later");
    // A set the plan does not have (day 2 is a rest day in the canonical plan; here only day 1 exists) is ignored.
    expect(await saveProgress(db, u, plan, [change({ day: 2 }), change({ exerciseOrder: 3 }), change({ setNumber: 21 })], now)).toMatchObject({ ok: true, stored: 0, ignored: 3 });
  });

  it("refuses writes to another user's plan, a draft and a submitted plan, and changes nothing", async () => {
    const db = database.db;
    const a = await createUser(db, `own-a-${driver}`);
    const b = await createUser(db, `own-b-${driver}`);
    const planA = await createPlan(db, a);
    const draftB = await createPlan(db, b, { status: "draft", approvedAt: null });
    const submittedB = await createPlan(db, b, { status: "completed", submitted: true, sequenceNumber: 2 });
    expect(await saveProgress(db, b, planA, [change()])).toEqual({ ok: false, reason: "not-found" });
    expect(await saveFeedback(db, b, planA, 1, "fremd")).toEqual({ ok: false, reason: "not-found" });
    expect(await submitPlan(db, b, planA, "Trainingsplan")).toEqual({ ok: false, reason: "not-found" });
    expect(await loadPlanView(db, b, planA)).toBeNull();
    expect(await saveProgress(db, b, draftB, [change()])).toEqual({ ok: false, reason: "not-open" });
    expect(await saveProgress(db, b, submittedB, [change()])).toEqual({ ok: false, reason: "not-open" });
    expect(await saveFeedback(db, b, submittedB, 0, "zu spät")).toEqual({ ok: false, reason: "not-open" });
    expect(await submitPlan(db, b, draftB, "Trainingsplan")).toEqual({ ok: false, reason: "not-open" });
    expect(await progressRows(db, a, planA)).toHaveLength(0);
    expect(await db.select().from(trainingProgress).where(eq(trainingProgress.userId, b))).toHaveLength(0);
    expect(await db.select().from(feedback).where(eq(feedback.userId, b))).toHaveLength(0);
    const [state] = await db.select().from(trainingPlans).where(eq(trainingPlans.id, planA));
    expect(state).toMatchObject({ status: "approved", submitted: false });
  });

  it("a plan's later saves are one guarded statement that falls back when the plan changed, was submitted or is not the user's", async () => {
    const db = database.db;
    const a = await createUser(db, `guard-a-${driver}`);
    const b = await createUser(db, `guard-b-${driver}`);
    const plan = await createPlan(db, a);
    const t0 = Date.parse("2026-03-03T10:00:00Z");
    // The first save takes the transaction and learns the plan's sets.
    expect(await saveProgress(db, a, plan, [change({ reps: "8", changedAt: t0 })])).toEqual({ ok: true, stored: 1, ignored: 0 });
    expect(knownPlanShape(plan)?.hash).toMatch(/^[0-9a-f]{32}$/);
    // Later saves never open a transaction: the same answers as the transaction gives.
    const noTransaction = new Proxy(db, {
      get: (target, key, receiver) => (key === "transaction" ? () => Promise.reject(new Error("no transaction expected")) : Reflect.get(target, key, receiver)),
    });
    expect(await saveProgress(noTransaction, a, plan, [change({ reps: "9", weight: 42.5, changedAt: t0 + 1000 }), change({ day: 2 })])).toEqual({ ok: true, stored: 1, ignored: 1 });
    expect(await saveProgress(noTransaction, a, plan, [change({ reps: "7", changedAt: t0 + 500 })])).toEqual({ ok: true, stored: 0, ignored: 0 });
    expect(await saveProgress(noTransaction, a, plan, [change({ setNumber: 2, reps: "12", weight: 0, completed: false, changedAt: t0 + 2000 })])).toEqual({ ok: true, stored: 1, ignored: 0 });
    const rows = await progressRows(db, a, plan);
    expect(rows.map((r) => [r.setNumber, r.actualReps, r.actualWeight, r.completed, r.exerciseName, r.clientUpdatedAt.getTime()]).sort()).toEqual([
      [1, "9", 42.5, true, "Kniebeuge mit Langhantel", t0 + 1000],
      [2, "12", 0, false, "Kniebeuge mit Langhantel", t0 + 2000],
    ]);
    // Another user naming the plan: the guard finds nothing, the transaction says "not found".
    expect(await saveProgress(db, b, plan, [change({ changedAt: t0 + 5000 })])).toEqual({ ok: false, reason: "not-found" });
    // The coach changes the text (another first exercise, one set): the guard sees it, the new text counts.
    const edited = PLAN_TEXT.replace("| Kniebeuge mit Langhantel | 3 |", "| Frontkniebeuge | 1 |");
    expect(edited).not.toBe(PLAN_TEXT);
    await db.update(trainingPlans).set({ content: edited }).where(eq(trainingPlans.id, plan));
    // One set in the plan plus at most five added: set 7 addresses nothing.
    expect(await saveProgress(db, a, plan, [change({ setNumber: 1, reps: "6", changedAt: t0 + 6000 }), change({ setNumber: 7, changedAt: t0 + 6000 })])).toEqual({ ok: true, stored: 1, ignored: 1 });
    expect((await progressRows(db, a, plan)).find((r) => r.setNumber === 1)?.exerciseName).toBe("Frontkniebeuge");
    // Submitted meanwhile: refused, nothing written.
    await db.update(trainingPlans).set({ status: "completed", submitted: true }).where(eq(trainingPlans.id, plan));
    expect(await saveProgress(db, a, plan, [change({ reps: "99", changedAt: t0 + 9000 })])).toEqual({ ok: false, reason: "not-open" });
    expect((await progressRows(db, a, plan)).find((r) => r.setNumber === 1)?.actualReps).toBe("6");
  });

  it("submits: the record as spec §5 describes, the plan completed, the follow-up queued once; a second submission is refused", async () => {
    const db = database.db;
    const u = await createUser(db, `sub-${driver}`);
    await db.insert(questionnaires).values({
      userId: u, firstName: "Erika", lastName: "Muster", email: `${u}@example.com`, age: 40, gender: "female", mainGoals: ["muscle_building"],
      otherSport: false, trainingIntensity: "balanced", trainingFrequency: "3x", sessionDuration: "45_60", dailyActivity: "sitting",
      trainingLevel: "beginner", currentTraining: "no", trainingExperience: ["gym"], equipment: ["dumbbells"], dataConsent: true,
    });
    const plan = await createPlan(db, u);
    const t0 = Date.parse("2026-03-03T10:00:00Z");
    await saveProgress(db, u, plan, [
      change({ day: 3, exerciseOrder: 1, setNumber: 2, reps: "11", weight: 12.5, changedAt: t0 }),
      change({ day: 1, exerciseOrder: 1, setNumber: 1, reps: "", weight: 0, changedAt: t0 }),
      change({ day: 1, exerciseOrder: 0, setNumber: 2, reps: "9", weight: 42.5, changedAt: t0 }),
      change({ day: 1, exerciseOrder: 0, setNumber: 1, reps: "10", weight: 40, changedAt: t0 }),
      change({ day: 1, exerciseOrder: 0, setNumber: 3, reps: "8", weight: 40, completed: false, changedAt: t0 }),
    ]);
    await saveFeedback(db, u, plan, 0, "Guter Plan");
    await saveFeedback(db, u, plan, 1, "Tag 1 war hart");

    const results = await Promise.all([submitPlan(db, u, plan, "Trainingsplan"), submitPlan(db, u, plan, "Trainingsplan")]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: "already-submitted" });

    const records = await db.select().from(feedbackTrainingPlans).where(eq(feedbackTrainingPlans.userId, u));
    expect(records).toHaveLength(1);
    const record = records[0]!;
    expect(record.userName).toBe("Erika Muster");
    expect(record.planName).toBe("Trainingsplan #1");
    expect(record.userFeedback).toBe("Guter Plan");
    expect(record.completionDate?.toISOString()).toBe("2026-03-16T08:00:00.000Z");
    expect(record.userProgress.map((p) => [p.day, p.exercise_order, p.set_number])).toEqual([
      [1, 0, 1],
      [1, 0, 2],
      [1, 1, 1],
      [3, 1, 2],
    ]);
    expect(record.planContent).toBe(
      [
        "Tag 1:",
        "- Kniebeuge mit Langhantel, Satz 1: Wiederholungen 10, Gewicht 40 kg",
        "- Kniebeuge mit Langhantel, Satz 2: Wiederholungen 9, Gewicht 42,5 kg",
        "- Bankdrücken mit Kurzhanteln, Satz 1: Wiederholungen N/A, Gewicht N/A",
        "",
        "Tag 3:",
        `- ${record.userProgress[3]!.exercise_name}, Satz 2: Wiederholungen 11, Gewicht 12,5 kg`,
      ].join("\n"),
    );
    const [after] = await db.select().from(trainingPlans).where(eq(trainingPlans.id, plan));
    expect(after).toMatchObject({ status: "completed", submitted: true });
    const pending = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where singleton_key = ${`generate-followup:${plan}`}`);
    expect(Number(pending[0]!.n)).toBe(1);
    // The admin's later "complete plan" finds the queued job: no second one.
    expect((await requestFollowup(db, plan)).created).toBe(false);
    // Nothing is written to the submitted plan any more.
    expect(await saveProgress(db, u, plan, [change({ changedAt: t0 + 5000 })])).toEqual({ ok: false, reason: "not-open" });
    expect(await submitPlan(db, u, plan, "Trainingsplan")).toEqual({ ok: false, reason: "already-submitted" });
    expect(await db.select().from(jobs).where(eq(jobs.singletonKey, `generate-followup:${plan}`))).toHaveLength(1);
  });

  it("the plan view carries the parsed plan, the progress, the feedback and the earlier plans' history (last session, best)", async () => {
    const db = database.db;
    const u = await createUser(db, `view-${driver}`);
    const first = await createPlan(db, u, { status: "completed", submitted: true });
    await db.insert(trainingProgress).values([
      { userId: u, planId: first, day: 1, exerciseOrder: 0, exerciseName: "Kniebeuge mit Langhantel", setNumber: 1, actualReps: "10", actualWeight: 40, completed: true },
      { userId: u, planId: first, day: 1, exerciseOrder: 0, exerciseName: "Kniebeuge mit Langhantel", setNumber: 2, actualReps: "9", actualWeight: 40, completed: false },
    ]);
    const second = await createPlan(db, u, { sequenceNumber: 2 });
    await saveFeedback(db, u, second, 3, "Knie ok");
    const view = await loadPlanView(db, u, second);
    expect(view?.plan.days).toHaveLength(14);
    expect(view?.feedback).toEqual({ 3: "Knie ok" });
    expect(view?.history).toEqual({ "kniebeuge mit langhantel": { last: [{ setNumber: 1, reps: "10", weight: 40 }], best: { e1rm: 53.33, weight: 40 } } });
    expect((await loadPlanView(db, u, first))?.history).toEqual({});
  });
});

describe.each(DRIVERS)("training route over HTTP on %s", (driver) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-training-int-"));
  let server: RunningServer | undefined;
  let databaseUrl = "";
  let dropDatabase: (() => Promise<void>) | undefined;
  let a: TestUser;
  let b: TestUser;
  let planA = "";
  let planB = "";

  // The worker sends the confirmation mails; once the users exist it is off, so the queued jobs stay visible.
  const env = (worker = "off") => ({ DATA_DIR: dataDir, AUTH_SECRET: "training-integration-secret-0123456789abcdef", WORKER: worker, ...(driver === "postgres" ? { DATABASE_URL: databaseUrl } : {}) });
  const openServerDb = (): Promise<Database> =>
    driver === "postgres" ? openDatabase({ kind: "postgres", url: databaseUrl }) : openDatabase({ kind: "pglite", dataDir });
  const base = () => server!.baseURL;
  const post = (jar: TestUser["jar"] | null, planId: string, body: unknown, headers: Record<string, string> = {}) =>
    request(base(), jar, `/de/training/${planId}`, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });

  beforeAll(async () => {
    if (driver === "postgres") {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    server = await startServer(env("inline"));
    a = await registerAndConfirm(base(), dataDir, { email: uniqueEmail("train-a"), firstName: "Anna", lastName: "Eigen" });
    b = await registerAndConfirm(base(), dataDir, { email: uniqueEmail("train-b"), firstName: "Bert", lastName: "Fremd" });
    await server.stop();
    server = undefined;
    const database = await openServerDb();
    try {
      const ids = await database.db.select({ id: userTable.id, email: userTable.email }).from(userTable);
      planA = await createPlan(database.db, ids.find((u) => u.email === a.email)!.id);
      planB = await createPlan(database.db, ids.find((u) => u.email === b.email)!.id);
    } finally {
      await database.close();
    }
    server = await startServer(env());
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("B's progress, feedback and submission naming A's plan are refused; A's plan is unchanged", async () => {
    const progress = await post(b.jar, planA, { intent: "progress", changes: [change()] });
    expect(progress.status).toBe(404);
    expect(await progress.text()).not.toContain("Kniebeuge");
    expect((await post(b.jar, planA, { intent: "feedback", day: 1, text: "fremd" })).status).toBe(404);
    expect((await post(b.jar, planA, { intent: "submit", word: "Fortschritt" })).status).toBe(404);
    // Exercise swaps (decision 0099): B can neither read A's alternatives nor swap A's exercise.
    expect((await post(b.jar, planA, { intent: "alternatives", day: 1, exerciseOrder: 0 })).status).toBe(404);
    expect((await post(b.jar, planA, { intent: "swap", day: 1, exerciseOrder: 0, alternative: "Kniebeuge mit Körpergewicht" })).status).toBe(404);
    // A without a questionnaire has no equipment: a machine exercise is no allowed alternative (localized refusal) …
    const refused = await post(a.jar, planA, { intent: "swap", day: 1, exerciseOrder: 0, alternative: "Beinpresse" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("keine erlaubte Alternative");
    // … while one from the server's list is accepted, then undone.
    const list = (await (await post(a.jar, planA, { intent: "alternatives", day: 1, exerciseOrder: 0 })).json()) as { options: { name: string }[] };
    expect(list.options.map((o) => o.name)).not.toContain("Beinpresse");
    expect(list.options.length).toBeGreaterThan(0);
    expect((await post(a.jar, planA, { intent: "swap", day: 1, exerciseOrder: 0, alternative: list.options[0]!.name })).status).toBe(200);
    expect((await post(a.jar, planA, { intent: "swap", day: 1, exerciseOrder: 0, alternative: null })).status).toBe(200);
    // Through the outbox (decision 0104): B's batch with a swap of A's plan is refused whole; A's batch
    // takes the allowed swap and reports the refused one alone (A's sets stay untouched for the checks below).
    const swapOf = (alternative: string | null) => ({ day: 1, exerciseOrder: 0, alternative, changedAt: Date.now() });
    expect((await post(b.jar, planA, { intent: "progress", swaps: [swapOf(list.options[0]!.name)] })).status).toBe(404);
    const batch = await post(a.jar, planA, { intent: "progress", swaps: [swapOf(list.options[0]!.name), { ...swapOf("Beinpresse"), exerciseOrder: 1 }] });
    expect(batch.status).toBe(200);
    expect(await batch.json()).toMatchObject({ ok: true, stored: 0, refusedSwaps: [{ day: 1, exerciseOrder: 1 }] });
    expect((await post(a.jar, planA, { intent: "progress", swaps: [swapOf(null)] })).status).toBe(200);
    // Workouts (decision 0104): B cannot write one into A's plan; A can, once per day.
    const workout = { intent: "workout", day: 1, startedAt: Date.now() - 3_600_000, finishedAt: Date.now() - 60_000 };
    expect((await post(b.jar, planA, workout)).status).toBe(404);
    expect((await post(a.jar, planA, { ...workout, finishedAt: workout.startedAt - 1 })).status).toBe(400);
    expect((await post(a.jar, planA, workout)).status).toBe(200);
    // The same through a fetcher's data request.
    const viaData = await request(base(), b.jar, `/de/training/${planA}.data`, { method: "POST", body: JSON.stringify({ intent: "submit", word: "Fortschritt" }), headers: { "content-type": "application/json" } });
    expect([403, 404]).toContain(viaData.status);
    // B's own plan works, and A's dashboard shows none of B's entries.
    // Sets are numbers (issue 24): B's own entry is a weight only B logged.
    expect((await post(b.jar, planB, { intent: "progress", changes: [change({ reps: "7", weight: 287.25 })] })).status).toBe(200);
    const dash = await request(base(), a.jar, "/de/dashboard?tab=plan");
    const html = await dash.text();
    expect(html).toContain(planA);
    expect(html).not.toContain(planB);
    expect(html).not.toContain("287,25");
    expect(html).not.toContain("287.25");

    await server!.stop();
    server = undefined;
    const database = await openServerDb();
    try {
      expect(await database.db.select().from(trainingProgress).where(eq(trainingProgress.planId, planA))).toHaveLength(0);
      expect(await database.db.select().from(feedback).where(eq(feedback.planId, planA))).toHaveLength(0);
      expect(await database.db.select().from(feedbackTrainingPlans).where(eq(feedbackTrainingPlans.originalPlanId, planA))).toHaveLength(0);
      const [plan] = await database.db.select().from(trainingPlans).where(eq(trainingPlans.id, planA));
      expect(plan).toMatchObject({ status: "approved", submitted: false });
    } finally {
      await database.close();
      server = await startServer(env());
    }
  });

  it("refuses visitors, foreign origins, other content types, malformed bodies and over-long feedback", async () => {
    const anon = await post(null, planA, { intent: "progress", changes: [change()] });
    expect(anon.status).toBe(302);
    expect(anon.headers.get("location")).toMatch(/^\/de\/login\?redirectTo=/);
    const foreign = await fetch(`${base()}/de/training/${planA}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", cookie: a.jar.header() },
      body: JSON.stringify({ intent: "progress", changes: [change()] }),
      redirect: "manual",
    });
    expect([400, 403]).toContain(foreign.status);
    const form = await request(base(), a.jar, `/de/training/${planA}`, { method: "POST", body: new URLSearchParams({ intent: "submit", word: "Fortschritt" }) });
    expect(form.status).toBe(415);
    expect((await post(a.jar, planA, "{not json")).status).toBe(400);
    expect((await post(a.jar, planA, { intent: "progress", changes: [change({ weight: -5 })] })).status).toBe(400);
    expect((await post(a.jar, planA, { intent: "progress", changes: [change({ reps: "a\u0000b" })] })).status).toBe(400);
    expect((await post(a.jar, "not-a-uuid", { intent: "progress", changes: [change()] })).status).toBe(404);
    const long = await post(a.jar, planA, { intent: "feedback", day: 2, text: "x".repeat(301) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Das Feedback darf maximal 300 Zeichen lang sein.");
    expect((await post(a.jar, planA, { intent: "feedback", day: 0, text: "x".repeat(700) })).status).toBe(200);
    expect((await post(a.jar, planA, { intent: "feedback", day: 0, text: "x".repeat(701) })).status).toBe(400);
    const wrong = await post(a.jar, planA, { intent: "submit", word: "Fortschrit" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Falsches Bestätigungswort");
    const ok = await post(a.jar, planA, { intent: "submit", word: "  fortSCHRITT " });
    expect(ok.status).toBe(200);
    const again = await post(a.jar, planA, { intent: "submit", word: "Fortschritt" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Dieser Trainingsplan wurde bereits eingereicht.");
  });
});
