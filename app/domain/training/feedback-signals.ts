/**
 * Pain and discomfort in a customer's free-text feedback (German and English), and the body parts
 * named with it. Pure; used by the coach's queue (and meant for the generator, see below).
 *
 * Matching is per word, never on raw substrings: a body part must START a word ("Knieschmerzen",
 * "Rücken", "Schulterdrücken"), so "Bankdrücken" is not the back ("rücken" inside "drücken"); pain
 * words are whole words or word starts ("weh", "schmerzt", "unangenehm", "stechend", "hurts"), and
 * only a few roots may sit inside a compound ("Knieschmerzen", "Kniebeschwerden", "Seitenstechen").
 * "schmerzfrei", "painless", "keine Schmerzen", "tut nicht mehr weh", "doesn't hurt" are not pain:
 * a negation up to three words before the pain word, in the same clause, cancels it.
 *
 * Words and terms use the one normaliser and word matcher (app/domain/coaching/text.ts).
 */
import { type Term, fold, wordMatchesTerm, wordsOf } from "~/domain/coaching/text";

export const BODY_PARTS = ["knee", "back", "shoulder", "neck", "elbow", "wrist", "hip", "ankle", "groin", "pelvic_floor"] as const;
export type BodyPart = (typeof BODY_PARTS)[number];

/** The German word for a body part, as the injury records' keywords know it. */
export const BODY_PART_WORDS: Record<BodyPart, string> = {
  knee: "Knie",
  back: "Rücken",
  shoulder: "Schulter",
  neck: "Nacken",
  elbow: "Ellbogen",
  wrist: "Handgelenk",
  hip: "Hüfte",
  ankle: "Sprunggelenk",
  groin: "Leiste",
  pelvic_floor: "Beckenboden",
};

const BODY_PART_TERMS: Record<BodyPart, Term[]> = {
  knee: ["knie*", "knee", "knees", "menisk*", "meniscus", "kreuzband*", "patella*"],
  back: [
    "rücken*",
    "ruecken*",
    "back",
    "backache*",
    "backpain",
    "lws",
    "bws",
    "lendenwirbel*",
    "wirbelsäule*",
    "wirbelsaeule*",
    "bandscheib*",
    "ischias*",
    "hexenschuss",
    "kreuz",
    "kreuzschmerz*",
    "spine",
    "spinal",
    "lumbar*",
  ],
  shoulder: ["schulter*", "shoulder*", "rotatorenmanschette", "impingement"],
  neck: ["nacken*", "hals", "halswirbel*", "hws", "neck"],
  elbow: ["ellbogen*", "ellenbogen*", "elbow*", "tennisarm", "golferarm"],
  wrist: ["handgelenk*", "wrist*"],
  hip: ["hüfte*", "hüft*", "hueft*", "hip", "hips", "leistenschmerz*"],
  ankle: ["sprunggelenk*", "knöchel*", "knoechel*", "fußgelenk*", "fussgelenk*", "ankle*", "achilles*"],
  // The pelvic floor (after a birth, a prostate operation): symptoms are pressure, heaviness, leaking.
  pelvic_floor: ["beckenboden*", "pelvic", "blase", "bladder", "inkontinenz*", "incontinen*", "urin*"],
  // The groin (a hernia repair): "Leiste", never the verb "leisten" alone.
  groin: ["leiste", "leistenbereich", "leistengegend", "leistenbruch*", "leistenhernie*", "groin*", "hernia*", "hernie*"],
};

