/**
 * Questions in a follow-up's feedback are answered (decision 0131, coach review round 7: "ist 85 nicht
 * wenig?", "soll ich Schulterdrücken lieber ersetzen oder sitzend machen?", "gibts ne Alternative?"
 * all went unanswered). A question is a sentence ending in "?", one starting with "Frage:", or one
 * that asks ("soll ich", "kann ich", "ist das nicht", "should I", "can I"). Each gets a line in the
 * plan: answered where a rule can — the exercise that is no longer in the plan and what replaced it,
 * the load that now comes from the logged sets, the days that may move, the shorter sessions — and
 * otherwise the promise that the coach answers it personally. Never silence. Pure.
 */
import { fold, wordsHaveTerm, wordsOf } from "~/domain/coaching/text";
import { sentencesOf } from "~/domain/training/feedback-signals";
import { exerciseTerms } from "./feedback-reading";
import type { GeneratedDay, ProgressionDecision, Substitution } from "./types";
import { key, sanitizeInline } from "./util";

const ASKS = /^frage\b|\b(?:soll ich|sollte ich|sollen wir|kann ich|konnen wir|darf ich|konnte ich|muss ich|ist das nicht|ist das normal|was kann ich|wie kann ich|wie soll ich|should i|can i|could i|may i|do i need|is it ok|is that ok|is this normal|what can i|how do i|how should i|can we)\b/;

/** The questions of a feedback text, as the customer wrote them ("Frage:" dropped). */
export function questionsIn(text: string | null | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  let from = 0;
  // "z.B." ends no sentence.
  text = text.replace(/\bz\.\s?B\./g, "z. B");
  for (const s of sentencesOf(text)) {
    const at = text.indexOf(s, from);
    from = at >= 0 ? at + s.length : from;
    const asked = at >= 0 && text.slice(from).trimStart().startsWith("?");
    if (!asked && !ASKS.test(fold(s))) continue;
    const q = s.replace(/^\s*(?:frage|question)(?:\s+(?:an|for)\s+(?:den|die|meinen|meine|the|my)\s+\p{L}+)?\s*:\s*/iu, "").trim();
    if (q.length >= 3 && !out.includes(q)) out.push(q);
  }
  return out;
}

const SCHEDULE = /\b(?:montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?|wochenende|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekend|trainingstage?|verschieben|verlegen|reschedule)\b/;
const LENGTH = /\b(?:kurzer|dauer|dauert|minuten|min|shorter|minutes)\b/;
const ALTERNATIVE = /\b(?:ersetzen|ersatz|alternative\w*|stattdessen|anstatt|andere\w* (?:ubung|variante)|variante|sitzend|instead|replace|swap|substitute|variation|other exercise)\b/;
/** A judgement of the load ("zu wenig", "nicht bisschen wenig", "too light"), not any weight named. */
const LOAD = /\b(?:zu (?:leicht|schwer|wenig|viel)|wenig|weniger schwer|schwerer|leichter|mehr gewicht|weniger gewicht|too (?:light|heavy|easy|much|little)|heavier|lighter|more weight|less weight)\b/;

export interface QuestionContext {
  /** The previous plan's exercise names. */
  previousNames: readonly string[];
  /** Other names the customer may write for an exercise (its English name). */
  alsoKnownAs: (name: string) => readonly string[];
  days: readonly GeneratedDay[];
  decisions: ReadonlyMap<string, ProgressionDecision>;
  substitutions: readonly Substitution[];
  /** An exercise's movement pattern (to name what replaced it). */
  patternOf: (name: string) => string | undefined;
  /** The sessions were shortened for the feedback (follow-up-time.ts). */
  shorter: boolean;
  /** The days per week changed for the feedback (feedback-schedule.ts). */
  newDaysPerWeek?: number;
  /** The warning signs the plan answers first (red-flags.ts, decision 0137). */
  redFlags?: readonly { kind: "heart" | "nerve" | "screening" }[];
}

/** A question about a doctor, stimulants or training without sleep: the warning note answers it. */
const DOCTOR = /\b(?:arzt|arztin|doktor|doctor|doc|gp|checked|abklaren|notaufnahme)\b/;
const STIMULANTS_SLEEP = /\b(?:pre ?workout|preworkout|energy ?drinks?|monster|red bull|koffein|caffeine|kaffee|coffee|nachtschicht\w*|night ?shifts?|nights?|schlaf|sleep|slept)\b/;

