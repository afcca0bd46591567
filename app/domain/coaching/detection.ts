/**
 * Which words of a health text may name a complaint (coach review round 5, issue 23, decision 0116).
 *
 * A body part is a place, not a diagnosis. Round 5 turned places into diagnoses: "Osteoporose
 * (Lendenwirbelsäule …)" became a lumbar disc herniation, "ACL reconstruction left knee" a meniscus,
 * "elbows and knees overextend" (hypermobility) knee problems and a tennis elbow, "zieht es zwischen
 * den Schulterblättern" a shoulder impingement. The general rule a coach states:
 * - a body part named as the site or sign of another named diagnosis (osteoporosis, hypermobility,
 *   a subluxation, scoliosis, a fusion, a cruciate ligament, plantar fasciitis) is that diagnosis' site,
 *   not a complaint of its own, unless its own clause complains about it ("Handgelenk gebrochen",
 *   "Knieschmerzen", "heel pain");
 * - words that merely contain a body part are no body part ("Schulterblatt" is the upper back,
 *   "Knie knacken" is no neck).
 * Without such a diagnosis in the sentence nothing changes: "Knie rechts" still spares the knee.
 * Pure.
 */
import { FUSION_TERMS } from "./condition-rules-round5";
import { fold, termWordIndices, wordsHaveTerm, type Term } from "./text";

/** Words that name only where something is (body parts), German and English. */
export const SITE_TERMS: Term[] = [
  "knie*", "knee*", "schulter*", "shoulder*", "ellenbogen*", "ellbogen*", "elbow*", "lws", "lendenwirbel*", "wirbelsaule*",
  "rucken*", "back", "handgelenk*", "wrist*", "huft*", "hip", "hips", "nacken*", "neck", "hws", "halswirbel*",
  "ferse*", "heel*", "sprunggelenk*", "ankle*", "knochel*",
];

/** Diagnoses whose site a body part named with them is. */
export const SITE_DIAGNOSES: Term[] = [
  "osteoporos*", "osteopen*", "hypermobil*", "uberbeweglich*", "uberstreckbar*", "ehlers*", "beighton*", "*subluxat*",
  "sublux*", "*luxation*", "*luxiert*", "ausgerenkt*", "ausgekugelt*", "dislocat*", "skolios*", "scolios*", ...FUSION_TERMS,
  "kreuzband*", "acl", "vkb", "hkb", "cruciate*", "plantar*", "fersensporn*",
];

/** Words that complain about a body part in its own clause. */
export const COMPLAINT_TERMS: Term[] = [
  "*schmerz*", "pain*", "painful", "ache*", "*aching", "*beschwerd*", "*problem*", "weh", "hurt*", "sore", "gebrochen",
  "*bruch", "fraktur*", "fracture*", "broke*", "verletz*", "injur*", "*arthros*", "arthrit*", "*riss", "tear*", "torn",
  "entzund*", "inflam*", "instabil*", "unstable", "operiert*", "*operation", "surgery", "steif*", "stiff*", "blockier*",
  "tep", "*prothes*", "replacement*", "arthroplast*", "impingement*", "tendin*", "sehne*",
];

/** Words that contain a body part but name something else. */
const NOT_A_SITE: Term[] = ["schulterblatt*", "knacken", "knackt", "knackgerausch*"];

/** Words before or after an adverbial "back" ("came back", "back again"). */
const BACK_ADVERB_BEFORE = /^(?:then|came|come|comes|coming|went|go|goes|going|got|get|gets|getting|is|was|were|be|been|bring|brought|way|straight|it s|its|now)$/;
const BACK_ADVERB_AFTER = /^(?:again|to|into|home|then|later)$/;

/** A clause about a relative ("my mum …", "meine Mutter …"). */
const RELATIVE = /\b(?:my|meine?[rnms]?)\s+(?:mum|mom|mother|dad|father|brother|sister|grandma|grandmother|grandpa|grandfather|nan|mutter|mama|vater|papa|bruder|schwester|oma|opa|grossmutter|grossvater)\b/;

/** A sentence's clauses: comma, parenthesis and "und"/"and" parts. */
function clausesOf(sentence: string): string[] {
  return sentence.split(/[,()]|\s+(?:und|and|sowie|as well as)\s+/i).filter((c) => c.trim().length > 0);
}

/** Bare body parts become "_"; a compound that names a diagnosis or complaint ("Schulterluxation", "Knieschmerzen") stays. */
function blankSites(words: string[]): string[] {
  const names = (w: string, terms: Term[]): boolean => terms.some((t) => wordsHaveTerm([w], t));
  return words.map((w) => (names(w, SITE_TERMS) && !names(w, SITE_DIAGNOSES) && !names(w, COMPLAINT_TERMS) ? "_" : w));
}

function blankNotASite(words: string[]): string[] {
  const out = [...words];
  for (const t of NOT_A_SITE) for (const i of termWordIndices(out, t)) out[i] = "_";
  // "shoulder blade(s)"
  for (let i = 0; i + 1 < out.length; i++) if (out[i] === "shoulder" && out[i + 1]!.startsWith("blade")) out[i] = "_";
  // English "back" as an adverb is no body part (round 7: "helped 3 weeks then back" became "Back problems"):
  // "then back", "came back", "is back", "back again", "back to …".
  for (let i = 0; i < out.length; i++) {
    if (out[i] !== "back") continue;
    if (BACK_ADVERB_BEFORE.test(out[i - 1] ?? "") || BACK_ADVERB_AFTER.test(out[i + 1] ?? "")) out[i] = "_";
  }
  return out;
}

/**
 * The folded words of a health text for detecting conditions and matching the injuries list: body
 * parts that are the site of another diagnosis named in the same sentence become "_" (see the module comment).
 */
export function detectionWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const sentence of text.split(/[.;!?\n]+(?=\s|$)/)) {
    const sentenceWords = fold(sentence).split(" ").filter(Boolean);
    const explained = SITE_DIAGNOSES.some((t) => wordsHaveTerm(sentenceWords, t));
    for (const clause of clausesOf(sentence)) {
      // A relative's condition is family history, not the customer's complaint (round 7: "my mum broke her hip" became a hip arthrosis).
      if (RELATIVE.test(fold(clause))) continue;
      const words = blankNotASite(fold(clause).split(" ").filter(Boolean));
      if (!explained) {
        out.push(...words);
        continue;
      }
      const ownDiagnosis = SITE_DIAGNOSES.some((t) => wordsHaveTerm(words, t));
      const complains = COMPLAINT_TERMS.some((t) => wordsHaveTerm(words, t));
      out.push(...(ownDiagnosis || !complains ? blankSites(words) : words));
    }
  }
  return out;
}
