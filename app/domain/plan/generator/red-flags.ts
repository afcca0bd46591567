/**
 * Warning signs in the feedback that no plan may pass over (decision 0137). A coach who reads "my
 * heart was pounding and skipped, I got lightheaded and had tunnel vision" or "it pulls into my calf
 * and the outer foot tingles" does not adjust sets: they tell the customer to have it checked by a
 * doctor first and hold the training back until then.
 *
 * - **Heart**: palpitations, a racing, pounding or skipping heart, chest pain or pressure, fainting or
 *   nearly so, tunnel vision / "schwarz vor Augen" — in a day's or the plan's feedback, not negated
 *   ("no more flutters", "kein Herzrasen"). The follow-up says so first, asks for a medical check
 *   before hard training, and holds every set at RIR 3 until then.
 * - **Nerves**: symptoms that radiate into a limb with pain, tingling or numbness ("zieht ins linke
 *   Bein … kribbelt am Fuß") where the feedback ties them to no exercise (tied to one, the exercise's
 *   own rule pauses its pattern: context.ts RADIATING). The follow-up names it and asks for a prompt
 *   medical check.
 * Pure.
 */
import { fold } from "~/domain/coaching/text";
import { mentionsPain, sentencesOf } from "~/domain/training/feedback-signals";

export type RedFlagKind = "heart" | "nerve" | "screening";

export interface RedFlag {
  kind: RedFlagKind;
  /** The day of the feedback (null: the plan feedback). */
  day: number | null;
  /** The customer's sentence (at most 140 characters). */
  said: string;
}

const HEART = [
  /herz\w*\s*(?:hat\s+)?(?:rasen|stolper|klopf|flatter|raste|pochte|hammer)/,
  /herz(?:rasen|stolpern|klopfen|flattern|rhythmus\w*storung)/,
  /(?:heart|pulse)\s+(?:was\s+|is\s+|kept\s+|started\s+)?(?:racing|pounding|skipp\w*|flutter\w*|irregular|jumping)|felt like it skipped/,
  /palpitat\w*|skipped (?:a )?beats?|heart flutter\w*/,
  /brustschmerz\w*|schmerz\w* in der brust|(?:druck|enge\w*) (?:auf|in) der brust|engegefuhl in der brust/,
  /chest (?:pain|pressure|tightness)|tight(?:ness)? in (?:my|the) chest|pain in (?:my|the) chest/,
  /schwarz vor (?:den )?augen|tunnelblick|tunnel vision|ohnmacht\w*|(?:fast|bin|beinahe) umgekippt|kollabiert/,
  /passed out|blacked out|fainted|(?:feel|felt|feeling) faint/,
];
/** Radiating into a limb: the same reading as an exercise's radiating pain (context.ts). */
const RADIATING = /ins (?:linke |rechte )?bein|in die (?:linke |rechte )?(?:wade|hand|leiste|finger)|in den (?:linken |rechten )?(?:arm|fuss|po|zeh)|bis (?:in|zum|zur) (?:die |den )?(?:wade|fuss|zeh|knie|hand|finger)|ausstrahl|strahlt|ischias|sciatica|radiat|down (?:my|the) (?:leg|arm)|into (?:my|the) (?:leg|calf|foot|arm|hand)/;
const NERVE = /kribbel|taub|eingeschlafen|ameisenlaufen|tingl|numb|pins and needles/;
/** A negation just before the sign: "kein Herzrasen", "no more flutters", "never fainted". */
const NEGATED = /(?:^|\s)(?:kein\w*|nicht|nie|ohne|no|not|never|without|no more|keine mehr)\s+(?:\w+\s+){0,2}$/;

function signAt(text: string, patterns: readonly RegExp[]): boolean {
  for (const re of patterns) {
    const g = new RegExp(re.source, "g");
    for (let m = g.exec(text); m; m = g.exec(text)) if (!NEGATED.test(text.slice(Math.max(0, m.index - 30), m.index))) return true;
  }
  return false;
}

/** Breathlessness in everyday life ("komm auf der Treppe schnell außer Puste", "short of breath on stairs"). */
const BREATHLESS = [/(?:ausser|auser) (?:puste|atem)|luftnot|atemnot|kurzatmig\w*|breathless\w*|short of breath|out of breath/];
/** Conditions whose own note already names the warning signs and the doctor (condition-rules*.ts). */
const OWN_NOTE = new Set(["heart", "copd", "asthma", "long_covid"]);

