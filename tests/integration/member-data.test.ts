/**
 * Member data: ownership and idempotency.
 * 1. The data functions on a test database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
 *    concurrent questionnaire submissions leave one row and one pending job; a feedback edit on
 *    another user's history entry is refused and changes nothing; the payment demo never queues a
 *    second generation for one questionnaire.
 * 2. The built server over HTTP with real sessions (cookies): user B's requests for user A's
 *    questionnaire, profile, history entries and feedback are refused or only ever touch B's own
 *    rows; A's rows are compared in the database afterwards. The server's PGlite directory is
 *    seeded while the server is stopped (one process per PGlite directory).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { validateQuestionnaire } from "~/domain/questionnaire/schema";
import { type QuestionnaireFormValues } from "~/domain/questionnaire/form-values";
import { openDatabase, queryRows, type Database, type Db } from "~/server/db/client.server";
import { account, feedback, feedbackTrainingPlans, jobs, questionnaires, trainingPlans, user as userTable, userProfiles } from "~/server/db/schema.server";
import { listHistory, loadDashboard, requestGenerationForNewest, savePlanFeedback } from "~/server/member/member-data.server";
import { getQuestionnaire, saveQuestionnaire } from "~/server/member/questionnaire.server";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { formBody, registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";
import { completeQuestionnaire } from "../support/questionnaire";
import { createPostgresDatabase, createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

const answers = (overrides: Partial<QuestionnaireFormValues> = {}): QuestionnaireFormValues => completeQuestionnaire(overrides);

function valid(values: QuestionnaireFormValues) {
  const result = validateQuestionnaire(values);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

async function createUser(db: Db, id: string) {
  await db.insert(userTable).values({ id, email: `${id}@example.com`, name: id, emailVerified: true });
  return { id, email: `${id}@example.com`, firstName: null, lastName: null };
}

async function pendingJobs(db: Db, questionnaireId: string) {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from jobs where name = 'generate-plan' and singleton_key = ${`generate-plan:${questionnaireId}`} and status in ('queued', 'running')`,
  );
  return Number(rows[0]!.n);
}

/** A submitted plan (history entry) of a user, with its whole-plan feedback. */
async function seedHistory(db: Db, userId: string, sequenceNumber: number, text: string) {
  const [plan] = await db
    .insert(trainingPlans)
    .values({ userId, content: "Tag 1", status: "completed", submitted: true, sequenceNumber, approvedAt: new Date("2025-01-06T09:00:00Z") })
    .returning({ id: trainingPlans.id });
  const [entry] = await db
    .insert(feedbackTrainingPlans)
    .values({
      userId,
      originalPlanId: plan!.id,
      userName: userId,
      planName: `Trainingsplan #${sequenceNumber}`,
      planContent: "Tag 1",
      userProgress: [{ day: 1, exercise_name: "Kniebeuge", set_number: 1, exercise_order: 1, actual_reps: "10", actual_weight: 40, completed: true }],
      userFeedback: text,
      completionDate: new Date("2025-01-20T09:00:00Z"),
    })
    .returning({ id: feedbackTrainingPlans.id });
  await db.insert(feedback).values({ userId, planId: plan!.id, day: 0, feedbackText: text });
  return { planId: plan!.id, entryId: entry!.id };
}

