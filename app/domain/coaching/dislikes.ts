/**
 * Exercises a customer does not want (the questionnaire's `exercise_dislikes` free text), matched
 * across German and English names and across the movement they name: "hasse Kniebeugen" leaves
 * out every squat variant (Goblet Squat, Sumo-Kniebeuge, Hack Squat), "no lunges" every lunge and
 * split squat, "Sprünge" every jump. Words that name no known movement still count, by stem
 * ("Burpees" → "burpee*", "Bizepscurls" → "*bizepscurl*"; a stem under 4 letters only as a whole word).
 *
 * Used by the generator (to choose), by the quality checks (to judge a plan text from any writer)
 * and by the follow-up logic.
 */
import type { StressTag } from "~/domain/exercises/types";
import { listItems, stem, type Term, termWordIndices, wordsHaveTerm, wordsOf } from "./text";

/** A movement people name in their dislikes, with its German and English names. */
interface DislikeConcept {
  id: string;
  label: string;
  /** Words in the dislikes text that name it. */
  named: Term[];
  /** Exercise names it covers. */
  exercises: Term[];
  /** Exercises carrying these stress tags are covered too ("Sprünge" → high_impact). */
  tags?: StressTag[];
}

export const DISLIKE_CONCEPTS: DislikeConcept[] = [
  {
    id: "squat",
    label: "Kniebeugen",
    named: ["*kniebeug*", "*squat*", "kniebeuge"],
    exercises: ["*kniebeug*", "*squat*", "hackenschmidt*", "hack squat"],
  },
  {
    id: "lunge",
    label: "Ausfallschritte",
    named: ["*ausfallschritt*", "lunge*", "split squat*", "bulgar*"],
    exercises: ["*ausfallschritt*", "lunge*", "split squat*", "bulgar*"],
  },
  {
    id: "deadlift",
    label: "Kreuzheben",
    named: ["*kreuzheben*", "*deadlift*"],
    exercises: ["*kreuzheben*", "*deadlift*"],
  },
  {
    id: "pushup",
    label: "Liegestütze",
    named: ["*liegestutz*", "push up*", "pushup*", "*push ups"],
    exercises: ["*liegestutz*", "push up*", "pushup*"],
  },
  {
    id: "pullup",
    label: "Klimmzüge",
    named: ["*klimmzug*", "pull up*", "pullup*", "chin up*", "klimmzuge"],
    exercises: ["*klimmzug*", "pull up*", "pullup*", "chin up*", "muscle up*"],
  },
  {
    id: "bench",
    label: "Bankdrücken",
    named: ["*bankdruck*", "bench*"],
    exercises: ["*bankdruck*", "bench press*"],
  },
  {
    id: "burpee",
    label: "Burpees",
    named: ["burpee*"],
    exercises: ["burpee*"],
  },
  {
    id: "jumps",
    label: "Sprünge",
    named: ["*sprung*", "*sprunge", "springen", "jump*", "jumping", "hupf*", "plyo*"],
    exercises: ["*sprung*", "*sprunge*", "*jump*", "hampelmann", "seilspring*", "pogo*", "hopserlauf", "burpee*"],
    tags: ["high_impact"],
  },
  {
    id: "running",
    label: "Laufen",
    named: ["laufen", "joggen", "running", "run", "jogging", "laufband*", "treadmill"],
    exercises: ["laufen*", "joggen*", "run", "running", "laufband*", "treadmill*", "sprint*"],
  },
  {
    id: "crunch",
    label: "Crunches und Sit-ups",
    named: ["*crunch*", "sit up*", "situp*"],
    exercises: ["*crunch*", "sit up*", "situp*", "bauchpresse*"],
  },
  {
    id: "plank",
    label: "Unterarmstütz",
    named: ["unterarmstutz*", "plank*", "planks"],
    exercises: ["*unterarmstutz*", "plank*", "seitstutz*", "side plank*"],
  },
  {
    id: "overhead",
    label: "Überkopfdrücken",
    named: ["*uberkopf*", "overhead*", "*schulterdruck*", "shoulder press*"],
    exercises: ["*uberkopf*", "overhead*", "*schulterdruck*", "shoulder press*", "schulterpresse*"],
    tags: ["overhead"],
  },
  {
    id: "dips",
    label: "Dips",
    named: ["dips", "dip"],
    exercises: ["dips*", "*dip", "*dips"],
  },
  {
    id: "row",
    label: "Rudern",
    named: ["*rudern", "row", "rows", "rowing"],
    exercises: ["*rudern", "row", "rows", "*rudergerat*", "rowing machine*"],
  },
  {
    // Round 6: "Nichts mit Hängen oder Stützen aufm linken Arm" (lymphedema): weight borne on the arms.
    id: "arm_support",
    label: "Stützen auf den Armen",
    named: ["stutzen", "abstutzen", "aufstutzen", "stutz", "weight bearing", "weight on my arms", "on my hands"],
    exercises: [
      "*unterarmstutz*", "*liegestutz*", "seitstutz*", "plank*", "side plank*", "push up*", "pushup*", "*vierfussler*", "bird dog*",
      "eselstritt*", "donkey kick*", "baren*", "bear crawl*", "bear plank*", "mountain climber*", "bergsteiger*", "dips*", "*dip", "inchworm*",
    ],
  },
  {
    // Round 6: hanging from the arms (a bar, rings, straps).
    id: "hanging",
    label: "Hängen",
    named: ["hangen", "hang", "hanging", "dead hang*"],
    exercises: ["*klimmzug*", "pull up*", "pullup*", "chin up*", "*hang*", "hanging*", "*schlingentrainer*", "*ringen*", "trx*", "toes to bar*", "inverted row*"],
  },
  {
    id: "rowing_machine",
    label: "Rudergerät",
    named: ["rudergerat*", "rowing machine*", "rower"],
    exercises: ["*rudergerat*", "rowing machine*"],
  },
];

