/**
 * Plan generation on the server: load the questionnaire (and for follow-ups the history), assemble
 * the anonymous prompt, ask the AI provider or run the built-in generator, parse, run the quality
 * gates and store a draft plan. The draft, its expense row and the job's completion commit in one
 * transaction, so a job killed half-way is simply retried and never yields two plans.
 */
import { loggedSetOf } from "~/server/training/logged-set.server";
import { and, desc, eq, max, sql } from "drizzle-orm";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { matchInjuries } from "~/domain/exercises/injuries";
import { generatePlan, type PreviousPlanInput } from "~/domain/plan/generator";
import { parsePlan } from "~/domain/plan/parser";
import { createExerciseLookup } from "~/domain/plan/match";
import { qualityPassed, runQualityReview } from "~/domain/plan/quality";
import {
  assemblePrompt,
  injuryNotesFor,
  promptNameForSequence,
  type AssembledPrompt,
  type PreviousPlanSummary,
} from "~/domain/plan/prompts";
import type { QualityResult } from "~/domain/plan/types";
import { failedGates, repairRequest, type AiFallback } from "~/domain/plan/repair";
import { qualityChecksContent } from "~/i18n/pages/admin/quality-checks";
import { followupInput } from "~/domain/plan/follow-up-input";
import type { Db, DbOrTx } from "~/server/db/client.server";
import { isLang, type Lang } from "~/i18n/config";
import {
  exerciseSwaps,
  expenses,
  feedback,
  questionnaires,
  trainingPlans,
  trainingProgress,
  user,
} from "~/server/db/schema.server";
import { getEnv, type Env } from "~/server/env.server";
import { enqueueJob } from "~/server/jobs/queue.server";
import { PermanentJobError, type JobContext } from "~/server/jobs/worker.server";
import { promptExerciseNames } from "~/domain/plan/prompt-exercises";
import { AiPermanentError, completePlan } from "./ai-provider.server";
import { loadPlanHistory, loadReferenceData, questionnaireAnswers, type ReferenceData } from "./generation-inputs.server";


export interface PlanDraft {
  content: string;
  generator: "ai" | "builtin";
  model: string | null;
  prompt: AssembledPrompt;
  /** The six gates and the coach checks (fit, safety). */
  gateResults: QualityResult[];
  /** All six gates and all checks passed. */
  gatesPassed: boolean;
  /** Both AI calls' tokens and cost together (recorded as an expense even when the draft was dropped). */
  ai?: { inputTokens: number; outputTokens: number; cost: number; model: string; pricesConfigured: boolean };
  /** Set when the AI's drafts failed the gates twice and the built-in generator wrote the plan. */
  aiFallback?: AiFallback;
}

/** Drafts a plan text (no database writes): AI provider when configured, else the built-in generator. */
export async function draftPlan(
  env: Pick<Env, "ai">,
  reference: ReferenceData,
  questionnaire: QuestionnaireAnswers,
  options: { sequenceNumber: number; previous?: PreviousPlanInput; previousPlans?: PreviousPlanSummary[]; lang?: Lang },
): Promise<PlanDraft> {
  const injuries = matchInjuries(questionnaire.health_restrictions, reference.injuries);
  const prompt = assemblePrompt(reference.prompts[promptNameForSequence(options.sequenceNumber)], {
    questionnaire,
    exerciseNames: promptExerciseNames(reference.exercises, questionnaire.equipment, options.lang),
    injuryNotes: injuryNotesFor(injuries),
    previousPlans: options.previousPlans,
    lang: options.lang,
  });

  // The customer's equipment is the matcher's context (decision 0107).
  const lookup = createExerciseLookup(reference.exercises, { equipment: questionnaire.equipment });
  const check = (text: string) => runQualityReview(parsePlan(text, lookup), questionnaire, { exercises: lookup, injuries: reference.injuries });
  const builtin = () =>
    generatePlan({ questionnaire, exercises: reference.exercises, injuries: reference.injuries, previous: options.previous, language: options.lang }).text;

  if (!env.ai) {
    const content = builtin();
    const gateResults = check(content);
    return { content, generator: "builtin", model: null, prompt, gateResults, gatesPassed: qualityPassed(gateResults) };
  }

  // The AI's draft; failing a gate, one repair request with the failed checks; failing again, the
  // built-in generator's plan, marked for the coach. Every AI call's cost is recorded.
  const config = env.ai;
  const ask = async (repair?: { draft: string; request: string }) => {
    try {
      return await completePlan(config, prompt.text, repair ? { repair } : {});
    } catch (error) {
      if (error instanceof AiPermanentError) throw new PermanentJobError(error.message);
      throw error;
    }
  };
  const first = await ask();
  const ai = { inputTokens: first.inputTokens, outputTokens: first.outputTokens, cost: first.cost, model: first.model, pricesConfigured: config.pricesConfigured };
  let gateResults = check(first.text);
  if (qualityPassed(gateResults)) return { content: first.text, generator: "ai", model: first.model, prompt, gateResults, gatesPassed: true, ai };

  const second = await ask({ draft: first.text, request: repairRequest(failedGates(gateResults), qualityChecksContent.de.names) });
  ai.inputTokens += second.inputTokens;
  ai.outputTokens += second.outputTokens;
  ai.cost += second.cost;
  gateResults = check(second.text);
  if (qualityPassed(gateResults)) return { content: second.text, generator: "ai", model: second.model, prompt, gateResults, gatesPassed: true, ai };

  const aiFallback: AiFallback = { model: second.model, attempts: 2, failedGates: failedGates(gateResults) };
  const content = builtin();
  const builtinGates = check(content);
  return { content, generator: "builtin", model: null, prompt, gateResults: builtinGates, gatesPassed: qualityPassed(builtinGates), ai, aiFallback };
}

