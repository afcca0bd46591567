/** The prompt tabs' loader and action (see prompt.tsx): which prompt is meant comes from the route. */
import { data } from "react-router";
import { promptSchema, validateContent, CONTENT_LIMITS } from "~/domain/admin/content-schemas";
import type { PromptName } from "~/domain/plan/prompts";
import { fmt } from "~/i18n";
import type { Lang } from "~/i18n/config";
import { formatCount } from "~/i18n/format";
import { adminPromptsContent } from "~/i18n/pages/admin/prompts";
import { actionToast } from "~/server/auth/messages.server";
import { assertSameOrigin } from "~/server/auth/origin.server";
import type { AppUser } from "~/server/auth/session.server";
import { loadPrompt, promptSample, savePrompt, type PromptAnswer } from "~/server/admin/prompts.server";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/runtime.server";
import { readForm } from "~/server/request-input.server";

export async function promptLoader(name: PromptName) {
  const db = await getDb();
  const [prompt, sample] = await Promise.all([loadPrompt(db, name), promptSample(db, name)]);
  return { prompt, sample };
}

export async function promptAction(request: Request, lang: Lang, admin: AppUser, name: PromptName) {
  assertSameOrigin(request);
  const t = adminPromptsContent[lang];
  const failed = (status: number, issue: Extract<PromptAnswer, { ok: false }>["issue"], message: string) =>
    data<PromptAnswer>({ ok: false, issue, toast: actionToast(fmt(t.toasts.failed, { message }), undefined, "destructive") }, { status });

  let content: FormDataEntryValue | null;
  try {
    content = (await readForm(request)).get("content");
  } catch {
    return failed(400, null, t.issues.unknown);
  }
  const v = validateContent(promptSchema, { content });
  if (!v.ok) {
    const issue = v.errors.content === "required" || v.errors.content === "tooLong" ? v.errors.content : "invalid";
    return failed(400, issue, fmt(t.issues[issue], { max: formatCount(CONTENT_LIMITS.promptMax, lang) }));
  }
  try {
    const saved = await savePrompt(await getDb(), admin, name, v.data.content);
    logger.info({ adminId: admin.id, prompt: name, lengthBefore: saved.lengthBefore, lengthAfter: saved.lengthAfter }, "prompt saved");
    return data<PromptAnswer>({ ok: true, updatedAt: saved.updatedAt, toast: actionToast(t.toasts.saved, undefined, "success") });
  } catch (error) {
    logger.error({ err: error, adminId: admin.id, prompt: name }, "prompt save failed");
    return failed(500, null, t.issues.unknown);
  }
}
