/**
 * "Zu lang" in a follow-up's feedback, in minutes (coach review round 3, decision 0102): the next
 * sessions fit the time the customer states ("nach 45 Minuten bin ich platt"), else they end clearly
 * below the previous plan's sessions (at most 85 % of them) and in the lower third of the booked window —
 * never below the booked minimum (the plan checks hold the booking; the note asks to change it).
 * Minutes are estimated as the plan checks estimate them (coaching/fit.ts estimateSession: warm-up,
 * sets × (work + rest), setup). Cut first: the cardio finisher, then accessory sets, then the last
 * accessory (structure.ts shortenSessions); main lifts keep their sets. The note states the new
 * estimate, the previous one and what was cut, all measured.
 */
import { estimateSession } from "~/domain/coaching/fit";
import { fold } from "~/domain/coaching/text";
import { wantsShorter } from "./feedback-schedule";
import { isCardioExercise, parsePlan } from "~/domain/plan/parser";
import type { GeneratedDay, PrevRow } from "./types";

/** The share of the previous sessions' minutes a "zu lang" follow-up keeps at most. */
export const TOO_LONG_SHARE = 0.85;

/**
 * A time limit stated next to "zu lang": "nach 45 Minuten bin ich platt", "max. 40 Minuten", "only 45
 * minutes", "1 Stunde reicht". A duration the session took ("dauern über 2 Stunden") is no limit.
 */
export function statedMinuteLimit(texts: readonly string[]): number | undefined {
  const limits: number[] = [];
  for (const raw of texts) {
    const t = fold(raw);
    if (!/\bplatt\b/.test(t) && !wantsShorter([raw])) continue;
    const re = /\b(nach|nur|max\.?|maximal|hochstens|bis|after|only|at most|max)\s+(?:have\s+|habe\s+)?(?:ca\.?\s+|etwa\s+|about\s+)?(\d{1,3})\s*(minuten|min\b|minutes|stunden?|hours?)/g;
    for (let m = re.exec(t); m; m = re.exec(t)) {
      const n = Number(m[2]);
      const minutes = /^(stunde|hour)/.test(m[3]!) ? n * 60 : n;
      if (minutes >= 15 && minutes <= 180) limits.push(minutes);
    }
  }
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/** Estimated minutes per training day of a plan text (as the plan checks count them). */
export function planSessionMinutes(text: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const d of parsePlan(text).days) {
    if (d.exercises.length === 0) continue;
    out.set(d.day, estimateSession({ warmUpActivities: d.warmUpActivities, exercises: d.exercises.map((e) => ({ ...e, cardio: isCardioExercise(e.name) })) }).minutes);
  }
  return out;
}

/** The minutes a "zu lang" follow-up's sessions aim at, and the floor they may not go below. */
export function tooLongTarget(window: { min: number; max: number }, previousMinutes: readonly number[], limit: number | undefined): { target: number; floor: number } {
  const lowThird = window.min + (window.max - window.min) / 3;
  const previous = previousMinutes.length > 0 ? Math.min(...previousMinutes) : undefined;
  const wanted = Math.min(lowThird, previous !== undefined ? Math.floor(previous * TOO_LONG_SHARE) : lowThird, limit ?? Infinity);
  // Never below the booked minimum (the plan checks hold the booking; the note asks to change it).
  return { target: Math.max(window.min, wanted), floor: window.min };
}

/** What is shorter than in the previous plan (same day), as the note may claim it. */
export interface Shortening {
  cardio: boolean;
  sets: boolean;
  dropped: boolean;
}

const cardioMinutes = (reps: string) => (/Minuten$/.test(reps) ? Number(/\d+/.exec(reps)?.[0] ?? 0) : undefined);

