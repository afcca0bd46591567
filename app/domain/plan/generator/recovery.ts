/**
 * A tired fortnight (decision 0126, coach review round 6): when the customer reports fatigue in the
 * second week or in the plan feedback ("total müde", "komplett durch", "pretty wrecked", "slept
 * terribly"), or missed two or more training days, a coach does not add volume on top: no exercise
 * gets more sets than the previous plan gave it, and the plan says that a tired day may be cut short.
 * "Nicht müde" and a tired day in the first week only change nothing. Pure.
 */
import { fold } from "~/domain/coaching/text";
import type { LoggedSet } from "~/domain/training/logged-set";
import { sentencesOf } from "~/domain/training/feedback-signals";
import { negatedAt } from "./feedback-reaction";
import type { GeneratedDay, PrevRow } from "./types";
import { key } from "./util";

/** Words of fatigue and poor sleep (folded: umlauts as plain vowels). */
const FATIGUE =
  /\b(?:mude|muede|erschopft|erschoepft|platt|kaputt|ausgelaugt|komplett durch|vollig durch|schlecht geschlafen|kaum geschlafen|tired|exhausted|wrecked|drained|worn out|slept (?:badly|terribly|poorly)|bad sleep|poor sleep|no sleep)\b/;

/** A body part right before the fatigue word: local muscle fatigue. */
const LOCAL = /\b(?:rucken|ruecken|beine?|arme?|schultern?|knie|waden?|po|gesass|oberschenkel|muskeln?|back|legs?|arms?|shoulders?|glutes?|quads?|hamstrings?|muscles?)\b(?:\s+\w+){0,3}\s*$/;

/** Whether a text reports fatigue (not negated: "nicht müde", "not tired"). */
export function reportsFatigue(text: string | null | undefined): boolean {
  return sentencesOf(text ?? "").some((s) => {
    const t = fold(s);
    const m = FATIGUE.exec(t);
    // "unterer Rücken sehr müde", "legs were tired": a muscle's fatigue, not the customer's.
    return m !== null && !negatedAt(t, m.index) && !LOCAL.test(t.slice(Math.max(0, m.index - 40), m.index));
  });
}

/** Why the next plan holds its volume, or null: fatigue late in the plan or in its feedback, or two or more missed training days. */
export function recoveryReason(
  prevRows: readonly PrevRow[],
  progress: readonly LoggedSet[],
  dayFeedback: readonly { day: number; text: string }[],
  planFeedback: string | null,
): "fatigue" | "missed" | null {
  const trainingDays = [...new Set(prevRows.map((r) => r.day))];
  const lastDay = Math.max(0, ...trainingDays);
  if (reportsFatigue(planFeedback) || dayFeedback.some((f) => f.day > lastDay / 2 && reportsFatigue(f.text))) return "fatigue";
  const trained = new Set(progress.filter((p) => p.completed).map((p) => p.day));
  // Days before the first logged one may simply not have been logged yet: only days after a trained one count as missed.
  const first = Math.min(...trained);
  const missed = trainingDays.filter((d) => d > first && !trained.has(d)).length;
  return trained.size > 0 && missed >= 2 ? "missed" : null;
}

/** No exercise of the previous plan gets more sets than that plan gave it: on the same day, else its most on any day. */
export function holdVolume(days: readonly GeneratedDay[], prevRows: readonly PrevRow[]): void {
  const most = new Map<string, number>();
  for (const r of prevRows) most.set(key(r.name), Math.max(most.get(key(r.name)) ?? 0, r.sets));
  for (const d of days) {
    for (const r of d.exercises) {
      const sameDay = prevRows.find((p) => p.day === d.day && key(p.name) === key(r.name));
      const cap = sameDay?.sets ?? most.get(key(r.name));
      if (cap !== undefined && r.sets > cap) r.sets = cap;
    }
  }
}

/** The plan's line (German; words.ts renders it in English). */
export const RECOVERY_LINE: Record<"fatigue" | "missed", string> = {
  fatigue:
    "Ihre Rückmeldung zur Müdigkeit: Dieser Plan legt keine Sätze oben drauf, die Gewichte starten bei dem, was Sie zuletzt sauber geschafft haben. An müden Tagen ist die kurze Variante in Ordnung: die ersten drei Übungen mit je 2 Sätzen und etwa 10 % weniger Gewicht, dann Schluss. Nach einer Nacht ohne Schlaf setzen Sie besser ganz aus.",
  missed:
    "Sie haben mehrere Trainingstage ausgelassen: Dieser Plan legt keine Sätze oben drauf, die Gewichte starten bei dem, was Sie zuletzt sauber geschafft haben. Fehlt einmal die Zeit, ist die kurze Variante in Ordnung: die ersten drei Übungen mit je 2 Sätzen.",
};
