/**
 * Forgot password without an answer-time difference (issue 13, finding 16). better-auth's
 * request-password-reset does different database work for a known address (token row, mail job)
 * than for an unknown one (one lookup), which made the answer measurably slower for accounts that
 * exist. Requests from outside (HTTP) therefore only enqueue one `request-password-reset` job — the
 * same single insert for every address — and get the same answer; the worker then runs better-auth's
 * own request (token and reset mail for a known address, nothing for an unknown one).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { z } from "zod";
import { isLang, localizedPath, type Lang } from "../../i18n/config";
import type { DbOrTx } from "../db/client.server";
import { enqueueJob } from "../jobs/queue.server";
import type { JobContext } from "../jobs/worker.server";
import { getAuth, type Auth } from "./auth.server";

/** better-auth's own answer, identical for every address. */
export const RESET_REQUESTED_ANSWER = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
} as const;

const payloadSchema = z.object({ email: z.email().max(254), lang: z.string() });

/** The language of the reset request the worker is running (the page the request came from). */
const workerLang = new AsyncLocalStorage<Lang>();
export function resetRequestLang(): Lang | undefined {
  return workerLang.getStore();
}

/**
 * The request path: one job insert for any well-formed address. Returns false for a body that is not
 * a reset request (better-auth then answers with its validation error).
 */
export async function enqueuePasswordResetRequest(db: DbOrTx, body: unknown, lang: Lang): Promise<boolean> {
  const email = (body as { email?: unknown } | undefined)?.email;
  const parsed = payloadSchema.safeParse({ email: typeof email === "string" ? email.trim().toLowerCase() : email, lang });
  if (!parsed.success) return false;
  await enqueueJob(db, "request-password-reset", parsed.data, { maxAttempts: 3 });
  return true;
}

/** Job `request-password-reset {email, lang}`: better-auth's request, in the page's language. */
export async function handlePasswordResetRequest(ctx: JobContext, instance?: Auth): Promise<void> {
  const parsed = payloadSchema.safeParse(ctx.job.payload);
  if (!parsed.success) return;
  const lang: Lang = isLang(parsed.data.lang) ? parsed.data.lang : "de";
  const auth = instance ?? (await getAuth());
  await workerLang.run(lang, () =>
    auth.api.requestPasswordReset({ body: { email: parsed.data.email, redirectTo: localizedPath(lang, "reset-password") } }),
  );
}