export interface GenerationResult {
  planId: string;
  sequenceNumber: number;
  created: boolean;
}

async function nextSequenceNumber(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ value: max(trainingPlans.sequenceNumber) }).from(trainingPlans).where(eq(trainingPlans.userId, userId));
  return (row?.value ?? 0) + 1;
}

/**
 * The answers changed while the draft was being generated (docs/decisions/0025): the draft is not
 * stored and the handler drafts again from the new version.
 */
export class SupersededAnswersError extends Error {
  constructor() {
    super("Der Fragebogen wurde während der Planerstellung geändert");
    this.name = "SupersededAnswersError";
  }
}

/** How often a handler drafts again while the answers keep changing, before the queue retries the job later. */
const MAX_REDRAFTS = 3;

async function storeDraft(
  ctx: JobContext,
  values: { userId: string; questionnaireId: string | null; previousPlanId: string | null; sequenceNumber: number },
  draft: PlanDraft,
  /** The questionnaire version the draft was built from (its updated_at as read before drafting). */
  builtFrom: { questionnaireId: string; updatedAt: Date },
): Promise<GenerationResult> {
  return ctx.db.transaction(async (tx) => {
    // The answers' version, re-read under a share lock. A questionnaire save in progress holds the
    // row lock: this waits for it and then sees the new version (draft discarded). A save that comes
    // later waits for this draft's commit and then deletes it. No draft of superseded answers stays.
    const [current] = await tx
      .select({ updatedAt: questionnaires.updatedAt })
      .from(questionnaires)
      .where(eq(questionnaires.id, builtFrom.questionnaireId))
      .for("share");
    if (!current || current.updatedAt.getTime() !== builtFrom.updatedAt.getTime()) throw new SupersededAnswersError();
    const [plan] = await tx
      .insert(trainingPlans)
      .values({
        userId: values.userId,
        questionnaireId: values.questionnaireId,
        previousPlanId: values.previousPlanId,
        content: draft.content,
        status: "draft",
        sequenceNumber: values.sequenceNumber,
        generator: draft.generator,
        model: draft.model,
        promptText: draft.prompt.text,
        promptHash: draft.prompt.hash,
        gateResults: draft.gateResults,
        gatesPassed: draft.gatesPassed,
        aiFallback: draft.aiFallback ?? null,
      })
      .returning({ id: trainingPlans.id });
    if (draft.ai) {
      await tx.insert(expenses).values({
        amount: draft.ai.cost,
        description:
          `KI-Trainingsplan #${values.sequenceNumber} (Plan ${plan!.id.slice(0, 8)}, ${draft.ai.model})` +
          (draft.aiFallback ? " – KI-Entwurf verworfen, Plan vom eingebauten Generator" : "") +
          (draft.ai.pricesConfigured ? "" : " – Preise nicht konfiguriert (AI_PRICE_*), Betrag 0 €"),
        planId: plan!.id,
        model: draft.ai.model,
        inputTokens: draft.ai.inputTokens,
        outputTokens: draft.ai.outputTokens,
      });
    }
    const result = { planId: plan!.id, sequenceNumber: values.sequenceNumber, created: true };
    await ctx.completeInTransaction(tx, result);
    return result;
  });
}

/**
 * Runs `attempt` again when the answers changed during generation (a few times; after that the
 * error goes to the queue, which retries the job later).
 */
async function redraftWhileSuperseded(attempt: () => Promise<GenerationResult>): Promise<GenerationResult> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof SupersededAnswersError) || round >= MAX_REDRAFTS) throw error;
    }
  }
}

/** The customer's language: the account's (set on registering from /en or /de, as the mails use it). */
async function customerLang(db: DbOrTx, userId: string): Promise<Lang> {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId));
  return isLang(row?.locale) ? row.locale : "de";
}

