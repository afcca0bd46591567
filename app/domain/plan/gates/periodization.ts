/** The periodization gate: week 2 progresses week 1 by a stated rule (spec part 2 §9). */
import { repRange } from "~/domain/coaching/goals";
import { fold } from "~/domain/coaching/text";
import { type GateResult, type ParsedDay, type ParsedExercise, type ParsedPlan } from "~/domain/plan/types";
import { week, type Facts } from "./facts";

/** Periodization: share of week-1 exercise slots that progress in week 2 (the spec's 20 %) … */
export const MIN_PERIODIZATION_VARIATION = 0.2;
/** … and share of week-1 exercises kept on the paired week-2 day (a progression needs the same exercise). */
export const MIN_PERIODIZATION_CONTINUITY = 0.6;

/** A week-2 note that states how to progress ("Woche 2: steigern, wenn …", "+2,5 kg", "1 Wdh. mehr"). */
const RE_PROGRESSION_RULE =
  /\bwoche 2\b|\bweek 2\b|steiger|erhoh|progression|\bplus\b|mehr wiederholung|mehr wdh|\bwdh mehr\b|more reps|\badd\b|increase|doppelte progression|double progression|naechste stufe|nachste stufe|schwerere variante|harder variation/;
const RE_PLUS_LOAD = /\+\s*\d+(?:[.,]\d+)?\s*(?:kg|wdh|wiederholung|reps?|satz|sets?|s\b|sek|min)/i;

interface SlotChange {
  day: number;
  exercise: string;
  change: "progressed" | "unchanged" | "regressed" | "swapped";
  how?: string;
}

function amount(e: ParsedExercise): { reps: number; time: boolean } | null {
  const r = repRange(e.reps);
  return r ? { reps: r.max + r.min, time: r.time } : null;
}

function compareSlot(a: ParsedExercise, b: ParsedExercise): { change: SlotChange["change"]; how?: string } {
  if (b.weight > a.weight) return { change: "progressed", how: `+${Math.round((b.weight - a.weight) * 10) / 10} kg` };
  if (b.weight < a.weight) return { change: "regressed", how: `${Math.round((b.weight - a.weight) * 10) / 10} kg` };
  if (b.sets > a.sets) return { change: "progressed", how: `+${b.sets - a.sets} Satz` };
  if (b.sets < a.sets) return { change: "regressed", how: `${b.sets - a.sets} Satz` };
  const ra = amount(a);
  const rb = amount(b);
  if (ra && rb && ra.time === rb.time && rb.reps > ra.reps) return { change: "progressed", how: rb.time ? "mehr Zeit" : "mehr Wiederholungen" };
  if (ra && rb && ra.time === rb.time && rb.reps < ra.reps) return { change: "regressed", how: rb.time ? "weniger Zeit" : "weniger Wiederholungen" };
  const rule = fold(b.notes);
  if (RE_PROGRESSION_RULE.test(rule) || RE_PLUS_LOAD.test(b.notes)) return { change: "progressed", how: "Regel in Woche 2" };
  return { change: "unchanged" };
}

/**
 * Planned progression from week 1 to week 2: each training day of week 1 (days 1–7) is paired with
 * the training day of week 2 (days 8–14) that shares most of its exercises (the k-th on a tie, so
 * A/B/A then B/A/B pairs A with A); each week-1 exercise is looked for on the paired day. It is kept when the same exercise is there, and it progresses when the week-2 row
 * asks for more (kg, sets, reps or time) or states the rule in its notes ("Woche 2: steigern,
 * wenn …", "+2,5 kg"). Swapped exercises cannot progress. variation = progressed / week-1 slots,
 * continuity = kept / week-1 slots.
 */
