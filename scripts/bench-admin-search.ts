/**
 * Admin search benchmark (`npm run bench:admin-search`): the Users tab's `searchUsers` and the Plans
 * tab's `searchPlans` against 100 000 users (with profiles and questionnaires) and 100 000 plans, on
 * PostgreSQL and on PGlite, for about ten kinds of search term; median and p95 per driver and kind.
 *
 * PostgreSQL: a fresh database on the server of BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), migrated, seeded, dropped at the end. PGlite: in memory.
 * The plan texts come from the built-in generator (a dozen questionnaires), each plan with its own
 * note line, so the content index sees realistic German plan vocabulary. PGlite keeps its data in
 * the process's memory: there the texts are cut to about 2 KB (printed).
 *
 * Options: --users N (default 100000), --runs N (default 30), --only pglite|postgres,
 *          --explain (print the PostgreSQL plan of every plan search),
 *          --keep (PostgreSQL: keep the seeded database and print its URL instead of dropping it),
 *          --reuse URL (PostgreSQL: measure an already seeded database; implies --keep).
 * Relative imports only (runs without the app's path aliases). Heavy: run it with `nice`.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { sql } from "drizzle-orm";
import { migrateDatabase, openDatabase, queryRows, type Database, type Db } from "../app/server/db/client.server";
import { planSearchQuery, searchPlans } from "../app/server/admin/plans.server";
import { searchUsers } from "../app/server/admin/users.server";
import { generatePlan } from "../app/domain/plan/generator";
import { EXERCISES } from "../app/domain/exercises/catalog";
import { INJURIES } from "../app/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "../app/domain/questionnaire/options";

const option = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
};
const only = (() => {
  const i = process.argv.indexOf("--only");
  return i >= 0 ? process.argv[i + 1] : undefined;
})();
const USERS = option("users", 100_000);
const RUNS = option("runs", 30);
const EXPLAIN = process.argv.includes("--explain");
const REUSE = (() => {
  const i = process.argv.indexOf("--reuse");
  return i >= 0 ? process.argv[i + 1] : undefined;
})();
const KEEP = process.argv.includes("--keep") || Boolean(REUSE);
const BASE_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const PGLITE_TEXT_CHARS = 2_000;
const BATCH = 10_000;

/* ───────────────────────────── plan texts ───────────────────────────── */

const base: QuestionnaireAnswers = {
  first_name: "", last_name: "", email: "", age: 35, gender: "female", main_goals: ["muscle_building"], other_sport: false,
  other_sport_details: null, training_intensity: "balanced", training_frequency: "3x", session_duration: "45_60",
  daily_activity: "sitting", training_level: "beginner", current_training: "sporadic", training_experience: ["gym"],
  equipment: ["dumbbells", "machines", "cable_trx", "barbell"], health_restrictions: null, exercise_dislikes: null,
  training_preferences: null, personal_wishes: null,
};
const VARIANTS: Array<Partial<QuestionnaireAnswers>> = [
  {},
  { training_frequency: "2x", main_goals: ["weight_loss"], equipment: ["dumbbells"] },
  { training_frequency: "4x", training_level: "advanced", age: 28, gender: "male" },
  { training_frequency: "5x", training_level: "intermediate", main_goals: ["performance"], session_duration: "60_90" },
  { health_restrictions: "Knieprobleme links", age: 52 },
  { health_restrictions: "Rückenschmerzen, Bandscheibe L5", daily_activity: "mixed" },
  { equipment: ["kettlebells", "resistance_bands", "pullup_bar"], training_intensity: "intense" },
  { training_level: "returning", session_duration: "30_45", main_goals: ["health"] },
  { gender: "male", age: 45, main_goals: ["muscle_building", "health"], training_frequency: "4x" },
  { health_restrictions: "Schulter-Impingement rechts", training_level: "intermediate" },
  { session_duration: "upto_30", training_frequency: "2x", daily_activity: "active" },
  { age: 63, main_goals: ["health"], training_level: "beginner", equipment: ["machines"] },
];

function planTexts(maxChars: number | null): string[] {
  return VARIANTS.map((v) => {
    const text = generatePlan({ questionnaire: { ...base, ...v }, exercises: EXERCISES, injuries: INJURIES }).text;
    if (!maxChars || text.length <= maxChars) return text;
    const cut = text.lastIndexOf("\n", maxChars);
    return text.slice(0, cut > 0 ? cut : maxChars);
  });
}

