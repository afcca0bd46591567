/**
 * Schedule and session-length wishes in a follow-up's feedback (decision 0131, coach review round 7):
 * "nur noch 3 Tage", "können wir auf 3 Tage gehen", "can we move to 3 days", "Max 50 min wär gut",
 * "ich habe nur 45 Minuten", "weniger Zeit". A coach changes the next plan's days per week or its
 * session length within the questionnaire's options, or says why not — never silence. A count that
 * only reports ("3 Tage Muskelkater", "Nur 45 min wegen Müdigkeit" about one session) is no wish.
 * Pure.
 */
import { SESSION_WINDOWS } from "~/domain/coaching/fit";
import { fold } from "~/domain/coaching/text";
import { sentencesOf } from "~/domain/training/feedback-signals";
import type { SessionDuration, TrainingFrequency } from "~/domain/questionnaire/options";
import { FREQUENCY_DAYS } from "./profile";

const NUMBER_WORDS: Record<string, number> = { ein: 1, einen: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const N = "(\\d|ein|einen|zwei|drei|vier|funf|sechs|one|two|three|four|five|six)";
const DAYS = "(?:x\\s*|mal\\s*)?(?:tage?|trainingstage?|einheiten|days?|sessions?|times|trainings)";
/** "N Tage pro Woche", "N days a week": a count per week. */
const PER_WEEK = new RegExp(`\\b${N}\\s*${DAYS}\\s+(?:pro|die|in der|je|a|per|each)\\s+(?:woche|week)\\b`);
/** "nur noch N Tage", "auf N Tage", "move to N days", "only N days": a count wished for. */
const WISHED_COUNT = new RegExp(`\\b(?:nur noch|nur|auf|lieber|hochstens|maximal|max|only|to|just|at most)\\s+${N}\\s*${DAYS}\\b`);
/** Words of a wish (a count in a report is none). */
const WISH = /\b(?:mochte|mochten|will|wurde|wurden|ware|bitte|lieber|konnen|konnten|kann|koennen|soll|sollte|sollen|gerne?|nur noch|schaffe|passt|reicht|want|would|could|can|please|prefer|rather|wish|wanna)\b/;
/** A training count of another sport ("3x die Woche laufen") is no wish for the plan. */
const OTHER_SPORT = /\b(?:lauf\w*|jogg\w*|run\w*|rad\w*|bike\w*|biken|mtb|schwimm\w*|swim\w*|fussball|football|tennis)\b/;

/** The days per week the feedback wishes for (the last wish counts), or undefined. */
export function wishedDaysPerWeek(texts: readonly (string | null | undefined)[]): number | undefined {
  let out: number | undefined;
  for (const text of texts) {
    for (const s of sentencesOf(text ?? "")) {
      const t = fold(s);
      const m = WISHED_COUNT.exec(t) ?? PER_WEEK.exec(t);
      if (!m || !WISH.test(t) || OTHER_SPORT.test(t) || /\b(?:nicht|not|kein|no)\s+(?:\w+\s+)?$/.test(t.slice(Math.max(0, m.index - 16), m.index))) continue;
      const n = /^\d$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!];
      if (n !== undefined && n >= 1 && n <= 7) out = n;
    }
  }
  return out;
}

/**
 * Words that ask for shorter sessions: "zu lang", "kürzer machen", "weniger Zeit", "less time",
 * "shorter", or a minute limit with a wish ("Max 50 min wär gut", "I only have 45 minutes").
 */
const SHORTER = /\bzu lange?\b|\btoo long\b|\bzu zeitaufwendig\b|\bkurzere einheiten\b|\bshorter\b|\bkurzer (?:machen|halten|sein|trainieren)\b|\b(?:training|einheiten?|kraft)\w* (?:\w+ )?kurzer\b|\bweniger zeit\b|\bless time\b/;
const MINUTE_LIMIT = /\b(?:max|maximal|hochstens|at most|no more than|hab\w* nur|have only|only have|nur noch)\s*(?:ca\s+|etwa\s+|about\s+)?(\d{1,3})\s*(?:minuten|min|minutes)\b/;

/** Whether a text asks for shorter sessions (not negated: "nicht zu lang"). */
export function wantsShorter(texts: readonly string[]): boolean {
  return texts.some((text) =>
    sentencesOf(text).some((s) => {
      const t = fold(s);
      const m = SHORTER.exec(t) ?? MINUTE_LIMIT.exec(t);
      return m !== null && !/\b(?:nicht|nie|not|never)\s+(?:\w+\s+)?$/.test(t.slice(Math.max(0, m.index - 16), m.index));
    }),
  );
}