/** The previous plan's exercise a question names (the one with the most words found), if any. */
function namedExercise(question: string, c: QuestionContext): string | undefined {
  const words = wordsOf(question);
  const hits = c.previousNames
    .map((n) => ({ n, hit: [n, ...c.alsoKnownAs(n)].flatMap(exerciseTerms).some((t) => wordsHaveTerm(words, t)), score: wordsOf(n).filter((w) => w.length >= 4 && words.includes(w)).length }))
    .filter((x) => x.hit)
    .sort((a, b) => b.score - a.score);
  return hits[0]?.n;
}

/** The answer a rule can give, else the coach's personal answer (German; words.ts renders it in English). */
export function answerQuestion(question: string, c: QuestionContext): string {
  // A long sentence asks in its last part ("… sind viel zu leicht – was kann ich da machen?").
  const tail = question.split(/\s[–-]\s/).pop()!;
  const core = tail !== question && wordsOf(tail).length >= 3 ? tail : question;
  const t = fold(core);
  const rows = c.days.filter((d) => !d.isRestDay && d.day <= 7).flatMap((d) => d.exercises);
  const ex = namedExercise(core, c);
  // Decision 0137: what the warning note already says is the answer ("Sollte ich da mal zum Arzt?" → yes).
  const heart = c.redFlags?.some((f) => f.kind === "heart");
  if (c.redFlags?.length && DOCTOR.test(t)) return "Ja – bitte lassen Sie das zeitnah ärztlich abklären (siehe den Hinweis zu Ihrer Rückmeldung oben).";
  if (heart && STIMULANTS_SLEEP.test(t)) return "Bis zur ärztlichen Abklärung: keine Energydrinks oder Pre-Workout-Produkte vor dem Training und kein Training ohne Schlaf – nach einer Nachtschicht erst schlafen (siehe den Hinweis oben).";
  if (SCHEDULE.test(fold(question))) {
    if (c.newDaysPerWeek !== undefined) return `Dieser Plan hat jetzt ${c.newDaysPerWeek} Trainingstage pro Woche.`;
    return "Die Trainingstage im Plan sind Vorschläge – Sie können Einheiten auf andere Wochentage legen. Schwere Beinarbeit mindestens 48 Stunden vor einem langen Lauf, einer langen Tour oder einem Wettkampf.";
  }
  if (LENGTH.test(t) && c.shorter) return "Ja – die Einheiten sind jetzt kürzer; die geschätzte Dauer steht oben.";
  if (ex && !rows.some((r) => key(r.name) === key(ex))) {
    const sub = c.substitutions.find((s) => key(s.original) === key(ex))?.substitute;
    const decided = c.decisions.get(key(ex));
    const pattern = c.patternOf(ex);
    const samePattern = rows.filter((r) => pattern !== undefined && r.pattern === pattern && !c.previousNames.some((n) => key(n) === key(r.name))).map((r) => r.name);
    const instead = sub ?? (decided?.replacement && rows.some((r) => key(r.name) === key(decided.replacement!)) ? decided.replacement : [...new Set(samePattern)].join(", ") || undefined);
    if (instead) return `${ex} ist nicht mehr im Plan; stattdessen: ${instead}.`;
    return ALTERNATIVE.test(t) ? `${ex} ist nicht mehr im Plan; zu einer Alternative meldet sich Ihr Coach persönlich.` : `${ex} ist nicht mehr im Plan.`;
  }
  const row = ex ? rows.find((r) => key(r.name) === key(ex)) : undefined;
  const logged = ex ? (c.decisions.get(key(ex))?.loggedSets ?? 0) > 0 : false;
  if (LOAD.test(t) && row && logged && /\d/.test(row.weight)) {
    const rest = ALTERNATIVE.test(t) ? " Die Übung bleibt im Plan; zur Variante meldet sich Ihr Coach persönlich." : "";
    return `${row.name} steht in Woche 1 mit ${row.weight} im Plan – das Gewicht kommt aus Ihren protokollierten Sätzen, nicht aus der alten Vorgabe.${rest}`;
  }
  if (LOAD.test(t) && !ex) return "Die Gewichte dieses Plans kommen aus Ihren protokollierten Sätzen, nicht aus der alten Vorgabe (siehe Hinweise zur Progression).";
  return PERSONAL;
}