/** Words of a free answer that name nothing (also the quality gates' stop words). */
export const STOPWORDS = new Set(
  [
    "ich", "mich", "mir", "mag", "mochte", "mogen", "nicht", "kein", "keine", "keinen", "nichts", "gar", "gerne", "gern",
    "ungern", "hasse", "hass", "hasst", "finde", "fand", "sehr", "bitte", "alle", "alles", "allem", "vor", "mit", "ohne",
    "auf", "aus", "bei", "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "und", "oder", "aber", "auch",
    "sind", "ist", "war", "habe", "haben", "hab", "weil", "wegen", "dass", "denn", "immer", "eher", "lieber", "viel",
    "viele", "wenig", "besonders", "eigentlich", "ubung", "ubungen", "training", "trainieren", "machen", "mache",
    "langweilig", "anstrengend", "schwer", "schwierig", "leicht", "doof", "blod", "nervig", "unangenehm", "mehr",
    "weniger", "zu", "so", "wie", "was", "wenn", "dann", "noch", "schon", "mal", "bin", "kann", "konnen", "will", "soll",
    "dont", "like", "hate", "hates", "exercise", "exercises", "really", "with", "the", "and", "any", "anything",
    "nothing", "none", "keinerlei", "sachen", "dinge", "zeug", "etwas", "irgendwie", "total", "extrem", "vermeiden",
    "avoid", "wurde", "mein", "meine", "meinen", "fur", "zum", "zur", "beim", "vom", "nein", "plan", "gut",
    "schlecht", "leider", "oft", "allen", "bzw", "etc", "usw", "do", "not", "love", "hassen", "i", "am", "my", "of",
    "ganz", "gehen", "geht", "nie", "never", "please", "no", "all", "kind", "kinds", "sort", "type", "types",
    "variante", "varianten", "variation", "variations", "jeder", "jede", "jegliche", "art", "form", "formen",
  ],
);

export interface DislikeMatcher {
  /** The movements named ("Kniebeugen", "Sprünge"). */
  concepts: { id: string; label: string }[];
  /** Stems of the other words, as terms ("burpee*", "*curl*"). */
  wordTerms: Term[];
  /** Whether nothing was named. */
  empty: boolean;
  /** The disliked word an exercise name (German or English) or its tags hit, or null. */
  exerciseHit(ex: { name: string; nameEn?: string | null; stressTags?: readonly StressTag[] }): string | null;
  /** The disliked word a free line (warm-up, note, title) contains, or null. */
  textHit(text: string): string | null;
}

/**
 * The term for a disliked word no movement concept claims, by its stem: from 6 letters anywhere in
 * a word ("Bizepscurls" → "*bizepscurl*" also in "Kurzhantel-Bizepscurls"), 4–5 letters a word
 * start ("Dehnen" → "dehn*": "Dehnung"), shorter only the whole word — a 3-letter stem as a word
 * start would hit unrelated words ("sit" in "Sitzen", "row" in "Rowing").
 */
export function wordTerm(word: string): Term | null {
  const s = stem(word);
  if (s.length < 3) return null;
  if (s.length >= 6) return `*${s}*`;
  if (s.length >= 4) return `${s}*`;
  return word;
}

/** The matcher for a customer's dislikes text. */
export function dislikeMatcher(text: string | null | undefined): DislikeMatcher {
  const concepts: DislikeConcept[] = [];
  const wordTerms: Term[] = [];
  for (const item of listItems(text)) {
    const words = wordsOf(item);
    const hit = DISLIKE_CONCEPTS.filter((c) => c.named.some((t) => wordsHaveTerm(words, t)));
    for (const c of hit) if (!concepts.includes(c)) concepts.push(c);
    // Every word a concept's name covers is claimed, each word of "Sit-ups" and "pull ups" too.
    const claimed = new Set(hit.flatMap((c) => c.named.flatMap((t) => termWordIndices(words, t))));
    // Words no concept claims are matched by their stem.
    for (const [i, w] of words.entries()) {
      if (w.length < 3 || STOPWORDS.has(w) || /^\d+$/.test(w)) continue;
      if (claimed.has(i)) continue;
      const t = wordTerm(w);
      if (t && !wordTerms.includes(t)) wordTerms.push(t);
    }
  }
  const textHit = (line: string): string | null => {
    const words = wordsOf(line);
    if (words.length === 0) return null;
    for (const c of concepts) if (c.exercises.some((t) => wordsHaveTerm(words, t))) return c.label;
    const t = wordTerms.find((term) => wordsHaveTerm(words, term));
    return t ? t.replace(/\*/g, "") : null;
  };
  return {
    concepts: concepts.map((c) => ({ id: c.id, label: c.label })),
    wordTerms,
    empty: concepts.length === 0 && wordTerms.length === 0,
    textHit,
    exerciseHit(ex) {
      const byName = textHit(ex.name) ?? (ex.nameEn ? textHit(ex.nameEn) : null);
      if (byName) return byName;
      for (const c of concepts) if (c.tags?.some((t) => ex.stressTags?.includes(t))) return c.label;
      return null;
    },
  };
}
