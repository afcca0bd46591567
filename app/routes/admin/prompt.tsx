import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/prompt";
import { promptSchema, validateContent, CONTENT_LIMITS } from "~/domain/admin/content-schemas";
import type { PromptName } from "~/domain/plan/prompts";

import { fmt } from "~/i18n";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { adminPromptsContent } from "~/i18n/pages/admin/prompts";
import { langOf, userOf } from "~/server/guards.server";
import { actionToast } from "~/server/auth/messages.server";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { loadPrompt, promptSample, savePrompt, type PromptAnswer } from "~/server/admin/prompts.server";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/runtime.server";
import { PromptEditor } from "~/components/admin/prompt-editor";
import { readForm } from "~/server/request-input.server";
import { formatCount } from "~/i18n/format";
import { keepAdminFormOnOutage } from "~/lib/outage-answer";

/**
 * The two prompt tabs (spec part 2 §2.5): this one module is registered twice in app/routes.ts,
 * as `admin-prompt-first` (`prompt`, the first plan's prompt) and `admin-prompt-week3`
 * (`prompt-ab-woche-3`, every later plan's). The matched route pattern decides which prompt is meant.
 */
const WEEK3_SLUG = "prompt-ab-woche-3";

function promptNameOf(pattern: string): PromptName {
  return pattern.replace(/\/+$/, "").endsWith(`/${WEEK3_SLUG}`) ? "training_plan_generation_week3" : "training_plan_generation";
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataFrom(matches);
  const week3 = location.pathname.replace(/\/+$/, "").endsWith(`/${WEEK3_SLUG}`);
  const t = adminPromptsContent[root.lang].prompts[week3 ? "training_plan_generation_week3" : "training_plan_generation"];
  return pageMeta(root, { slug: week3 ? `admin/${WEEK3_SLUG}` : "admin/prompt", title: t.title, noindex: true });
};

export async function loader({ pattern }: Route.LoaderArgs) {
  const name = promptNameOf(pattern);
  const db = await getDb();
  const [prompt, sample] = await Promise.all([loadPrompt(db, name), promptSample(db, name)]);
  return { prompt, sample };
}

/** In the browser: a database outage becomes this form's "not saved" answer, not the error page (~/lib/outage-answer). */
export async function clientAction({ params, serverAction }: Route.ClientActionArgs) {
  return keepAdminFormOnOutage(params.lang, serverAction);
}

export async function action({ request, context, pattern }: Route.ActionArgs) {
  assertSameOrigin(request);
  const lang = langOf(context);
  const admin = userOf(context);
  const name = promptNameOf(pattern);
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

export default function AdminPrompt() {
  const { prompt, sample } = useLoaderData<typeof loader>();
  // Keyed by name: the two prompt routes render this same component in the same place, and the
  // editor's typed text must not carry over from one prompt to the other.
  return <PromptEditor key={prompt.name} prompt={prompt} sample={sample} />;
}