/* ───────────────────────────── seeding ───────────────────────────── */

const FIRST = [
  "Anna", "Lena", "Mia", "Emma", "Hanna", "Sophie", "Lea", "Marie", "Laura", "Julia", "Sarah", "Katharina", "Lisa", "Johanna", "Clara",
  "Paula", "Nina", "Eva", "Greta", "Ida", "Lukas", "Jonas", "Felix", "Paul", "Leon", "Noah", "Elias", "Ben", "Finn", "Max",
  "Moritz", "David", "Jan", "Tim", "Tom", "Simon", "Fabian", "Tobias", "Florian", "Stefan", "Andreas", "Michael", "Thomas", "Peter", "Markus",
  "Sabine", "Petra", "Monika", "Claudia", "Susanne",
];
const LAST = [
  "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter",
  "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger", "Hofmann", "Hartmann", "Lange", "Schmitt", "Werner",
  "Schmitz", "Krause", "Meier", "Lehmann", "Schmid", "Schulze", "Maier", "Köhler", "Herrmann", "König", "Walter", "Mayer", "Huber", "Kaiser",
  "Fuchs", "Peters", "Lang", "Scholz", "Möller", "Weiß", "Jung", "Hahn", "Schubert", "Vogel", "Friedrich", "Keller", "Günther", "Frank",
  "Berger", "Winkler", "Roth", "Beck", "Lorenz", "Baumann", "Franke", "Albrecht", "Schuster", "Simon", "Ludwig", "Böhm", "Winter", "Kraus",
  "Martin", "Schumacher", "Krämer", "Vogt", "Stein", "Jäger", "Otto", "Sommer", "Groß", "Seidel", "Heinrich", "Brandt", "Haas", "Schreiber",
  "Graf", "Schulte", "Dietrich", "Ziegler", "Kuhn", "Kühn", "Pohl", "Engel", "Horn", "Busch", "Bergmann", "Thomas", "Voigt", "Sauer",
  "Arnold", "Wolff", "Pfeiffer",
];
/** The "rare" customer: exactly one user has this last name. */
const RARE_LAST = "Quirinsberger";
const RARE_USER = 31_337;
const SYLLABLES = ["ba", "ke", "lo", "mu", "ri", "sa", "to", "wen", "dor", "fel"];
/** A note word per plan: 1000 words, each in about 100 plans (the "content word, few hits" query). */
const noteWord = (i: number) => `${SYLLABLES[i % 10]}${SYLLABLES[Math.floor(i / 10) % 10]}${SYLLABLES[Math.floor(i / 100) % 10]}notiz`;

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]::text[]`);

async function seed(db: Db, users: number, texts: string[], log: (m: string) => void): Promise<void> {
  await db.execute(sql`create temporary table bench_texts (i int primary key, content text not null)`);
  for (const [i, content] of texts.entries()) await db.execute(sql`insert into bench_texts values (${i}, ${content})`);
  const words = Array.from({ length: 1000 }, (_, i) => noteWord(i));
  const first = textArray(FIRST);
  const last = textArray(LAST);
  const wordList = textArray(words);
  for (let from = 1; from <= users; from += BATCH) {
    const to = Math.min(users, from + BATCH - 1);
    const t0 = performance.now();
    // 5 % "Müller" (the common name), one rare name, the rest from the lists.
    await db.execute(sql`
      insert into "user" (id, email, name, first_name, last_name, email_verified, created_at, updated_at)
      select 'bench-' || g,
             'kunde' || g || '@' || (array['example.com', 'beispiel.de', 'mail.test', 'post.example', 'web.example'])[1 + g % 5],
             f || ' ' || l, f, l, true,
             now() - ((${users} - g) * interval '5 minutes'), now()
      from generate_series(${from}::int, ${to}::int) g,
           lateral (select (${first})[1 + (g * 7) % ${FIRST.length}] as f,
                           case when g = ${RARE_USER} then ${RARE_LAST} when g % 20 = 3 then 'Müller'
                                else (${last})[1 + (g * 13) % ${LAST.length}] end as l) n`);
    await db.execute(sql`
      insert into user_profiles (user_id, first_name, last_name, age, gender, status)
      select u.id, u.first_name, u.last_name, 20 + (g % 50), (array['male', 'female', 'diverse'])[1 + g % 3], case when g % 25 = 0 then 'inactive' else 'active' end
      from generate_series(${from}::int, ${to}::int) g join "user" u on u.id = 'bench-' || g`);
    // Nine in ten customers filled in the questionnaire.
    await db.execute(sql`
      insert into questionnaires (user_id, first_name, last_name, email, age, gender, main_goals, other_sport, training_intensity,
        training_frequency, session_duration, daily_activity, training_level, current_training, training_experience, equipment,
        data_consent, status, created_at, updated_at)
      select u.id, u.first_name, u.last_name, u.email, 20 + (g % 50), (array['male', 'female', 'diverse', 'not_specified'])[1 + g % 4],
             array['muscle_building'], false, 'balanced', (array['2x', '3x', '4x'])[1 + g % 3], '45_60', 'sitting', 'beginner', 'sporadic',
             array['gym'], array['dumbbells', 'machines'], true, 'completed', u.created_at, u.created_at
      from generate_series(${from}::int, ${to}::int) g join "user" u on u.id = 'bench-' || g
      where g % 10 <> 0`);
    // One plan per customer: 5 % drafts, 60 % approved, 35 % completed and submitted.
    await db.execute(sql`
      insert into training_plans (user_id, questionnaire_id, content, status, submitted, sequence_number, approved_at, created_at, updated_at, generator, gates_passed)
      select u.id, q.id,
             t.content || E'\n\nKundennotiz: ' || (${wordList})[1 + g % 1000] || ', Plan ' || g,
             s.status, s.status = 'completed', 1,
             case when s.status = 'draft' then null else u.created_at + interval '1 day' end,
             u.created_at + interval '1 hour', now(), 'builtin', true
      from generate_series(${from}::int, ${to}::int) g
      join "user" u on u.id = 'bench-' || g
      left join questionnaires q on q.user_id = u.id
      join bench_texts t on t.i = g % ${texts.length}
      cross join lateral (select case when g % 20 = 0 then 'draft' when g % 20 <= 12 then 'approved' else 'completed' end as status) s`);
    log(`  ${to.toLocaleString("de-DE")} / ${users.toLocaleString("de-DE")} (${Math.round(performance.now() - t0)} ms)`);
  }
  await db.execute(sql`drop table bench_texts`);
}

/* ───────────────────────────── measuring ───────────────────────────── */

interface Query {
  kind: string;
  q: string;
  page?: number;
}

async function queries(db: Db): Promise<Query[]> {
  const [plan] = await queryRows<{ id: string }>(db, sql`select id::text as id from training_plans order by created_at limit 1 offset 4242`);
  return [
    { kind: "empty (page 1)", q: "" },
    { kind: "empty (page 400)", q: "", page: 400 },
    { kind: "rare name", q: RARE_LAST },
    { kind: "common name", q: "Müller" },
    { kind: "first + last name", q: "anna schmidt" },
    { kind: "e-mail fragment", q: "kunde4242" },
    { kind: "e-mail domain", q: "@beispiel.de" },
    { kind: "id prefix", q: plan!.id.slice(0, 8) },
    { kind: "status word", q: "Entwurf" },
    { kind: "status + name", q: "freigegeben Müller" },
    { kind: "content word (common)", q: "Kniebeuge" },
    { kind: "content word (rare)", q: noteWord(321) },
    { kind: "no match", q: "Zyxwvutsrq" },
  ];
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
}

interface Row {
  driver: string;
  fn: string;
  kind: string;
  q: string;
  hits: number;
  median: number;
  p95: number;
}

async function measure(driver: string, db: Db, list: Query[]): Promise<Row[]> {
  const rows: Row[] = [];
  const fns = [
    { fn: "searchPlans", run: (q: Query) => searchPlans(db, { q: q.q, page: q.page ?? 1, pageSize: 25 }) },
    { fn: "searchUsers", run: (q: Query) => searchUsers(db, { q: q.q, page: q.page ?? 1, pageSize: 25 }) },
  ];
  for (const { fn, run } of fns) {
    for (const q of list) {
      let hits = 0;
      for (let i = 0; i < 2; i++) hits = (await run(q)).total; // warm-up
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await run(q);
        samples.push(performance.now() - t0);
      }
      const s = stats(samples);
      rows.push({ driver, fn, kind: q.kind, q: q.q, hits, ...s });
      console.log(`  ${fn.padEnd(11)} ${q.kind.padEnd(22)} ${String(hits).padStart(7)} hits  median ${s.median.toFixed(1).padStart(7)} ms  p95 ${s.p95.toFixed(1).padStart(7)} ms`);
    }
  }
  return rows;
}

/** The indexes (and sequential scans) the PostgreSQL planner chose for each plan search. */
async function explainPlans(db: Db, list: Query[]) {
  console.log("\nPostgreSQL plans of searchPlans (rows query + count query):");
  for (const q of list) {
    const query = planSearchQuery({ q: q.q, page: q.page ?? 1, pageSize: 25 });
    const text = async (inner: typeof query.rows) =>
      (await queryRows<Record<string, string>>(db, sql`explain ${inner}`)).map((r) => Object.values(r)[0]).join("\n");
    const plan = `${await text(query.rows)}\n${query.total ? await text(query.total) : ""}`;
    const indexes = [...new Set([...plan.matchAll(/(?:Scan using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]))];
    const seq = [...new Set([...plan.matchAll(/Seq Scan on "?(\w+)"?/g)].map((m) => m[1]))];
    console.log(`  ${q.kind.padEnd(22)} indexes: ${indexes.join(", ") || "–"}${seq.length ? `; seq scans: ${seq.join(", ")}` : ""}`);
    if (EXPLAIN) console.log(plan.replace(/^/gm, "      "));
  }
}

/* ───────────────────────────── drivers ───────────────────────────── */

async function withPostgres<T>(fn: (database: Database, seeded: boolean) => Promise<T>): Promise<T> {
  if (REUSE) {
    const database = await openDatabase({ kind: "postgres", url: REUSE });
    try {
      return await fn(database, true);
    } finally {
      await database.close();
    }
  }
  const name = `watts_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  try {
    await migrateDatabase(database);
    return await fn(database, false);
  } finally {
    await database.close();
    if (KEEP) {
      console.log(`\nkept the seeded database: ${url.toString()} (drop it with: drop database ${name} with (force))`);
    } else {
      const c = new pg.Client({ connectionString: BASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    }
  }
}

async function withPglite<T>(fn: (database: Database, seeded: boolean) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: "pglite-memory" });
  try {
    await migrateDatabase(database);
    return await fn(database, false);
  } finally {
    await database.close();
  }
}