const PERSONAL = "Diese Frage beantwortet Ihnen Ihr Coach persönlich.";
const quoted = (q: string) => `„${sanitizeInline(q, 100).replace(/[„“"]/g, "")}“`;

/**
 * One line per question of the plan and day feedback (at most eight) that a rule answers; the ones
 * the coach answers personally in one line (round 8: five lines of the same promise read as a stub).
 */
export function questionLines(texts: readonly { day: number; text: string }[], c: QuestionContext): string[] {
  const qs = [...new Set(texts.flatMap((f) => questionsIn(f.text)))].slice(0, 8);
  const answered = qs.map((q) => ({ q, a: answerQuestion(q, c) }));
  const personal = answered.filter((x) => x.a === PERSONAL).map((x) => x.q);
  const lines = answered.filter((x) => x.a !== PERSONAL).map((x) => `Ihre Frage ${quoted(x.q)}: ${x.a}`);
  if (personal.length === 1) lines.push(`Ihre Frage ${quoted(personal[0]!)}: ${PERSONAL}`);
  if (personal.length > 1) lines.push(`Ihre Fragen ${personal.map(quoted).join(", ")}: Diese beantwortet Ihnen Ihr Coach persönlich.`);
  return lines;
}

/** The lines above in English (the answer sentences, after the exercise names are English). */
export const QUESTION_PATTERNS_EN: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Ihre Frage „(.+?)“: /, "Your question “$1”: "],
  [/^Ihre Fragen („.+“): Diese beantwortet Ihnen Ihr Coach persönlich\.$/, "Your questions $1: your coach will answer them personally."],
  [/„([^“]*)“/g, "“$1”"],
  [/Ja – bitte lassen Sie das zeitnah ärztlich abklären \(siehe den Hinweis zu Ihrer Rückmeldung oben\)\.$/, "Yes – please have this checked by a doctor soon (see the note on your feedback above)."],
  [/Bis zur ärztlichen Abklärung: keine Energydrinks oder Pre-Workout-Produkte vor dem Training und kein Training ohne Schlaf – nach einer Nachtschicht erst schlafen \(siehe den Hinweis oben\)\.$/, "Until a doctor has checked it: no energy drinks or pre-workout products before training and no training without sleep – after a night shift, sleep first (see the note above)."],
  [/Dieser Plan hat jetzt (\d+) Trainingstage pro Woche\.$/, "This plan now has $1 training days a week."],
  [/Die Trainingstage im Plan sind Vorschläge – Sie können Einheiten auf andere Wochentage legen\. Schwere Beinarbeit mindestens 48 Stunden vor einem langen Lauf, einer langen Tour oder einem Wettkampf\.$/, "The training days in the plan are suggestions – you may move sessions to other weekdays. Keep heavy leg work at least 48 hours before a long run, a long ride or a competition."],
  [/Ja – die Einheiten sind jetzt kürzer; die geschätzte Dauer steht oben\.$/, "Yes – the sessions are shorter now; the estimated time is given above."],
  [/([”“]: )(.+?) ist nicht mehr im Plan; stattdessen: (.+)\.$/, "$1$2 is no longer in the plan; instead: $3."],
  [/([”“]: )(.+?) ist nicht mehr im Plan; zu einer Alternative meldet sich Ihr Coach persönlich\.$/, "$1$2 is no longer in the plan; your coach will suggest an alternative personally."],
  [/([”“]: )(.+?) ist nicht mehr im Plan\.$/, "$1$2 is no longer in the plan."],
  [/([”“]: )(.+?) steht in Woche 1 mit (.+?) im Plan – das Gewicht kommt aus Ihren protokollierten Sätzen, nicht aus der alten Vorgabe\./, "$1$2 is in the plan with $3 in week 1 – the weight comes from your logged sets, not from the old prescription."],
  [/ Die Übung bleibt im Plan; zur Variante meldet sich Ihr Coach persönlich\.$/, " The exercise stays in the plan; your coach will answer about the variation personally."],
  [/Die Gewichte dieses Plans kommen aus Ihren protokollierten Sätzen, nicht aus der alten Vorgabe \(siehe Hinweise zur Progression\)\.$/, "The weights in this plan come from your logged sets, not from the old prescription (see the progression notes)."],
  [/Diese Frage beantwortet Ihnen Ihr Coach persönlich\.$/, "Your coach will answer this question personally."],
];
