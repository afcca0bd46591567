/**
 * The admin's user models: the searched, paginated user list and one user's questionnaire.
 *
 * The search runs in the database and stays fast with 100 000 users: every condition is
 * `lower(<expression>) like '%word%'` with the expression written EXACTLY as in one of the trigram
 * GIN indexes of the schema (user e-mail, account name, account first+last name, profile name,
 * questionnaire name), so PostgreSQL answers each part from its index (bitmap index scans), and the
 * parts are combined as `"user".id in (… union all …)` instead of an OR across joined tables (which
 * would force a scan of the join). Several words must all match (in any field): "muster anna" finds
 * Anna Muster. tests/integration/admin-overview-users.test.ts checks the plan with EXPLAIN on PostgreSQL.
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client.server";
import { logger } from "../logger.server";
import { questionnaires, user, userProfiles } from "../db/schema.server";

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
 * Users matching one word in any indexed field. The expressions are the indexes' expressions verbatim
 * (see schema.server.ts): `lower(email)`, `lower(name)`, `lower(coalesce(first_name, '') || ' ' ||
 * coalesce(last_name, ''))` on user and user_profiles, `lower(first_name || ' ' || last_name)` on
 * questionnaires.
 */
function matchesWord(word: string): SQL {
  const p = containsPattern(word);
  return sql`${user.id} in (
    select u2.id from "user" u2
      where lower(u2.email) like ${p}
         or lower(u2.name) like ${p}
         or lower(coalesce(u2.first_name, '') || ' ' || coalesce(u2.last_name, '')) like ${p}
    union all
    select p2.user_id from user_profiles p2
      where lower(coalesce(p2.first_name, '') || ' ' || coalesce(p2.last_name, '')) like ${p}
    union all
    select q2.user_id from questionnaires q2
      where lower(q2.first_name || ' ' || q2.last_name) like ${p}
  )`;
}

/** The condition of a search text: every word matches somewhere; undefined (all users) for none. */
export function userSearchCondition(q: string): SQL | undefined {
  const words = searchWords(q);
  return words.length === 0 ? undefined : and(...words.map(matchesWord));
}

function joinName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter((s) => s && s.trim()).join(" ").trim();
}

/**
 * The two queries of a search page (not yet run): the page's rows, newest registration first, and
 * the number of all matches. Exported so that tests can EXPLAIN exactly what runs.
 */
export function userSearchQueries(db: DbOrTx, input: { q: string; page: number; pageSize: number }) {
  const pageSize = Math.max(1, Math.min(100, Math.floor(input.pageSize) || 25));
  const page = Math.max(1, Math.floor(input.page) || 1);
  const where = userSearchCondition(input.q);
  // The page of users first (sorted and cut on the user table alone), then their profile and
  // questionnaire by primary/unique key for those rows only: joining before the sort would join
  // every user.
  const pageOfUsers = db
    .select({
      id: user.id,
      email: user.email,
      accountName: user.name,
      accountFirst: user.firstName,
      accountLast: user.lastName,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(where)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("page_users");
  return {
    rows: db
      .select({
        id: pageOfUsers.id,
        email: pageOfUsers.email,
        accountName: pageOfUsers.accountName,
        accountFirst: pageOfUsers.accountFirst,
        accountLast: pageOfUsers.accountLast,
        createdAt: pageOfUsers.createdAt,
        profileFirst: userProfiles.firstName,
        profileLast: userProfiles.lastName,
        profileAge: userProfiles.age,
        profileGender: userProfiles.gender,
        profileStatus: userProfiles.status,
        qId: questionnaires.id,
        qFirst: questionnaires.firstName,
        qLast: questionnaires.lastName,
        qAge: questionnaires.age,
        qGender: questionnaires.gender,
      })
      .from(pageOfUsers)
      .leftJoin(userProfiles, eq(userProfiles.userId, pageOfUsers.id))
      .leftJoin(questionnaires, eq(questionnaires.userId, pageOfUsers.id))
      .orderBy(desc(pageOfUsers.createdAt), desc(pageOfUsers.id)),
    count: db.select({ value: count() }).from(user).where(where),
  };
}

/**
 * One page of users matching `q` (first name, last name or e-mail, case-insensitive substring),
 * newest registration first, and how many match in all. `page` counts from 1.
 */
export async function searchUsers(
  db: DbOrTx,
  input: { q: string; page: number; pageSize: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const queries = userSearchQueries(db, input);
  const [rows, [total]] = await Promise.all([queries.rows, queries.count]);
  return {
    total: total?.value ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name:
        joinName(r.qFirst, r.qLast) ||
        joinName(r.profileFirst, r.profileLast) ||
        joinName(r.accountFirst, r.accountLast) ||
        r.accountName.trim(),
      age: r.qAge ?? r.profileAge ?? null,
      gender: r.qGender ?? r.profileGender ?? null,
      // No profile row: the profile's default (active) applies.
      status: r.profileStatus === "inactive" ? "inactive" : "active",
      registeredAt: r.createdAt.toISOString(),
      hasQuestionnaire: r.qId !== null,
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
  createdAt: string;
  updatedAt: string;
}

export interface UserDetails {
  userId: string;
  name: string;
  email: string;
  questionnaire: QuestionnaireDetails | null;
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
  return {
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
