/**
 * The admin overview and users models on a test database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): the figures (revenue, API costs, profit), the latest questionnaires
 * (also without a plan), the coach's queue (age, gates, flags, compliance from real progress rows,
 * cost), and the user search (first name, last name, e-mail; case-insensitive; pages; totals).
 * On PostgreSQL, EXPLAIN shows that the search uses the trigram indexes with 5 000 users.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db/client.server";
import { expenses, feedback, feedbackTrainingPlans, questionnaires, trainingPlans, trainingProgress, user, userProfiles } from "~/server/db/schema.server";
import { loadCoachQueue, loadLatestActivities, loadOverviewFigures } from "~/server/admin/overview.server";
import { getUserDetails, searchUsers, userSearchQuery } from "~/server/admin/users.server";
import { profitOf, revenueOf } from "~/domain/admin/money";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

const H = 3_600_000;
const NOW = new Date("2026-03-10T12:00:00Z");

/** Ten prescribed sets on two training days (3 + 4 on day 1, 3 on day 3). */
const PREVIOUS_PLAN = [
  "## Tag 1 – Ganzkörper",
  "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |",
  "|---|---|---|---|---|---|",
  "| Kniebeuge | 3 | 8-10 | 40 kg | 90 s | |",
  "| Bankdrücken | 4 | 8 | 30 kg | 90 s | |",
  "## Tag 2 – Ruhetag",
  "### Aktive Erholung & Mobilität",
  "- Spaziergang",
  "## Tag 3 – Ganzkörper",
  "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |",
  "|---|---|---|---|---|---|",
  "| Rudern | 3 | 10 | 20 kg | 60 s | |",
].join("\n");

const GATES_5_OF_6 = [
  { id: "profile_usage", passed: true, reason: "ok" },
  { id: "individualization", passed: true, reason: "ok" },
  { id: "periodization", passed: false, reason: "Woche 2 gleicht Woche 1" },
  { id: "training_structure", passed: true, reason: "ok" },
  { id: "regeneration_structure", passed: true, reason: "ok" },
  { id: "completeness", passed: true, reason: "ok" },
];

async function createUser(db: Db, id: string, over: Partial<typeof user.$inferInsert> = {}) {
  await db.insert(user).values({ id, email: `${id}@example.com`, name: id, emailVerified: true, ...over });
  return id;
}

async function createQuestionnaire(db: Db, userId: string, over: Partial<typeof questionnaires.$inferInsert> = {}) {
  const [row] = await db
    .insert(questionnaires)
    .values({
      userId,
      firstName: "Anna",
      lastName: "Muster",
      email: `${userId}@example.com`,
      age: 34,
      gender: "female",
      mainGoals: ["muscle_building", "health"],
      otherSport: false,
      trainingIntensity: "balanced",
      trainingFrequency: "3x",
      sessionDuration: "45_60",
      dailyActivity: "sitting",
      trainingLevel: "beginner",
      currentTraining: "sporadic",
      trainingExperience: ["gym"],
      equipment: ["dumbbells", "machines"],
      dataConsent: true,
      ...over,
    })
    .returning({ id: questionnaires.id });
  return row!.id;
}

async function createPlan(db: Db, userId: string, over: Partial<typeof trainingPlans.$inferInsert> = {}) {
  const [plan] = await db
    .insert(trainingPlans)
    .values({ userId, content: PREVIOUS_PLAN, status: "draft", sequenceNumber: 1, ...over })
    .returning({ id: trainingPlans.id });
  return plan!.id;
}

