/**
 * The admin's plan reads: list and search, one plan with everything the coach needs, the editor's
 * text and gate reference, the oldest draft. Every function takes the database or the caller's
 * transaction; the admin guard on the layout route has established who is asking. The coach's steps
 * (approve, complete, edit) are use cases in `app/server/plans/` (approve-plan.server.ts, …).
 */
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { shortJobError, type JobStatus } from "~/domain/admin/plans";
import { createExerciseLookup } from "~/domain/plan/match";
import { parsePlan } from "~/domain/plan/parser";
import type { AiFallback } from "~/domain/plan/repair";
import { runQualityReview } from "~/domain/plan/quality";
import type { CheckLookupRecord } from "~/domain/plan/checks";
import type { QualityResult } from "~/domain/plan/types";
import type { InjuryRecord } from "~/domain/exercises/types";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { queryRows, type DbOrTx } from "~/server/db/client.server";
import { questionnaires, trainingPlans } from "~/server/db/schema.server";
import { loadReferenceData, questionnaireAnswers } from "~/server/plan/generation-inputs.server";
import { CUSTOMER_NAME } from "~/server/plans/plan-rows.server";

/** The number of plans, for the Plans tab's label. */
export async function countPlans(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(trainingPlans);
  return row?.value ?? 0;
}

type RawRow = Record<string, unknown>;

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

export { searchPlans, planSearchQuery, type AdminPlanRow, type PlanSearchQuery } from "./plans-search.server";

/* ───────────────────────────── one plan ───────────────────────────── */

export interface JobSummary {
  id: string;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  /** The last error, shortened and without secrets (see shortJobError). */
  error: string | null;
  updatedAt: string;
  /** generate-followup: the follow-up plan the job produced or found. */
  result: { planId: string; sequenceNumber: number } | null;
}

export interface AdminPlanDetail {
  id: string;
  userId: string;
  questionnaireId: string | null;
  previousPlanId: string | null;
  sequenceNumber: number;
  status: string;
  submitted: boolean;
  createdAt: string;
  approvedAt: string | null;
  approvedByEmail: string | null;
  generator: string;
  model: string | null;
  /** The six gates and the coach checks (fit, safety). */
  gateResults: QualityResult[] | null;
  gatesPassed: boolean | null;
  /** The AI's drafts failed the gates twice and the built-in generator wrote the plan (repair.ts). */
  aiFallback: AiFallback | null;
  contentLength: number;
  customerName: string;
  customerEmail: string;
  hasSubmittedRecord: boolean;
  /** The plan after this one of the same customer (n+1), e.g. the draft a completion produced. */
  nextPlan: { id: string; sequenceNumber: number; status: string } | null;
  mailJob: JobSummary | null;
  followupJob: JobSummary | null;
}

function toJobSummary(r: RawRow | undefined): JobSummary | null {
  if (!r) return null;
  const raw = typeof r.result === "string" ? (JSON.parse(r.result) as unknown) : r.result;
  const result =
    raw && typeof raw === "object" && "planId" in raw && "sequenceNumber" in raw
      ? { planId: String((raw as { planId: unknown }).planId), sequenceNumber: Number((raw as { sequenceNumber: unknown }).sequenceNumber) }
      : null;
  return {
    id: String(r.id),
    status: r.status as JobStatus,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
    error: shortJobError(r.last_error as string | null),
    updatedAt: iso(r.updated_at),
    result,
  };
}

/** The newest job with this singleton key (the approval mail and the follow-up are one per plan). */
async function latestJob(db: DbOrTx, singletonKey: string): Promise<JobSummary | null> {
  const rows = await queryRows<RawRow>(
    db,
    sql`select id, status, attempts, max_attempts, last_error, updated_at, result from jobs
        where singleton_key = ${singletonKey} order by created_at desc limit 1`,
  );
  return toJobSummary(rows[0]);
}

