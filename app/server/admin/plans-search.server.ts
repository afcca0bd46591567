/**
 * The Plans tab's search (spec part 2 §2.5): user name and e-mail, plan id, status and content, on
 * the server, one page at a time, newest first, fast with 100 000 plans (`npm run bench:admin-search`).
 * Re-exported by plans.server.ts, the admin's plan models.
 */
import { sql, type SQL } from "drizzle-orm";
import { escapeLike, interpretPlanSearch, isEmptySearch, type PlanSearch } from "~/domain/admin/plans";
import { queryRows, type DbOrTx } from "~/server/db/client.server";
import { CUSTOMER_NAME } from "~/server/plans/plan-rows.server";

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

export interface AdminPlanRow {
  id: string;
  userId: string;
  questionnaireId: string | null;
  sequenceNumber: number;
  status: string;
  submitted: boolean;
  createdAt: string;
  approvedAt: string | null;
  /** Questionnaire name, else profile name, else account name, else the e-mail. */
  customerName: string;
  customerEmail: string;
  /** A submitted-plan record exists: what the row may offer (domain/plan/lifecycle planActions). */
  hasSubmittedRecord: boolean;
}


/**
 * The plans matching the search's text and id prefix, as `(id, created_at)` rows of a UNION of
 * index-driven queries, each already filtered by status: `training_plans_id_text_idx` for the id
 * prefix; the trigram indexes on the names and the e-mail (expressions written exactly as indexed)
 * for the customer (a term with "@" only in the e-mail); `training_plans_content_fts_idx` for the
 * words of the content. Narrow rows keep the de-duplication, the count and the sort cheap; only the
 * page's rows are read in full afterwards. Null when the search has neither text nor id prefix.
 */
function matchingPlans(search: PlanSearch, where: SQL): SQL | null {
  const parts: SQL[] = [];
  if (search.idPrefix) {
    parts.push(sql`select p.id, p.created_at from training_plans p where (p.id::text) like ${`${escapeLike(search.idPrefix)}%`} and ${where}`);
  }
  if (search.text && search.emailOnly) {
    const pattern = `%${escapeLike(search.text)}%`;
    parts.push(sql`select p.id, p.created_at from training_plans p where ${where} and p.user_id in (
        select u.id from "user" u where lower(u.email) like ${pattern})`);
  } else if (search.text) {
    const pattern = `%${escapeLike(search.text)}%`;
    // The account's three columns in one pass over "user" (a BitmapOr of its three trigram indexes).
    parts.push(sql`select p.id, p.created_at from training_plans p where ${where} and p.user_id in (
        select u.id from "user" u
          where lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like ${pattern}
             or lower(u.name) like ${pattern}
             or lower(u.email) like ${pattern}
        union select up.user_id from user_profiles up where lower(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '')) like ${pattern}
        union select qn.user_id from questionnaires qn where lower(qn.first_name || ' ' || qn.last_name) like ${pattern})`);
    parts.push(sql`select p.id, p.created_at from training_plans p where to_tsvector('simple', p.content) @@ plainto_tsquery('simple', ${search.text}) and ${where}`);
  }
  return parts.length > 0 ? sql.join(parts, sql` union `) : null;
}

function statusFilter(search: PlanSearch): SQL {
  const conditions: SQL[] = [sql`true`];
  if (search.statuses.length > 0) conditions.push(sql`p.status in (${sql.join(search.statuses.map((s) => sql`${s}`), sql`, `)})`);
  if (search.submittedOnly) conditions.push(sql`p.submitted = true`);
  return sql.join(conditions, sql` and `);
}

type RawRow = Record<string, unknown>;

function toRow(r: RawRow): AdminPlanRow {
  return {
    id: String(r.id),
    userId: String(r.user_id),
    questionnaireId: r.questionnaire_id ? String(r.questionnaire_id) : null,
    sequenceNumber: Number(r.sequence_number),
    status: String(r.status),
    submitted: r.submitted === true || r.submitted === "t",
    createdAt: iso(r.created_at),
    approvedAt: isoOrNull(r.approved_at),
    customerName: String(r.customer_name ?? ""),
    customerEmail: String(r.email ?? ""),
    hasSubmittedRecord: r.has_record === true || r.has_record === "t",
  };
}

