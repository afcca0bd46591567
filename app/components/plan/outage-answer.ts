/**
 * The plan view's feedback and submission are fetchers: a thrown 503 (the database cannot be reached,
 * decision 0049) would replace the whole plan view with the error page and lose the typed text. In the
 * browser the 503 becomes an answer instead — "not saved, you stay signed in" — and the form keeps
 * what was typed. Every other error is left to the error page.
 */
import { data, isRouteErrorResponse } from "react-router";
import { isUnavailableData } from "~/domain/unavailable";
import { catalogs } from "~/i18n";
import { isLang } from "~/i18n/config";
import type { TrainingAnswer } from "~/routes/member/training.server";

export async function keepFormOnOutage(lang: string | undefined, request: Request, run: () => Promise<TrainingAnswer>) {
  // Read before the server call consumes the body.
  const sent = request
    .clone()
    .json()
    .catch(() => null);
  try {
    return await run();
  } catch (error) {
    if (!(isRouteErrorResponse(error) && error.status === 503 && isUnavailableData(error.data))) throw error;
    const body: unknown = await sent;
    const intent = typeof (body as { intent?: unknown } | null)?.intent === "string" ? (body as { intent: string }).intent : "unknown";
    const m = catalogs[isLang(lang) ? lang : "de"].unavailable;
    const answer: TrainingAnswer = { intent, ok: false, reason: "error", toast: { id: crypto.randomUUID(), title: m.notSavedTitle, description: m.notSaved, variant: "destructive" } };
    // With its status: an answer of 400 or more skips the revalidation of the page's loaders, which
    // would fail the same way and bring the error page after all.
    return data(answer, { status: 503 });
  }
}