/** Job `generate-plan {questionnaireId, userId}`: the plan from a (new or updated) questionnaire. */
export async function handleGeneratePlan(ctx: JobContext, env: Pick<Env, "ai"> = getEnv()): Promise<GenerationResult> {
  const questionnaireId = String(ctx.job.payload.questionnaireId ?? "");
  const userId = String(ctx.job.payload.userId ?? "");
  return redraftWhileSuperseded(async () => {
    const [row] = await ctx.db
      .select()
      .from(questionnaires)
      .where(and(eq(questionnaires.id, questionnaireId), eq(questionnaires.userId, userId)));
    if (!row) throw new PermanentJobError("Fragebogen nicht gefunden");

    // Idempotent: a draft waiting for the coach, or a plan already made from this version of the
    // questionnaire, means there is nothing to do.
    const [existing] = await ctx.db
      .select({ id: trainingPlans.id, sequenceNumber: trainingPlans.sequenceNumber })
      .from(trainingPlans)
      .where(
        and(
          eq(trainingPlans.userId, userId),
          sql`(${trainingPlans.status} = 'draft' or (${trainingPlans.questionnaireId} = ${questionnaireId} and ${trainingPlans.createdAt} >= ${row.updatedAt}))`,
        ),
      )
      .orderBy(desc(trainingPlans.sequenceNumber))
      .limit(1);
    if (existing) return { planId: existing.id, sequenceNumber: existing.sequenceNumber, created: false };

    const reference = await loadReferenceData(ctx.db);
    const sequenceNumber = await nextSequenceNumber(ctx.db, userId);
    // The questionnaire-based plan always uses the first-plan prompt.
    const lang = await customerLang(ctx.db, userId);
    const draft = await draftPlan(env, reference, questionnaireAnswers(row), { sequenceNumber: 1, lang });
    return storeDraft(ctx, { userId, questionnaireId, previousPlanId: null, sequenceNumber }, draft, { questionnaireId, updatedAt: row.updatedAt });
  });
}

/** Job `generate-followup {planId}`: plan n+1 from plan n's logs and feedback. Returns the new sequence number. */
export async function handleGenerateFollowup(ctx: JobContext, env: Pick<Env, "ai"> = getEnv()): Promise<GenerationResult> {
  const planId = String(ctx.job.payload.planId ?? "");
  const [plan] = await ctx.db.select().from(trainingPlans).where(eq(trainingPlans.id, planId));
  if (!plan) throw new PermanentJobError("Plan nicht gefunden");
  if (plan.status === "draft") throw new PermanentJobError("Ein Entwurf kann nicht abgeschlossen werden");

  // The answers may change while the follow-up is drafted: then it is drafted again from the new ones.
  return redraftWhileSuperseded(async () => {
    const [already] = await ctx.db
      .select({ id: trainingPlans.id, sequenceNumber: trainingPlans.sequenceNumber })
      .from(trainingPlans)
      .where(and(eq(trainingPlans.userId, plan.userId), eq(trainingPlans.sequenceNumber, plan.sequenceNumber + 1)));
    if (already) return { planId: already.id, sequenceNumber: already.sequenceNumber, created: false };

    const [q] = await ctx.db.select().from(questionnaires).where(eq(questionnaires.userId, plan.userId));
    if (!q) throw new PermanentJobError("Kein Fragebogen für diesen Benutzer gefunden");

    const [progressRows, feedbackRows, history, reference, swaps] = await Promise.all([
      ctx.db.select().from(trainingProgress).where(and(eq(trainingProgress.userId, plan.userId), eq(trainingProgress.planId, plan.id))),
      ctx.db.select().from(feedback).where(and(eq(feedback.userId, plan.userId), eq(feedback.planId, plan.id))),
      loadPlanHistory(ctx.db, plan.userId),
      loadReferenceData(ctx.db),
      ctx.db
        .select({ day: exerciseSwaps.day, exerciseOrder: exerciseSwaps.exerciseOrder, originalName: exerciseSwaps.originalName, alternativeName: exerciseSwaps.alternativeName })
        .from(exerciseSwaps)
        .where(and(eq(exerciseSwaps.userId, plan.userId), eq(exerciseSwaps.planId, plan.id))),
    ]);
    const { sequenceNumber, previous, previousPlans } = followupInput({
      plan,
      progress: progressRows.map(loggedSetOf),
      feedback: feedbackRows.map((f) => ({ day: f.day, text: f.feedbackText })),
      history,
      swaps,
      now: new Date(),
    });
    const lang = await customerLang(ctx.db, plan.userId);
    const draft = await draftPlan(env, reference, questionnaireAnswers(q), { sequenceNumber, previous, previousPlans, lang });
    return storeDraft(ctx, { userId: plan.userId, questionnaireId: q.id, previousPlanId: plan.id, sequenceNumber }, draft, {
      questionnaireId: q.id,
      updatedAt: q.updatedAt,
    });
  });
}

/** Requests the plan for a questionnaire: idempotent, and in the caller's transaction when given one. */
export async function requestPlanGeneration(db: DbOrTx, input: { questionnaireId: string; userId: string }) {
  return enqueueJob(db, "generate-plan", input, { singletonKey: `generate-plan:${input.questionnaireId}`, maxAttempts: 5 });
}

/** Requests the follow-up of a plan (admin "complete plan"); idempotent per plan. */
export async function requestFollowup(db: DbOrTx, planId: string) {
  return enqueueJob(db, "generate-followup", { planId }, { singletonKey: `generate-followup:${planId}`, maxAttempts: 5 });
}

export type { Db };