/** The page's plans, in full, with the customer's name and e-mail (`page` holds the page's ids). */
const PAGE_ROWS = sql`
    select p.id, p.user_id, p.questionnaire_id, p.sequence_number, p.status, p.submitted, p.created_at, p.approved_at,
      u.email, ${CUSTOMER_NAME} as customer_name,
      -- by (user_id, original_plan_id): the unique index of the submitted-plan records
      exists (select 1 from feedback_training_plans f where f.user_id = p.user_id and f.original_plan_id = p.id) as has_record`;
const PAGE_JOINS = sql`
    join "user" u on u.id = p.user_id
    left join user_profiles up on up.user_id = p.user_id
    left join questionnaires qn on qn.user_id = p.user_id
    order by p.created_at desc, p.id desc`;

/** One page of all plans, or of a status, newest first (the created_at / (status, created_at) indexes). */
function directPageQuery(where: SQL, limit: number, offset: number): SQL {
  return sql`
    with page as (
      select p.id from training_plans p where ${where}
      order by p.created_at desc, p.id desc
      limit ${limit} offset ${offset}
    )
    ${PAGE_ROWS}
    from page join training_plans p on p.id = page.id
    ${PAGE_JOINS}`;
}

/** One page of the matching plans, newest first, with the number of matches on every row. */
function matchedPageQuery(matched: SQL, limit: number, offset: number): SQL {
  return sql`
    with matched as materialized (${matched}),
    page as (
      select m.id from matched m
      order by m.created_at desc, m.id desc
      limit ${limit} offset ${offset}
    )
    ${PAGE_ROWS}, (select count(*) from matched) as total
    from page join training_plans p on p.id = page.id
    ${PAGE_JOINS}`;
}

export interface PlanSearchQuery {
  search: PlanSearch;
  /** One page of rows; with a `total` column when `totalInRows`. */
  rows: SQL;
  /** The number of matches (null when nothing can match). */
  total: SQL | null;
  totalInRows: boolean;
  /** Nothing can match (a term too short for names and content that is no id prefix either). */
  none: boolean;
}

/** The SQL of one search page (exported for the index checks of the tests and the benchmark). */
export function planSearchQuery(input: { q: string; page: number; pageSize: number }): PlanSearchQuery {
  const search = interpretPlanSearch(input.q);
  const pageSize = Math.min(100, Math.max(1, Math.floor(input.pageSize) || 25));
  const page = Math.max(1, Math.floor(input.page) || 1);
  const offset = (page - 1) * pageSize;
  const where = statusFilter(search);
  const matched = matchingPlans(search, where);
  if (!matched) {
    // All plans, or only a status filter: the created_at / (status, created_at) indexes give the page.
    return {
      search,
      rows: directPageQuery(where, pageSize, offset),
      total: isEmptySearch(search) ? sql`select count(*)::int as n from training_plans` : sql`select count(*)::int as n from training_plans p where ${where}`,
      totalInRows: false,
      none: search.tooShort,
    };
  }
  return {
    search,
    rows: matchedPageQuery(matched, pageSize, offset),
    total: sql`select count(*)::int as n from (${matched}) m`,
    totalInRows: true,
    none: false,
  };
}

/**
 * Spec §2.5 Plans tab: search over user name (and e-mail), plan id, status and content, on the
 * server, one page at a time, newest first. Fast with 100 000 plans: every branch is answered from
 * an index (see `matchingPlans`), and only the page's rows are read in full and joined with the names.
 */
export async function searchPlans(
  db: DbOrTx,
  input: { q: string; page: number; pageSize: number },
): Promise<{ rows: AdminPlanRow[]; total: number }> {
  const query = planSearchQuery(input);
  if (query.none || !query.total) return { rows: [], total: 0 };
  const countOf = async (q: SQL) => Number((await queryRows<{ n: number }>(db, q))[0]?.n ?? 0);
  if (!query.totalInRows) {
    const [rows, total] = await Promise.all([queryRows<RawRow>(db, query.rows), countOf(query.total)]);
    return { rows: rows.map(toRow), total };
  }
  const rows = await queryRows<RawRow>(db, query.rows);
  if (rows.length > 0) return { rows: rows.map(toRow), total: Number(rows[0]!.total) };
  // No row: no match at all, or a page past the end (then the total still tells how many there are).
  return { rows: [], total: input.page > 1 ? await countOf(query.total) : 0 };
}

