// @vitest-environment happy-dom
/**
 * The gym screen must react at once: ticking one set re-renders only its own row (decision 0133).
 * Each card renders a Stopwatch in its folded details, replaced by a probe that counts renders per
 * exercise; each set row is wrapped in a probe that counts row renders (same memo comparison as the
 * row), so whatever React does above them shows up in the counts.
 */
import { act, createElement, memo } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parsePlan } from "~/domain/plan/parser";
import { DayView } from "./day-view";
import { createProgressStore } from "./progress-store";
import { ExerciseImagesContext } from "./exercise-images-context";
import { picturesByName } from "~/domain/exercises/images";
import type { PlanAlternative } from "~/server/training/exercise-swaps.server";

const renders = new Map<string, number>();
const rowRenders = { count: 0 };
vi.mock("./set-row", async (original) => {
  const m = await original<typeof import("./set-row")>();
  return {
    ...m,
    SetRow: memo(function SetRowProbe(props: Parameters<typeof m.SetRow>[0]) {
      rowRenders.count += 1;
      return createElement(m.SetRow, props);
    }),
  };
});
vi.mock("./stopwatch", () => ({
  Stopwatch: ({ name }: { name: string }) => {
    renders.set(name, (renders.get(name) ?? 0) + 1);
    return null;
  },
}));

const PLAN = parsePlan(
  [
    "## Tag 1 – Ganzkörper",
    "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |",
    "|---|---|---|---|---|---|",
    "| Kniebeuge | 3 | 8-10 | 40 kg | 90 s | |",
    "| Bankdrücken | 3 | 8-10 | 30 kg | 90 s | |",
    "| Rudern | 3 | 12 | 30 kg | 60 s | |",
    "| Plank | 3 | 30 s | – | 45 s | #stabilisation |",
  ].join("\n"),
);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  renders.clear();
  rowRenders.count = 0;
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const SWAP = { day: 1, exerciseOrder: 0, originalName: "Kniebeuge", alternativeName: "Beinpresse", shownName: "Beinpresse", instructions: "Füße hüftbreit auf die Platte." };

function renderDay(planId = "p1", extra: { swaps?: (typeof SWAP)[]; readOnly?: boolean; alternatives?: Record<string, PlanAlternative[]> } = {}, online = true) {
  const store = createProgressStore({ planId, plan: PLAN, stored: [], storage: null, send: async () => 200, schedule: () => undefined, isOnline: () => online });
  const day = PLAN.days[0]!;
  // The pictures as the page's data brings them: for the plan's names and the alternatives' (decision 0120).
  const images = picturesByName([...day.exercises.map((e) => e.name), ...Object.values(extra.alternatives ?? {}).flatMap((list) => list.map((a) => a.shownName))]);
  const element = (
    <ExerciseImagesContext value={images}>
      <DayView planId={planId} day={day} store={store} isFirstPlan history={{}} feedback="" {...extra} />
    </ExerciseImagesContext>
  );
  const router = createMemoryRouter(
    [{ path: "/:lang/dashboard", element }],
    { initialEntries: ["/de/dashboard?tab=plan&day=1"] },
  );
  act(() => root.render(<RouterProvider router={router} />));
  return store;
}

