/** Follow-up plans: feedback signals and the double progression per exercise from the logged sets. */
import type { ExerciseRecord } from "../../exercises/types";
import { mentionsPain } from "../../training/feedback-signals";
import type { LoggedSet } from "../../training/logged-set";
import { isTimeBased } from "./classify";
import { bandLevel, defaultKg, increaseKg, reduceKg } from "./loads";
import type { LoadKind, PrevRow, ProgressionContext, ProgressionDecision } from "./types";
import { de, key, numbersIn } from "./util";
import { fold } from "../../coaching/text";
import { loadKind } from "./classify";

export const REDUCE_SIGNALS: { re: RegExp; label: string }[] = [
  { re: /zu schwer/, label: "zu schwer" },
  { re: /zu viel/, label: "zu viel" },
  { re: /zu anstrengend/, label: "zu anstrengend" },
  { re: /muede|mude/, label: "müde" },
  { re: /erschoepft|erschopft/, label: "erschöpft" },
  { re: /ueberfordert|uberfordert/, label: "überfordert" },
  { re: /keine (?:zeit|kraft)/, label: "keine Kraft/Zeit" },
  { re: /mehr (?:pause|pausen|erholung|ruhe|regeneration)/, label: "mehr Erholung" },
  { re: /\btoo (?:hard|heavy|much)\b|\btired\b|\bexhausted\b/, label: "zu schwer" },
];

export const INCREASE_SIGNALS: { re: RegExp; label: string }[] = [
  { re: /zu leicht/, label: "zu leicht" },
  { re: /zu einfach/, label: "zu einfach" },
  { re: /langweilig/, label: "langweilig" },
  { re: /unterfordert/, label: "unterfordert" },
  { re: /\bmehr\b(?! (?:pause|pausen|erholung|ruhe|regeneration))/, label: "mehr" },
  { re: /\btoo (?:easy|light)\b|\bboring\b|\bmore\b/, label: "zu leicht" },
];

export function negatedAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 14), index);
  return /\b(nicht|kein|keine|keinen|nie|not|no)\s+(\w+\s+)?$/.test(before);
}

export function feedbackReaction(texts: string[]): { reaction: "reduce" | "increase" | "none"; signals: string[] } {
  const reduce: string[] = [];
  const increase: string[] = [];
  for (const raw of texts) {
    const t = fold(raw);
    if (!t) continue;
    // Pain is read word by word, with negation per clause (app/domain/training/feedback-signals.ts).
    if (mentionsPain(raw) && !reduce.includes("Schmerzen")) reduce.push("Schmerzen");
    for (const s of REDUCE_SIGNALS) {
      const m = s.re.exec(t);
      if (m && !negatedAt(t, m.index) && !reduce.includes(s.label)) reduce.push(s.label);
    }
    for (const s of INCREASE_SIGNALS) {
      const m = s.re.exec(t);
      if (m && !negatedAt(t, m.index) && !increase.includes(s.label)) increase.push(s.label);
    }
  }
  if (reduce.length > 0) return { reaction: "reduce", signals: reduce };
  if (increase.length > 0) return { reaction: "increase", signals: increase };
  return { reaction: "none", signals: [] };
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
    const kind: LoadKind = rec
      ? loadKind(rec)
      : /langhantel|barbell/i.test(name)
        ? "barbell"
        : /kurzhantel|dumbbell/i.test(name)
          ? "dumbbell"
          : /kettlebell/i.test(name)
            ? "kettlebell"
            : /maschine|machine|kabel|cable/i.test(name)
              ? "machine"
              : /band/i.test(name)
                ? "band"
                : /ergometer|rad|lauf|rudergerät|crosstrainer|seilspring/i.test(name)
                  ? "cardio"
                  : "bodyweight";
    if (kind === "cardio") continue;
    const logs = progress
      .filter((p) => key(p.exercise_name) === k)
      .map((p) => {
        const reps = p.actual_reps ? numbersIn(p.actual_reps)[0] : undefined;
        const row = rowsOf.find((r) => r.day === p.day) ?? rowsOf[rowsOf.length - 1]!;
        const range = numbersIn(row.reps);
        const lo = range[0];
        const hi = range.length > 1 ? range[1] : range[0];
        return { p, reps, lo, hi };
      })
      .filter((l) => l.reps !== undefined && l.lo !== undefined && l.hi !== undefined && (l.p.completed || l.p.actual_reps));
    const latestRow = rowsOf[rowsOf.length - 1]!;
    const weighted = progress
      .filter((p) => key(p.exercise_name) === k && (p.actual_weight ?? 0) > 0)
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
    const allTop = logs.every((l) => l.reps! >= l.hi!);
    const below = logs.filter((l) => l.reps! < l.lo!).length;
    if (allTop) {
      if (kind === "bodyweight") {
        const harder = rec ? ctxBase.harderVariation(rec) : undefined;
        if (harder) {
          decisions.push({
            exercise: name,
            kind: "harder_variation",
            loggedSets: logs.length,
          bandLevel: band,
            previousWeight: 0,
            newWeight: 0,
            replacement: harder.name,
            note: `${name}: alle Sätze am oberen Ende → schwerere Variante ${harder.name}`,
          });
        } else {
          decisions.push({
            exercise: name,
            kind: "more_reps",
            loggedSets: logs.length,
          bandLevel: band,
            previousWeight: 0,
            newWeight: 0,
            note: `${name}: alle Sätze am oberen Ende → ${rec && isTimeBased(rec) ? "+10 s" : "+2 Wiederholungen"} pro Satz`,
          });
        }
      } else if (kind === "band") {
        decisions.push({
          exercise: name,
          kind: "increase",
          loggedSets: logs.length,
          bandLevel: band,
          previousWeight: 0,
          newWeight: 0,
          note: `${name}: alle Sätze am oberen Ende → stärkeres Band`,
        });
      } else {
        const nw = increaseKg(kind, base);
        decisions.push({
          exercise: name,
          kind: "increase",
          loggedSets: logs.length,
          bandLevel: band,
          previousWeight: base,
          newWeight: nw,
          note: `${name}: alle Sätze am oberen Ende → ${de(nw)} kg (vorher ${de(base)} kg)`,
        });
      }
    } else if (below * 2 > logs.length) {
      const nw = loaded ? reduceKg(kind, base) : base;
      decisions.push({
        exercise: name,
        kind: "reduce",
        loggedSets: logs.length,
          bandLevel: band,
        previousWeight: base,
        newWeight: nw,
        note: loaded
          ? `${name}: Wiederholungen unter der Spanne → ${de(nw)} kg (vorher ${de(base)} kg)`
          : `${name}: Wiederholungen unter der Spanne → leichtere Ausführung, gleiche Spanne`,
      });
    } else if (below > 0) {
      decisions.push({
        exercise: name,
        kind: "keep",
        loggedSets: logs.length,
          bandLevel: band,
        previousWeight: base,
        newWeight: base,
        note: `${name}: einzelne Sätze unter der Spanne → Gewicht halten${loaded ? ` (${de(base)} kg)` : ""}`,
      });
    } else {
      decisions.push({
        exercise: name,
        kind: "keep_more_reps",
        loggedSets: logs.length,
          bandLevel: band,
        previousWeight: base,
        newWeight: base,
        note: `${name}: innerhalb der Spanne → Gewicht halten${loaded ? ` (${de(base)} kg)` : ""}, mehr Wiederholungen anstreben`,
      });
    }
  }
  return decisions;
}

