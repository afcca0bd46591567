/**
 * The admin's plan models: list and search, one plan with everything the coach needs, edit, approve,
 * complete. Every function takes the database or the caller's transaction; the admin guard on the
 * layout route has established who is asking. Writes lock the plan row, check that the status still
 * allows the step, and record the audit entry in the same transaction.
 */
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import {
  planActions,
  planEditIssue,
  planEditSchema,
  shortJobError,
  type PlanEditIssue,
  type JobStatus,
} from "../../domain/admin/plans";
import { approvalNeedsConfirmation, hasTrainingDay, summarizeQuality, type QualityId } from "../../domain/admin/plan-review";
import { createExerciseLookup } from "../../domain/plan/match";
import { parsePlan } from "../../domain/plan/parser";
import type { AiFallback } from "../../domain/plan/repair";
import { qualityPassed, runQualityReview } from "../../domain/plan/quality";
import type { CheckLookupRecord } from "../../domain/plan/checks";
import type { QualityResult } from "../../domain/plan/types";
import type { InjuryRecord } from "../../domain/exercises/types";
import type { QuestionnaireAnswers } from "../../domain/questionnaire/options";
import type { AppUser } from "../auth/session.server";
import { queryRows, type Db, type DbOrTx } from "../db/client.server";
import { feedbackTrainingPlans, questionnaires, trainingPlans } from "../db/schema.server";
import { requestApprovalEmail } from "../plan/approval-mail.server";
import { loadReferenceData, questionnaireAnswers, requestFollowup } from "../plan/generation.server";
import { recordAudit } from "./audit.server";
import { CUSTOMER_NAME } from "./plans-search.server";

type Admin = Pick<AppUser, "id" | "email">;

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
  const lookup = createExerciseLookup(reference.exercises);
  return runQualityReview(parsePlan(content, lookup), reference.questionnaire, { exercises: lookup, injuries: reference.injuries });
}

/* ───────────────────────────── writes ───────────────────────────── */

/** A step of a plan action that failed on the database (the page names the step, never the error). */
export class PlanStepError extends Error {
  constructor(
    readonly step: "load" | "update",
    cause: unknown,
  ) {
    super(`plan ${step} failed`, { cause });
    this.name = "PlanStepError";
  }
}

async function lockPlan(tx: DbOrTx, planId: string) {
  try {
    const [plan] = await tx
      .select({
        id: trainingPlans.id,
        userId: trainingPlans.userId,
        status: trainingPlans.status,
        submitted: trainingPlans.submitted,
        sequenceNumber: trainingPlans.sequenceNumber,
        content: trainingPlans.content,
        gateResults: trainingPlans.gateResults,
      })
      .from(trainingPlans)
      .where(eq(trainingPlans.id, planId))
      .for("update");
    if (!plan) return null;
    const [record] = await tx
      .select({ id: feedbackTrainingPlans.id })
      .from(feedbackTrainingPlans)
      .where(eq(feedbackTrainingPlans.originalPlanId, planId))
      .limit(1);
    return { ...plan, hasSubmittedRecord: Boolean(record) };
  } catch (error) {
    throw new PlanStepError("load", error);
  }
}

export type ApproveResult =
  | { ok: true; mailJobId: string; sequenceNumber: number; customerName: string }
  | { ok: false; reason: "not-found" | "already-approved" | "not-allowed" | "no-training-day" }
  /** The stored review failed: approved only with the coach's explicit confirmation. */
  | { ok: false; reason: "needs-confirmation"; failed: QualityId[]; sequenceNumber: number };

/**
 * Spec §4 approval, in one transaction: the plan row locked, the status checked again (a double
 * click or a concurrent request approves once; the second is told "already approved" and queues
 * nothing), status approved with time and admin, the approval mail job queued, the audit entry.
 * A plan text without a training day is refused; a plan whose stored quality review failed anywhere
 * is approved only when `confirmFailed` is set (decision 0086), and the audit entry names the
 * confirmed failures.
 */
