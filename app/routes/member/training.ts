import { data } from "react-router";
import type { Route } from "./+types/training";
import { langOf, userOf } from "~/server/guards.server";
import { trainingAction, type TrainingAnswer } from "./training.server";
import { keepFormOnOutage } from "~/lib/outage-answer";

/**
 * `/{lang}/training/{planId}`: the writes of the plan view (set changes, feedback, submission). A
 * resource route below the member layout, so only a signed-in user reaches it; there is no page here.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return trainingAction(request, langOf(context), userOf(context), params.planId);
}

/** In the browser: a database outage becomes an answer, so the plan view and the typed text stay. */
export async function clientAction({ request, params, serverAction }: Route.ClientActionArgs) {
  return keepFormOnOutage(params.lang, request, async () => (await serverAction()) as TrainingAnswer);
}
