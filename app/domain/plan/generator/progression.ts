/** Follow-up plans: the double progression per exercise from the logged sets. */
import type { ExerciseRecord } from "~/domain/exercises/types";
import type { LoggedSet } from "~/domain/training/logged-set";
import { isTimeBased } from "./classify";
import { bandLevel, defaultKg, increaseKg, reduceKg, roundForKind, shareOfMax } from "./loads";
import type { LoadKind, PrevRow, ProgressionContext, ProgressionDecision } from "./types";
import { de, key, numbersIn } from "./util";
import { fold } from "~/domain/coaching/text";
import { loadKind } from "./classify";

/**
 * The reps a customer entered for a set, or undefined when nothing was entered: an empty field, a
 * range ("8-12", "8–12") or exactly the prescribed text left as prefilled when that is no single number.
 */
export function enteredReps(actual: string | null | undefined, prescribed: string): number | undefined {
  if (!actual) return undefined;
  const t = actual.trim();
  if (!t || /\d\s*(?:-|–|—|bis)\s*\d/.test(t)) return undefined;
  // A fixed target ("10") entered as such was done (round 3: logged pelvic-floor sets read as "keine
  // Einträge"); only a prescription that is no single number stays "not entered" when left as it was.
  if (fold(t) === fold(prescribed) && numbersIn(prescribed).length !== 1) return undefined;
  return numbersIn(t)[0];
}

// ───────────────────────────────────────────────────────────────────────────── follow-up decisions

export function decideProgression(
  prevRows: PrevRow[],
  progress: LoggedSet[],
  byName: Map<string, ExerciseRecord>,
  ctxBase: ProgressionContext,
): ProgressionDecision[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const r of prevRows) {
    const k = key(r.name);
    if (!seen.has(k)) {
      seen.add(k);
      names.push(r.name);
    }
  }
  const decisions: ProgressionDecision[] = [];
  for (const name of names) {
    const k = key(name);
    const rowsOf = prevRows.filter((r) => key(r.name) === k);
    const rec = byName.get(k);
    const kind: LoadKind = rec ? loadKind(rec) : loadKindByName(name);
    if (kind === "cardio") continue;
    const logs = progress
      .filter((p) => key(p.exercise_name) === k)
      .map((p) => {
        const row = rowsOf.find((r) => r.day === p.day) ?? rowsOf[rowsOf.length - 1]!;
        const reps = enteredReps(p.actual_reps, row.reps);
        const range = numbersIn(row.reps);
        const lo = range[0];
        const hi = range.length > 1 ? range[1] : range[0];
        return { p, reps, lo, hi };
      })
      // Only sets marked done count; a reps field left at its prefilled range counts as not entered.
      .filter((l) => l.p.completed && l.reps !== undefined && l.lo !== undefined && l.hi !== undefined);
    const latestRow = rowsOf[rowsOf.length - 1]!;
    const weighted = progress
      .filter((p) => p.completed && key(p.exercise_name) === k && (p.actual_weight ?? 0) > 0)
      .sort((a, b) => a.day - b.day || a.set_number - b.set_number);
    const loggedWeight = weighted.length > 0 ? weighted[weighted.length - 1]!.actual_weight! : 0;
    let base = loggedWeight > 0 ? loggedWeight : latestRow.weight;
    const loaded = kind !== "bodyweight" && kind !== "band";
    if (loaded && base <= 0 && rec) base = defaultKg(rec, kind, ctxBase.q);
    let band: number | undefined;
    if (kind === "band") {
      const t = fold(latestRow.weightText);
      band = t.includes("sehr") ? 3 : t.includes("stark") ? 2 : t.includes("mittel") ? 1 : t.includes("leicht") ? 0 : bandLevel(ctxBase.q);
    }

    if (logs.length === 0) {
      decisions.push({
        exercise: name,
        kind: "no_data",
        loggedSets: 0,
        previousWeight: base,
        newWeight: base,
        note: `${name}: keine Einträge protokolliert, Vorgabe bleibt`,
        bandLevel: band,
      });
      continue;
    }
    decisions.push(
      decideFromLogs({
        name,
        rec,
        kind,
        logs,
        rowsOf,
        base,
        band,
        loaded,
        ctxBase,
      }),
    );
  }
  return decisions;
}

/**
 * The customer chose a heavier load for fewer reps (110 kg × 2 where 87,5 kg × 10–12 stood): no miss,
 * a different set. The load for the range comes from those sets' estimated 1RM (Epley, decision 0126).
 */
function rescaledFromLogs(
  x: { name: string; kind: LoadKind; logs: ExerciseLog[]; base: number; band: number | undefined },
  latestRow: PrevRow,
): ProgressionDecision {
  const { name, kind, logs, base, band } = x;
  const e1rm = Math.max(...logs.map((l) => (l.p.actual_weight ?? 0) * (1 + l.reps! / 30)));
  const lo = numbersIn(latestRow.reps)[0] ?? 8;
  const nw = roundForKind(kind, e1rm * shareOfMax(lo, numbersIn(latestRow.reps)[1]));
  return {
    exercise: name,
    kind: "keep",
    loggedSets: logs.length,
    bandLevel: band,
    previousWeight: base,
    newWeight: nw,
    rescaled: Math.round(e1rm),
    note: `${name}: schwerer als vorgegeben mit weniger Wiederholungen → ${de(nw)} kg für die Spanne (geschätztes 1RM ${de(Math.round(e1rm))} kg)`,
  };
}

