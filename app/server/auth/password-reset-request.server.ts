/**
 * The request half of "forgot password" (see password-reset-job.server.ts for why it is a job): one
 * job insert for any well-formed address, the answer that is the same for every address, and the
 * language the worker runs the request in. Imported by auth.server.ts (the request path) and by the
 * job; imports neither, so the two do not import each other.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { z } from "zod";
import type { Lang } from "~/i18n/config";
import type { DbOrTx } from "~/server/db/client.server";
import { enqueueJob } from "~/server/jobs/queue.server";

/** better-auth's own answer, identical for every address. */
export const RESET_REQUESTED_ANSWER = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
} as const;

export const resetPayloadSchema = z.object({ email: z.email().max(254), lang: z.string() });

/** The language of the reset request the worker is running (the page the request came from). */
const workerLang = new AsyncLocalStorage<Lang>();
export function resetRequestLang(): Lang | undefined {
  return workerLang.getStore();
}
/** Runs the worker's request in the page's language (read back by `resetRequestLang`). */
export function inResetRequestLang<T>(lang: Lang, run: () => T): T {
  return workerLang.run(lang, run);
}

/**
 * The request path: one job insert for any well-formed address. Returns false for a body that is not
 * a reset request (better-auth then answers with its validation error).
 */
export async function enqueuePasswordResetRequest(db: DbOrTx, body: unknown, lang: Lang): Promise<boolean> {
  const email = (body as { email?: unknown } | undefined)?.email;
  const parsed = resetPayloadSchema.safeParse({ email: typeof email === "string" ? email.trim().toLowerCase() : email, lang });
  if (!parsed.success) return false;
  await enqueueJob(db, "request-password-reset", parsed.data, { maxAttempts: 3 });
  return true;
}
