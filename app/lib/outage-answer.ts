/**
 * Forms that send in the background (fetchers: the plan view's feedback and submission, every form of
 * the admin area): a thrown 503 — the database cannot be reached, decision 0049 — would replace the
 * whole page with the error page and lose what was typed (a day's feedback, a prompt, a plan text).
 * In the browser the 503 becomes the form's answer instead — "not saved, you stay signed in" — and the
 * form keeps its text. Every other error is left to the error page.
 */
import { data, isRouteErrorResponse } from "react-router";
import { isUnavailableData } from "~/lib/unavailable";
import { catalogs } from "~/i18n";
import { isLang } from "~/i18n/config";
import type { Toast } from "./toast";

export type OutageToast = Toast & { description: string; variant: "destructive" };

/** The refusal a write with an intent gets when the database is away. */
export interface OutageRefusal {
  intent: string;
  ok: false;
  reason: "error";
  toast: OutageToast;
}

function isOutage(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 503 && isUnavailableData(error.data);
}

/** Runs the server action; an outage becomes `answer(toast)` with status 503. */
export async function answerOutage<A>(lang: string | undefined, run: () => Promise<A>, answer: (toast: OutageToast) => A | Promise<A>) {
  try {
    return await run();
  } catch (error) {
    if (!isOutage(error)) throw error;
    const m = catalogs[isLang(lang) ? lang : "de"].unavailable;
    // With its status: an answer of 400 or more skips the revalidation of the page's loaders, which
    // would fail the same way and bring the error page after all.
    return data(await answer({ id: crypto.randomUUID(), title: m.notSavedTitle, description: m.notSaved, variant: "destructive" }), { status: 503 });
  }
}

/** The plan view's writes (JSON bodies with an intent). */
export async function keepFormOnOutage<A>(lang: string | undefined, request: Request, run: () => Promise<A>) {
  // Read before the server call consumes the body.
  const sent = request
    .clone()
    .json()
    .catch(() => null);
  return answerOutage<A | OutageRefusal>(lang, run, async (toast) => {
    const body: unknown = await sent;
    const intent = typeof (body as { intent?: unknown } | null)?.intent === "string" ? (body as { intent: string }).intent : "unknown";
    return { intent, ok: false, reason: "error", toast };
  });
}

/** An admin form's refusal: no field errors, the toast says why; the form keeps what was typed. */
export function keepAdminFormOnOutage(lang: string | undefined, run: () => Promise<unknown>) {
  return answerOutage(lang, run, (toast) => ({ ok: false as const, errors: {}, toast }));
}
