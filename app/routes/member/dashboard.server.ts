/**
 * The dashboard's loader and action. The action checks the origin first; the user always comes from
 * the session, and all reads and writes go through member-data.server.ts, which filters by that user.
 */
import { keepOutOfPageCache } from "~/server/html/member-page-cache.server";
import { data } from "react-router";
import { validatePlanFeedback, validateProfile, validateQuestionnaire } from "~/domain/questionnaire/schema";
import { readProfileForm, readQuestionnaireForm, type ProfileFormValues, type QuestionnaireField, type QuestionnaireFormValues } from "~/domain/questionnaire/form-values";
import type { Lang } from "~/i18n/config";
import { catalogs } from "~/i18n";
import { dashboardContent } from "~/i18n/pages/dashboard";
import { questionnaireContent } from "~/i18n/pages/questionnaire";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { getOptionalUser, type AppUser } from "~/server/auth/session.server";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/runtime.server";
import { isUuid, loadDashboard, savePlanFeedback, saveProfile, type DashboardData } from "~/server/member/member-data.server";
import { saveQuestionnaire } from "~/server/member/questionnaire.server";
import { answer, memberToast, type FormAnswer } from "~/server/member/form-answer.server";
import { readForm } from "~/server/request-input.server";
import { isDatabaseUnavailable, isDatabaseUnavailableAnswer } from "~/server/db/unavailable.server";

export type DashboardLoaderData =
  | { signedIn: false }
  | ({ signedIn: true; email: string; twoFactorEnabled: boolean; hasPassword: boolean; loadError: false } & DashboardData)
  | { signedIn: true; email: string; loadError: true };

/**
 * Anonymous visitors get the login-required state and no member data. `?entry=<id>` opens a history
 * entry: an id that is not one of this user's entries is a 404.
 */
export async function dashboardLoader(request: Request, lang: Lang): Promise<DashboardLoaderData> {
  const user = await getOptionalUser(request);
  if (!user) return { signedIn: false };
  const entry = new URL(request.url).searchParams.get("entry");
  if (entry !== null && !isUuid(entry)) throw data(null, { status: 404 });
  let dashboard: DashboardData;
  try {
    dashboard = await loadDashboard(await getDb(), user, lang);
  } catch (error) {
    // An outage is the 503 page ("you stay signed in", decision 0049), not this page's load error.
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, userId: user.id }, "dashboard could not be loaded");
    keepOutOfPageCache();
    return { signedIn: true, email: user.email, loadError: true };
  }
  if (entry !== null && !dashboard.history.some((h) => h.id === entry)) throw data(null, { status: 404 });
  return { signedIn: true, email: user.email, twoFactorEnabled: user.twoFactorEnabled, loadError: false, ...dashboard };
}

export type DashboardIntent = "questionnaire" | "profile" | "plan-feedback";

export type DashboardAnswer =
  | FormAnswer<QuestionnaireFormValues, QuestionnaireField>
  | FormAnswer<ProfileFormValues, keyof ProfileFormValues>
  | FormAnswer<{ entryId: string; feedback: string }, "feedback">;

/** What the user typed into the dashboard form named by `intent`, to give back with an error. */
function typedValues(intent: string, form: FormData) {
  if (intent === "questionnaire") return readQuestionnaireForm(form);
  if (intent === "profile") return readProfileForm(form);
  if (intent === "plan-feedback") return { entryId: String(form.get("entryId") ?? ""), feedback: String(form.get("feedback") ?? "") };
  return undefined;
}