describe.each(DRIVERS)("member data functions on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("two concurrent questionnaire submissions leave one row and one pending generate-plan job", async () => {
    const db = database.db;
    const user = await createUser(db, `conc-${driver}`);
    const results = await Promise.all([
      saveQuestionnaire(db, user, valid(answers({ age: "30" })), "questionnaire-page"),
      saveQuestionnaire(db, user, valid(answers({ age: "31" })), "questionnaire-page"),
      saveQuestionnaire(db, user, valid(answers({ age: "32" })), "questionnaire-page"),
    ]);
    const rows = await db.select().from(questionnaires).where(eq(questionnaires.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r.id))).toEqual(new Set([rows[0]!.id]));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect([30, 31, 32]).toContain(rows[0]!.age);
    expect(rows[0]!.status).toBe("pending");
    expect(rows[0]!.email).toBe(user.email);
    expect(await pendingJobs(db, rows[0]!.id)).toBe(1);
    const all = await db.select().from(jobs).where(eq(jobs.name, "generate-plan"));
    expect(all.filter((j) => (j.payload as { userId?: string }).userId === user.id)).toHaveLength(1);
  });

  it("a questionnaire that fails its CHECK constraints leaves no job behind (one transaction)", async () => {
    const db = database.db;
    const user = await createUser(db, `rollback-${driver}`);
    const bad = { ...valid(answers()), main_goals: ["nonsense"] } as unknown as Parameters<typeof saveQuestionnaire>[2];
    await expect(saveQuestionnaire(db, user, bad, "questionnaire-page")).rejects.toThrow();
    expect(await getQuestionnaire(db, user.id)).toBeNull();
    const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where payload->>'userId' = ${user.id}`);
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it("an edit in the profile tab sets status completed and asks for no new plan", async () => {
    const db = database.db;
    const user = await createUser(db, `edit-${driver}`);
    const first = await saveQuestionnaire(db, user, valid(answers()), "questionnaire-page");
    await db.execute(sql`update jobs set status = 'completed' where singleton_key = ${`generate-plan:${first.id}`}`);
    const edit = await saveQuestionnaire(db, user, valid(answers({ training_frequency: "5x" })), "profile-tab");
    expect(edit).toEqual({ id: first.id, created: false, jobCreated: false });
    const row = await getQuestionnaire(db, user.id);
    expect(row?.status).toBe("completed");
    expect(row?.trainingFrequency).toBe("5x");
    expect(await pendingJobs(db, first.id)).toBe(0);
  });

  it("the payment demo requests generation for the newest questionnaire once: one questionnaire never yields two pending plans", async () => {
    const db = database.db;
    const user = await createUser(db, `pay-${driver}`);
    expect(await requestGenerationForNewest(db, user.id)).toEqual({ questionnaireId: null, outcome: "none" });
    const saved = await saveQuestionnaire(db, user, valid(answers()), "questionnaire-page");
    const again = await Promise.all([requestGenerationForNewest(db, user.id), requestGenerationForNewest(db, user.id)]);
    expect(again.map((r) => r.outcome)).toEqual(["pending", "pending"]);
    expect(await pendingJobs(db, saved.id)).toBe(1);
    // The job ran and left a draft: a further click queues nothing.
    await db.execute(sql`update jobs set status = 'completed' where singleton_key = ${`generate-plan:${saved.id}`}`);
    await db.insert(trainingPlans).values({ userId: user.id, questionnaireId: saved.id, content: "Tag 1", status: "draft", sequenceNumber: 1 });
    expect((await requestGenerationForNewest(db, user.id)).outcome).toBe("exists");
    expect(await pendingJobs(db, saved.id)).toBe(0);
    // Approved, and the questionnaire unchanged since: still nothing to do.
    await db.update(trainingPlans).set({ status: "approved", approvedAt: new Date() }).where(eq(trainingPlans.userId, user.id));
    expect((await requestGenerationForNewest(db, user.id)).outcome).toBe("exists");
    expect(await pendingJobs(db, saved.id)).toBe(0);
  });

  it("the dashboard in one statement plus the plan's details: questionnaire, profile, open plan, password sign-in, only the user's own", async () => {
    const db = database.db;
    const a = await createUser(db, `dash-a-${driver}`);
    const b = await createUser(db, `dash-b-${driver}`);
    await saveQuestionnaire(db, a, valid(answers({ first_name: "Anna" })), "questionnaire-page");
    await db.insert(account).values({ id: `acc-${a.id}`, accountId: a.id, providerId: "credential", userId: a.id, password: "hash" });
    await db.insert(account).values({ id: `acc-${b.id}`, accountId: "g-1", providerId: "google", userId: b.id });
    const [older] = await db.insert(trainingPlans).values({ userId: a.id, content: "Tag 1\nKniebeuge 3x10", status: "completed", submitted: true, sequenceNumber: 1, approvedAt: new Date("2026-03-02T09:00:00Z") }).returning();
    const [open] = await db.insert(trainingPlans).values({ userId: a.id, content: "Tag 1\nKreuzheben 3x5", status: "approved", sequenceNumber: 2, approvedAt: new Date("2026-03-16T09:00:00Z") }).returning();
    await db.insert(trainingPlans).values({ userId: a.id, content: "Entwurf", status: "draft", sequenceNumber: 3 });
    await db.insert(trainingPlans).values({ userId: b.id, content: "Plan von B", status: "approved", sequenceNumber: 7, approvedAt: new Date() });
    await db.insert(feedback).values({ userId: a.id, planId: open!.id, day: 1, feedbackText: "Gut" });

    const dashboard = await loadDashboard(db, a);
    expect(dashboard.firstName).toBe("Anna");
    expect(dashboard.questionnaire?.values.first_name).toBe("Anna");
    expect(dashboard.profile.firstName).toBe("Anna");
    expect(dashboard.currentPlan).toEqual({ id: open!.id, sequenceNumber: 2, createdAt: open!.createdAt.toISOString(), approvedAt: "2026-03-16T09:00:00.000Z" });
    expect(dashboard.planView?.planId).toBe(open!.id);
    expect(dashboard.planView?.contentLength).toBe("Tag 1\nKreuzheben 3x5".length);
    expect(dashboard.planView?.feedback).toEqual({ 1: "Gut" });
    expect(dashboard.hasPassword).toBe(true);
    expect(older!.id).not.toBe(open!.id);

    const other = await loadDashboard(db, b);
    expect(other.questionnaire).toBeNull();
    expect(other.profile).toEqual({ firstName: null, lastName: null, age: null, gender: null, status: "active" });
    expect(other.currentPlan?.sequenceNumber).toBe(7);
    expect(other.hasPassword).toBe(false);
    expect(JSON.stringify(other)).not.toContain("Kreuzheben");
    const nobody = await createUser(db, `dash-c-${driver}`);
    expect((await loadDashboard(db, nobody)).currentPlan).toBeNull();
    expect((await loadDashboard(db, nobody)).planView).toBeNull();
  });

  it("history and feedback: only the owner's entries are listed and editable; a foreign or malformed id changes nothing", async () => {
    const db = database.db;
    const a = await createUser(db, `hist-a-${driver}`);
    const b = await createUser(db, `hist-b-${driver}`);
    const older = await seedHistory(db, a.id, 1, "Alter Text A1");
    await db.update(feedbackTrainingPlans).set({ submissionDate: new Date("2025-01-01T00:00:00Z") }).where(eq(feedbackTrainingPlans.id, older.entryId));
    const newer = await seedHistory(db, a.id, 2, "Alter Text A2");
    const own = await seedHistory(db, b.id, 1, "B");

    expect((await listHistory(db, a.id)).map((h) => h.id)).toEqual([newer.entryId, older.entryId]);
    expect((await listHistory(db, b.id)).map((h) => h.id)).toEqual([own.entryId]);
    const dashboardB = await loadDashboard(db, b);
    expect(JSON.stringify(dashboardB)).not.toContain(a.id);
    expect(JSON.stringify(dashboardB)).not.toContain("Alter Text A");

    for (const id of [newer.entryId, "not-a-uuid", "00000000-0000-0000-0000-000000000000", "' or 1=1 --"]) {
      expect(await savePlanFeedback(db, b.id, id, "hijacked")).toBe("not-found");
    }
    const [entryA] = await db.select().from(feedbackTrainingPlans).where(eq(feedbackTrainingPlans.id, newer.entryId));
    expect(entryA?.userFeedback).toBe("Alter Text A2");
    const [fbA] = await db.select().from(feedback).where(and(eq(feedback.planId, newer.planId), eq(feedback.day, 0)));
    expect(fbA?.feedbackText).toBe("Alter Text A2");
    const hijacked = await db.select().from(feedback).where(eq(feedback.feedbackText, "hijacked"));
    expect(hijacked).toEqual([]);

    // The owner's edit changes both records together.
    expect(await savePlanFeedback(db, a.id, newer.entryId, "Neu")).toBe("saved");
    const [entryA2] = await db.select().from(feedbackTrainingPlans).where(eq(feedbackTrainingPlans.id, newer.entryId));
    const [fbA2] = await db.select().from(feedback).where(and(eq(feedback.planId, newer.planId), eq(feedback.day, 0)));
    expect([entryA2?.userFeedback, fbA2?.feedbackText]).toEqual(["Neu", "Neu"]);
    expect((await listHistory(db, a.id))[0]!.feedback).toBe("Neu");
  });
});

describe.each(DRIVERS)("member pages of the built server on %s: user B cannot read or change user A's rows", (driver) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-member-int-"));
  let server: RunningServer | undefined;
  let databaseUrl = "";
  let dropDatabase: (() => Promise<void>) | undefined;
  let a: TestUser;
  let b: TestUser;
  let aId = "";
  let bId = "";
  let entryA = "";
  let planA = "";

  const env = () => ({
    DATA_DIR: dataDir,
    AUTH_SECRET: "member-integration-secret-0123456789abcdef",
    ...(driver === "postgres" ? { DATABASE_URL: databaseUrl } : {}),
  });
  /** The server's database, opened by the test while the server is stopped (PGlite) or alongside it. */
  const openServerDb = (): Promise<Database> =>
    driver === "postgres" ? openDatabase({ kind: "postgres", url: databaseUrl }) : openDatabase({ kind: "pglite", dataDir });
  const base = () => server!.baseURL;

  beforeAll(async () => {
    if (driver === "postgres") {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    server = await startServer(env());
    a = await registerAndConfirm(base(), dataDir, { email: uniqueEmail("int-a"), firstName: "Anna", lastName: "Eigen" });
    b = await registerAndConfirm(base(), dataDir, { email: uniqueEmail("int-b"), firstName: "Bert", lastName: "Fremd" });
    // A's own data through the pages.
    const q = await request(base(), a.jar, "/de/fragebogen", { method: "POST", body: formBody({ ...answers({ first_name: "Anna", last_name: "Eigen" }) }) });
    expect(q.status).toBe(302);
    expect(q.headers.get("location")).toBe("/de/bezahlung");
    const p = await request(base(), a.jar, "/de/dashboard", {
      method: "POST",
      body: formBody({ intent: "profile", first_name: "Anna", last_name: "Eigen", age: "40", gender: "female", status: "active" }),
    });
    expect(p.status).toBe(200);

    // Seed A's submitted plan with the server stopped, then run it without a worker so jobs stay visible.
    await server.stop();
    server = undefined;
    const database = await openServerDb();
    try {
      const [ua] = await database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, a.email));
      const [ub] = await database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, b.email));
      aId = ua!.id;
      bId = ub!.id;
      const seeded = await seedHistory(database.db, aId, 50, "Alter Text");
      entryA = seeded.entryId;
      planA = seeded.planId;
    } finally {
      await database.close();
    }
    server = await startServer({ ...env(), WORKER: "off" });
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("B's pages never contain A's data; naming A's history entry is a 404", async () => {
    const dash = await request(base(), b.jar, "/de/dashboard?tab=history");
    expect(dash.status).toBe(200);
    const html = await dash.text();
    expect(html).toContain("Hallo, Bert!");
    for (const secret of [a.email, "Eigen", entryA, planA, aId, "Alter Text"]) expect(html).not.toContain(secret);

    const foreign = await request(base(), b.jar, `/de/dashboard?tab=history&entry=${entryA}`);
    expect(foreign.status).toBe(404);
    const foreignData = await request(base(), b.jar, `/de/dashboard.data?tab=history&entry=${entryA}`);
    expect(foreignData.status).toBe(404);
    expect(await foreignData.text()).not.toContain("Alter Text");
    const malformed = await request(base(), b.jar, `/de/dashboard?entry=${encodeURIComponent("' or 1=1 --")}`);
    expect(malformed.status).toBe(404);

    const own = await request(base(), a.jar, `/de/dashboard?tab=history&entry=${entryA}`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("Alter Text");

    const form = await request(base(), b.jar, "/de/fragebogen");
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toContain(b.email);
    expect(formHtml).not.toContain(a.email);
    expect(formHtml).not.toContain("Eigen");

    const anonymous = await request(base(), null, "/de/dashboard");
    expect(anonymous.status).toBe(200);
    const anonHtml = await anonymous.text();
    expect(anonHtml).toContain("Bitte melden Sie sich an, um Ihr Dashboard zu sehen.");
    expect(anonHtml).not.toContain("Alter Text");
  });

  it("the server refuses ages outside 16–99 and a 17-year-old without the guardian's consent (no JavaScript needed)", async () => {
    const post = (values: Record<string, string | string[] | boolean | undefined>) =>
      request(base(), b.jar, "/de/fragebogen", { method: "POST", body: formBody(values) });
    for (const age of ["5", "0", "200"]) {
      const res = await post({ ...answers({ age }) });
      expect(res.status, `age ${age}`).toBe(400);
      const html = await res.text();
      expect(html).toContain("Unsere Trainingspläne sind für Menschen von 16 bis 99 Jahren ausgelegt");
      expect(html).toContain(`value="${age}"`); // what was typed survives
    }
    const minor = await post({ ...answers({ age: "17" }) });
    expect(minor.status).toBe(400);
    const minorHtml = await minor.text();
    // The box appears in the server's answer, with its message.
    expect(minorHtml).toContain('name="guardian_consent"');
    expect(minorHtml).toContain("Ein Erziehungsberechtigter ist mit dem Training und der Verarbeitung der Angaben einverstanden.");
    expect(minorHtml).toContain("Unter 18 Jahren braucht es das Einverständnis eines Erziehungsberechtigten.");
    const form = await request(base(), b.jar, "/de/fragebogen");
    expect(await form.text()).not.toContain('name="guardian_consent"'); // no age typed: no box
  });

  it("B's writes that name A's rows are refused or land on B's own rows; A's rows are unchanged", async () => {
    const post = (jar: TestUser["jar"] | null, pathname: string, values: Record<string, string | string[] | boolean | undefined>, headers: Record<string, string> = {}) =>
      request(base(), jar, pathname, { method: "POST", body: formBody(values), headers });

    // Feedback on A's history entry: 404, nothing changes.
    const fb = await post(b.jar, "/de/dashboard", { intent: "plan-feedback", entryId: entryA, feedback: "hijacked" });
    expect(fb.status).toBe(404);
    // The same via the data request a fetcher makes.
    const fbData = await post(b.jar, "/de/dashboard.data", { intent: "plan-feedback", entryId: entryA, feedback: "hijacked" });
    expect(fbData.status).toBe(404);
    // Profile and questionnaire with A's ids smuggled in: the session decides, B's own rows change.
    const prof = await post(b.jar, "/de/dashboard", {
      intent: "profile",
      user_id: aId,
      userId: aId,
      first_name: "Hijack",
      last_name: "Versuch",
      age: "99",
      gender: "male",
      status: "inactive",
    });
    expect(prof.status).toBe(200);
    const qb = await post(b.jar, "/de/dashboard", { intent: "questionnaire", user_id: aId, id: entryA, ...answers({ first_name: "Hijack", last_name: "Versuch" }) });
    expect(qb.status).toBe(200);
    const qpage = await post(b.jar, "/de/fragebogen", { user_id: aId, ...answers({ first_name: "Hijack", last_name: "Versuch", age: "55" }) });
    expect(qpage.status).toBe(302);
    const pay = await post(b.jar, "/de/bezahlung", { questionnaireId: entryA, userId: aId });
    expect(pay.status).toBe(200);

    // Anonymous and cross-origin writes are refused.
    expect((await post(null, "/de/dashboard", { intent: "profile", status: "inactive" })).status).toBe(401);
    expect((await post(null, "/de/bezahlung", {})).status).toBe(401);
    const anonQ = await post(null, "/de/fragebogen", { ...answers() });
    expect(anonQ.status).toBe(302);
    expect(anonQ.headers.get("location")).toBe("/de/login?redirectTo=%2Fde%2Ffragebogen");
    // A cross-site form post riding B's cookies is refused (React Router's own origin check answers 400
    // for documents; assertSameOrigin answers 403) and changes nothing.
    for (const pathname of ["/de/dashboard", "/de/dashboard.data"]) {
      const cross = await fetch(`${base()}${pathname}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: b.jar.header(), Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
        body: formBody({ intent: "profile", first_name: "CrossSite", status: "active" }),
      });
      expect([400, 403], pathname).toContain(cross.status);
    }

    // The server validates on its own: a bad submission is refused with the message and the typed values.
    const invalid = await post(b.jar, "/de/fragebogen", { ...answers({ age: "abc", personal_wishes: "w".repeat(401) }), data_consent: false });
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain("Bitte stimmen Sie der Datenverarbeitung zu.");
    expect(invalidHtml).toContain("Bitte geben Sie Ihr Alter als Zahl mit 1 bis 3 Ziffern ein.");
    expect(invalidHtml).toContain("Bitte höchstens 400 Zeichen eingeben.");
    expect(invalidHtml).toContain('value="abc"');
  });

  it("A's concurrent submissions leave one questionnaire and one pending job", async () => {
    const results = await Promise.all(
      ["36", "37", "38"].map((age) => request(base(), a.jar, "/de/fragebogen", { method: "POST", body: formBody({ ...answers({ first_name: "Anna", last_name: "Eigen", age }) }) })),
    );
    expect(results.map((r) => r.status)).toEqual([302, 302, 302]);
  });

  it("in the database afterwards: A's rows are A's, B's attempts only touched B's rows", async () => {
    await server!.stop();
    server = undefined;
    const database = await openServerDb();
    try {
      const db = database.db;
      const [qa] = await db.select().from(questionnaires).where(eq(questionnaires.userId, aId));
      expect(qa).toMatchObject({ firstName: "Anna", lastName: "Eigen", email: a.email });
      expect(["36", "37", "38"]).toContain(String(qa!.age));
      expect(await db.select().from(questionnaires).where(eq(questionnaires.userId, aId))).toHaveLength(1);
      const [pa] = await db.select().from(userProfiles).where(eq(userProfiles.userId, aId));
      expect(pa).toMatchObject({ firstName: "Anna", lastName: "Eigen", age: 40, gender: "female", status: "active" });
      const [ea] = await db.select().from(feedbackTrainingPlans).where(eq(feedbackTrainingPlans.id, entryA));
      expect(ea?.userId).toBe(aId);
      expect(ea?.userFeedback).toBe("Alter Text");
      const fa = await db.select().from(feedback).where(eq(feedback.userId, aId));
      expect(fa.map((f) => f.feedbackText)).toEqual(["Alter Text"]);
      expect(await db.select().from(feedback).where(eq(feedback.userId, bId))).toEqual([]);

      const [qb] = await db.select().from(questionnaires).where(eq(questionnaires.userId, bId));
      expect(qb).toMatchObject({ firstName: "Hijack", email: b.email, age: 55 });
      const [pb] = await db.select().from(userProfiles).where(eq(userProfiles.userId, bId));
      expect(pb).toMatchObject({ firstName: "Hijack", status: "inactive" });
      expect(pb?.userId).toBe(bId);

      // One pending generate-plan job for A's questionnaire despite three concurrent submissions
      // (the worker was off), and none of B's requests queued anything for A.
      expect(await pendingJobs(db, qa!.id)).toBe(1);
      const forA = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs where payload->>'userId' = ${aId} and status in ('queued', 'running')`);
      expect(Number(forA[0]!.n)).toBe(1);
      expect(await pendingJobs(db, qb!.id)).toBe(1);
    } finally {
      await database.close();
    }
  });
});
