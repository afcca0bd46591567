/** The fakes the progress store's tests share: a two-exercise plan, a storage in memory, a manual clock. */
import { parsePlan } from "~/domain/plan/parser";
import type { OutboxStorage } from "./progress-store";

export const PLAN = parsePlan(
  ["## Tag 1 – Ganzkörper", "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |", "|---|---|---|---|---|---|", "| Kniebeuge | 3 | 8-10 | 40 kg | 90 s | |", "| Rudern | 2 | 12 | 30 kg | 60 s | |"].join("\n"),
);

export function memoryStorage(): OutboxStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/** A manual clock and scheduler: `advance(ms)` moves the clock and runs each timer that falls due. */
export function manualClock() {
  let clock = 1_000_000;
  const timers: Array<{ at: number; fn: () => void }> = [];
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
  return { now: () => clock, schedule: (fn: () => void, ms: number) => void timers.push({ at: clock + ms, fn }), advance };
}

/** The options every test store shares: plan p1 with nothing stored, 500 ms between sends, the manual clock. */
export function storeOptions(time: ReturnType<typeof manualClock>, storage: OutboxStorage, isOnline: () => boolean) {
  return { planId: "p1", plan: PLAN, stored: [], storage, isOnline, now: time.now, minIntervalMs: 500, schedule: time.schedule };
}