const PAIN_TERMS: Term[] = [
  // German
  "*schmerz*",
  "weh",
  "wehgetan",
  "wehtun",
  "wehtut",
  "wehtat",
  "zieht",
  "ziept",
  "zwickt",
  "zwicken",
  "zwickte",
  "unangenehm*",
  "stech*",
  "*stechen",
  "sticht",
  "stach",
  "*beschwerde*",
  "*verletz*",
  "*zerrung*",
  "gezerrt",
  "entzünd*",
  "entzuend*",
  "*entzündung*",
  "geschwollen*",
  "schwellung*",
  "aua",
  "autsch",
  "kneift",
  "klemmt",
  "eingeklemmt",
  // Pelvic-floor symptoms: a feeling of pressure or heaviness downwards, leaking.
  "druckgefühl*",
  "druckgefuehl*",
  "senkungsgefühl*",
  "senkungsgefuehl*",
  "schweregefühl*",
  "schweregefuehl*",
  "tröpfel*",
  "troepfel*",
  "undicht",
  // Nerve symptoms (round 6: "die Finger fingen an zu kribbeln" at the floor press, carpal tunnel) and
  // the belly doming over a diastasis ("wölbt sich wie ein Zelt"): symptoms a coach answers like pain.
  "kribbel*",
  "kribbelt",
  "taubheit*",
  "taub",
  "eingeschlafen",
  "ameisenlaufen",
  "wölbt",
  "woelbt",
  "vorwölb*",
  "tingl*",
  "numb",
  "numbness",
  "coning",
  "doming",
  "heaviness",
  "leaking",
  "leaked",
  "leaks",
  // English
  "pain*",
  "backpain",
  "kneepain",
  "neckpain",
  "hurt*",
  "ache",
  "aches",
  "ached",
  "aching",
  "achy",
  "backache*",
  "headache*",
  "sore*",
  "injur*",
  "strain",
  "strained",
  "sprain*",
  "tweak*",
  "twinge*",
  "discomfort",
  "uncomfortable",
  "stinging",
  "stabbing",
  "throbbing",
  "swollen",
  "swelling",
  "inflam*",
  "pinch",
  "pinches",
  "pinched",
  "pinching",
  "pinchy",
];

/**
 * Words that are pain only with a body part in the same sentence: "das Ziehen in der Leiste", "a
 * pulling in my groin", "pulled my hamstring" – but "beim Ziehen der Stange", "pulled 100 kg" are
 * the movement.
 */
const PAIN_WITH_PART_TERMS: Term[] = ["druck", "pressure", "ziehen", "ziehende*", "gezogen", "pull", "pulled", "pulling", "pulls", "tight", "tightness"];

/** A pain word that says the opposite: "schmerzfrei", "beschwerdelos", "painless", "pain-free" (one word). */
const FREE_SUFFIX = /(?:frei|freie[nmrs]?|los|lose[nmrs]?|free|less)$/;
/** Words with a pain root that are not pain: "unverletzt", "hurtig" (German: quick), "painting". */
const NOT_PAIN = /^(?:unverletz|hurtig|paint)/;

const NEGATIONS = new Set(
  [
  "kein",
  "keine",
  "keinen",
  "keinem",
  "keiner",
  "keines",
  "keinerlei",
  "nicht",
  "nie",
  "niemals",
  "ohne",
  "no",
  "not",
  "never",
  "without",
  "none",
  "dont",
  "didnt",
  "doesnt",
  "isnt",
  "wasnt",
  "wont",
  "cant",
].map(fold),
);
/** Words after which what follows is a new thought: "Kein Problem, aber das Knie tut weh". */
const CLAUSE_BREAKS = new Set(["aber", "jedoch", "doch", "sondern", "nur", "but", "however", "except", "only"]);
/** A pain word directly followed by one of these is negated: "pain free", "Schmerz frei". */
const FOLLOWING_NEGATIONS = new Set(["free", "frei", "los", "less"].map(fold));
const NEGATION_WINDOW = 3;

function isPainWord(word: string): boolean {
  if (NOT_PAIN.test(word)) return false;
  if (!PAIN_TERMS.some((term) => wordMatchesTerm(word, term))) return false;
  // "schmerzfrei", "painless": the root is there, but it says there is none.
  return !FREE_SUFFIX.test(word);
}

function bodyPartsOf(word: string): BodyPart[] {
  return BODY_PARTS.filter((part) => BODY_PART_TERMS[part].some((term) => wordMatchesTerm(word, term)));
}

/** Whether the pain word at `index` of a clause's words is negated. */
function negatedAt(words: readonly string[], index: number): boolean {
  const next = words[index + 1];
  if (next !== undefined && FOLLOWING_NEGATIONS.has(next)) return true;
  for (let i = index - 1; i >= Math.max(0, index - NEGATION_WINDOW); i--) {
    const w = words[i]!;
    if (CLAUSE_BREAKS.has(w)) return false;
    if (NEGATIONS.has(w)) return true;
  }
  return false;
}

