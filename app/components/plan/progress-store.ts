/**
 * The plan view's per-set state and its way to the server. Framework-free (unit-tested with a fake
 * fetch and storage); React reads it through `useSyncExternalStore`, one subscription per exercise,
 * so ticking a set re-renders only that exercise's card.
 *
 * Every change goes first into the outbox, kept in localStorage under `training_progress_{planId}`
 * (a reload or a lost network never loses an entered value), then to the server in batches: at most
 * one request in flight and one every `minIntervalMs`. Without network the status says so and the
 * outbox waits for the `online` event. The server keeps the newest change of each set (by the time of
 * the change on the device), so a retried or late batch is harmless.
 *
 * Exercise swaps take the same way (decision 0104): applied on the device at once, kept in the same
 * outbox, sent in the same batch, refused ones rolled back (`onSwapsSettled`).
 */
import type { LoggedSet } from "~/domain/training/logged-set";
import {
  exerciseKey,
  maxSetsOf,
  mergeChanges,
  progressByExercise,
  setKey,
  setsFor,
  type SetChange,
  type SetValues,
} from "~/domain/training/progress";
import type { ParsedPlan } from "~/domain/plan/types";
import { outboxKey, readOutbox, readSwapOutbox, type OutboxStorage, type StoredOutbox } from "./local-data";
import { slotKey, type SwapChange, type SwapSendResult } from "./swap-change";

export type { SwapChange };
export { readOutbox, readSwapOutbox, type OutboxStorage } from "./local-data";

export type SyncStatus = "saved" | "saving" | "offline" | "error";

export interface ProgressStoreOptions {
  planId: string;
  plan: ParsedPlan;
  /** What the server has stored for this plan. */
  stored: readonly LoggedSet[];
  /** POSTs one batch; resolves with the HTTP status (and the swaps the server refused), rejects on a network error. */
  send: (changes: SetChange[], swaps: SwapChange[]) => Promise<number | SwapSendResult>;
  /** The swaps the server has stored for this plan (their stored names are the slots' names). */
  swaps?: readonly { day: number; exerciseOrder: number; alternativeName: string }[];
  /** After a batch with swaps was taken: the ones the server refused (already rolled back here). */
  onSwapsSettled?: (refused: SwapChange[]) => void;
  storage?: OutboxStorage | null;
  isOnline?: () => boolean;
  now?: () => number;
  minIntervalMs?: number;
  /** Called when the server refuses a batch for good (plan no longer open, invalid). */
  onRefused?: (status: number) => void;
  schedule?: (fn: () => void, ms: number) => unknown;
  /**
   * Where a set change's outbox write and status change run: in the browser after the tap's frame is
   * painted (`afterPaint`, decision 0133), so ticking a set shows at once; without it, at once.
   */
  defer?: (fn: () => void) => void;
}

