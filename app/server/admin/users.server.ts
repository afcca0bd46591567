/**
 * The admin's user models: the searched, paginated user list and one user's questionnaire.
 *
 * The search runs in the database, in one query, and stays fast with 100 000 users
 * (`npm run bench:admin-search`): every condition is `lower(<expression>) like '%word%'` with the
 * expression written EXACTLY as in one of the trigram GIN indexes of the schema (user e-mail,
 * account name, account first+last name, profile name, questionnaire name), so PostgreSQL answers
 * each part from its index (bitmap index scans). The matches are collected once as narrow
 * `(id, created_at)` rows (see `wordMatches`), and both the total and the page (newest registration
 * first) are taken from that set: no second query repeats the search, and no join back to "user"
 * per match. Several words must all match (in any field): "muster anna" finds Anna Muster.
 * tests/integration/admin-overview-users.test.ts checks the plan with EXPLAIN on PostgreSQL.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { queryRows, type DbOrTx } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { questionnaires, user, userProfiles } from "~/server/db/schema.server";
import { healthConsentState, type HealthConsentState } from "~/server/privacy/health-consent.server";

export interface AdminUserRow {
  id: string;
  email: string;
  /** Questionnaire name, else profile name, else the account's name. */
  name: string;
  age: number | null;
  /** Gender code (questionnaire codes; the profile's are a subset), or null when unknown. */
  gender: string | null;
  status: "active" | "inactive";
  /** Registration (ISO). */
  registeredAt: string;
  hasQuestionnaire: boolean;
}

/** The longest search text that is used (longer input is cut) and the most words that must match. */
export const SEARCH_MAX_LENGTH = 100;
const SEARCH_MAX_WORDS = 5;

/** The words of a search text, lower-cased, at most five. */
export function searchWords(q: string): string[] {
  return q
    .slice(0, SEARCH_MAX_LENGTH)
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, SEARCH_MAX_WORDS);
}

/** A LIKE pattern that finds `word` anywhere, with LIKE's own characters (% _ \) taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The users matching word number `i` in any indexed field, as the CTEs `acc<i>` and `m<i>`; `m<i>`
 * holds `(id, created_at)` once per user. The account's three columns are searched in one pass over
 * "user" (a BitmapOr of its three trigram indexes), which also yields the registration time for the
 * sort; of the users found by their profile or questionnaire name (their trigram indexes), only
 * those not found already are looked up in "user". With a broad word (20 000 matches) this reads
 * every match once, instead of once per branch plus once per match through the primary key. The
 * expressions are the indexes' expressions verbatim (see schema.server.ts): `lower(email)`,
 * `lower(name)`, `lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))` on user and
 * user_profiles, `lower(first_name || ' ' || last_name)` on questionnaires.
 */
function wordMatches(i: number, word: string): SQL {
  const p = containsPattern(word);
  const account = sql.raw(`acc${i}`);
  return sql`${account} as materialized (
    select u.id, u.created_at from "user" u
      where lower(u.email) like ${p}
         or lower(u.name) like ${p}
         or lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like ${p}
  ),
  ${sql.raw(`m${i}`)} as materialized (
    select a.id, a.created_at from ${account} a
    union all
    select u.id, u.created_at from "user" u where u.id in (
      (select p.user_id from user_profiles p
         where lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) like ${p}
       union
       select q.user_id from questionnaires q
         where lower(q.first_name || ' ' || q.last_name) like ${p})
      except
      select a.id from ${account} a)
  )`;
}

/**
 * The users matching every word: the CTEs (`with …`) and the name of the relation of
 * `(id, created_at)` rows they end in; null when the search has no words (all users). Profiles and
 * questionnaires always belong to an existing user (their user_id is a foreign key).
 */
function matchedUsers(words: string[]): { with: SQL; source: SQL } | null {
  if (words.length === 0) return null;
  const ctes = words.map((word, i) => wordMatches(i + 1, word));
  if (words.length === 1) return { with: sql`with ${ctes[0]}`, source: sql`m1` };
  // The first word's matches that every other word matches too (hash semi-joins: a word without
  // matches ends the search before the other words' matches are read in full).
  const others = words.slice(1).map((_, i) => sql`m.id in (select id from ${sql.raw(`m${i + 2}`)})`);
  ctes.push(sql`matched as materialized (select m.id, m.created_at from m1 m where ${sql.join(others, sql` and `)})`);
  return { with: sql`with ${sql.join(ctes, sql`,\n`)}`, source: sql`matched` };
}