// size: the dashboard's intents dispatched in one place
export async function dashboardAction(request: Request, lang: Lang) {
  assertSameOrigin(request);
  const t = dashboardContent[lang];
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  let user: AppUser | null;
  try {
    user = await getOptionalUser(request);
  } catch (error) {
    // A database outage: the dashboard's forms are fetchers, and a thrown 503 would replace the whole
    // page with the error page and drop what was typed. An answer keeps the form as it is (decision 0049).
    if (!isDatabaseUnavailableAnswer(error)) throw error;
    return answer(503, { intent, ok: false, values: typedValues(intent, form), toast: memberToast(catalogs[lang].unavailable.notSavedTitle, catalogs[lang].unavailable.notSaved, "destructive") });
  }
  if (!user) {
    return answer(401, { intent, ok: false, toast: memberToast(t.toasts.notLoggedInTitle, t.toasts.notLoggedIn, "destructive") });
  }
  const db = await getDb();
  switch (intent) {
    case "questionnaire": {
      const values = readQuestionnaireForm(form);
      const result = validateQuestionnaire(values);
      if (!result.ok) {
        return answer<QuestionnaireFormValues, QuestionnaireField>(400, {
          intent,
          ok: false,
          errors: result.errors,
          values,
          toast: memberToast(t.profile.invalidTitle, questionnaireContent[lang].errorSummary, "destructive"),
        });
      }
      try {
        const saved = await saveQuestionnaire(db, user, result.data, "profile-tab");
        logger.info({ userId: user.id, questionnaireId: saved.id, created: saved.created }, "questionnaire edited in the profile tab");
        return answer<QuestionnaireFormValues, QuestionnaireField>(200, {
          intent,
          ok: true,
          values,
          toast: memberToast(t.profile.questionnaireSavedTitle, t.profile.questionnaireSaved, "success"),
        });
      } catch (error) {
        logger.error({ err: error, userId: user.id }, "questionnaire edit failed");
        return answer<QuestionnaireFormValues, QuestionnaireField>(500, {
          intent,
          ok: false,
          values,
          toast: memberToast(t.profile.errorTitle, t.profile.questionnaireError, "destructive"),
        });
      }
    }
    case "profile": {
      const values = readProfileForm(form);
      const result = validateProfile(values);
      if (!result.ok) {
        return answer<ProfileFormValues, keyof ProfileFormValues>(400, {
          intent,
          ok: false,
          errors: result.errors,
          values,
          toast: memberToast(t.profile.invalidTitle, questionnaireContent[lang].errorSummary, "destructive"),
        });
      }
      try {
        await saveProfile(db, user.id, result.data);
        return answer<ProfileFormValues, keyof ProfileFormValues>(200, {
          intent,
          ok: true,
          values,
          toast: memberToast(t.profile.savedTitle, t.profile.saved, "success"),
        });
      } catch (error) {
        logger.error({ err: error, userId: user.id }, "profile save failed");
        return answer<ProfileFormValues, keyof ProfileFormValues>(500, {
          intent,
          ok: false,
          values,
          toast: memberToast(t.profile.errorTitle, t.profile.error, "destructive"),
        });
      }
    }
    case "plan-feedback": {
      const entryId = String(form.get("entryId") ?? "");
      const raw = String(form.get("feedback") ?? "");
      const values = { entryId, feedback: raw };
      const result = validatePlanFeedback(raw);
      if (!result.ok) {
        return answer<typeof values, "feedback">(400, {
          intent,
          ok: false,
          errors: result.errors,
          values,
          toast: memberToast(t.history.feedbackTooLongTitle, t.history.feedbackTooLong, "destructive"),
        });
      }
      try {
        const outcome = await savePlanFeedback(db, user.id, entryId, result.data.feedback);
        if (outcome === "not-found") {
          return answer<typeof values, "feedback">(404, {
            intent,
            ok: false,
            values,
            toast: memberToast(t.history.feedbackErrorTitle, t.history.feedbackError, "destructive"),
          });
        }
        return answer<typeof values, "feedback">(200, {
          intent,
          ok: true,
          values: { entryId, feedback: result.data.feedback },
          toast: memberToast(t.history.feedbackSaved, undefined, "success"),
        });
      } catch (error) {
        logger.error({ err: error, userId: user.id }, "plan feedback save failed");
        return answer<typeof values, "feedback">(500, {
          intent,
          ok: false,
          values,
          toast: memberToast(t.history.feedbackErrorTitle, t.history.feedbackError, "destructive"),
        });
      }
    }
    default:
      return answer(400, { intent, ok: false });
  }
}
