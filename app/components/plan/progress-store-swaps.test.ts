import { describe, expect, it } from "vitest";
import { parsePlan } from "~/domain/plan/parser";
import type { SetChange } from "~/domain/training/progress";
import { createProgressStore, readSwapOutbox, type OutboxStorage, type SwapChange } from "./progress-store";

const PLAN = parsePlan(
  ["## Tag 1 – Ganzkörper", "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |", "|---|---|---|---|---|---|", "| Kniebeuge | 3 | 8-10 | 40 kg | 90 s | |", "| Rudern | 2 | 12 | 30 kg | 60 s | |"].join("\n"),
);

function memoryStorage(): OutboxStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/** A store with a fake network that answers with `answer` (status, refused slots). */
function setup(options: { online?: boolean; storage?: ReturnType<typeof memoryStorage>; refuse?: boolean; status?: number } = {}) {
  let clock = 1_000_000;
  let online = options.online ?? true;
  const sent: { changes: SetChange[]; swaps: SwapChange[] }[] = [];
  const timers: Array<{ at: number; fn: () => void }> = [];
  const storage = options.storage ?? memoryStorage();
  const settled: SwapChange[][] = [];
  const store = createProgressStore({
    planId: "p1",
    plan: PLAN,
    stored: [],
    storage,
    isOnline: () => online,
    now: () => clock,
    minIntervalMs: 500,
    schedule: (fn, ms) => timers.push({ at: clock + ms, fn }),
    onSwapsSettled: (refused) => settled.push(refused),
    send: async (changes, swaps) => {
      sent.push({ changes, swaps });
      const refusedSwaps = options.refuse ? swaps.map(({ day, exerciseOrder }) => ({ day, exerciseOrder })) : [];
      return { status: options.status ?? 200, refusedSwaps };
    },
  });
  const advance = async (ms: number) => {
    clock += ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= clock);
      if (due.length === 0) break;
      for (const t of due) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
      await new Promise((r) => setTimeout(r, 0));
    }
    await new Promise((r) => setTimeout(r, 0));
  };
  return { store, sent, storage, settled, advance, setOnline: (v: boolean) => (online = v) };
}

describe("swaps go through the outbox (decision 0104)", () => {
  it("offline: applied at once, kept in the outbox, sent in one batch with the sets when back online", async () => {
    const s = setup({ online: false });
    s.store.swap(1, 0, "Beinpresse", "Leg press");
    expect(s.store.localSwap(1, 0)?.alternative).toBe("Beinpresse");
    expect(s.store.status()).toBe("offline");
    s.store.update(1, 0, [{ reps: "10", weight: 100, completed: true }, ...s.store.get(1, 0).slice(1)], [1]);
    // A set logged after the swap carries the new exercise's name (last time, records).
    expect(s.store.loggedSets().find((r) => r.exercise_order === 0)?.exercise_name).toBe("Beinpresse");
    expect(readSwapOutbox(s.storage, "p1")).toHaveLength(1);
    expect(s.store.pendingCount()).toBe(2);
    await s.advance(5000);
    expect(s.sent).toHaveLength(0);
    s.setOnline(true);
    s.store.online();
    await s.advance(1000);
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]!.swaps.map((w) => w.alternative)).toEqual(["Beinpresse"]);
    expect(s.sent[0]!.changes).toHaveLength(1);
    expect(s.store.pendingCount()).toBe(0);
    expect(readSwapOutbox(s.storage, "p1")).toEqual([]);
    expect(s.settled).toEqual([[]]);
    // Taken: the device's swap stays shown until the page data has it.
    expect(s.store.localSwap(1, 0)?.alternative).toBe("Beinpresse");
  });

  it("swap then undo offline: one change for the slot, the last one (idempotent on the server)", async () => {
    const s = setup({ online: false });
    s.store.swap(1, 1, "Rudern am Kabel", null);
    s.store.swap(1, 1, null, null);
    expect(readSwapOutbox(s.storage, "p1")).toHaveLength(1);
    expect(readSwapOutbox(s.storage, "p1")[0]!.alternative).toBeNull();
    expect(s.store.loggedSets().find((r) => r.exercise_order === 1)?.exercise_name).toBe("Rudern");
  });

  it("a swap the server refuses is rolled back and reported", async () => {
    const s = setup({ refuse: true });
    s.store.swap(1, 0, "Kreuzheben", "Kreuzheben");
    await s.advance(1000);
    expect(s.sent).toHaveLength(1);
    expect(s.store.localSwap(1, 0)).toBeUndefined();
    expect(s.settled[0]!.map((r) => r.alternative)).toEqual(["Kreuzheben"]);
    expect(s.store.loggedSets().find((r) => r.exercise_order === 0)?.exercise_name).toBe("Kniebeuge");
  });

  it("negative control: a swap the server takes is not rolled back", async () => {
    const s = setup({ refuse: false });
    s.store.swap(1, 0, "Beinpresse", "Beinpresse");
    await s.advance(1000);
    expect(s.store.localSwap(1, 0)?.alternative).toBe("Beinpresse");
    expect(s.settled[0]).toEqual([]);
  });

  it("survives a reload: the outbox in storage brings the swap back and sends it", async () => {
    const storage = memoryStorage();
    const first = setup({ online: false, storage });
    first.store.swap(1, 0, "Beinpresse", "Leg press");
    const second = setup({ online: true, storage });
    expect(second.store.localSwap(1, 0)).toBeUndefined();
    second.store.restore();
    expect(second.store.localSwap(1, 0)?.shownName).toBe("Leg press");
    await second.advance(1000);
    expect(second.sent[0]!.swaps).toHaveLength(1);
  });

  it("a plan no longer open drops the waiting swaps with the sets", async () => {
    const s = setup({ status: 409 });
    s.store.swap(1, 0, "Beinpresse", "Beinpresse");
    await s.advance(1000);
    expect(s.store.localSwap(1, 0)).toBeUndefined();
    expect(s.store.pendingCount()).toBe(0);
  });
});