async function run(driver: "postgres" | "pglite"): Promise<Row[]> {
  const texts = planTexts(driver === "pglite" ? PGLITE_TEXT_CHARS : null);
  const sizes = texts.map((t) => t.length);
  console.log(
    REUSE && driver === "postgres" ? `\n== postgres: measuring the seeded database ${REUSE}` : `\n== ${driver}: seeding ${USERS.toLocaleString("de-DE")} users, profiles, questionnaires (90 %) and plans; plan texts ${Math.min(...sizes)}–${Math.max(...sizes)} characters` +
      (driver === "pglite" ? ` (cut to about ${PGLITE_TEXT_CHARS} characters: PGlite keeps the database in this process's memory)` : ""),
  );
  const go = async (database: Database, seeded: boolean) => {
    if (!seeded) {
      const t0 = performance.now();
      await seed(database.db, USERS, texts, (m) => console.log(m));
      await database.db.execute(sql`vacuum analyze`);
      console.log(`  seeded and analysed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const list = await queries(database.db);
    if (driver === "postgres") await explainPlans(database.db, list);
    console.log(`\n${driver}: ${RUNS} runs per query (after 2 warm-up runs)`);
    return measure(driver, database.db, list);
  };
  return driver === "postgres" ? withPostgres(go) : withPglite(go);
}

const results: Row[] = [];
for (const driver of ["postgres", "pglite"] as const) {
  if (only && only !== driver) continue;
  results.push(...(await run(driver)));
}

console.log("\n| driver | function | query kind | term | hits | median ms | p95 ms |");
console.log("|---|---|---|---|---:|---:|---:|");
for (const r of results) {
  console.log(`| ${r.driver} | ${r.fn} | ${r.kind} | ${r.q || "–"} | ${r.hits} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} |`);
}
const slow = results.filter((r) => r.driver === "postgres" && r.p95 >= 50);
console.log(slow.length === 0 ? "\nPostgreSQL: every p95 under 50 ms." : `\nPostgreSQL: p95 at or over 50 ms: ${slow.map((r) => `${r.fn} ${r.kind} (${r.p95.toFixed(1)} ms)`).join("; ")}`);
