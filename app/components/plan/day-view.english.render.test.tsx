// @vitest-environment happy-dom
/**
 * An English page of a German plan (decision 0133): the cards, the set tables, the how-to and the
 * swap note show the catalog's English names, while what is stored stays keyed by the plan's own
 * name ("Letztes Mal" from an earlier day keeps working). The German page is the negative control.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { germanMarkers } from "~/domain/exercises/german-markers";
import { createExerciseLookup } from "~/domain/plan/match";
import { parsePlan } from "~/domain/plan/parser";
import { shownNamesFor } from "~/domain/plan/shown-names";
import { DayView } from "./day-view";
import { createProgressStore } from "./progress-store";

const PLAN = parsePlan(
  [
    "## Tag 1 – Unterkörper",
    "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |",
    "|---|---|---|---|---|---|",
    "| Kniebeuge (Langhantel) | 2 | 8 | 60 kg | 90 s | |",
    "| Beinpresse | 2 | 10 | 100 kg | 90 s | |",
    "## Tag 2 – Unterkörper",
    "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |",
    "|---|---|---|---|---|---|",
    "| Kniebeuge (Langhantel) | 2 | 8 | 60 kg | 90 s | |",
    "| Schrägbankdrücken (Kurzhanteln) | 2 | 10 | 2×14 kg | 90 s | |",
  ].join("\n"),
  // The English page's lookup: the catalog's English instructions (training-data.server.ts).
  createExerciseLookup(EXERCISES.map((e) => ({ ...e, instructions: e.instructionsEn })), { equipment: ["barbell", "dumbbells", "machines"] }),
);
const NAMES = shownNamesFor("en", PLAN.days.flatMap((d) => d.exercises.map((e) => e.name)), null, new Map(PLAN.days.flatMap((d) => d.exercises.map((e) => [e.name, e.nameEn] as const))));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root;
let container: HTMLElement;
beforeEach(() => {
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function renderDay(lang: "de" | "en", dayNumber: number, store = createProgressStore({ planId: `p-${lang}`, plan: PLAN, stored: [], storage: null, send: async () => 200, schedule: () => undefined, isOnline: () => true })) {
  const day = PLAN.days.find((d) => d.day === dayNumber)!;
  const swaps = [{ day: 2, exerciseOrder: 1, originalName: "Schrägbankdrücken (Kurzhanteln)", alternativeName: "Bankdrücken mit Kurzhanteln", shownName: "Dumbbell Bench Press", instructions: null }];
  const element = <DayView key={dayNumber} planId={`p-${lang}`} day={day} store={store} isFirstPlan history={{}} feedback="" swaps={lang === "en" ? swaps : []} names={lang === "en" ? NAMES : {}} />;
  const router = createMemoryRouter([{ path: "/:lang/dashboard", element }], { initialEntries: [`/${lang}/dashboard?tab=plan&day=${dayNumber}`] });
  act(() => root.render(<RouterProvider router={router} />));
  return store;
}

const cardsText = () => [...container.querySelectorAll<HTMLElement>('[data-testid="exercise-card"]')].map((c) => c.textContent ?? "").join("\n");

describe("a German plan on an English page", () => {
  it("shows the English names, stores under the plan's names, and day 2 finds day 1's squat as last time", () => {
    const store = renderDay("en", 1);
    const titles = [...container.querySelectorAll('[data-testid="exercise-card"] h3')].map((h) => h.textContent);
    expect(titles).toEqual(["1.Barbell Back Squat", "2.Leg Press"]);
    expect(container.querySelector("caption")!.textContent).toContain("Barbell Back Squat");
    expect(germanMarkers(cardsText())).toEqual([]);
    act(() => container.querySelector<HTMLInputElement>('[data-testid="set-done"]')!.click());
    expect(store.loggedSets().filter((s) => s.completed).map((s) => s.exercise_name)).toEqual(["Kniebeuge (Langhantel)"]);
    // Day 2: last time from day 1 (keyed by the stored name); the swapped slot names the original in English.
    act(() => root.unmount());
    root = createRoot(container);
    renderDay("en", 2, store);
    const squat = container.querySelector<HTMLElement>('[data-testid="exercise-card"]')!;
    expect(squat.querySelector('[data-testid="set-last"]')!.textContent).toContain("60");
    expect(container.querySelector('[data-testid="swapped-from"]')!.textContent).toContain("Incline Bench Press (dumbbells)");
    expect(germanMarkers(cardsText())).toEqual([]);
  });

  it("negative control: the German page shows the plan's own names", () => {
    renderDay("de", 1);
    expect([...container.querySelectorAll('[data-testid="exercise-card"] h3')].map((h) => h.textContent)).toEqual(["1.Kniebeuge (Langhantel)", "2.Beinpresse"]);
  });
});
