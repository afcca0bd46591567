/**
 * A complaint is named as the customer named it (coach review round 7, decision 0130): "Knie macht
 * Probleme" is a complaint at the knee, not "Knieprobleme / Meniskus"; "Left shoulder a bit cranky" is
 * not "Shoulder impingement". A record's name that holds a diagnosis (meniscus, impingement, arthrosis)
 * is printed only when the customer's own words name that diagnosis; otherwise the health line says
 * where the complaint is, with the side the customer gave. Pure.
 */
import type { InjuryRecord } from "~/domain/exercises/types";
import { fold, wordsHaveTerm, wordsOf, type Term } from "~/domain/coaching/text";

type Side = "right" | "left" | "both" | null;

interface BodyPart {
  terms: Term[];
  /** German: "am Knie", "an der Schulter"; `adj` takes the side ("am rechten Knie"); `both` the plural. */
  de: string;
  deSide: (adj: string) => string;
  deBoth: string;
  en: string;
}

/** Body parts a complaint can name (German and English words), with the neutral name of a complaint there. */
const BODY_PARTS: BodyPart[] = [
  { terms: ["knie*", "knee*"], de: "am Knie", deSide: (a) => `am ${a}en Knie`, deBoth: "an beiden Knien", en: "knee" },
  { terms: ["schulter*", "shoulder*"], de: "an der Schulter", deSide: (a) => `an der ${a}en Schulter`, deBoth: "an beiden Schultern", en: "shoulder" },
  { terms: ["huft*", "hip", "hips"], de: "an der Hüfte", deSide: (a) => `an der ${a}en Hüfte`, deBoth: "an beiden Hüften", en: "hip" },
  { terms: ["ellenbogen*", "ellbogen*", "elbow*"], de: "am Ellenbogen", deSide: (a) => `am ${a}en Ellenbogen`, deBoth: "an beiden Ellenbogen", en: "elbow" },
  { terms: ["sprunggelenk*", "knochel*", "ankle*"], de: "am Sprunggelenk", deSide: (a) => `am ${a}en Sprunggelenk`, deBoth: "an beiden Sprunggelenken", en: "ankle" },
  { terms: ["handgelenk*", "wrist*"], de: "am Handgelenk", deSide: (a) => `am ${a}en Handgelenk`, deBoth: "an beiden Handgelenken", en: "wrist" },
  { terms: ["rucken*", "back", "lws", "lendenwirbel*", "kreuz"], de: "am Rücken", deSide: () => "am Rücken", deBoth: "am Rücken", en: "back" },
  { terms: ["nacken*", "neck", "hws", "halswirbel*"], de: "am Nacken", deSide: () => "am Nacken", deBoth: "am Nacken", en: "neck" },
];

const SIDE_EN: Record<Exclude<Side, null>, string> = { right: "Right", left: "Left", both: "Both-sided" };

/** The German neutral name of a complaint at a body part ("Beschwerden am rechten Knie"). */
function germanName(p: BodyPart, side: Side): string {
  if (side === "both") return `Beschwerden ${p.deBoth}`;
  if (side) return `Beschwerden ${p.deSide(side === "right" ? "recht" : "link")}`;
  return `Beschwerden ${p.de}`;
}

const PREDIABETES = /\b(?:vorstufe\w* (?:zu[mr]? |von |vom )?(?:einem )?diabet\w*|diabet\w*[ -]vorstufe|pr(?:a|ae)diabet\w*|pre ?diabet\w*|borderline diabet\w*|insulinresistenz|insulin resistance)/;
const PREDIABETES_NAME = "Diabetes-Vorstufe (Prädiabetes)";

/** The English of every neutral complaint name (words.ts spreads these into its phrases). */
export const COMPLAINT_NAMES_EN: ReadonlyArray<readonly [string, string]> = [[PREDIABETES_NAME, "Prediabetes"] as const, ...BODY_PARTS.flatMap((p) =>
  ([null, "right", "left", "both"] as const).map((s) => {
    const en = p.en.charAt(0).toUpperCase() + p.en.slice(1);
    const sideless = p.en === "back" || p.en === "neck";
    return [germanName(p, s), s && !sideless ? (s === "both" ? `${en} complaints on both sides` : `${SIDE_EN[s]} ${p.en} complaints`) : `${en} complaints`] as const;
  }),
)];

