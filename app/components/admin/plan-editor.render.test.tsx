// @vitest-environment happy-dom
/**
 * The coach's editor and views in a browser-like DOM: the live preview follows the typed text (days,
 * sets × reps, rest days, the six gates) 300 ms after the last keystroke; and the customer's plan view
 * in read-only mode locks every input and offers no save.
 */
import fs from "node:fs";
import path from "node:path";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import { parsePlan } from "~/domain/plan/parser";
import { historyIndex } from "~/domain/training/last-time";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { DayView } from "~/components/plan/day-view";
import { createProgressStore } from "~/components/plan/progress-store";
import type { GateReference } from "~/server/admin/plans.server";
import { PlanEditor } from "./plan-editor";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CANONICAL = fs.readFileSync(path.resolve("app/domain/plan/fixtures/canonical.md"), "utf8");
const QUESTIONNAIRE = JSON.parse(fs.readFileSync(path.resolve("app/domain/plan/fixtures/questionnaire-canonical.json"), "utf8")) as QuestionnaireAnswers;
const REFERENCE: GateReference = {
  questionnaire: QUESTIONNAIRE,
  exercises: EXERCISES.map((e) => ({
    name: e.name,
    nameEn: e.nameEn,
    instructions: null,
    videoUrl: null,
    hashtag: e.hashtag,
    equipmentNeeded: e.equipmentNeeded,
    stressTags: e.stressTags,
    muscleGroups: e.muscleGroups,
    movementPattern: e.movementPattern,
  })),
  injuries: INJURIES.map((i) => ({ name: i.name, keywords: i.keywords, exclusions: i.exclusions, avoidTags: i.avoidTags })),
};

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

function render(element: ReactNode, url = "/de/admin/plaene/p1?mode=edit") {
  const router = createMemoryRouter([{ path: "/:lang/admin/plaene/:planId", element, action: () => null }], { initialEntries: [url] });
  act(() => root.render(<RouterProvider router={router} />));
}

