/**
 * Loaders and actions of the member pages (questionnaire, payment demo, dashboard). The route modules
 * stay thin and call these. Every action checks the origin first; the user always comes from the
 * session, and all reads and writes go through member-data.server.ts, which filters by that user.
 */
import { keepOutOfPageCache } from "../html/member-page-cache.server";
import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { validatePlanFeedback, validateProfile, validateQuestionnaire } from "../../domain/questionnaire/schema";
import { emptyQuestionnaireValues, readProfileForm, readQuestionnaireForm, type FormErrors, type ProfileFormValues, type QuestionnaireField, type QuestionnaireFormValues } from "../../domain/questionnaire/form-values";
import { localizedPath, type Lang } from "../../i18n/config";
import { catalogs } from "../../i18n";
import { dashboardContent } from "../../i18n/pages/dashboard";
import { paymentContent } from "../../i18n/pages/payment";
import { questionnaireContent } from "../../i18n/pages/questionnaire";
import { makeToast, type Toast } from "../../lib/toast";
import { flashCookie } from "../auth/flash.server";
import { assertSameOrigin } from "../auth/origin.server";
import { getOptionalUser, type AppUser } from "../auth/session.server";
import { logger } from "../logger.server";
import { getSubscription, isRunning, startDemoSubscription } from "./subscription.server";
import { getDb } from "../runtime.server";
import {
  getProfile,
  getQuestionnaire,
  isUuid,
  loadDashboard,
  questionnaireFormValues,
  requestGenerationForNewest,
  savePlanFeedback,
  saveProfile,
  saveQuestionnaire,
  type DashboardData,
} from "./member-data.server";
import { readForm } from "../request-input.server";
import { isDatabaseUnavailable, isDatabaseUnavailableAnswer } from "../db/unavailable.server";

export type MemberToast = Toast;
const memberToast = makeToast;

/** The answer of a form action: which form, the verdict, and what the user typed (it survives errors). */
export interface FormAnswer<V, K extends string = string> {
  /** New for every answer, so the form re-initialises from `values`. */
  id: string;
  intent: string;
  ok: boolean;
  errors?: FormErrors<K>;
  values?: V;
  toast?: MemberToast;
}

function answer<V, K extends string>(status: number, body: Omit<FormAnswer<V, K>, "id">) {
  return data<FormAnswer<V, K>>({ id: randomUUID(), ...body }, { status });
}

/* ───────────────────────────── /:lang/fragebogen ───────────────────────────── */

export async function questionnaireLoader(user: AppUser) {
  const db = await getDb();
  const [q, profile] = await Promise.all([getQuestionnaire(db, user.id), getProfile(db, user.id)]);
  const initial: QuestionnaireFormValues = q
    ? questionnaireFormValues(q)
    : emptyQuestionnaireValues({
        first_name: profile?.firstName || user.firstName,
        last_name: profile?.lastName || user.lastName,
      });
  if (!q && profile?.age !== null && profile?.age !== undefined) initial.age = String(profile.age);
  return { email: user.email, initial, existing: Boolean(q) };
}

export type QuestionnaireAnswer = FormAnswer<QuestionnaireFormValues, QuestionnaireField>;

export async function questionnaireAction(request: Request, lang: Lang, user: AppUser) {
  assertSameOrigin(request);
  const t = questionnaireContent[lang].toasts;
  const values = readQuestionnaireForm(await readForm(request));
  const result = validateQuestionnaire(values);
  if (!result.ok) {
    return answer<QuestionnaireFormValues, QuestionnaireField>(400, { intent: "questionnaire", ok: false, errors: result.errors, values });
  }
  try {
    const saved = await saveQuestionnaire(await getDb(), user, result.data, "questionnaire-page");
    logger.info({ userId: user.id, questionnaireId: saved.id, created: saved.created, jobCreated: saved.jobCreated }, "questionnaire saved");
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "questionnaire could not be saved");
    return answer<QuestionnaireFormValues, QuestionnaireField>(500, {
      intent: "questionnaire",
      ok: false,
      values,
      toast: memberToast(t.errorTitle, t.error, "destructive"),
    });
  }
  throw redirect(localizedPath(lang, "bezahlung"), {
    headers: { "Set-Cookie": await flashCookie({ title: t.savedTitle, description: t.saved, variant: "success" }) },
  });
}

