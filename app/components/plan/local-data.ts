/**
 * What the plan view keeps on the device (spec part 2 §3 "Local browser storage"): the outbox of set
 * changes, the last chosen day and the scroll position, per plan. Cleared on sign-out, so the next
 * person on a shared device finds nothing of it.
 */
import type { SetChange } from "~/domain/training/progress";
import type { SwapChange } from "./swap-change";

export const outboxKey = (planId: string) => `training_progress_${planId}`;

/** The outbox's storage: localStorage in the browser, a fake in the tests. */
export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredOutbox {
  v: 1;
  changes: SetChange[];
  swaps?: SwapChange[];
}

export function readStored(storage: OutboxStorage | null | undefined, planId: string): StoredOutbox | null {
  if (!storage) return null;
  try {
    const parsed = JSON.parse(storage.getItem(outboxKey(planId)) ?? "null") as StoredOutbox | null;
    return parsed?.v === 1 ? parsed : null;
  } catch {
    return null;
  }
}

export function readOutbox(storage: OutboxStorage | null | undefined, planId: string): SetChange[] {
  const stored = readStored(storage, planId);
  return Array.isArray(stored?.changes) ? stored.changes : [];
}

export function readSwapOutbox(storage: OutboxStorage | null | undefined, planId: string): SwapChange[] {
  const stored = readStored(storage, planId);
  return Array.isArray(stored?.swaps) ? stored.swaps : [];
}

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
