/**
 * How long what is kept (docs/decisions/0076 and 0077, docs/security.md "Retention"). Pure.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The prompt as sent to the AI (training_plans.prompt_text) is deleted this long after the plan's approval. */
export const PROMPT_KEEP_DAYS = 30;
/** Finished jobs (their payloads may name an address, e.g. a sent mail's recipient) are deleted after this. */
export const FINISHED_JOB_KEEP_DAYS = 30;
/** How often the retention job runs. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;

/** § 257 Abs. 1 Nr. 2, 3, Abs. 4 HGB: business letters (the contract, the cancellation receipt) are kept six years. */
export const CONTRACT_KEEP_YEARS = 6;

/**
 * When the kept contract record may be deleted: the period starts at the end of the calendar year of
 * the contract's last event (its end, or the deletion), § 257 Abs. 5 HGB.
 */
export function contractRecordDeleteAfter(lastEvent: Date): Date {
  return new Date(Date.UTC(lastEvent.getUTCFullYear() + CONTRACT_KEEP_YEARS + 1, 0, 1));
}

export function promptPurgeBefore(now: Date): Date {
  return new Date(now.getTime() - PROMPT_KEEP_DAYS * DAY_MS);
}

export function finishedJobPurgeBefore(now: Date): Date {
  return new Date(now.getTime() - FINISHED_JOB_KEEP_DAYS * DAY_MS);
}

/** A sign-in this recent counts as "fresh" for deleting an account that has no password (Google). */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export function isFreshSignIn(sessionCreatedAt: Date, now: Date): boolean {
  return now.getTime() - sessionCreatedAt.getTime() <= FRESH_SIGN_IN_MS;
}