export function periodizationVariation(plan: ParsedPlan): {
  variation: number;
  continuity: number;
  slots: number;
  kept: number;
  changed: number;
  regressed: number;
  changes: SlotChange[];
} {
  const w1 = week(plan, 1).filter((d) => !d.isRestDay);
  const w2 = week(plan, 2).filter((d) => !d.isRestDay);
  const names = (d: ParsedDay) => new Set(d.exercises.map((e) => fold(e.name)));
  const w2Names = w2.map(names);
  const changes: SlotChange[] = [];
  for (let k = 0; k < w1.length; k++) {
    // The partner: the week-2 session sharing most exercises (A/B/A then B/A/B pairs A with A),
    // the k-th one on a tie.
    const own = names(w1[k]!);
    let best = k < w2.length ? k : -1;
    let bestShared = best >= 0 ? [...own].filter((n) => w2Names[best]!.has(n)).length : -1;
    w2Names.forEach((set, j) => {
      const shared = [...own].filter((n) => set.has(n)).length;
      if (shared > bestShared) {
        best = j;
        bestShared = shared;
      }
    });
    const b = best >= 0 ? w2[best]!.exercises : [];
    const used = new Set<number>();
    for (const ex of w1[k]!.exercises) {
      const key = fold(ex.name);
      const j = b.findIndex((x, i) => !used.has(i) && fold(x.name) === key);
      if (j < 0) {
        changes.push({ day: w1[k]!.day, exercise: ex.name, change: "swapped" });
        continue;
      }
      used.add(j);
      changes.push({ day: w1[k]!.day, exercise: ex.name, ...compareSlot(ex, b[j]!) });
    }
  }
  const slots = changes.length;
  const kept = changes.filter((c) => c.change !== "swapped").length;
  const changed = changes.filter((c) => c.change === "progressed").length;
  const regressed = changes.filter((c) => c.change === "regressed").length;
  return { variation: slots === 0 ? 0 : changed / slots, continuity: slots === 0 ? 0 : kept / slots, slots, kept, changed, regressed, changes };
}

export function gatePeriodization(f: Facts): GateResult {
  const hasWeeks = week(f.plan, 1).some((d) => !d.isRestDay) && week(f.plan, 2).some((d) => !d.isRestDay);
  const v = periodizationVariation(f.plan);
  const enoughProgress = v.variation >= MIN_PERIODIZATION_VARIATION;
  const enoughKept = v.continuity >= MIN_PERIODIZATION_CONTINUITY;
  const passed = !f.plan.isPlaceholder && hasWeeks && enoughProgress && enoughKept;
  const pct = Math.round(v.variation * 100);
  const keptPct = Math.round(v.continuity * 100);
  const problems: string[] = [];
  if (!enoughKept) problems.push(`nur ${keptPct} % der Übungen aus Woche 1 kommen in Woche 2 wieder (mindestens ${Math.round(MIN_PERIODIZATION_CONTINUITY * 100)} %; ausgetauschte Übungen können nicht gesteigert werden)`);
  if (!enoughProgress) problems.push(`nur ${pct} % der Übungsplätze werden in Woche 2 geplant gesteigert (mindestens ${Math.round(MIN_PERIODIZATION_VARIATION * 100)} %: mehr kg, Sätze, Wiederholungen oder Zeit, oder eine Steigerungsregel)`);
  return {
    id: "periodization",
    passed,
    reason: !hasWeeks
      ? "Woche 1 und Woche 2 haben nicht beide Trainingstage; keine Progression messbar."
      : passed
        ? `Woche 2 steigert ${pct} % der Übungsplätze geplant gegenüber Woche 1 (mindestens 20 %); ${keptPct} % der Übungen bleiben.`
        : `Keine geplante Progression: ${problems.join("; ")}.`,
    details: {
      hasWeeks,
      minVariation: MIN_PERIODIZATION_VARIATION,
      minContinuity: MIN_PERIODIZATION_CONTINUITY,
      variation: Number(v.variation.toFixed(4)),
      continuity: Number(v.continuity.toFixed(4)),
      slots: v.slots,
      keptSlots: v.kept,
      changedSlots: v.changed,
      regressedSlots: v.regressed,
    },
  };
}

