/**
 * Forgot password without an answer-time difference (issue 13, finding 16). better-auth's
 * request-password-reset does different database work for a known address (token row, mail job)
 * than for an unknown one (one lookup), which made the answer measurably slower for accounts that
 * exist. Requests from outside (HTTP) therefore only enqueue one `request-password-reset` job — the
 * same single insert for every address — and get the same answer; the worker then runs better-auth's
 * own request (token and reset mail for a known address, nothing for an unknown one).
 * The request half (the insert and the shared answer) is password-reset-request.server.ts.
 */
import { isLang, localizedPath, type Lang } from "~/i18n/config";
import type { JobContext } from "~/server/jobs/worker.server";
import { getAuth, type Auth } from "./auth.server";
import { inResetRequestLang, resetPayloadSchema } from "./password-reset-request.server";

/** Job `request-password-reset {email, lang}`: better-auth's request, in the page's language. */
export async function handlePasswordResetRequest(ctx: JobContext, instance?: Auth): Promise<void> {
  const parsed = resetPayloadSchema.safeParse(ctx.job.payload);
  if (!parsed.success) return;
  const lang: Lang = isLang(parsed.data.lang) ? parsed.data.lang : "de";
  const auth = instance ?? (await getAuth());
  await inResetRequestLang(lang, () =>
    auth.api.requestPasswordReset({ body: { email: parsed.data.email, redirectTo: localizedPath(lang, "reset-password") } }),
  );
}