/** Compared with the previous plan's rows of the same day: a shorter cardio block, fewer accessory sets, fewer exercises. */
export function shorteningOf(prevRows: readonly PrevRow[], days: readonly GeneratedDay[]): Shortening {
  const out: Shortening = { cardio: false, sets: false, dropped: false };
  for (const d of days.filter((x) => !x.isRestDay)) {
    const prev = prevRows.filter((p) => p.day === d.day);
    if (prev.length === 0) continue;
    const prevCardio = prev.map((p) => cardioMinutes(p.reps)).filter((m): m is number => m !== undefined);
    const nowCardio = d.exercises.map((r) => cardioMinutes(r.reps)).filter((m): m is number => m !== undefined);
    if (prevCardio.length > 0 && (nowCardio.length === 0 || Math.max(...nowCardio) < Math.max(...prevCardio))) out.cardio = true;
    for (const r of d.exercises) {
      const p = prev.find((x) => x.name === r.name);
      if (p && r.role !== "main" && r.role !== "cardio" && r.sets < p.sets) out.sets = true;
    }
    if (d.exercises.filter((r) => cardioMinutes(r.reps) === undefined).length < prev.filter((p) => cardioMinutes(p.reps) === undefined).length) out.dropped = true;
  }
  return out;
}

const span = (ns: readonly number[]) => (Math.min(...ns) === Math.max(...ns) ? `${ns[0]}` : `${Math.min(...ns)}–${Math.max(...ns)}`);

/** The intro sentence: new and previous estimates and what was cut, each as measured. */
export function tooLongNote(newMinutes: readonly number[], previousMinutes: readonly number[], limit: number | undefined, cut: Shortening): string {
  const parts: string[] = [];
  if (cut.cardio) parts.push("kürzerer Ausdauerblock");
  if (cut.sets) parts.push("weniger Sätze bei Ergänzungsübungen");
  if (cut.dropped) parts.push("weniger Ergänzungsübungen");
  const before = previousMinutes.length > 0 ? ` (vorher ${span(previousMinutes)} Minuten)` : "";
  const fits = limit !== undefined && newMinutes.length > 0 && Math.max(...newMinutes) <= limit ? `, innerhalb Ihrer ${limit} Minuten` : "";
  const how = parts.length > 0 ? ` Gekürzt: ${parts.join(", ")}; die Hauptübungen bleiben.` : "";
  return `Ihre Rückmeldung, die Einheiten seien zu lang: Geschätzte Dauer je Einheit (Aufwärmen, Sätze und Pausen gerechnet) jetzt ${span(newMinutes)} Minuten${before}${fits}.${how} Bleibt auf Dauer weniger Zeit, passen Sie die Einheitendauer in Ihrem Fragebogen an.`;
}

/**
 * Where the accessory cuts were not enough for a stated or clearly shorter time: the cardio finisher
 * goes down to 5 minutes, then secondary lifts lose sets (not below 2); main lifts keep theirs.
 */
export function shortenFurther(
  days: readonly GeneratedDay[],
  target: number,
  minutes: (d: GeneratedDay) => number,
  holds: () => boolean,
  required: (r: GeneratedDay["exercises"][number]) => boolean,
): void {
  for (const d of days.filter((x) => !x.isRestDay)) {
    const cardio = d.exercises.find((r) => r.role === "cardio" || /Minuten$/.test(r.reps));
    const cm = cardio ? Number(/\d+/.exec(cardio.reps)?.[0] ?? 0) : 0;
    if (cardio && cm > 5 && minutes(d) > target) {
      const before = cardio.reps;
      cardio.reps = cardio.reps.replace(/\d+/, String(Math.max(5, cm - Math.ceil(minutes(d) - target))));
      if (!holds()) cardio.reps = before;
    }
    // A warm-up the fit pass lengthened ("15 Minuten lockeres Einwärmen") shrinks before any set goes (down to 5 minutes).
    const wi = d.warmUp.findIndex((l) => /^\d+ Minuten /.test(l));
    const wm = wi >= 0 ? Number(/^\d+/.exec(d.warmUp[wi]!)?.[0] ?? 0) : 0;
    if (wi >= 0 && wm > 5 && minutes(d) > target) {
      const before = d.warmUp[wi]!;
      d.warmUp[wi] = before.replace(/^\d+/, String(Math.max(5, wm - Math.ceil(minutes(d) - target))));
      if (!holds()) d.warmUp[wi] = before;
    }
    for (const r of [...d.exercises].reverse()) {
      while (minutes(d) > target && r.role !== "cardio" && r.role !== "main" && !required(r) && r.sets > 2) {
        r.sets--;
        if (!holds()) {
          r.sets++;
          break;
        }
      }
    }
  }
}