export async function approvePlan(db: Db, admin: Admin, planId: string, options: { confirmFailed?: boolean } = {}): Promise<ApproveResult> {
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (!plan) return { ok: false as const, reason: "not-found" as const };
    if (plan.status === "approved") return { ok: false as const, reason: "already-approved" as const };
    if (!planActions(plan, plan.hasSubmittedRecord).canApprove) return { ok: false as const, reason: "not-allowed" as const };
    if (!hasTrainingDay(plan.content)) return { ok: false as const, reason: "no-training-day" as const };
    const review = summarizeQuality(plan.gateResults);
    if (approvalNeedsConfirmation(review) && !options.confirmFailed) return { ok: false as const, reason: "needs-confirmation" as const, failed: review!.failed, sequenceNumber: plan.sequenceNumber };
    const confirmedFailed = review && review.failed.length > 0 ? review.failed : undefined;
    try {
      await tx
        .update(trainingPlans)
        .set({ status: "approved", approvedAt: sql`now()`, approvedBy: admin.id, updatedAt: sql`now()` })
        .where(eq(trainingPlans.id, planId));
      const mail = await requestApprovalEmail(tx, planId);
      await recordAudit(tx, admin, "plan.approve", { type: "plan", id: planId }, {
        from: plan.status,
        sequenceNumber: plan.sequenceNumber,
        mailJobId: mail.job.id,
        ...(confirmedFailed ? { confirmedFailed } : {}),
      });
      const [named] = await queryRows<{ name: string }>(
        tx,
        sql`select ${CUSTOMER_NAME} as name from "user" u
            left join user_profiles up on up.user_id = u.id left join questionnaires qn on qn.user_id = u.id
            where u.id = ${plan.userId}`,
      );
      return { ok: true as const, mailJobId: mail.job.id, sequenceNumber: plan.sequenceNumber, customerName: named?.name ?? "" };
    } catch (error) {
      throw new PlanStepError("update", error);
    }
  });
}

export type CompleteResult =
  | {
      ok: true;
      jobId: string;
      jobCreated: boolean;
      sequenceNumber: number;
      /** The follow-up (plan n+1) when it exists already, with its status: the answer says where it stands. */
      next: { id: string; sequenceNumber: number; status: string } | null;
    }
  | { ok: false; reason: "not-found" | "not-allowed" };

/**
 * Spec §4 admin "complete plan": the follow-up generation queued (a singleton per plan; its handler
 * returns the existing plan n+1, so a draft the customer's submission already queued is not made
 * twice) and the audit entry, in one transaction.
 */
export async function completePlan(db: Db, admin: Admin, planId: string): Promise<CompleteResult> {
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (!plan) return { ok: false as const, reason: "not-found" as const };
    if (!planActions(plan, plan.hasSubmittedRecord).canComplete) return { ok: false as const, reason: "not-allowed" as const };
    try {
      const { job, created } = await requestFollowup(tx, planId);
      await recordAudit(tx, admin, "plan.complete", { type: "plan", id: planId }, { jobId: job.id, jobCreated: created, sequenceNumber: plan.sequenceNumber });
      const [next] = await tx
        .select({ id: trainingPlans.id, sequenceNumber: trainingPlans.sequenceNumber, status: trainingPlans.status })
        .from(trainingPlans)
        .where(and(eq(trainingPlans.userId, plan.userId), eq(trainingPlans.sequenceNumber, plan.sequenceNumber + 1)));
      return { ok: true as const, jobId: job.id, jobCreated: created, sequenceNumber: plan.sequenceNumber, next: next ?? null };
    } catch (error) {
      throw new PlanStepError("update", error);
    }
  });
}

export type EditResult =
  | { ok: true; gatesPassed: boolean | null; gateResults: QualityResult[] | null }
  | { ok: false; reason: "not-found" | "submitted" | PlanEditIssue };

/**
 * Spec §4 plan edit: the new text stored with its quality gates computed again (null without a
 * questionnaire) and the audit entry (lengths before and after, gates passed), in one transaction.
 * A submitted plan is the customer's record of what they trained and is refused.
 */
export async function editPlan(db: Db, admin: Admin, planId: string, text: string): Promise<EditResult> {
  const parsed = planEditSchema.safeParse({ content: text });
  if (!parsed.success) return { ok: false, reason: planEditIssue(parsed.error) };
  const { content } = parsed.data;
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (!plan) return { ok: false as const, reason: "not-found" as const };
    if (!planActions(plan, plan.hasSubmittedRecord).canEdit) return { ok: false as const, reason: "submitted" as const };
    const reference = await loadGateReference(tx, plan.userId);
    const gateResults = gatesForText(content, reference);
    const passed = gateResults ? qualityPassed(gateResults) : null;
    await tx
      .update(trainingPlans)
      .set({ content, gateResults, gatesPassed: passed, updatedAt: sql`now()` })
      .where(eq(trainingPlans.id, planId));
    await recordAudit(tx, admin, "plan.edit", { type: "plan", id: planId }, { lengthBefore: plan.content.length, lengthAfter: content.length, gatesPassed: passed });
    return { ok: true as const, gatesPassed: passed, gateResults };
  });
}