/* ───────────────────────────── /:lang/bezahlung ───────────────────────────── */

/** What the payment page can truthfully say to this visitor (issue 12 item 10). */
export type PaymentState =
  | { state: "anonymous" }
  | { state: "no-questionnaire" }
  | { state: "ready" }
  | { state: "paid"; since: string; endsAt: string | null };

export async function paymentLoader(request: Request): Promise<PaymentState> {
  const user = await getOptionalUser(request);
  if (!user) return { state: "anonymous" };
  const db = await getDb();
  const [q, sub] = await Promise.all([getQuestionnaire(db, user.id), getSubscription(db, user.id)]);
  if (isRunning(sub)) return { state: "paid", since: sub!.startedAt, endsAt: sub!.status === "cancelled" ? sub!.endsAt : null };
  return q ? { state: "ready" } : { state: "no-questionnaire" };
}

export interface PaymentAnswer {
  ok: boolean;
  /** True when the subscription was running before this click: nothing was paid again. */
  alreadyPaid?: boolean;
  toast?: MemberToast;
}

/**
 * The demo payment: without a questionnaire there is nothing to pay for; otherwise it starts the
 * subscription (a running one stays as it is) and requests the plan, in one transaction.
 */
export async function paymentAction(request: Request, lang: Lang) {
  assertSameOrigin(request);
  const t = paymentContent[lang].toasts;
  const user = await getOptionalUser(request);
  if (!user) return data<PaymentAnswer>({ ok: false, toast: memberToast(t.loginTitle, t.login, "destructive") }, { status: 401 });
  const db = await getDb();
  try {
    const result = await db.transaction(async (tx) => {
      if (!(await getQuestionnaire(tx, user.id))) return null;
      const { started } = await startDemoSubscription(tx, user.id);
      const generation = await requestGenerationForNewest(tx, user.id);
      return { started, ...generation };
    });
    if (!result) {
      return data<PaymentAnswer>({ ok: false, toast: memberToast(t.questionnaireFirstTitle, t.questionnaireFirst, "destructive") }, { status: 409 });
    }
    logger.info({ userId: user.id, ...result }, "payment demo: subscription and plan generation requested");
    if (!result.started) return data<PaymentAnswer>({ ok: true, alreadyPaid: true, toast: memberToast(t.alreadyPaidTitle, t.alreadyPaid) });
    return data<PaymentAnswer>({ ok: true, toast: memberToast(t.successTitle, t.success, "success") });
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "payment demo failed");
    return data<PaymentAnswer>({ ok: false, toast: memberToast(t.errorTitle, t.error, "destructive") }, { status: 500 });
  }
}

/* ───────────────────────────── /:lang/dashboard ───────────────────────────── */

export type DashboardLoaderData =
  | { signedIn: false }
  | ({ signedIn: true; email: string; twoFactorEnabled: boolean; hasPassword: boolean; loadError: false } & DashboardData)
  | { signedIn: true; email: string; loadError: true };

/**
 * Anonymous visitors get the login-required state and no member data. `?entry=<id>` opens a history
 * entry: an id that is not one of this user's entries is a 404.
 */
export async function dashboardLoader(request: Request): Promise<DashboardLoaderData> {
  const user = await getOptionalUser(request);
  if (!user) return { signedIn: false };
  const entry = new URL(request.url).searchParams.get("entry");
  if (entry !== null && !isUuid(entry)) throw data(null, { status: 404 });
  let dashboard: DashboardData;
  try {
    dashboard = await loadDashboard(await getDb(), user);
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