/**
 * A first plan's screening (decision 0137, as a pre-participation screening asks): exertional symptoms
 * in the health text — breathlessness in everyday life, chest pain or pressure, palpitations, fainting —
 * ask for a medical check before intensive training, unless a condition's own note already does.
 */
export function screeningFlag(healthText: string | null | undefined, conditionIds: readonly string[]): RedFlag | null {
  if (!healthText || conditionIds.some((id) => OWN_NOTE.has(id))) return null;
  for (const sentence of sentencesOf(healthText)) {
    const f = fold(sentence);
    if (signAt(f, [...BREATHLESS, ...HEART])) return { kind: "screening", day: null, said: sentence.length > 140 ? `${sentence.slice(0, 139).trimEnd()}…` : sentence };
  }
  return null;
}

/** The warning signs in the feedback: the first sentence of each kind. */
export function redFlagsIn(dayFeedback: readonly { day: number; text: string }[], planFeedback: string | null): RedFlag[] {
  const out: RedFlag[] = [];
  const texts = [...dayFeedback.map((f) => ({ day: f.day as number | null, text: f.text })), { day: null, text: planFeedback ?? "" }];
  for (const { day, text } of texts) {
    for (const sentence of sentencesOf(text)) {
      const f = fold(sentence);
      const said = sentence.length > 140 ? `${sentence.slice(0, 139).trimEnd()}…` : sentence;
      if (!out.some((x) => x.kind === "heart") && signAt(f, HEART)) out.push({ kind: "heart", day, said });
      if (!out.some((x) => x.kind === "nerve") && RADIATING.test(f) && (NERVE.test(f) || mentionsPain(sentence)) && !NEGATED.test(f.slice(0, f.search(NERVE) >= 0 ? f.search(NERVE) : 0))) {
        out.push({ kind: "nerve", day, said });
      }
    }
  }
  return out;
}

const where = (f: RedFlag) => (f.day === null ? "" : ` (Tag ${f.day})`);

/** The plan's note for a warning sign (German; english.ts renders it). */
export function redFlagLine(f: RedFlag): string {
  if (f.kind === "screening") {
    return `Ihre Angaben: „${f.said}“ – Atemnot schon bei Alltagsbelastung, Druck auf der Brust oder Herzstolpern gehören vor dem Trainingsstart ärztlich abgeklärt. Bitte lassen Sie sich hausärztlich untersuchen (Belastbarkeit, gegebenenfalls Belastungs-EKG), bevor Sie intensiv trainieren. Bis dahin alle Sätze mit RIR 3 und Ausdauer nur so, dass Sie sich noch unterhalten können. Bei Brustschmerz, starker Atemnot oder Schwindel im Training sofort abbrechen.`;
  }
  if (f.kind === "heart") {
    return `Ihre Rückmeldung${where(f)}: „${f.said}“ – Herzklopfen, Herzstolpern, Schwindel oder Schwarzwerden vor Augen beim Training sind ein Warnsignal. Bitte lassen Sie das ärztlich abklären, bevor Sie wieder schwer trainieren. Bis dahin alle Sätze mit RIR 3 (keine Maximalversuche), keine Energydrinks oder Pre-Workout-Produkte vor dem Training und kein Training ohne Schlaf. Treten die Beschwerden wieder auf – besonders mit Brustschmerz, Atemnot oder Ohnmachtsgefühl –, brechen Sie sofort ab und holen Sie ärztliche Hilfe (Notruf 112).`;
  }
  return `Ihre Rückmeldung${where(f)}: „${f.said}“ – Beschwerden, die in Arm oder Bein ausstrahlen, mit Kribbeln oder Taubheit, sind ein Warnsignal. Bitte lassen Sie das zeitnah ärztlich abklären. Bis dahin nur Übungen, bei denen nichts ausstrahlt; sonst sofort abbrechen. Bei Kraftverlust, zunehmender Taubheit oder Problemen beim Wasserlassen sofort ärztliche Hilfe holen.`;
}