/**
 * An instability feeling at a joint is a symptom a coach answers like pain (decision 0131, round 7:
 * "so ein komisches 'locker' Gefühl in der rechten Schulter" after two dislocations): "instabil",
 * "wackelig", "gibt nach", "knickt weg", "locker", "gives way", "unstable", "wobbly" — but only with
 * a JOINT named in the same clause, never an exercise ("Kniebeuge ging locker", "Einbeinstand
 * wackelig": balance work is meant to wobble) and never "locker" meaning easily or relaxed ("ging
 * locker", "locker geschafft", "Schulter wieder locker").
 */
const INSTABILITY_TERMS: Term[] = [
  "instabil*",
  "unstable",
  "instability",
  "wackel*",
  "wacklig*",
  "wobbl*",
  "nachgegeben",
  "nachgeben",
  "nachgibt",
  "weggeknickt",
  "wegknick*",
  "umgeknickt",
  "ausgerenkt",
  "subluxation",
  "subluxiert",
  "locker",
];
/** Two-word instability phrases within a clause: "gibt … nach", "knickt … weg", "gives way". */
const INSTABILITY_PAIRS: [RegExp, RegExp][] = [
  [/^(?:gibt|gab|gaben|geben)$/, /^nach$/],
  [/^(?:knickt|knickte|knickten|knicken)$/, /^weg$/],
  [/^(?:gives|gave|giving|give|given)$/, /^(?:way|out)$/],
];
/** Joints (not exercise names: "Kniebeuge", "Schulterdrücken" are no joint). */
const JOINT_TERMS: Term[] = ["knie", "knies", "knee", "knees", "kniegelenk*", "kniescheibe*", "patella", "schulter", "schultern", "shoulder", "shoulders", "schultergelenk*", "ellbogen", "ellenbogen", "elbow", "elbows", "handgelenk*", "wrist", "wrists", "hufte", "huften", "huftgelenk*", "hip", "hips", "sprunggelenk*", "knochel", "fussgelenk*", "ankle", "ankles", "gelenk", "gelenke", "joint", "joints"];
/** "locker" meaning easily or relaxed: after these words, or before these. */
const EASY_BEFORE = new Set(["ging", "gingen", "geht", "gehen", "lief", "liefen", "lauft", "wieder", "ganz", "total", "echt", "super", "voll", "richtig", "schon"]);
const EASY_AFTER = /^(?:geschafft|gemacht|gelaufen|gedruckt|gehoben|gezogen|weg|hoch|drin|durch|machbar|moglich|\d+.*)$/;
const isJoint = (w: string) => JOINT_TERMS.some((t) => wordMatchesTerm(w, t));

/** The instability words of a clause's words with a joint within five words, not negated. */
function instabilityWords(words: readonly string[]): string[] {
  const found: string[] = [];
  const jointNear = (i: number) => words.slice(Math.max(0, i - 5), i + 6).some(isJoint);
  words.forEach((w, i) => {
    let hit = INSTABILITY_TERMS.some((t) => wordMatchesTerm(w, t));
    if (hit && w === "locker") hit = !EASY_BEFORE.has(words[i - 1] ?? "") && !EASY_AFTER.test(words[i + 1] ?? "");
    // "lockeres Gefühl" (not "lockerer Lauf"): the feeling.
    if (!hit && /^lockere[s]?$/.test(w) && /^gefuhl/.test(words[i + 1] ?? "")) hit = true;
    if (!hit) for (const [a, b] of INSTABILITY_PAIRS) if (a.test(w) && words.slice(i + 1, i + 6).some((x) => b.test(x))) hit = true;
    if (hit && jointNear(i) && !negatedAt(words, i) && !found.includes(w)) found.push(w);
  });
  return found;
}

export interface PainMention {
  /** The sentence that mentions pain, as the customer wrote it (at most 160 characters). */
  excerpt: string;
  /** The pain words found, lower-cased ("weh", "schmerzt"). */
  words: string[];
  /** The body parts named in the same sentence. */
  bodyParts: BodyPart[];
  /** An instability feeling ("gibt nach", "locker", "unstable") among the words found (set only when there is one). */
  instability?: true;
}

const EXCERPT_MAX = 160;
/** "es" and the contractions that carry it ("hats", "hat's" folds to "hat s", "gings", "isses"). */
const IMPERSONAL = new Set(["es", "hats", "s", "gings", "isses", "tuts"]);

