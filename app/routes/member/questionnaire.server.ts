/**
 * The questionnaire page's loader and action. The action checks the origin first; the user comes from
 * the layout's guard, and all reads and writes go through member-data.server.ts, which filters by that user.
 */
import { redirect } from "react-router";
import { validateQuestionnaire } from "~/domain/questionnaire/schema";
import { emptyQuestionnaireValues, readQuestionnaireForm, type QuestionnaireField, type QuestionnaireFormValues } from "~/domain/questionnaire/form-values";
import { localizedPath, type Lang } from "~/i18n/config";
import { questionnaireContent } from "~/i18n/pages/questionnaire";
import { flashCookie } from "~/server/auth/flash.server";
import { assertSameOrigin } from "~/server/auth/origin.server";
import type { AppUser } from "~/server/auth/session.server";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/runtime.server";
import { getProfile } from "~/server/member/member-data.server";
import { getQuestionnaire, questionnaireFormValues, saveQuestionnaire } from "~/server/member/questionnaire.server";
import { answer, memberToast, type FormAnswer } from "~/server/member/form-answer.server";
import { readForm } from "~/server/request-input.server";

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

