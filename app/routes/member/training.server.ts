/**
 * The action of `/{lang}/training/{planId}`: set changes, day/plan feedback and the submission of the
 * user's current plan, each a JSON request (the plan view posts with `fetch` for set changes, with
 * fetchers for feedback and the submission). The member layout's guard established the user; the
 * models below filter every row by that user.
 */
import { data } from "react-router";
import { trainingRequestSchema } from "~/domain/training/schemas";
import { isConfirmationWord } from "~/domain/training/rules";
import type { Lang } from "~/i18n/config";
import { trainingContent } from "~/i18n/pages/training";
import type { AppUser } from "~/server/auth/session.server";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { logger } from "~/server/logger.server";
import { isUuid } from "~/server/member/member-data.server";
import { containsUnstorableText } from "~/server/request-input.server";
import { getDb } from "~/server/runtime.server";
import { saveFeedback, saveProgress, submitPlan } from "~/server/training/training-data.server";
import { saveWorkout } from "~/server/training/workouts.server";
import { alternativesAt, applySwapChanges, renameSwappedSets, swapExercise } from "~/server/training/exercise-swaps.server";
import type { TrainingAnswer, TrainingRefusal } from "~/domain/training/answer";
import { makeToast } from "~/lib/toast";

export type { TrainingAnswer };

const toast = makeToast;

export async function trainingAction(request: Request, lang: Lang, user: AppUser, planId: string | undefined) {
  assertSameOrigin(request);
  const t = trainingContent[lang];
  const refuse = (status: number, intent: string, reason: TrainingRefusal, title: string, description?: string) =>
    data<TrainingAnswer>({ intent, ok: false, reason, toast: toast(title, description, "destructive") }, { status });

  if (!isUuid(planId)) return refuse(404, "unknown", "not-found", t.errors.notOpenTitle, t.errors.notOpen);
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return refuse(415, "unknown", "invalid", t.errors.notOpenTitle, t.errors.invalid);
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refuse(400, "unknown", "invalid", t.errors.notOpenTitle, t.errors.invalid);
  }
  // Text the database cannot store (a NUL byte) is refused before any rule sees it.
  if (containsUnstorableText(body)) return refuse(400, "unknown", "invalid", t.errors.notOpenTitle, t.errors.invalid);
  const parsed = trainingRequestSchema.safeParse(body);
  const intent = typeof (body as { intent?: unknown })?.intent === "string" ? String((body as { intent: string }).intent).slice(0, 20) : "unknown";
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((i) => i.message === "tooLong" && i.path[0] === "text");
    if (tooLong) {
      const day = Number((body as { day?: unknown }).day);
      const msg = day === 0 ? t.planFeedback : t.dayFeedback;
      return refuse(400, intent, "invalid", msg.tooLongTitle, msg.tooLong);
    }
    return refuse(400, intent, "invalid", t.errors.notOpenTitle, t.errors.invalid);
  }
  const req = parsed.data;
  const db = await getDb();
  try {
    switch (req.intent) {
      case "progress": {
        // Swaps first (decision 0104): sets of the same batch at a swapped slot then take the new name.
        const swapped = req.swaps.length > 0 ? await applySwapChanges(db, user.id, planId, req.swaps) : { ok: true as const, refused: [] };
        if (!swapped.ok) return refuse(swapped.reason === "not-found" ? 404 : 409, req.intent, swapped.reason, t.errors.notOpenTitle, t.errors.notOpen);
        const result = req.changes.length > 0 ? await saveProgress(db, user.id, planId, req.changes) : ({ ok: true, stored: 0, ignored: 0 } as const);
        if (!result.ok) return refuse(result.reason === "not-found" ? 404 : 409, req.intent, result.reason, t.errors.notOpenTitle, t.errors.notOpen);
        if (result.stored > 0) await renameSwappedSets(db, user.id, planId);
        return data<TrainingAnswer>({ intent: "progress", ok: true, stored: result.stored, ignored: result.ignored, refusedSwaps: swapped.refused });
      }
      case "feedback": {
        const result = await saveFeedback(db, user.id, planId, req.day, req.text);
        if (!result.ok) return refuse(result.reason === "not-found" ? 404 : 409, req.intent, result.reason, t.dayFeedback.errorTitle, t.errors.notOpen);
        return data<TrainingAnswer>({ intent: "feedback", ok: true, day: req.day, text: req.text, toast: toast(t.dayFeedback.savedTitle, undefined, "success") });
      }
      case "alternatives": {
        const list = await alternativesAt(db, user.id, planId, req.day, req.exerciseOrder);
        if (!list) return refuse(404, req.intent, "not-found", t.swap.errorTitle, t.errors.notOpen);
        const options = list.map((e) => ({ name: e.name, shownName: lang === "en" ? e.nameEn : e.name }));
        return data<TrainingAnswer>({ intent: "alternatives", ok: true, options });
      }
      case "swap": {
        const result = await swapExercise(db, user.id, planId, req.day, req.exerciseOrder, req.alternative);
        if (!result.ok) {
          if (result.reason === "not-allowed") return refuse(400, req.intent, result.reason, t.swap.errorTitle, t.swap.notAllowed);
          return refuse(result.reason === "not-found" ? 404 : 409, req.intent, result.reason, t.swap.errorTitle, t.errors.notOpen);
        }
        const alternative = result.swap?.alternativeName ?? null;
        const title = alternative ? t.swap.swappedTitle : t.swap.undoneTitle;
        return data<TrainingAnswer>({ intent: "swap", ok: true, day: req.day, exerciseOrder: req.exerciseOrder, alternative, toast: toast(title, undefined, "success") });
      }
      case "workout": {
        const result = await saveWorkout(db, user.id, planId, { day: req.day, startedAt: req.startedAt, finishedAt: req.finishedAt });
        if (!result.ok) return refuse(result.reason === "not-found" ? 404 : 409, req.intent, result.reason, t.errors.notOpenTitle, t.errors.notOpen);
        return data<TrainingAnswer>({ intent: "workout", ok: true, day: req.day });
      }
      case "submit": {
        if (!isConfirmationWord(req.word)) return refuse(400, req.intent, "wrong-word", t.submit.wrongWordTitle, t.submit.wrongWord);
        const result = await submitPlan(db, user.id, planId, t.submit.planLabel);
        if (!result.ok) {
          if (result.reason === "already-submitted") return refuse(409, req.intent, result.reason, t.submit.alreadyTitle, t.submit.already);
          return refuse(result.reason === "not-found" ? 404 : 409, req.intent, result.reason, t.submit.errorTitle, t.submit.failed);
        }
        logger.info({ userId: user.id, planId, recordId: result.recordId, followupJobCreated: result.followupJobCreated }, "plan submitted");
        return data<TrainingAnswer>({ intent: "submit", ok: true, toast: toast(t.submit.successTitle, t.submit.success, "success") });
      }
    }
  } catch (error) {
    logger.error({ err: error, userId: user.id, planId, intent: req.intent }, "training request failed");
    if (req.intent === "submit") {
      const unique = (error as { code?: string; cause?: { code?: string } })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";
      if (unique) return refuse(409, req.intent, "already-submitted", t.submit.alreadyTitle, t.submit.already);
      return refuse(500, req.intent, "error", t.submit.errorTitle, t.submit.failed);
    }
    if (req.intent === "swap") return refuse(500, req.intent, "error", t.swap.errorTitle, t.swap.error);
    if (req.intent === "feedback") return refuse(500, req.intent, "error", t.dayFeedback.errorTitle, t.dayFeedback.error);
    return refuse(500, req.intent, "error", t.sync.refusedTitle, t.sync.error);
  }
}