function excerptOf(sentence: string): string {
  const clean = sentence.replace(/\s+/g, " ").trim();
  return clean.length > EXCERPT_MAX ? `${clean.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : clean;
}

/**
 * Every sentence of `text` that mentions pain or discomfort (not negated), with the pain words and
 * the body parts named in that sentence. Sentences end at . ! ? ; or a line break; negation looks
 * only within the clause (commas end it).
 */
export function findPainMentions(text: string | null | undefined): PainMention[] {
  if (!text) return [];
  const mentions: PainMention[] = [];
  // A full stop after a number ("3. Satz") or an abbreviation does not matter much: a sentence cut
  // too early loses at most its body part, never the pain word.
  for (const sentence of sentencesOf(text)) {
    const found: string[] = [];
    const unstable: string[] = [];
    for (const clause of sentence.split(/[,:()–—]+/)) {
      const words = wordsOf(clause);
      words.forEach((word, i) => {
        if (isPainWord(word) && !negatedAt(words, i) && !found.includes(word)) found.push(word);
      });
      for (const w of instabilityWords(words)) if (!found.includes(w)) unstable.push(w);
    }
    found.push(...unstable);
    const parts = new Set<BodyPart>();
    for (const word of wordsOf(sentence)) for (const part of bodyPartsOf(word)) parts.add(part);
    for (const clause of sentence.split(/[,:()–—]+/)) {
      const words = wordsOf(clause);
      words.forEach((word, i) => {
        if (!PAIN_WITH_PART_TERMS.some((t) => wordMatchesTerm(word, t)) || negatedAt(words, i) || found.includes(word)) return;
        // The body part follows within a few words ("das Ziehen in der rechten Leiste", "pulled my groin"),
        // not before it as in a cue ("Ellbogen zur Hüfte ziehen").
        // Or "es" pulls ("da fing es am Ellbogen an zu ziehen", "es hat im Knie gezogen"): impersonal, always a
        // sensation, with or without a body part of the list — also inside a contraction ("hats ins Bein gezogen", decision 0137).
        if ((parts.size > 0 && words.slice(i + 1, i + 5).some((w) => bodyPartsOf(w).length > 0)) || words.slice(0, i).some((w) => IMPERSONAL.has(w))) found.push(word);
      });
    }
    if (found.length === 0) continue;
    mentions.push({ excerpt: excerptOf(sentence), words: found, bodyParts: BODY_PARTS.filter((p) => parts.has(p)), ...(unstable.length > 0 ? { instability: true as const } : {}) });
  }
  return mentions;
}

/** Abbreviations whose full stop ends no sentence ("ab ca. 90 kg", "z. B.", "approx. 5 kg"). */
const NO_SENTENCE_END = /(?:^|[^\p{L}])(?:ca|bzw|usw|etc|evtl|ggf|inkl|max|min|mind|approx|vs|z|d|u|Nr|Wdh)$/iu;

/**
 * The sentences of a feedback text: they end at . ! ? ; or a line break, but not at the full stop of
 * an abbreviation (round 4: "bei schweren Good Mornings ab ca. 90 kg zieht es" is one sentence).
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let current = "";
  const pieces = text.split(/([.!?;\n\r]+)/);
  pieces.forEach((piece, i) => {
    if (/^[.!?;\n\r]+$/.test(piece)) {
      // (a decimal point "87.5" ends no sentence either, decision 0137)
      if (piece === "." && (NO_SENTENCE_END.test(current) || ordinalAt(current, pieces[i + 1] ?? "") || (/\d$/.test(current) && /^\d/.test(pieces[i + 1] ?? "")))) current += piece;
      else {
        if (current.trim()) out.push(current.trim());
        current = "";
      }
    } else current += piece;
  });
  if (current.trim()) out.push(current.trim());
  return out;
}

/** A German ordinal before a counted noun ("im 3. Satz", "am 2. Tag"): its full stop ends no sentence. */
const COUNTED_NOUN = /^\s*(?:satz|sätze|saetze|tag|woche|runde|durchgang|übung|uebung|mal|set|wiederholung|wdh)\b/i;
function ordinalAt(before: string, after: string): boolean {
  return /(?:^|[^\d\p{L}])\d{1,2}$/u.test(before) && COUNTED_NOUN.test(after);
}

/** Whether `text` mentions pain or discomfort anywhere (not negated). */
export function mentionsPain(text: string | null | undefined): boolean {
  return findPainMentions(text).length > 0;
}