const $ = (testId: string) => container.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const $$ = (testId: string) => [...container.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`)];

async function waitFor(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await act(() => new Promise((r) => setTimeout(r, 25)));
  }
}

function type(textarea: HTMLTextAreaElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(textarea, value);
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("the plan editor's live preview", () => {
  it("shows the parsed days and the gates of the text, and follows an edit after the debounce", async () => {
    render(<PlanEditor planId="p1" initial={CANONICAL} reference={REFERENCE} customerTraining={false} />);
    const textarea = $("plan-content") as HTMLTextAreaElement;
    expect(textarea.getAttribute("rows")).toBe("20");
    await waitFor(() => $$("preview-day").length > 0);
    expect($$("preview-day")).toHaveLength(14);
    expect($$("gate-row")).toHaveLength(6);
    // The coach checks beside the six gates: the canonical plan's squat is ruled out for "Knieprobleme".
    expect($$("check-row").map((r) => r.dataset.gate)).toEqual(["training_days", "session_time", "weekly_sets", "core_volume", "contraindications", "condition_includes", "health_notes"]);
    const contra = container.querySelector<HTMLElement>('[data-gate="contraindications"]')!;
    expect(contra.dataset.passed).toBe("false");
    expect(contra.textContent).toContain("Kontraindikationen");
    expect(contra.textContent).toContain("Kniebeuge mit Langhantel");
    expect($("checks-summary")!.textContent).toMatch(/von 7 Coach-Prüfungen bestanden/);
    expect($("preview-days")!.textContent).toContain("Kniebeuge mit Langhantel");
    expect($("preview-days")!.textContent).toMatch(/\d+ × \d/);
    expect($("plan-edit-active")).toBeNull();

    // A broken text: one day with a two-column table.
    type(textarea, "Tag 1 – Beine\n| Übung | Sätze |\n|---|---|\n| Kniebeuge | 3 |\n\nTag 2 – Ruhetag\n- Spaziergang");
    // Not yet: the preview waits for a pause in typing.
    expect($$("preview-day")).toHaveLength(14);
    await waitFor(() => $$("preview-day").length === 2);
    const days = $$("preview-day");
    expect(days[0]!.textContent).toContain("Kniebeuge");
    expect(days[0]!.textContent).toContain("3 ×");
    expect(days[1]!.textContent).toContain("Ruhetag");
    const completeness = container.querySelector<HTMLElement>('[data-gate="completeness"]')!;
    expect(completeness.dataset.passed).toBe("false");
    expect($("preview-gates-summary")!.textContent).not.toContain("6 von 6");

    // No day at all: the customer would see the placeholder day.
    type(textarea, "Nur ein Satz ohne Tage.");
    await waitFor(() => $("preview-placeholder") !== null);
  });

  it("refuses a blank text in the browser and keeps what was typed; warns when the customer trains with the plan", async () => {
    render(<PlanEditor planId="p1" initial={CANONICAL} reference={REFERENCE} customerTraining />);
    expect($("plan-edit-active")).not.toBeNull();
    const textarea = $("plan-content") as HTMLTextAreaElement;
    type(textarea, "   ");
    act(() => ($("plan-save") as HTMLButtonElement).click());
    expect($("plan-edit-error")!.textContent).toContain("darf nicht leer sein");
    expect(textarea.value).toBe("   ");
  });

  it("says so when there is no questionnaire to check the gates against", async () => {
    render(<PlanEditor planId="p1" initial={CANONICAL} reference={{ ...REFERENCE, questionnaire: null }} customerTraining={false} />);
    await waitFor(() => $("plan-preview") !== null);
    expect($$("gate-row")).toHaveLength(0);
    expect($("plan-preview")!.textContent).toContain("Kein Fragebogen vorhanden");
  });
});

describe("the customer's plan view, read-only for the coach", () => {
  it("locks reps, weights and done boxes, and has no save or copy buttons", () => {
    const plan = parsePlan(CANONICAL);
    const day = plan.days.find((d) => !d.isRestDay)!;
    const store = createProgressStore({ planId: "p1", plan, stored: [], storage: null, send: async () => 409, schedule: () => undefined });
    render(
      <DayView
        planId="p1"
        day={day}
        store={store}
        isFirstPlan={false}
        history={historyIndex([{ sequence: 1, sets: [{ day: 1, exercise_name: day.exercises[0]!.name, exercise_order: 0, set_number: 1, actual_reps: "10", actual_weight: 40, completed: true }] }])}
        feedback="Gut"
        readOnly
      />,
      "/de/admin/plaene/p1",
    );
    expect($$("set-reps").length).toBeGreaterThan(0);
    expect($$("set-reps").every((i) => (i as HTMLInputElement).readOnly)).toBe(true);
    expect($$("set-weight").every((i) => (i as HTMLInputElement).readOnly)).toBe(true);
    expect($$("set-done").every((i) => (i as HTMLInputElement).disabled)).toBe(true);
    expect($$("set-all-done").every((i) => (i as HTMLInputElement).disabled)).toBe(true);
    expect($("feedback-save")).toBeNull();
    expect(($("feedback-text") as HTMLTextAreaElement).readOnly).toBe(true);
    expect($("last-time-copy")).toBeNull();
  });

  it("keeps its inputs and buttons for the customer", () => {
    const plan = parsePlan(CANONICAL);
    const day = plan.days.find((d) => !d.isRestDay)!;
    const store = createProgressStore({ planId: "p1", plan, stored: [], storage: null, send: async () => 200, schedule: () => undefined });
    render(<DayView planId="p1" day={day} store={store} isFirstPlan history={{}} feedback="" />, "/de/admin/plaene/p1");
    expect($$("set-reps").some((i) => (i as HTMLInputElement).readOnly)).toBe(false);
    expect($$("set-done").some((i) => (i as HTMLInputElement).disabled)).toBe(false);
    expect($("feedback-save")).not.toBeNull();
  });
});