/** The plan with its customer, approver, submitted record, successor and jobs; null when unknown. */
export async function getPlanDetail(db: DbOrTx, planId: string): Promise<AdminPlanDetail | null> {
  const [row] = await queryRows<RawRow>(
    db,
    sql`select p.id, p.user_id, p.questionnaire_id, p.previous_plan_id, p.sequence_number, p.status, p.submitted,
          p.created_at, p.approved_at, p.generator, p.model, p.gate_results, p.gates_passed, p.ai_fallback,
          char_length(p.content) as content_length, u.email, ${CUSTOMER_NAME} as customer_name,
          approver.email as approver_email,
          exists (select 1 from feedback_training_plans f where f.original_plan_id = p.id) as has_record,
          (select json_build_object('id', n.id, 'sequenceNumber', n.sequence_number, 'status', n.status)
             from training_plans n where n.user_id = p.user_id and n.sequence_number = p.sequence_number + 1) as next_plan
        from training_plans p
        join "user" u on u.id = p.user_id
        left join user_profiles up on up.user_id = p.user_id
        left join questionnaires qn on qn.user_id = p.user_id
        left join "user" approver on approver.id = p.approved_by
        where p.id = ${planId}`,
  );
  if (!row) return null;
  const [mailJob, followupJob] = await Promise.all([
    latestJob(db, `send-plan-approved-email:${planId}`),
    latestJob(db, `generate-followup:${planId}`),
  ]);
  const parse = <T>(v: unknown): T | null => (v === null || v === undefined ? null : ((typeof v === "string" ? JSON.parse(v) : v) as T));
  const next = parse<{ id: string; sequenceNumber: number; status: string }>(row.next_plan);
  return {
    id: String(row.id),
    userId: String(row.user_id),
    questionnaireId: row.questionnaire_id ? String(row.questionnaire_id) : null,
    previousPlanId: row.previous_plan_id ? String(row.previous_plan_id) : null,
    sequenceNumber: Number(row.sequence_number),
    status: String(row.status),
    submitted: row.submitted === true,
    createdAt: iso(row.created_at),
    approvedAt: isoOrNull(row.approved_at),
    approvedByEmail: (row.approver_email as string | null) ?? null,
    generator: String(row.generator),
    model: (row.model as string | null) ?? null,
    gateResults: parse<QualityResult[]>(row.gate_results),
    gatesPassed: row.gates_passed === null || row.gates_passed === undefined ? null : row.gates_passed === true,
    aiFallback: parse<AiFallback>(row.ai_fallback),
    contentLength: Number(row.content_length),
    customerName: String(row.customer_name ?? ""),
    customerEmail: String(row.email ?? ""),
    hasSubmittedRecord: row.has_record === true,
    nextPlan: next ? { id: String(next.id), sequenceNumber: Number(next.sequenceNumber), status: String(next.status) } : null,
    mailJob,
    followupJob,
  };
}

/** The plan text (for the editor). */
export async function getPlanContent(db: DbOrTx, planId: string): Promise<string | null> {
  const [row] = await db.select({ content: trainingPlans.content }).from(trainingPlans).where(eq(trainingPlans.id, planId));
  return row?.content ?? null;
}

/** The oldest draft waiting for approval (the coach's queue), other than `exceptId`. */
export async function oldestDraft(db: DbOrTx, exceptId?: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: trainingPlans.id })
    .from(trainingPlans)
    .where(exceptId ? and(eq(trainingPlans.status, "draft"), ne(trainingPlans.id, exceptId)) : eq(trainingPlans.status, "draft"))
    .orderBy(asc(trainingPlans.createdAt), asc(trainingPlans.id))
    .limit(1);
  return row ?? null;
}

/* ───────────────────────────── quality gates of an edited text ───────────────────────────── */

/** What the browser needs to run the parser and the six gates on an edited text exactly as the server does. */
export interface GateReference {
  /** The customer's answers without name and e-mail (no gate reads them); null without a questionnaire. */
  questionnaire: QuestionnaireAnswers | null;
  exercises: CheckLookupRecord[];
  injuries: Array<Pick<InjuryRecord, "name" | "keywords" | "exclusions" | "avoidTags"> & { nameEn?: string }>;
}

export async function loadGateReference(db: DbOrTx, userId: string): Promise<GateReference> {
  const [reference, [q]] = await Promise.all([
    loadReferenceData(db),
    db.select().from(questionnaires).where(eq(questionnaires.userId, userId)),
  ]);
  return {
    questionnaire: q ? { ...questionnaireAnswers(q), first_name: "", last_name: "", email: "" } : null,
    exercises: reference.exercises.map((e) => ({
      name: e.name,
      nameEn: e.nameEn,
      instructions: null,
      videoUrl: null,
      hashtag: e.hashtag,
      equipmentNeeded: e.equipmentNeeded,
      stressTags: e.stressTags,
      muscleGroups: e.muscleGroups,
      movementPattern: e.movementPattern,
    })),
    injuries: reference.injuries.map((i) => ({ name: i.name, nameEn: i.nameEn, keywords: i.keywords, exclusions: i.exclusions, avoidTags: i.avoidTags })),
  };
}

/** The six gates and the coach checks for a plan text (null without a questionnaire: they need the answers). */
export function gatesForText(content: string, reference: GateReference): QualityResult[] | null {
  if (!reference.questionnaire) return null;
  // The customer's equipment is the matcher's context (decision 0107).
  const lookup = createExerciseLookup(reference.exercises, { equipment: reference.questionnaire.equipment });
  return runQualityReview(parsePlan(content, lookup), reference.questionnaire, { exercises: lookup, injuries: reference.injuries });
}