function partsIn(words: readonly string[]): BodyPart[] {
  return BODY_PARTS.filter((p) => p.terms.some((t) => wordsHaveTerm(words, t)));
}

function sideIn(words: readonly string[]): Side {
  const right = words.some((w) => /^(?:rechts|rechte[nmrs]?|right)$/.test(w));
  const left = words.some((w) => /^(?:links|linke[nmrs]?|left)$/.test(w));
  if ((right && left) || words.some((w) => /^(?:beidseits|beidseitig|beide[nr]?|both)$/.test(w))) return "both";
  return right ? "right" : left ? "left" : null;
}

/** The neutral name of the complaint a health item describes ("Beschwerden am linken Knie"), or null without a body part. */
export function complaintName(item: string): string | null {
  const words = wordsOf(item);
  const part = partsIn(words)[0];
  return part ? germanName(part, sideIn(words)) : null;
}

/** Words of a record's name that say nothing about a diagnosis (a complaint, a time, a place in the body). */
const GENERIC = /^(?:probleme?|problems?|beschwerden|schmerz\w*|pain|nach|reha|after|rehab|injury|verletzung\w*|unterer?|lower|upper|oberer?|verspann\w*|tension|spine|cervical|lumbar|medical|clearance)$/;

/**
 * The words of a record's name that name a diagnosis: a body part is a place and a complaint word is
 * no diagnosis; a compound keeps what follows the body part ("Hüftarthrose" → "arthrose").
 */
function diagnosisStems(record: Pick<InjuryRecord, "name" | "nameEn">): string[] {
  const out: string[] = [];
  for (const w of fold(`${record.name} ${record.nameEn}`).split(/[^a-z]+/).filter((x) => x.length >= 4)) {
    const part = BODY_PARTS.flatMap((p) => p.terms).map((t) => t.replace(/\*$/, "")).find((t) => w.startsWith(t));
    const rest = (part ? w.slice(part.length) : w).replace(/^s(?=beschwerden|probleme|schmerz)/, "");
    if (rest.length >= 5 && !GENERIC.test(rest)) out.push(rest);
  }
  return out;
}

/** Whether a record is about a body part (its name or keywords name one): then a diagnosis in its name needs the customer's word. */
export function isBodyPartRecord(record: Pick<InjuryRecord, "name" | "nameEn" | "keywords">): boolean {
  return partsIn(wordsOf([record.name, record.nameEn, ...record.keywords].join(" "))).length > 0;
}

/** Whether the customer's text names the diagnosis of a record's name ("Meniskusriss" names "Knieprobleme / Meniskus"). */
export function namesDiagnosisOf(text: string, record: Pick<InjuryRecord, "name" | "nameEn">): boolean {
  const words = fold(text).split(/[^a-z]+/);
  return diagnosisStems(record).some((s) => words.some((w) => w.includes(s)));
}

/**
 * How a matched record is named for a health item: its own name when it is no body-part record or
 * the customer named its diagnosis, otherwise the neutral complaint at the body part the item names.
 */
export function recordNameFor(item: string, fullText: string, record: InjuryRecord): string {
  // A diagnosis the customer qualifies as its early stage keeps the qualifier ("Vorstufe Diabetes",
  // "prediabetes": not "Diabetes Typ 2", round 8).
  if (/diabet/.test(fold(record.name)) && PREDIABETES.test(fold(fullText))) return PREDIABETES_NAME;
  if (!isBodyPartRecord(record) || namesDiagnosisOf(fullText, record)) return record.name;
  const own = partsIn(wordsOf([record.name, record.nameEn, ...record.keywords].join(" ")));
  const itemWords = wordsOf(item);
  const inItem = partsIn(itemWords).find((p) => own.includes(p));
  const part = inItem ?? own[0];
  return part ? germanName(part, inItem ? sideIn(itemWords) : null) : record.name;
}
