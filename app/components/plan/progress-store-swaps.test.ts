import { describe, expect, it } from "vitest";
import type { SetChange } from "~/domain/training/progress";
import { createProgressStore, readSwapOutbox, type SwapChange } from "./progress-store";
import { manualClock, memoryStorage, storeOptions } from "./progress-store.fixture";

/** A store with a fake network that answers with `answer` (status, refused slots). */
function setup(options: { online?: boolean; storage?: ReturnType<typeof memoryStorage>; refuse?: boolean; status?: number } = {}) {
  const time = manualClock();
  let online = options.online ?? true;
  const sent: { changes: SetChange[]; swaps: SwapChange[] }[] = [];
  const storage = options.storage ?? memoryStorage();
  const settled: SwapChange[][] = [];
  const store = createProgressStore({
    ...storeOptions(time, storage, () => online),
    onSwapsSettled: (refused) => settled.push(refused),
    send: async (changes, swaps) => {
      sent.push({ changes, swaps });
      const refusedSwaps = options.refuse ? swaps.map(({ day, exerciseOrder }) => ({ day, exerciseOrder })) : [];
      return { status: options.status ?? 200, refusedSwaps };
    },
  });
  const advance = time.advance;
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