describe.each(DRIVERS)("admin overview and users on %s", (driver) => {
  let database: TestDatabase;
  let db: Db;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.db;

    // Anna: plan 1 approved and submitted, now a follow-up draft (plan 2) with a paid AI call.
    await createUser(db, "anna", { createdAt: new Date("2026-01-01T10:00:00Z") });
    await createQuestionnaire(db, "anna", {
      createdAt: new Date("2026-03-01T08:00:00Z"),
      updatedAt: new Date("2026-03-01T08:00:00Z"),
      healthRestrictions: "Bandscheibenvorfall 2019",
    });
    ids.annaPlan1 = await createPlan(db, "anna", { status: "completed", submitted: true, approvedAt: new Date("2026-03-02T08:00:00Z") });
    await db.insert(feedbackTrainingPlans).values({
      userId: "anna",
      originalPlanId: ids.annaPlan1,
      userName: "Anna Muster",
      planName: "Trainingsplan #1",
      planContent: "",
      submissionDate: new Date(NOW.getTime() - 21 * H),
    });
    ids.annaDraft = await createPlan(db, "anna", {
      sequenceNumber: 2,
      previousPlanId: ids.annaPlan1,
      generator: "ai",
      gateResults: GATES_5_OF_6,
      createdAt: new Date(NOW.getTime() - 20.5 * H),
    });
    // Progress of plan 1: three sets done (one of them written twice in spirit: a second plan's row
    // must not count), one not done.
    const set = (day: number, exerciseOrder: number, setNumber: number, completed: boolean, planId = ids.annaPlan1!) => ({
      userId: "anna",
      planId,
      day,
      exerciseOrder,
      exerciseName: "Übung",
      setNumber,
      completed,
    });
    await db.insert(trainingProgress).values([set(1, 0, 1, true), set(1, 0, 2, true), set(1, 1, 1, false), set(3, 0, 1, true), set(1, 0, 3, true, ids.annaDraft)]);
    await db.insert(feedback).values([
      { userId: "anna", planId: ids.annaPlan1, day: 1, feedbackText: "Bankdrücken lief super", updatedAt: new Date("2026-03-03T10:00:00Z") },
      { userId: "anna", planId: ids.annaPlan1, day: 3, feedbackText: "Knie tut etwas weh", updatedAt: new Date("2026-03-05T10:00:00Z") },
    ]);
    await db.insert(expenses).values([
      { amount: 0.0123, description: "KI-Trainingsplan #2", planId: ids.annaDraft },
      { amount: 0.0031, description: "KI-Trainingsplan #2 (Wiederholung)", planId: ids.annaDraft },
      { amount: 1.5, description: "Sonstiges" },
    ]);

    // Bernd: a first plan from the questionnaire, built in, waiting 30 h (overdue).
    await createUser(db, "bernd", { createdAt: new Date("2026-02-01T10:00:00Z"), email: "Bernd.Beispiel@Example.com" });
    await createQuestionnaire(db, "bernd", {
      firstName: "Bernd",
      lastName: "Beispiel",
      createdAt: new Date(NOW.getTime() - 30 * H),
      updatedAt: new Date(NOW.getTime() - 30 * H),
    });
    ids.berndDraft = await createPlan(db, "bernd", { generator: "builtin", gateResults: GATES_5_OF_6, createdAt: new Date(NOW.getTime() - 29.9 * H) });

    // Clara: a questionnaire, no plan yet.
    await createUser(db, "clara", { createdAt: new Date("2026-02-15T10:00:00Z") });
    await createQuestionnaire(db, "clara", { firstName: "Clara", lastName: "Zeller", createdAt: new Date(NOW.getTime() - 2 * H) });
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("sums up users, revenue (3 × 4,99 €), API costs and profit", async () => {
    const figures = await loadOverviewFigures(db);
    expect(figures).toEqual({ users: 3, questionnaires: 3, expenses: 1.5154, drafts: 2 });
    expect(revenueOf(figures.questionnaires)).toBe(14.97);
    expect(profitOf(revenueOf(figures.questionnaires), figures.expenses)).toBeCloseTo(13.4546, 10);
  });

  it("queues every draft oldest first with age, gates, flags, compliance and cost", async () => {
    const queue = await loadCoachQueue(db, NOW);
    expect(queue.map((e) => e.name)).toEqual(["Bernd Beispiel", "Anna Muster"]);

    const [bernd, anna] = queue;
    // First plan: the clock starts at the questionnaire (30 h ago): overdue, no previous plan.
    expect(bernd).toMatchObject({
      planId: ids.berndDraft,
      clockSource: "questionnaire",
      ageMs: 30 * H,
      ageStatus: "overdue",
      compliance: null,
      previousSequenceNumber: null,
      cost: 0,
      generator: "builtin",
      gates: { passed: 5, total: 6, failed: ["periodization"] },
      flags: { healthRestrictions: null, pain: [] },
    });

    // Follow-up: the clock starts at plan 1's submission (21 h ago): due soon.
    expect(anna).toMatchObject({
      planId: ids.annaDraft,
      sequenceNumber: 2,
      clockSource: "submission",
      ageMs: 21 * H,
      ageStatus: "due_soon",
      remainingMs: 3 * H,
      previousSequenceNumber: 1,
      generator: "ai",
    });
    expect(anna!.cost).toBeCloseTo(0.0154, 10);
    // 3 of 10 prescribed sets done: the not-done set and the draft's own row do not count.
    expect(anna!.compliance).toEqual({ done: 3, prescribed: 10, share: 0.3 });
    expect(anna!.flags).toEqual({
      healthRestrictions: "Bandscheibenvorfall 2019",
      pain: [{ day: 3, excerpt: "Knie tut etwas weh", bodyParts: ["knee"] }],
    });
  });

  it("lists the latest questionnaires, also without a plan, with the newest plan's status", async () => {
    expect(await loadLatestActivities(db)).toEqual([
      { questionnaireId: expect.any(String), userId: "clara", name: "Clara Zeller", createdAt: new Date(NOW.getTime() - 2 * H).toISOString(), planStatus: null },
      { questionnaireId: expect.any(String), userId: "bernd", name: "Bernd Beispiel", createdAt: new Date(NOW.getTime() - 30 * H).toISOString(), planStatus: "draft" },
      { questionnaireId: expect.any(String), userId: "anna", name: "Anna Muster", createdAt: "2026-03-01T08:00:00.000Z", planStatus: "draft" },
    ]);
  });

  it("shows five of more questionnaires and an empty queue after approval", async () => {
    for (let i = 1; i <= 3; i++) {
      await createUser(db, `extra${i}`, { createdAt: new Date(`2026-03-0${i}T10:00:00Z`) });
      await createQuestionnaire(db, `extra${i}`, { firstName: `Extra${i}`, lastName: "Kunde", createdAt: new Date(NOW.getTime() - (10 + i) * H) });
    }
    const latest = await loadLatestActivities(db);
    expect(latest.map((a) => a.name)).toEqual(["Clara Zeller", "Extra1 Kunde", "Extra2 Kunde", "Extra3 Kunde", "Bernd Beispiel"]);
    expect(revenueOf((await loadOverviewFigures(db)).questionnaires)).toBe(29.94);

    await db.transaction(async (tx) => {
      await tx.update(trainingPlans).set({ status: "approved", approvedAt: NOW }).where(sql`status = 'draft'`);
      expect(await loadCoachQueue(tx, NOW)).toEqual([]);
      tx.rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
    });
    expect(await loadCoachQueue(db, NOW)).toHaveLength(2);
  });

  it("searches users by first name, last name or e-mail, case-insensitively, with the questionnaire's name first", async () => {
    await createUser(db, "dieter", { createdAt: new Date("2026-02-20T10:00:00Z") });
    await db.insert(userProfiles).values({ userId: "dieter", firstName: "Dieter", lastName: "Profilmann", age: 51, gender: "male", status: "inactive" });
    await createUser(db, "eva", { createdAt: new Date("2026-02-21T10:00:00Z"), email: "eva.EXAMPLE@Mail.de", firstName: "Eva", lastName: "Konto", name: "Eva K." });

    const names = async (q: string) => (await searchUsers(db, { q, page: 1, pageSize: 25 })).rows.map((r) => r.name);
    expect(await names("BERND")).toEqual(["Bernd Beispiel"]);
    expect(await names("beispiel")).toEqual(["Bernd Beispiel"]);
    expect(await names("example.COM")).toHaveLength(7);
    expect(await names("mail.de")).toEqual(["Eva Konto"]);
    expect(await names("profilm")).toEqual(["Dieter Profilmann"]);
    expect(await names("muster anna")).toEqual(["Anna Muster"]);
    expect(await names("zell")).toEqual(["Clara Zeller"]);
    expect(await names("nobody")).toEqual([]);
    // LIKE's own characters are taken literally.
    expect(await names("%")).toEqual([]);
    expect(await names("_")).toEqual([]);

    const { rows } = await searchUsers(db, { q: "", page: 1, pageSize: 25 });
    const dieter = rows.find((r) => r.id === "dieter");
    expect(dieter).toMatchObject({ name: "Dieter Profilmann", age: 51, gender: "male", status: "inactive", hasQuestionnaire: false });
    expect(rows.find((r) => r.id === "anna")).toMatchObject({ name: "Anna Muster", age: 34, gender: "female", status: "active", hasQuestionnaire: true, registeredAt: "2026-01-01T10:00:00.000Z" });
    expect(rows.find((r) => r.id === "eva")).toMatchObject({ name: "Eva Konto", age: null, gender: null, email: "eva.EXAMPLE@Mail.de" });
  });

  it("pages 25 at a time, newest registration first, with the total", async () => {
    for (let i = 0; i < 30; i++) {
      await createUser(db, `page${String(i).padStart(2, "0")}`, { createdAt: new Date(Date.UTC(2026, 3, 1, 0, i)), name: `Seite Nutzer ${i}` });
    }
    const first = await searchUsers(db, { q: "seite nutzer", page: 1, pageSize: 25 });
    const second = await searchUsers(db, { q: "seite nutzer", page: 2, pageSize: 25 });
    expect(first.total).toBe(30);
    expect(second.total).toBe(30);
    expect(first.rows).toHaveLength(25);
    expect(second.rows).toHaveLength(5);
    expect(first.rows[0]!.id).toBe("page29");
    expect(second.rows.map((r) => r.id)).toEqual(["page04", "page03", "page02", "page01", "page00"]);
    // A page past the end: no rows, but still the total.
    expect(await searchUsers(db, { q: "seite nutzer", page: 3, pageSize: 25 })).toEqual({ rows: [], total: 30 });
    // Nonsense page numbers are page 1.
    expect((await searchUsers(db, { q: "seite nutzer", page: Number.NaN, pageSize: 25 })).rows[0]!.id).toBe("page29");
    const all = await searchUsers(db, { q: "", page: 1, pageSize: 25 });
    expect(all.total).toBe(38);
  });

  it("shows a user's questionnaire, or none", async () => {
    const anna = await getUserDetails(db, "anna");
    expect(anna).toMatchObject({
      userId: "anna",
      name: "Anna Muster",
      questionnaire: { firstName: "Anna", mainGoals: ["muscle_building", "health"], equipment: ["dumbbells", "machines"], healthRestrictions: "Bandscheibenvorfall 2019", dataConsent: true, guardianConsent: false },
    });
    expect(await getUserDetails(db, "dieter")).toEqual({ userId: "dieter", name: "Dieter Profilmann", email: "dieter@example.com", questionnaire: null, healthConsent: { givenAt: null, textVersion: null, withdrawnAt: null } });
    expect(await getUserDetails(db, "missing")).toBeNull();
  });
});