const DURATIONS = Object.keys(SESSION_WINDOWS) as SessionDuration[];
/** How the line that changes the days per week begins. */
export const DAYS_CHANGED = "Ihr Wunsch aus dem Feedback: jetzt";

/**
 * The questionnaire after the feedback's wishes: the days per week it asks for (the questionnaire's
 * options, at most 6), and a session-length option whose maximum fits a stated limit below the booked
 * minimum. With the line that says what changed or why not (German; words.ts renders it in English).
 */
export function applyScheduleWishes<Q extends { training_frequency: TrainingFrequency; session_duration: SessionDuration }>(
  q: Q,
  texts: readonly (string | null | undefined)[],
  o: { limit?: number; tired: boolean },
): { q: Q; lines: string[] } {
  const lines: string[] = [];
  let out = q;
  const wished = wishedDaysPerWeek(texts);
  const booked = FREQUENCY_DAYS[q.training_frequency];
  if (wished !== undefined && wished !== booked) {
    const n = Math.min(6, wished);
    if (n > booked && o.tired) {
      lines.push(`Ihr Wunsch nach ${wished} Trainingstagen pro Woche: Dieser Plan bleibt bei ${booked} Tagen, weil Sie in den letzten zwei Wochen müde waren – mehr Tage erst, wenn Sie sich erholt fühlen.`);
    } else {
      out = { ...out, training_frequency: `${n}x` as TrainingFrequency };
      lines.push(`${DAYS_CHANGED} ${n} Trainingstage pro Woche (vorher ${booked}).${wished > n ? " Mehr als 6 Krafteinheiten pro Woche plant dieser Plan nicht." : ""}`);
    }
  }
  const window = SESSION_WINDOWS[q.session_duration];
  if (o.limit !== undefined && o.limit < window.min) {
    const fit = DURATIONS.filter((d) => SESSION_WINDOWS[d].max <= o.limit!).sort((a, b) => SESSION_WINDOWS[b].max - SESSION_WINDOWS[a].max)[0];
    if (fit) {
      out = { ...out, session_duration: fit };
      lines.push(`Ihr Wunsch nach höchstens ${o.limit} Minuten: Die Einheiten sind jetzt für ${SESSION_WINDOWS[fit].min}–${SESSION_WINDOWS[fit].max} Minuten geplant (vorher ${window.min}–${window.max}).`);
    } else {
      lines.push(`Ihr Wunsch nach höchstens ${o.limit} Minuten: Kürzer als ${SESSION_WINDOWS.upto_30.min}–${SESSION_WINDOWS.upto_30.max} Minuten plant dieser Plan keine Einheit – mit Aufwärmen bleibt sonst keine sinnvolle Trainingszeit.`);
    }
  }
  return { q: out, lines };
}

/** The lines above in English. */
export const SCHEDULE_PATTERNS_EN: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Ihr Wunsch nach (\d+) Trainingstagen pro Woche: Dieser Plan bleibt bei (\d+) Tagen, weil Sie in den letzten zwei Wochen müde waren – mehr Tage erst, wenn Sie sich erholt fühlen\.$/, "Your wish for $1 training days a week: this plan stays at $2 days because you were tired over the last two weeks – more days only once you feel recovered."],
  [/^Ihr Wunsch nach (\d+) Trainingstagen pro Woche: Dieser Plan bleibt bei (\d+) Tagen, weil Ihre gesundheitlichen Angaben höchstens (\d+) Einheiten pro Woche erlauben\.$/, "Your wish for $1 training days a week: this plan stays at $2 days because your health details allow at most $3 sessions a week."],
  [/^Ihr Wunsch aus dem Feedback: jetzt (\d+) Trainingstage pro Woche \(vorher (\d+)\)\./, "Your wish from the feedback: now $1 training days a week (before: $2)."],
  [/ Mehr als 6 Krafteinheiten pro Woche plant dieser Plan nicht\.$/, " This plan does not schedule more than 6 strength sessions a week."],
  [/^Ihr Wunsch nach höchstens (\d+) Minuten: Die Einheiten sind jetzt für (\d+)–(\d+) Minuten geplant \(vorher (\d+)–(\d+)\)\.$/, "Your wish for at most $1 minutes: the sessions are now planned for $2–$3 minutes (before: $4–$5)."],
  [/^Ihr Wunsch nach höchstens (\d+) Minuten: Kürzer als (\d+)–(\d+) Minuten plant dieser Plan keine Einheit – mit Aufwärmen bleibt sonst keine sinnvolle Trainingszeit\.$/, "Your wish for at most $1 minutes: this plan does not schedule sessions shorter than $2–$3 minutes – with the warm-up there would be no useful training time left."],
];
