/**
 * What the plan view keeps on the device (spec part 2 §3 "Local browser storage"): the outbox of set
 * changes, the last chosen day and the scroll position, per plan. Cleared on sign-out, so the next
 * person on a shared device finds nothing of it.
 */
export const outboxKey = (planId: string) => `training_progress_${planId}`;
export const dayStorageKey = (planId: string) => `training-plan-day-${planId}`;
export const scrollStorageKey = (planId: string) => `training-plan-scroll-${planId}`;
/** Start and finish of each day's workout (issue 24). */
export const workoutStorageKey = (planId: string) => `training-workout-${planId}`;

// The rest timer's running rest goes too (its label names an exercise).
const PREFIXES = ["training_progress_", "training-plan-day-", "training-plan-scroll-", "training-workout-", "watts-rest-timer"];

export function clearTrainingData(storage: Pick<Storage, "length" | "key" | "removeItem"> | null = typeof window === "undefined" ? null : window.localStorage): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && PREFIXES.some((p) => key.startsWith(p))) keys.push(key);
    }
    keys.forEach((k) => storage.removeItem(k));
  } catch {
    /* storage unavailable: nothing kept */
  }
}
