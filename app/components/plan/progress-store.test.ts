import { describe, expect, it } from "vitest";
import type { SetChange } from "~/domain/training/progress";
import { createProgressStore, readOutbox } from "./progress-store";
import { outboxKey } from "./local-data";
import { manualClock, memoryStorage, storeOptions } from "./progress-store.fixture";

/** A store with a fake network and a manual clock and scheduler. */
function setup(options: { online?: boolean; status?: number | "fail"; storage?: ReturnType<typeof memoryStorage> } = {}) {
  const time = manualClock();
  let online = options.online ?? true;
  let status: number | "fail" = options.status ?? 200;
  const sent: SetChange[][] = [];
  const storage = options.storage ?? memoryStorage();
  const refused: number[] = [];
  const store = createProgressStore({
    ...storeOptions(time, storage, () => online),
    onRefused: (s) => refused.push(s),
    send: async (changes) => {
      sent.push(changes);
      if (status === "fail") throw new Error("network");
      return status;
    },
  });
  const advance = time.advance;
  return {
    store,
    sent,
    storage,
    refused,
    advance,
    setOnline: (v: boolean) => (online = v),
    setStatus: (s: number | "fail") => (status = s),
  };
}

const tick = (s: ReturnType<typeof setup>, set: number, done = true) => {
  const next = s.store.get(1, 0).map((v, i) => (i === set - 1 ? { ...v, completed: done } : v));
  s.store.update(1, 0, next, [set]);
};

describe("the progress store", () => {
  it("starts empty (the prescription is a suggestion) and notifies only the exercise that changed", () => {
    const s = setup();
    expect(s.store.get(1, 0)).toEqual([1, 2, 3].map(() => ({ reps: "", weight: 0, completed: false })));
    let squat = 0;
    let row = 0;
    s.store.subscribe(1, 0, () => squat++);
    s.store.subscribe(1, 1, () => row++);
    tick(s, 1);
    expect([squat, row]).toEqual([1, 0]);
  });

  it("batches changes made while typing: at most one request per 500 ms, one in flight", async () => {
    const s = setup();
    for (let i = 0; i < 10; i++) {
      const next = s.store.get(1, 0).map((v, j) => (j === 0 ? { ...v, reps: String(i) } : v));
      s.store.update(1, 0, next, [1]);
      await s.advance(50);
    }
    // 10 keystrokes in 500 ms: one request with the last value.
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]!.map((c) => c.reps)).toEqual(["9"]);
    await s.advance(1000);
    expect(s.sent).toHaveLength(1);
    expect(s.store.status()).toBe("saved");
    expect(s.storage.data.has(outboxKey("p1"))).toBe(false);
  });

  it("keeps changes made offline in the outbox, says so, and sends them when the network is back", async () => {
    const s = setup({ online: false });
    tick(s, 1);
    tick(s, 2);
    await s.advance(2000);
    expect(s.sent).toHaveLength(0);
    expect(s.store.status()).toBe("offline");
    expect(readOutbox(s.storage, "p1").map((c) => c.setNumber).sort()).toEqual([1, 2]);
    s.setOnline(true);
    s.store.online();
    await s.advance(600);
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]!.map((c) => c.setNumber).sort()).toEqual([1, 2]);
    expect(s.store.status()).toBe("saved");
    expect(readOutbox(s.storage, "p1")).toEqual([]);
  });

  it("retries after a network error or a server error, with the changes kept", async () => {
    const s = setup({ status: "fail" });
    tick(s, 1);
    await s.advance(600);
    expect(s.store.status()).toBe("error");
    expect(readOutbox(s.storage, "p1")).toHaveLength(1);
    s.setStatus(503);
    await s.advance(1100);
    expect(s.store.status()).toBe("error");
    s.setStatus(200);
    await s.advance(2100);
    expect(s.store.status()).toBe("saved");
    expect(s.sent.length).toBeGreaterThanOrEqual(3);
    expect(readOutbox(s.storage, "p1")).toEqual([]);
  });

  it("a change made while a batch is in flight is sent afterwards, not lost", async () => {
    const s = setup();
    tick(s, 1);
    await s.advance(500);
    tick(s, 2);
    await s.advance(600);
    expect(s.sent.map((b) => b.map((c) => c.setNumber))).toEqual([[1], [2]]);
  });

  it("drops changes the server refuses for good (plan submitted elsewhere) and says so", async () => {
    const s = setup({ status: 409 });
    tick(s, 1);
    await s.advance(600);
    expect(s.refused).toEqual([409]);
    expect(s.store.pendingCount()).toBe(0);
    expect(readOutbox(s.storage, "p1")).toEqual([]);
  });

  it("restores a kept outbox after a reload (newer than the server's version) and sends it", async () => {
    const storage = memoryStorage();
    storage.setItem(
      outboxKey("p1"),
      JSON.stringify({ v: 1, changes: [{ day: 1, exerciseOrder: 1, setNumber: 2, exerciseName: "Rudern", reps: "15", weight: 32.5, completed: true, changedAt: 999_000 }] }),
    );
    const s = setup({ storage });
    expect(s.store.get(1, 1)[1]).toEqual({ reps: "", weight: 0, completed: false });
    let notified = 0;
    s.store.subscribe(1, 1, () => notified++);
    s.store.restore();
    expect(notified).toBe(1);
    expect(s.store.get(1, 1)[1]).toEqual({ reps: "15", weight: 32.5, completed: true });
    await s.advance(600);
    expect(s.sent[0]![0]).toMatchObject({ setNumber: 2, reps: "15", changedAt: 999_000 });
  });

  it("restores a set the customer added before the reload, and lists this plan's sets for 'Letztes Mal'", () => {
    const storage = memoryStorage();
    storage.setItem(
      outboxKey("p1"),
      JSON.stringify({ v: 1, changes: [{ day: 1, exerciseOrder: 0, setNumber: 5, exerciseName: "Kniebeuge", reps: "6", weight: 50, completed: true, changedAt: 999_000 }] }),
    );
    const s = setup({ storage });
    s.store.restore();
    expect(s.store.get(1, 0)).toHaveLength(5);
    expect(s.store.get(1, 0)[4]).toEqual({ reps: "6", weight: 50, completed: true });
    expect(s.store.loggedSets().filter((r) => r.completed)).toEqual([
      { day: 1, exercise_order: 0, exercise_name: "Kniebeuge", set_number: 5, actual_reps: "6", actual_weight: 50, completed: true },
    ]);
  });

  it("flushNow resolves once everything is on the server, and rejects offline", async () => {
    const s = setup();
    tick(s, 3);
    await expect(s.store.flushNow()).resolves.toBeUndefined();
    expect(s.sent).toHaveLength(1);
    s.setOnline(false);
    tick(s, 2);
    await expect(s.store.flushNow()).rejects.toThrow("offline");
  });
});
