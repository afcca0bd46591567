/**
 * better-auth keeps one `rate_limit` row per client address and path and never deletes them: rows
 * whose last request is older than the longest limit window are purged, at start-up and then every
 * few minutes (issue 13, finding 13). Counters per e-mail address are kept for their own, longer window.
 */
import { and, lt, not, or, like } from "drizzle-orm";
import type { Db, DbOrTx } from "~/server/db/client.server";
import { rateLimit } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { RATE_LIMITS } from "./auth.server";
import { ACCOUNT_KEEP_MS, ACCOUNT_KEY_PREFIX } from "./account-limits.server";

/** The longest window of any limit, in ms: an older row can no longer refuse anything. */
export const RATE_LIMIT_KEEP_MS = Math.max(60, ...Object.values(RATE_LIMITS).map((r) => r.window)) * 1000;
const PURGE_EVERY_MS = 5 * 60 * 1000;

export async function purgeRateLimits(db: DbOrTx, now = Date.now()): Promise<number> {
  // Counters per address (account-limits.server.ts) run over longer windows and are kept longer.
  const perAddress = like(rateLimit.key, `${ACCOUNT_KEY_PREFIX}%`);
  const rows = await db
    .delete(rateLimit)
    .where(
      or(
        and(not(perAddress), lt(rateLimit.lastRequest, now - RATE_LIMIT_KEEP_MS)),
        and(perAddress, lt(rateLimit.lastRequest, now - ACCOUNT_KEEP_MS)),
      ),
    )
    .returning({ id: rateLimit.id });
  return rows.length;
}

/** Purges now and every few minutes; returns the stop function. */
export function startRateLimitPurge(db: Db): () => void {
  const run = () =>
    purgeRateLimits(db).then(
      (n) => (n ? logger.info({ purged: n }, "old rate-limit rows purged") : undefined),
      (error: unknown) => logger.warn({ code: (error as { code?: string })?.code }, "rate-limit purge failed"),
    );
  void run();
  const timer = setInterval(() => void run(), PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