function joinName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter((s) => s && s.trim()).join(" ").trim();
}

/** The SQL of one search page, with the parameters (for EXPLAIN in the tests). */
export interface UserSearchQuery {
  sql: SQL;
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * The one query of a search page: a row per user of the page, newest registration first, each with
 * the number of all matches (`total`); a single row with only `total` (and `id` null) when the page
 * is empty. The page is cut on the narrow `(id, created_at)` rows alone, then only its users are
 * read in full with their profile and questionnaire (by primary/unique key). Without words, the
 * page comes from `user_created_idx` in order and the total from a count of "user".
 */
export function userSearchQuery(input: { q: string; page: number; pageSize: number }): UserSearchQuery {
  const pageSize = Math.max(1, Math.min(100, Math.floor(input.pageSize) || 25));
  const page = Math.max(1, Math.floor(input.page) || 1);
  const offset = (page - 1) * pageSize;
  const matched = matchedUsers(searchWords(input.q));
  const source = matched?.source ?? sql`"user"`;
  const query = sql`${matched?.with ?? sql``}
    select t.total, u.id, u.email, u.name as account_name, u.first_name as account_first, u.last_name as account_last,
      u.created_at, pr.first_name as profile_first, pr.last_name as profile_last, pr.age as profile_age,
      pr.gender as profile_gender, pr.status as profile_status, q.id as q_id, q.first_name as q_first,
      q.last_name as q_last, q.age as q_age, q.gender as q_gender
    from (select count(*)::int as total from ${source}) t
    left join lateral (
      select s.id, s.created_at from ${source} s
      order by s.created_at desc, s.id desc
      limit ${pageSize} offset ${offset}
    ) page_users on true
    left join "user" u on u.id = page_users.id
    left join user_profiles pr on pr.user_id = page_users.id
    left join questionnaires q on q.user_id = page_users.id
    order by page_users.created_at desc, page_users.id desc`;
  return { sql: query, toSQL: () => new PgDialect().sqlToQuery(query) };
}

interface RawUserRow {
  total: number | string;
  id: string | null;
  email: string;
  account_name: string;
  account_first: string | null;
  account_last: string | null;
  created_at: Date | string;
  profile_first: string | null;
  profile_last: string | null;
  profile_age: number | null;
  profile_gender: string | null;
  profile_status: string | null;
  q_id: string | null;
  q_first: string | null;
  q_last: string | null;
  q_age: number | null;
  q_gender: string | null;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * One page of users matching `q` (first name, last name or e-mail, case-insensitive substring),
 * newest registration first, and how many match in all. `page` counts from 1.
 */
export async function searchUsers(
  db: DbOrTx,
  input: { q: string; page: number; pageSize: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const result = await queryRows<RawUserRow>(db, userSearchQuery(input).sql);
  return {
    total: Number(result[0]?.total ?? 0),
    rows: result
      .filter((r): r is RawUserRow & { id: string } => r.id !== null)
      .map((r) => ({
        id: r.id,
        email: r.email,
        name:
          joinName(r.q_first, r.q_last) ||
          joinName(r.profile_first, r.profile_last) ||
          joinName(r.account_first, r.account_last) ||
          r.account_name.trim(),
        age: r.q_age ?? r.profile_age ?? null,
        gender: r.q_gender ?? r.profile_gender ?? null,
        // No profile row: the profile's default (active) applies.
        status: r.profile_status === "inactive" ? "inactive" : "active",
        registeredAt: iso(r.created_at),
        hasQuestionnaire: r.q_id !== null,
      })),
  };
}

/* ───────────────────────────── one user's questionnaire ───────────────────────────── */

export interface QuestionnaireDetails {
  firstName: string;
  lastName: string;
  email: string;
  age: number;
  gender: string;
  mainGoals: string[];
  otherSport: boolean;
  otherSportDetails: string | null;
  trainingIntensity: string;
  trainingFrequency: string;
  sessionDuration: string;
  dailyActivity: string;
  trainingLevel: string;
  currentTraining: string;
  trainingExperience: string[];
  equipment: string[];
  healthRestrictions: string | null;
  exerciseDislikes: string | null;
  trainingPreferences: string | null;
  personalWishes: string | null;
  dataConsent: boolean;
  /** Ages 16–17: a parent or guardian agreed (questionnaire, spec part 1 + launch rule). */
  guardianConsent: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface UserDetails {
  userId: string;
  name: string;
  email: string;
  questionnaire: QuestionnaireDetails | null;
  /** The health data consent: given (with version) or withdrawn (decision 0074). */
  healthConsent: HealthConsentState;
}

/** A user with their questionnaire (null when they have none); null when the user does not exist. */
export async function getUserDetails(db: DbOrTx, userId: string): Promise<UserDetails | null> {
  const [row] = await db
    .select({
      user: { id: user.id, name: user.name, email: user.email, firstName: user.firstName, lastName: user.lastName },
      profile: { firstName: userProfiles.firstName, lastName: userProfiles.lastName },
      q: questionnaires,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .leftJoin(questionnaires, eq(questionnaires.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  const q = row.q;
  const healthConsent = await healthConsentState(db, userId);
  return {
    healthConsent,
    userId: row.user.id,
    email: row.user.email,
    name:
      (q ? joinName(q.firstName, q.lastName) : "") ||
      joinName(row.profile?.firstName, row.profile?.lastName) ||
      joinName(row.user.firstName, row.user.lastName) ||
      row.user.name.trim(),
    questionnaire: q
      ? {
          firstName: q.firstName,
          lastName: q.lastName,
          email: q.email,
          age: q.age,
          gender: q.gender,
          mainGoals: q.mainGoals,
          otherSport: q.otherSport,
          otherSportDetails: q.otherSportDetails,
          trainingIntensity: q.trainingIntensity,
          trainingFrequency: q.trainingFrequency,
          sessionDuration: q.sessionDuration,
          dailyActivity: q.dailyActivity,
          trainingLevel: q.trainingLevel,
          currentTraining: q.currentTraining,
          trainingExperience: q.trainingExperience,
          equipment: q.equipment,
          healthRestrictions: q.healthRestrictions,
          exerciseDislikes: q.exerciseDislikes,
          trainingPreferences: q.trainingPreferences,
          personalWishes: q.personalWishes,
          dataConsent: q.dataConsent,
          guardianConsent: q.guardianConsent,
          createdAt: q.createdAt.toISOString(),
          updatedAt: q.updatedAt.toISOString(),
        }
      : null,
  };
}

/* ───────────────────────────── the page ───────────────────────────── */

export const USERS_PAGE_SIZE = 25;
const MAX_PAGE = 100_000;

export interface UsersPageData {
  q: string;
  page: number;
  pageSize: number;
  /** The longest search text the server uses (the input's maxLength). */
  searchMaxLength: number;
  rows: AdminUserRow[];
  total: number;
  /** The questionnaire dialog's data, when `?details=<userId>` asks for it. */
  details: { userId: string; ok: true; user: UserDetails | null } | { userId: string; ok: false } | null;
  loadError: boolean;
}

/** The search text and page from the URL (`?q=…&page=…`), cleaned. */
export function usersPageParams(url: URL): { q: string; page: number; details: string | null } {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const details = url.searchParams.get("details");
  return {
    q,
    page: Number.isFinite(page) ? Math.min(MAX_PAGE, Math.max(1, page)) : 1,
    details: details && details.length <= 200 ? details : null,
  };
}

/**
 * The users tab: one page of the search and, when asked for, one user's questionnaire. A failing
 * query is logged and the page shows the spec's message instead of failing as a whole.
 */
export async function loadUsersPage(db: DbOrTx, url: URL): Promise<UsersPageData> {
  const { q, page, details } = usersPageParams(url);
  const [list, detail] = await Promise.allSettled([
    searchUsers(db, { q, page, pageSize: USERS_PAGE_SIZE }),
    details ? getUserDetails(db, details) : Promise.resolve(null),
  ]);
  let loadError = false;
  if (list.status === "rejected") {
    loadError = true;
    logger.error({ err: list.reason }, "admin users: search failed");
  }
  if (detail.status === "rejected") logger.error({ err: detail.reason }, "admin users: questionnaire failed to load");
  return {
    q,
    page,
    pageSize: USERS_PAGE_SIZE,
    searchMaxLength: SEARCH_MAX_LENGTH,
    rows: list.status === "fulfilled" ? list.value.rows : [],
    total: list.status === "fulfilled" ? list.value.total : 0,
    details: details
      ? detail.status === "fulfilled"
        ? { userId: details, ok: true, user: detail.value }
        : { userId: details, ok: false }
      : null,
    loadError,
  };
}