describe.runIf(DRIVERS.includes("postgres"))("user search plan on PostgreSQL with 5 000 users", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    // Varied names and addresses (from md5), as real ones are: trigrams that few rows share.
    await database.db.execute(sql`
      insert into "user" (id, email, name, first_name, last_name, created_at)
      select 'u' || g, substr(md5('e' || g), 1, 10) || '@' || substr(md5('d' || g), 1, 6) || '.de',
        initcap(substr(md5('f' || g), 1, 7)) || ' ' || initcap(substr(md5('l' || g), 1, 9)),
        initcap(substr(md5('f' || g), 1, 7)), initcap(substr(md5('l' || g), 1, 9)), now() - (g || ' minutes')::interval
      from generate_series(1, 5000) g`);
    await database.db.execute(sql`
      insert into user_profiles (user_id, first_name, last_name)
      select 'u' || g, initcap(substr(md5('f' || g), 1, 7)), initcap(substr(md5('l' || g), 1, 9)) from generate_series(1, 5000, 2) g`);
    await database.db.execute(sql`
      insert into questionnaires (user_id, first_name, last_name, email, age, gender, main_goals, other_sport, training_intensity,
        training_frequency, session_duration, daily_activity, training_level, current_training, training_experience, equipment, data_consent)
      select 'u' || g, initcap(substr(md5('f' || g), 1, 7)), initcap(substr(md5('l' || g), 1, 9)), 'kunde' || g || '@example.com', 30,
        'female', array['health'], false, 'balanced', '3x', '45_60', 'sitting', 'beginner', 'no', array['gym'], array['dumbbells'], true
      from generate_series(1, 5000, 3) g`);
    // Rows inserted after CREATE INDEX sit in the GIN indexes' pending lists until a vacuum (autovacuum
    // in production); until then the planner prices the indexes too high. Vacuum as autovacuum would.
    await database.db.execute(sql`vacuum analyze`);
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function explain(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
    const { sql: text, params } = query.toSQL();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const result = await client.query<{ "QUERY PLAN": string }>(`explain ${text}`, params);
      return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
    } finally {
      await client.end();
    }
  }

  it("answers each searched field from its trigram index", async () => {
    // Six letters of user 4711's last name (in the account, the profile and the questionnaire).
    const [row] = await queryRows<{ term: string }>(database.db, sql`select substr(md5('l4711'), 2, 6) as term`);
    const term = row!.term;
    // One query gives the page and the total.
    const plan = await explain(userSearchQuery({ q: term, page: 1, pageSize: 25 }));
    for (const index of ["user_email_trgm_idx", "user_name_trgm_idx", "user_full_name_trgm_idx", "user_profiles_name_trgm_idx", "questionnaires_name_trgm_idx"]) {
      expect(plan).toContain(`Bitmap Index Scan on ${index}`);
    }
    expect(plan).not.toMatch(/Seq Scan on "user"|Seq Scan on user_profiles|Seq Scan on questionnaires/);
    const found = await searchUsers(database.db, { q: term.toUpperCase(), page: 1, pageSize: 25 });
    expect(found.rows.map((r) => r.id)).toContain("u4711");
    expect(found.total).toBe(found.rows.length);
  });
});

describe("load errors", () => {
  /** A database handle whose every query fails, as when the connection is lost. */
  const broken = new Proxy({}, {
    get: () => () => {
      throw new Error("connection lost");
    },
  }) as unknown as Db;

  it("leaves out the parts that failed and says so, instead of failing the page", async () => {
    const { loadOverviewPage } = await import("~/server/admin/overview.server");
    const { loadUsersPage } = await import("~/server/admin/users.server");
    expect(await loadOverviewPage(broken)).toEqual({ figures: null, queue: null, activities: null, loadError: true });
    expect(await loadUsersPage(broken, new URL("http://x/de/admin/benutzer?q=anna&page=2&details=u1"))).toMatchObject({
      q: "anna",
      page: 2,
      rows: [],
      total: 0,
      loadError: true,
      details: { userId: "u1", ok: false },
    });
  });
});
