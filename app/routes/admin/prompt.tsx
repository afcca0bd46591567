import { useLoaderData } from "react-router";
import type { Route } from "./+types/prompt";
import type { PromptName } from "~/domain/plan/prompts";

import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { adminPromptsContent } from "~/i18n/pages/admin/prompts";
import { langOf, userOf } from "~/server/guards.server";
import { promptAction, promptLoader } from "./prompt.server";
import { PromptEditor } from "~/components/admin/prompt-editor";
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
  return promptLoader(promptNameOf(pattern));
}

/** In the browser: a database outage becomes this form's "not saved" answer, not the error page (~/lib/outage-answer). */
export async function clientAction({ params, serverAction }: Route.ClientActionArgs) {
  return keepAdminFormOnOutage(params.lang, serverAction);
}

export async function action({ request, context, pattern }: Route.ActionArgs) {
  return promptAction(request, langOf(context), userOf(context), promptNameOf(pattern));
}

export default function AdminPrompt() {
  const { prompt, sample } = useLoaderData<typeof loader>();
  // Keyed by name: the two prompt routes render this same component in the same place, and the
  // editor's typed text must not carry over from one prompt to the other.
  return <PromptEditor key={prompt.name} prompt={prompt} sample={sample} />;
}