// size: a closure: the store's methods share its private state
export function createProgressStore(options: ProgressStoreOptions) {
  const { planId, plan, send } = options;
  const storage = options.storage ?? null;
  const now = options.now ?? Date.now;
  const isOnline = options.isOnline ?? (() => true);
  const minInterval = options.minIntervalMs ?? 500;
  const schedule = options.schedule ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const defer = options.defer ?? ((fn: () => void) => fn());

  // Sets per exercise: the plan's prescription, then what the server stored, then the local outbox
  // where it is newer than the server's version of that set.
  const storedTimes = new Map<string, number>();
  for (const r of options.stored) storedTimes.set(setKey({ day: r.day, exerciseOrder: r.exercise_order, setNumber: r.set_number }), Date.parse(r.updated_at ?? "") || 0);
  const logged = progressByExercise(options.stored);
  const sets = new Map<string, SetValues[]>();
  const names = new Map<string, string>();
  const prescribed = new Map<string, number>();
  for (const day of plan.days) {
    if (day.isRestDay) continue;
    day.exercises.forEach((ex, order) => {
      const key = exerciseKey(day.day, order);
      sets.set(key, setsFor(ex, logged.get(key)));
      names.set(key, ex.name);
      prescribed.set(key, ex.setsData.length);
    });
  }
  let outbox = new Map<string, SetChange>();
  // Swaps: the server's (by slot), the device's own not yet confirmed (they win), and those waiting to be sent.
  const serverSwaps = new Map((options.swaps ?? []).map((s) => [exerciseKey(s.day, s.exerciseOrder), s.alternativeName]));
  const localSwaps = new Map<string, SwapChange>();
  let swapOutbox = new Map<string, SwapChange>();
  const swapListeners = new Set<() => void>();
  // The device's swaps as one immutable value, replaced on every change (a snapshot for useSyncExternalStore).
  let swapSnapshot: ReadonlyMap<string, SwapChange> = new Map();
  const nameAt = (key: string) => {
    const local = localSwaps.get(key);
    if (local) return local.alternative ?? names.get(key) ?? "";
    return serverSwaps.get(key) ?? names.get(key) ?? "";
  };
  function swapsChanged() {
    swapSnapshot = new Map(localSwaps);
    swapListeners.forEach((l) => l());
  }

  const listeners = new Map<string, Set<() => void>>();
  const statusListeners = new Set<() => void>();
  let status: SyncStatus = "saved";
  let inFlight: Promise<void> | null = null;
  let timer: unknown = null;
  let lastSentAt = 0;
  let retryMs = 1000;
  const waiters = new Set<{ resolve: () => void; reject: (e: Error) => void }>();

  function persist() {
    if (!storage) return;
    try {
      if (outbox.size === 0 && swapOutbox.size === 0) storage.removeItem(outboxKey(planId));
      else storage.setItem(outboxKey(planId), JSON.stringify({ v: 1, changes: [...outbox.values()], swaps: [...swapOutbox.values()] } satisfies StoredOutbox));
    } catch {
      // A full or disabled storage: the outbox still lives in memory until it is sent.
    }
  }

  /** The outbox written once after the changes of one tap (it always writes the current outbox). */
  let persistPending = false;
  function persistSoon() {
    if (persistPending) return;
    persistPending = true;
    defer(() => {
      persistPending = false;
      persist();
    });
  }

  function setStatus(next: SyncStatus) {
    if (status === next) return;
    status = next;
    statusListeners.forEach((l) => l());
  }

  function settleWaiters(error?: Error) {
    for (const w of waiters) {
      if (error) w.reject(error);
      else w.resolve();
    }
    waiters.clear();
  }

  function requestFlush(delay = 0) {
    if (timer !== null || inFlight) return;
    const wait = Math.max(delay, lastSentAt + minInterval - now());
    timer = schedule(() => {
      timer = null;
      void flush();
    }, Math.max(0, wait));
  }

  async function flush(): Promise<void> {
    if (inFlight) return inFlight;
    if (outbox.size === 0 && swapOutbox.size === 0) {
      setStatus("saved");
      settleWaiters();
      return;
    }
    if (!isOnline()) {
      setStatus("offline");
      settleWaiters(new Error("offline"));
      return;
    }
    const batch = [...outbox.values()].slice(0, 500);
    const swapBatch = [...swapOutbox.values()];
    setStatus("saving");
    lastSentAt = now();
    inFlight = (async () => {
      let result: "ok" | "refused" | "retry";
      let httpStatus = 0;
      let refusedSlots: SwapSendResult["refusedSwaps"] = [];
      try {
        const answer = await send(batch, swapBatch);
        httpStatus = typeof answer === "number" ? answer : answer.status;
        refusedSlots = typeof answer === "number" ? [] : (answer.refusedSwaps ?? []);
        result = httpStatus >= 200 && httpStatus < 300 ? "ok" : httpStatus >= 500 || httpStatus === 429 || httpStatus === 0 ? "retry" : "refused";
      } catch {
        result = "retry";
      }
      inFlight = null;
      if (result === "retry") {
        setStatus(isOnline() ? "error" : "offline");
        settleWaiters(new Error("not saved"));
        if (isOnline()) {
          requestFlush(retryMs);
          retryMs = Math.min(retryMs * 2, 30_000);
        }
        return;
      }
      retryMs = 1000;
      // Only what was sent leaves the outbox; a set changed again meanwhile stays for the next batch.
      for (const sent of batch) {
        const key = setKey(sent);
        if (outbox.get(key) === sent) outbox.delete(key);
      }
      for (const sent of swapBatch) if (swapOutbox.get(slotKey(sent)) === sent) swapOutbox.delete(slotKey(sent));
      persist();
      if (result === "ok" && swapBatch.length > 0) settleSwaps(swapBatch, refusedSlots);
      if (result === "refused") {
        // The server will never take these (plan submitted elsewhere, not open): drop them, say so.
        outbox = new Map();
        swapOutbox = new Map();
        if (localSwaps.size > 0) {
          localSwaps.clear();
          swapsChanged();
        }
        persist();
        setStatus("saved");
        options.onRefused?.(httpStatus);
        settleWaiters(new Error("refused"));
        return;
      }
      if (outbox.size > 0) requestFlush();
      else {
        setStatus("saved");
        settleWaiters();
      }
    })();
    return inFlight;
  }

  /** A refused swap goes back to what the server has (unless the slot was swapped again meanwhile). */
  function settleSwaps(sent: SwapChange[], refusedSlots: SwapSendResult["refusedSwaps"]) {
    const refused = sent.filter((s) => refusedSlots.some((r) => r.day === s.day && r.exerciseOrder === s.exerciseOrder));
    for (const s of refused) if (localSwaps.get(slotKey(s)) === s) localSwaps.delete(slotKey(s));
    if (refused.length > 0) swapsChanged();
    options.onSwapsSettled?.(refused);
  }

  function notify(key: string) {
    listeners.get(key)?.forEach((l) => l());
  }

  return {
    planId,
    get(day: number, exerciseOrder: number): SetValues[] {
      return sets.get(exerciseKey(day, exerciseOrder)) ?? EMPTY;
    },
    subscribe(day: number, exerciseOrder: number, listener: () => void): () => void {
      const key = exerciseKey(day, exerciseOrder);
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => set!.delete(listener);
    },
    /** Replaces the sets of one exercise; `changed` are the 1-based numbers of the sets to store. */
    update(day: number, exerciseOrder: number, next: SetValues[], changed: number[]) {
      const key = exerciseKey(day, exerciseOrder);
      if (!sets.has(key) || changed.length === 0) return;
      sets.set(key, next);
      const at = now();
      for (const n of changed) {
        const v = next[n - 1];
        if (!v) continue;
        const change: SetChange = { day, exerciseOrder, setNumber: n, exerciseName: nameAt(key), reps: v.reps, weight: v.weight, completed: v.completed, changedAt: at };
        outbox.set(setKey(change), change);
      }
      // The card first (its row is what the tap must show); the outbox write and the sync line after.
      notify(key);
      persistSoon();
      defer(() => {
        if (isOnline()) {
          setStatus("saving");
          requestFlush(minInterval);
        } else setStatus("offline");
      });
    },
    /**
     * Swaps the exercise at a slot (`alternative` null: back to the plan's), shown at once and sent
     * with the next batch; a later swap of the same slot replaces a waiting one.
     */
    swap(day: number, exerciseOrder: number, alternative: string | null, shownName: string | null) {
      const key = exerciseKey(day, exerciseOrder);
      if (!sets.has(key)) return;
      const change: SwapChange = { day, exerciseOrder, alternative, shownName, changedAt: now() };
      localSwaps.set(key, change);
      swapOutbox.set(key, change);
      persist();
      swapsChanged();
      if (isOnline()) {
        setStatus("saving");
        requestFlush();
      } else setStatus("offline");
    },
    /** The device's own swap at a slot not yet confirmed by new page data (undefined: none). */
    localSwap(day: number, exerciseOrder: number): SwapChange | undefined {
      return localSwaps.get(exerciseKey(day, exerciseOrder));
    },
    subscribeSwaps(listener: () => void): () => void {
      swapListeners.add(listener);
      return () => swapListeners.delete(listener);
    },
    /** The device's swaps not yet in the page data, by slot (`slotKey`); a new value after every change. */
    localSwaps(): ReadonlyMap<string, SwapChange> {
      return swapSnapshot;
    },
    /** How many sets the plan prescribes for an exercise (added sets come on top). */
    prescribedSets(day: number, exerciseOrder: number): number {
      return prescribed.get(exerciseKey(day, exerciseOrder)) ?? 0;
    },
    /** Every set of this plan as logged sets (for "Letztes Mal" within the plan, the records and the submit dialog). */
    loggedSets(): LoggedSet[] {
      const out: LoggedSet[] = [];
      for (const [key, list] of sets) {
        const [day, order] = key.split(":").map(Number) as [number, number];
        list.forEach((v, i) =>
          out.push({ day, exercise_order: order, exercise_name: nameAt(key), set_number: i + 1, actual_reps: v.reps, actual_weight: v.weight, completed: v.completed }),
        );
      }
      return out;
    },
    status(): SyncStatus {
      return status;
    },
    subscribeStatus(listener: () => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    pendingCount(): number {
      return outbox.size + swapOutbox.size;
    },
    /** Sends everything now; resolves when the outbox is empty, rejects when that cannot be done now. */
    flushNow(): Promise<void> {
      if (outbox.size === 0 && swapOutbox.size === 0 && !inFlight) return Promise.resolve();
      const done = new Promise<void>((resolve, reject) => waiters.add({ resolve, reject }));
      void (async () => {
        if (inFlight) await inFlight;
        if (timer !== null) timer = null;
        await flush();
      })();
      return done;
    },
    /**
     * Takes over what the outbox in localStorage kept (changes not yet on the server, e.g. made offline
     * before a reload) where they are newer than the server's version, and sends them. Called after
     * hydration, so the server-rendered page and the first client render agree.
     */
    restore() {
      const touched = new Set<string>();
      for (const c of mergeChanges(readOutbox(storage, planId))) {
        if (c.changedAt <= (storedTimes.get(setKey(c)) ?? -1)) continue;
        const key = exerciseKey(c.day, c.exerciseOrder);
        const list = sets.get(key);
        if (!list || c.setNumber > maxSetsOf(prescribed.get(key) ?? 0)) continue;
        const next = list.slice();
        // A set the customer added before the reload: the sets up to it come back (empty).
        while (next.length < c.setNumber) next.push({ reps: "", weight: 0, completed: false });
        next[c.setNumber - 1] = { reps: c.reps, weight: c.weight, completed: c.completed };
        sets.set(key, next);
        const pending = outbox.get(setKey(c));
        if (!pending || pending.changedAt < c.changedAt) outbox.set(setKey(c), c);
        touched.add(key);
      }
      for (const s of readSwapOutbox(storage, planId)) {
        if (!sets.has(slotKey(s))) continue;
        localSwaps.set(slotKey(s), s);
        swapOutbox.set(slotKey(s), s);
      }
      if (swapOutbox.size > 0) swapsChanged();
      persist();
      touched.forEach(notify);
      if (outbox.size > 0 || swapOutbox.size > 0) {
        setStatus(isOnline() ? "saving" : "offline");
        if (isOnline()) requestFlush();
      }
    },
    /** The network is back (the `online` event). */
    online() {
      retryMs = 1000;
      if (outbox.size > 0 || swapOutbox.size > 0) requestFlush();
    },
    offline() {
      if (outbox.size > 0 || swapOutbox.size > 0) setStatus("offline");
    },
    /** Forget this plan's local data (after the submission). */
    clear() {
      outbox = new Map();
      swapOutbox = new Map();
      storage?.removeItem(outboxKey(planId));
    },
  };
}

const EMPTY: SetValues[] = [];

export type ProgressStore = ReturnType<typeof createProgressStore>;
