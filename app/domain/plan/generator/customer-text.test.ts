/**
 * Rule (coach review round 2, "What a coach would state as rules" 2): the plan text the customer
 * reads holds coaching language only – no internal tags (#stabilisation), no shares of variation
 * ("variiert mindestens 29 %"), no rule wording meant for developers ("Mindestumfang je
 * Muskelgruppe"), no "Ersatz für X" for an X the customer never had.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COACH_PROFILES } from "~/domain/coaching/profiles.fixture";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import { generatePlan } from "./index";
import { readPlanRows } from "./previous";
import { ROUND_2_DIR, ROUND_2_IDS, round2Fixture } from "./round-2.fixture";
import { customerNotes } from "./text";
import { quote } from "./warmup-rest";
import { key } from "./util";

const { round2First, round2FollowUp, round2Plan } = round2Fixture((name) => readFileSync(new URL(ROUND_2_DIR + name, import.meta.url), "utf8"));

/** The internal markers in a plan text; `previousText` is the plan a follow-up progresses. */
export function internalMarkers(text: string, previousText = ""): string[] {
  const had = new Set(readPlanRows(previousText).map((r) => key(r.name)));
  const out: string[] = [];
  for (const line of text.split("\n")) {
    if (/^#{1,6}\s/.test(line)) continue; // Markdown headings
    for (const m of line.matchAll(/(?:^|[\s,(|])(#[\p{L}][\p{L}\d_-]*)/gu)) out.push(m[1]!);
    for (const m of line.matchAll(/\d+\s*%\s*der Übungen|variiert mindestens[^.|]*/g)) out.push(m[0]);
    for (const m of line.matchAll(/Mindestumfang|je Muskelgruppe unterschreiten|passt nicht in Ihre gebuchte Zeit und den Wochenumfang|\bslot\b|\bundefined\b|\bNaN\b|\[object /gi)) out.push(m[0]);
    for (const m of line.matchAll(/Ersatz für ([^(|,]+?)\s*(?:\(|\||,|$)/g)) if (!had.has(key(m[1]!))) out.push(m[0]);
    for (const m of line.matchAll(/^- ([^:]+?) ersetzt durch /g)) if (!had.has(key(m[1]!))) out.push(m[0]);
  }
  return out;
}

describe("customer text: coaching language only", () => {
  it("no internal markers in any bench profile's plan (seeded catalog)", { timeout: 30_000 }, () => {
    for (const p of COACH_PROFILES) {
      const plan = generatePlan({ questionnaire: p.questionnaire, exercises: EXERCISES, injuries: INJURIES });
      expect(internalMarkers(plan.text), p.id).toEqual([]);
    }
  });

  it("no internal markers in the round-2 questionnaires' plans", () => {
    for (const id of ROUND_2_IDS) expect(internalMarkers(round2First(id).text), `plan ${id}`).toEqual([]);
  });

  it("no internal markers in the round-2 follow-ups; 'Ersatz für' only names what the customer had", () => {
    for (const n of [1, 2, 3, 4] as const) {
      const { previousText, next } = round2FollowUp(n);
      expect(internalMarkers(next.text, previousText), `follow-up ${n}`).toEqual([]);
    }
  });

  it("negative control: the reviewed round-2 plans (before the rule) are caught", () => {
    const caught = ROUND_2_IDS.filter((id) => internalMarkers(round2Plan(id)).length > 0);
    expect(caught.length).toBeGreaterThanOrEqual(10);
    expect(internalMarkers("| Plank | 3 | 30 s | – | 45 s | #stabilisation Becken neutral |")).toEqual(["#stabilisation"]);
    expect(internalMarkers("- Woche 2 variiert mindestens 29 % der Übungen je Einheit.")).not.toEqual([]);
    expect(internalMarkers("| Crunch | 3 | 10 | – | 45 s | Ersatz für Bird Dog (Rücken) |")).toEqual(["Ersatz für Bird Dog ("]);
    // … and "Ersatz für X" stays allowed for an X of the previous plan.
    expect(internalMarkers("| Crunch | 3 | 10 | – | 45 s | Ersatz für Bird Dog (Rücken) |", "## Tag 1 – A\n\n| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |\n|---|---|---|---|---|---|\n| Bird Dog | 3 | 10 | – | 45 s | |\n")).toEqual([]);
  });

  it("customerNotes says a focus tag's purpose in words and drops other tags (control: notes without tags stay as they are)", () => {
    expect(customerNotes("#stabilisation Becken neutral, ruhig atmen")).toBe("Stabilisation: Becken neutral, ruhig atmen");
    expect(customerNotes("#foo Becken neutral")).toBe("Becken neutral");
    expect(customerNotes("Becken neutral (RIR 2)")).toBe("Becken neutral (RIR 2)");
  });
});

describe("quotes of the customer's words", () => {
  const ctx = { clean: (w: string) => !/sprung|laufen/i.test(w) } as never;
  it("are whole clauses: a clause the plan may not print is left out, never shortened", () => {
    expect(quote(ctx, "Schulter stabil halten für Würfe, Sprungkraft erhalten", 200)).toBe("Schulter stabil halten für Würfe");
    expect(quote(ctx, "Marathon laufen\nstraffer Po", 200)).toBe("straffer Po");
  });
  it("control: clean wishes are quoted as written; a too long one is not quoted at all", () => {
    expect(quote(ctx, "breitere Schultern, mehr Brust", 200)).toBe("breitere Schultern, mehr Brust");
    expect(quote(ctx, "breitere Schultern, mehr Brust", 10)).toBe("");
  });
});