describe("the day view", () => {
  it("a swapped slot shows the alternative with 'Getauscht statt' for the customer and 'X → Y' for the coach", () => {
    renderDay("p1", { swaps: [SWAP] });
    const first = container.querySelector<HTMLElement>('[data-testid="exercise-card"]')!;
    expect(first.querySelector("h3")!.textContent).toContain("Beinpresse");
    expect(first.querySelector('[data-testid="swapped-from"]')!.textContent).toContain("Getauscht statt Kniebeuge");
    expect(first.querySelector('[data-testid="swap-coach-note"]')).toBeNull();
    // Control: the other cards are the plan's.
    expect(container.querySelectorAll('[data-testid="swapped-from"]')).toHaveLength(1);
    act(() => root.unmount());
    root = createRoot(container);
    renderDay("p1", { swaps: [SWAP], readOnly: true });
    expect(container.querySelector('[data-testid="swap-coach-note"]')!.textContent).toBe("Kniebeuge → Beinpresse (vom Kunden getauscht)");
    expect(container.querySelector('[data-testid="swap-open"]')).toBeNull();
  });

  it("re-renders only the set row that was ticked", () => {
    renderDay();
    expect([...renders.values()]).toEqual([1, 1, 1, 1]);
    expect(rowRenders.count).toBe(12);
    const boxes = container.querySelectorAll<HTMLInputElement>('[data-testid="exercise-card"]:nth-of-type(2) [data-testid="set-done"]');
    const benchBoxes = [...container.querySelectorAll<HTMLElement>('[data-testid="exercise-card"]')]
      .find((c) => c.textContent?.includes("Bankdrücken"))!
      .querySelectorAll<HTMLInputElement>('[data-testid="set-done"]');
    expect(boxes.length + benchBoxes.length).toBeGreaterThan(0);
    act(() => benchBoxes[1]!.click());
    expect(benchBoxes[1]!.checked).toBe(true);
    // The ticked card's folded details and the other cards are not redrawn; of the rows only the ticked one.
    expect(Object.fromEntries(renders)).toEqual({ Kniebeuge: 1, Bankdrücken: 1, Rudern: 1, Plank: 1 });
    expect(rowRenders.count).toBe(13);
    // Control: the probe counts — unticking redraws that row again.
    act(() => benchBoxes[1]!.click());
    expect(rowRenders.count).toBe(14);
  });

  it("typing a weight re-renders only that exercise too, and set 1's weight is not copied on the first plan", () => {
    const store = renderDay();
    const card = [...container.querySelectorAll<HTMLElement>('[data-testid="exercise-card"]')].find((c) => c.textContent?.includes("Rudern"))!;
    const weight = card.querySelector<HTMLInputElement>('[data-testid="set-weight"]')!;
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setter.call(weight, "32,5");
      weight.dispatchEvent(new Event("input", { bubbles: true }));
    });
    // The plan's 30 kg is a suggestion (the placeholder), not a stored value.
    expect(store.get(1, 2).map((s) => s.weight)).toEqual([32.5, 0, 0]);
    expect(Object.fromEntries(renders)).toEqual({ Kniebeuge: 1, Bankdrücken: 1, Rudern: 1, Plank: 1 });
    expect(rowRenders.count).toBe(13);
  });

  it("Done on an untouched set stores the suggestion it shows: the target's lower end and the plan's weight, never the range", () => {
    const store = renderDay();
    const cards = [...container.querySelectorAll<HTMLElement>('[data-testid="exercise-card"]')];
    const squat = cards.find((c) => c.textContent?.includes("Kniebeuge"))!;
    const plank = cards.find((c) => c.textContent?.includes("Plank"))!;
    expect(squat.querySelector<HTMLInputElement>('[data-testid="set-reps"]')!.placeholder).toBe("8");
    expect(squat.querySelector<HTMLInputElement>('[data-testid="set-weight"]')!.placeholder).toBe("40");
    act(() => squat.querySelector<HTMLInputElement>('[data-testid="set-done"]')!.click());
    expect(store.get(1, 0)[0]).toEqual({ reps: "8", weight: 40, completed: true });
    // What was stored is what the row shows now.
    expect(squat.querySelector<HTMLInputElement>('[data-testid="set-reps"]')!.value).toBe("8");
    expect(squat.querySelector<HTMLInputElement>('[data-testid="set-weight"]')!.value).toBe("40");
    // A timed exercise is logged in seconds: the header says so, the value is the number.
    expect(plank.getAttribute("data-unit")).toBe("seconds");
    expect(plank.querySelector("thead")!.textContent).toContain("SEK.");
    act(() => plank.querySelector<HTMLInputElement>('[data-testid="set-all-done"]')!.click());
    expect(store.get(1, 3)).toEqual([1, 2, 3].map(() => ({ reps: "30", weight: 0, completed: true })));
  });

  it("adds a set (stored like the others), up to five beyond the plan's", () => {
    const store = renderDay();
    const card = [...container.querySelectorAll<HTMLElement>('[data-testid="exercise-card"]')].find((c) => c.textContent?.includes("Rudern"))!;
    for (let i = 0; i < 5; i++) act(() => card.querySelector<HTMLButtonElement>('[data-testid="add-set"]')!.click());
    expect(card.querySelectorAll('[data-testid="set-row"]')).toHaveLength(8);
    expect(card.querySelector('[data-testid="add-set"]')).toBeNull();
    expect(store.pendingCount()).toBe(5);
  });

  it("the first set ticked Done starts the day's workout (a frame after the tick is painted)", async () => {
    renderDay("p-workout");
    const panel = () => container.querySelector('[data-testid="workout-panel"], [data-testid="workout-summary"]')!;
    expect(panel().getAttribute("data-state")).toBe("idle");
    act(() => container.querySelector<HTMLInputElement>('[data-testid="set-done"]')!.click());
    expect(container.querySelector('[data-testid="set-done"]')!.matches(":checked")).toBe(true);
    await act(async () => new Promise((r) => setTimeout(r, 150)));
    expect(panel().getAttribute("data-state")).toBe("running");
  });

  it("after a swap made offline, the card's how-to is the alternative's (name, pictures, instructions) before any sync; undo brings the plan's back", () => {
    const alternatives = {
      Kniebeuge: [
        { name: "Beinpresse", shownName: "Beinpresse", instructions: "Füße hüftbreit auf die Platte." },
        { name: "Goblet Squat mit Kettlebell", shownName: "Goblet Squat mit Kettlebell", instructions: "Kettlebell vor der Brust halten." },
      ],
      Rudern: [{ name: "Rudern am Kabelzug", shownName: "Rudern am Kabelzug", instructions: "Schulterblätter zusammen." }],
    };
    const store = renderDay("p-offline-swap", { alternatives }, false);
    const card = () => container.querySelector<HTMLElement>('[data-testid="exercise-card"]')!;
    const howTo = () => card().querySelector<HTMLElement>('[data-testid="exercise-how-to"]')!;
    expect(howTo().querySelector('[data-testid="exercise-instructions"]')).toBeNull();
    act(() => card().querySelector<HTMLButtonElement>('[data-testid="swap-open"]')!.click());
    const option = [...card().querySelectorAll<HTMLButtonElement>('[data-testid="swap-option"]')].find((b) => b.textContent?.includes("Goblet"))!;
    act(() => option.click());
    // Not sent (offline): the swap waits in the outbox, and the card already shows the alternative's how-to.
    expect(store.localSwap(1, 0)?.alternative).toBe("Goblet Squat mit Kettlebell");
    expect(card().querySelector("h3")!.textContent).toContain("Goblet Squat mit Kettlebell");
    expect(howTo().querySelector('[data-testid="exercise-instructions"]')!.textContent).toBe("Kettlebell vor der Brust halten.");
    expect(howTo().querySelectorAll('[data-testid="exercise-picture"]')).toHaveLength(2);
    expect(howTo().querySelector("img")!.getAttribute("alt")).toContain("Goblet Squat mit Kettlebell");
    // Negative control: the unswapped cards keep the plan's (here: no instructions, Rudern's not shown).
    const rudern = [...container.querySelectorAll<HTMLElement>('[data-testid="exercise-card"]')].find((c) => c.textContent?.includes("Rudern"))!;
    expect(rudern.querySelector('[data-testid="exercise-instructions"]')).toBeNull();
    // Undo: the plan's exercise again, without the alternative's how-to.
    act(() => card().querySelector<HTMLButtonElement>('[data-testid="swap-undo"]')!.click());
    expect(card().querySelector("h3")!.textContent).toContain("Kniebeuge");
    expect(howTo().querySelector('[data-testid="exercise-instructions"]')).toBeNull();
    expect(howTo().querySelectorAll('[data-testid="exercise-picture"]')).toHaveLength(0);
  });
});
