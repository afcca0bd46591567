/**
 * Whether the customer stated their current performance in numbers (issue 23 round 5, decision
 * 0115): then the plan never says "Ihre Kraftwerte kennen wir noch nicht", even when no barbell max
 * could be derived (kettlebell swings, pull-up counts, machine weights). A goal ("10 echte
 * Liegestütze schaffen") and owned equipment ("Kurzhanteln bis 25 kg") are no stated performance. Pure.
 */
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";

const LIFT = "(?:bank\\w*|bench|kniebeuge\\w*|squat\\w*|kreuzheben|deadlift|kh|rdl|hip ?thrust|swings?|tgu|get-?ups?|presse|press|latzug|pulldown|rudern|row|klimmz\\w*|pull-?ups?|chin-?ups?|(?:ring-?)?dips|liegest\\w*|push-?ups?|beinpresse|brustpresse|leg press|chest press|goblet\\w*|curl\\w*|snatch|clean|umsetzen|reißen)";
const FIGURE = [
  // a lifter's "90x5", "32kg x 15", "80kg x12"
  /(?<![\d,.])\d{1,3}(?:[.,]\d+)?\s*(?:kg)?\s*[x×]\s*\d{1,2}(?!\d)/i,
  // "Latzug 35kg", "TGU mit 24", "Ring-Dips 12"
  new RegExp(`\\b${LIFT}\\s*(?:mit|with|@|:)?\\s*\\d{1,3}(?:[.,]\\d+)?\\s*(?:kg|wdh|reps)?\\b`, "i"),
  // "10 Klimmzüge", "8 sauber Klimmzüge", "12 pull-ups"
  new RegExp(`\\b\\d{1,3}\\s+(?:saubere?\\s+|strict\\s+|clean\\s+)?${LIFT}`, "i"),
];

/** Whether the customer's current training text states a lift with a number. */
export function statesLiftFigures(q: Pick<QuestionnaireAnswers, "training_preferences">): boolean {
  const text = q.training_preferences ?? "";
  return FIGURE.some((re) => re.test(text));
}

/** The weights sentence for stated figures without a derived max, in English (words.ts spreads it). */
export const STATED_FIGURES_PATTERNS_EN: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /^Gewichte: Die kg-Angaben sind Startvorschläge; gleichen Sie sie mit Ihren genannten Leistungen ab\. Wählen Sie im ersten Satz ein Gewicht, bei dem noch (.+?) Wiederholungen möglich wären \((.+?)\), und tragen Sie das tatsächlich genutzte Gewicht ein: Der nächste Plan baut darauf auf\.$/,
    "Weights: the kg figures are starting suggestions; compare them with the performance you named. In the first set, choose a weight with which $1 more reps would still be possible ($2), and log the weight you actually used: the next plan builds on it.",
  ],
];