/** Every set below the range was done at a heavier load than that day's prescription. */
function heavierWithFewerReps(logs: ExerciseLog[], rowsOf: PrevRow[], latestRow: PrevRow): boolean {
  const prescribed = (day: number) => (rowsOf.find((r) => r.day === day) ?? latestRow).weight;
  const misses = logs.filter((l) => l.reps! < l.lo!);
  return misses.length > 0 && misses.every((l) => prescribed(l.p.day) > 0 && (l.p.actual_weight ?? 0) > prescribed(l.p.day));
}

/** The rows of one exercise's logged sets: the set, the reps entered and the prescribed range. */
interface ExerciseLog {
  p: LoggedSet;
  reps?: number;
  lo?: number;
  hi?: number;
}

/** A row's load kind from its name when the exercise is not in the catalogue. */
function loadKindByName(name: string): LoadKind {
  if (/langhantel|barbell/i.test(name)) return "barbell";
  if (/kurzhantel|dumbbell/i.test(name)) return "dumbbell";
  if (/kettlebell/i.test(name)) return "kettlebell";
  if (/maschine|machine|kabel|cable/i.test(name)) return "machine";
  if (/band/i.test(name)) return "band";
  if (/ergometer|rad|lauf|rudergerät|crosstrainer|seilspring/i.test(name)) return "cardio";
  return "bodyweight";
}

/** The double progression for one exercise with logged sets: up at the top of the range, down below it, else hold. */
function decideFromLogs(x: {
  name: string;
  rec: ExerciseRecord | undefined;
  kind: LoadKind;
  logs: ExerciseLog[];
  rowsOf: PrevRow[];
  base: number;
  band: number | undefined;
  loaded: boolean;
  ctxBase: ProgressionContext;
}): ProgressionDecision {
  const { name, rec, kind, logs, rowsOf, base, band, loaded, ctxBase } = x;
  const latestRow = rowsOf[rowsOf.length - 1]!;
  // Every prescribed set done and at the top of the range (per session the exercise was logged).
  const sessions = new Set(logs.map((l) => l.p.day));
  const setsPrescribed = [...sessions].reduce((n, d) => n + (rowsOf.find((r) => r.day === d) ?? latestRow).sets, 0);
  const allTop = logs.length >= setsPrescribed && logs.every((l) => l.reps! >= l.hi!);
  const missedBefore = rowsOf.some((r) => /Gewicht halten|Gewicht reduziert|unter der Spanne|Deload/i.test(r.notes));
  const below = logs.filter((l) => l.reps! < l.lo!).length;
  if (loaded && heavierWithFewerReps(logs, rowsOf, latestRow)) return rescaledFromLogs(x, latestRow);
  if (allTop) {
    if (kind === "bodyweight") {
      const harder = rec ? ctxBase.harderVariation(rec) : undefined;
      if (harder) {
        return {
          exercise: name,
          kind: "harder_variation",
          loggedSets: logs.length,
          bandLevel: band,
          previousWeight: 0,
          newWeight: 0,
          replacement: harder.name,
          note: `${name}: alle Sätze am oberen Ende → schwerere Variante ${harder.name}`,
        };
      } else {
        return {
          exercise: name,
          kind: "more_reps",
          loggedSets: logs.length,
          bandLevel: band,
          previousWeight: 0,
          newWeight: 0,
          note: `${name}: alle Sätze am oberen Ende → ${rec && isTimeBased(rec) ? "+10 s" : "+2 Wiederholungen"} pro Satz`,
        };
      }
    } else if (kind === "band") {
      return {
        exercise: name,
        kind: "increase",
        loggedSets: logs.length,
        bandLevel: band,
        previousWeight: 0,
        newWeight: 0,
        note: `${name}: alle Sätze am oberen Ende → stärkeres Band`,
      };
    } else {
      const nw = increaseKg(kind, base, rec?.movementPattern);
      return {
        exercise: name,
        kind: "increase",
        loggedSets: logs.length,
        bandLevel: band,
        previousWeight: base,
        newWeight: nw,
        note: `${name}: alle ${logs.length} Sätze am oberen Ende → ${de(nw)} kg (vorher ${de(base)} kg, +${de(nw - base)} kg)`,
      };
    }
  } else if (below * 2 > logs.length) {
    const nw = loaded ? reduceKg(kind, base) : base;
    return {
      exercise: name,
      kind: "reduce",
      loggedSets: logs.length,
      bandLevel: band,
      previousWeight: base,
      newWeight: nw,
      note: loaded
        ? `${name}: Wiederholungen unter der Spanne → ${de(nw)} kg (vorher ${de(base)} kg)`
        : `${name}: Wiederholungen unter der Spanne → leichtere Ausführung, gleiche Spanne`,
    };
  } else if (below > 0 && missedBefore && loaded) {
    // The second plan in a row with missed sets: deload (−10 %) instead of holding again.
    const nw = reduceKg(kind, base);
    return {
      exercise: name,
      kind: "reduce",
      loggedSets: logs.length,
      bandLevel: band,
      previousWeight: base,
      newWeight: nw,
      note: `${name}: zum zweiten Mal Sätze unter der Spanne → Deload auf ${de(nw)} kg (vorher ${de(base)} kg)`,
    };
  } else if (below > 0) {
    return {
      exercise: name,
      kind: "keep",
      loggedSets: logs.length,
      bandLevel: band,
      previousWeight: base,
      newWeight: base,
      note: `${name}: einzelne Sätze unter der Spanne → Gewicht halten${loaded ? ` (${de(base)} kg)` : ""}`,
    };
  } else {
    return {
      exercise: name,
      kind: "keep_more_reps",
      loggedSets: logs.length,
      bandLevel: band,
      previousWeight: base,
      newWeight: base,
      note: `${name}: innerhalb der Spanne → Gewicht halten${loaded ? ` (${de(base)} kg)` : ""}, mehr Wiederholungen anstreben`,
    };
  }
}
