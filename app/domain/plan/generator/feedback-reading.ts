/** Reads a plan's feedback clause by clause: which exercise, which day, the whole plan, which body part. */
import { BODY_PART_WORDS, findPainMentions, mentionsPain, sentencesOf as feedbackSentences } from "~/domain/training/feedback-signals";
import { type Term, fold, stem, wordsHaveTerm, wordsOf } from "~/domain/coaching/text";
import { feedbackReaction } from "./feedback-reaction";
import { key } from "./util";

export interface ExerciseFeedback {
  pain: boolean;
  tooHard: boolean;
  tooEasy: boolean;
  /** Body parts named with the pain at this exercise ("Knie"), German. */
  painParts: string[];
  /** The customer's sentence (shown as the reason). */
  excerpt: string;
  /** The complaint is (also) an instability feeling at a joint ("gibt nach", "locker"; decision 0131). */
  instability?: boolean;
}

export interface FeedbackReading {
  /** The plan feedback: it changes the whole plan. */
  plan: { reaction: "reduce" | "increase" | "none"; signals: string[] };
  /** Day feedback without an exercise named: it changes that day's session. */
  days: Map<number, { reaction: "reduce" | "increase" | "none"; signals: string[] }>;
  /** Sentences that name an exercise of the previous plan: they change that exercise only. */
  exercises: Map<string, ExerciseFeedback>;
  /** Body parts named with pain where no exercise is named ("Knie tut etwas weh"). */
  painBodyParts: string[];
}

/** Name words that do not identify an exercise (side, position, equipment). */
const GENERIC_NAME_WORDS = new Set([
  "einarmig",
  "einarmiges",
  "einarmige",
  "einbeinig",
  "einbeinige",
  "einbeiniges",
  "rumanisches",
  "ruckwartiger",
  "seitlicher",
  "stehend",
  "sitzend",
  "negative",
  "negativer",
  "hangendes",
  "langhantel",
  "kurzhantel",
  "kurzhanteln",
  "kettlebell",
  "maschine",
  "kabelzug",
  "stange",
  "ringen",
  "schlingentrainer",
  "band",
  "bank",
  "mit",
  "single",
  "dumbbell",
  "barbell",
  "machine",
  "cable",
]);

/**
 * The term that finds an exercise in a sentence: its first word of 5+ letters that names the
 * movement, stemmed when the stem keeps 5 letters ("Bankdrücken" → "bankdruck*"), else whole. A
 * name of short words ("Step-up", "Box Jump") is found by its first two words in a row, plural
 * allowed ("Step-ups").
 */
export function exerciseTerms(name: string): Term[] {
  const words = wordsOf(name);
  const first = words.find((w) => w.length >= 5 && !/^\d/.test(w) && !GENERIC_NAME_WORDS.has(w));
  if (!first) {
    const [a, b] = words;
    return a && b && a.length >= 3 && !GENERIC_NAME_WORDS.has(a) ? [`${a} ${b}*`, `${a}${b}*`] : [];
  }
  const st = stem(first);
  // A compound with the implement in front ("Langhantelrudern") is also found by its movement ("Rudern").
  const prefix = ["langhantel", "kurzhantel", "kettlebell"].find((p) => first.startsWith(p) && first.length - p.length >= 5);
  const rest = prefix ? first.slice(prefix.length) : "";
  return [st.length >= 5 ? `${st}*` : first, ...(rest ? [stem(rest).length >= 5 ? `${stem(rest)}*` : rest] : [])];
}

/**
 * Of the exercises a clause names, the most specific: "Enges Bankdrücken … zu leicht" speaks of the
 * close-grip bench press, not also of "Bankdrücken mit Langhantel" (decision 0102). An exercise is
 * left out when another one is found by the same words and more of its own name's words.
 */
function mostSpecific(hits: string[], clauseWords: string[]): string[] {
  if (hits.length < 2) return hits;
  const found = (k: string) =>
    new Set(
      wordsOf(k).filter(
        (w) => w.length >= 3 && !GENERIC_NAME_WORDS.has(w) && wordsHaveTerm(clauseWords, stem(w).length >= 5 ? `${stem(w)}*` : w),
      ),
    );
  const sets = new Map(hits.map((k) => [k, found(k)] as const));
  return hits.filter(
    (a) =>
      sets.get(a)!.size === 0 ||
      !hits.some((b) => b !== a && sets.get(b)!.size > sets.get(a)!.size && [...sets.get(a)!].every((w) => sets.get(b)!.has(w))),
  );
}

const sentencesOf = feedbackSentences;
/** Clauses of a sentence: "Bankdrücken war zu schwer, die Beinpresse lief gut" are two remarks. */
/** A clause that says an exercise went well: a remark after it is not about it. */
const POSITIVE = /\b(?:gut|super|prima|klasse|okay|ok|angenehm|fine|good|great|well)\b/;
const clausesOf = (sentence: string) =>
  sentence
    .split(/,|\s(?:aber|but|während|whereas|dafür|jedoch)\s/i)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * A day's or the plan's reaction without the pain of clauses that name no exercise: that pain is
 * answered by its body part's rule (painBodyParts), not by a set less on every exercise (round 6:
 * "Soll ich bei Rückenschmerzen lieber pausieren?" cut every main lift, decision 0126).
 */
function beyondPain(r: { reaction: "reduce" | "increase" | "none"; signals: string[] }): { reaction: "reduce" | "increase" | "none"; signals: string[] } {
  const signals = r.signals.filter((sig) => sig !== "Schmerzen");
  return r.reaction === "reduce" && signals.length === 0 ? { reaction: "none", signals: [] } : { ...r, signals };
}

/**
 * Reads the previous plan's feedback clause by clause: a clause naming an exercise of that plan
 * changes that exercise (pain → regressed and replaced, "zu schwer" → lighter, "zu leicht" →
 * heavier or more reps), and a clause without an exercise but with a signal belongs to the
 * exercise of the clause before it when that one said nothing ("Bei den Kniebeugen, da tut das Knie
 * weh"); a day's other remarks change that day's session; the plan feedback the whole plan; pain
 * with only a body part named applies that body part's safety rule.
 */
export function readFeedback(
  previousNames: string[],
  dayFeedback: { day: number; text: string }[],
  planFeedback: string | null,
  /** Other names of an exercise the customer may write (its English name: an English customer writes "reverse lunges"). */
  alsoKnownAs: (name: string) => readonly string[] = () => [],
): FeedbackReading {
  const terms = previousNames
    .map((n) => ({
      k: key(n),
      terms: [...new Set([n, ...alsoKnownAs(n)].flatMap(exerciseTerms))],
    }))
    .filter((x) => x.terms.length > 0);
  const exercises = new Map<string, ExerciseFeedback>();
  const painBodyParts: string[] = [];
  const note = (k: string, clause: string, excerpt: string) => {
    const r = feedbackReaction([clause]);
    const prev = exercises.get(k);
    const pain = mentionsPain(clause);
    const mentions = pain ? findPainMentions(clause) : [];
    const parts = mentions.flatMap((m) => m.bodyParts.map((p) => BODY_PART_WORDS[p]));
    exercises.set(k, {
      pain: (prev?.pain ?? false) || pain,
      tooHard: (prev?.tooHard ?? false) || (r.reaction === "reduce" && r.signals.some((s) => s !== "Schmerzen")),
      tooEasy: (prev?.tooEasy ?? false) || r.reaction === "increase",
      painParts: [...new Set([...(prev?.painParts ?? []), ...parts])],
      instability: (prev?.instability ?? false) || mentions.some((m) => m.instability),
      // The pain sentence is the reason shown, not an earlier "ging locker" about the same exercise.
      excerpt: (pain && !prev?.pain ? undefined : prev?.excerpt) ?? excerpt.slice(0, 120),
    });
  };
  // The clauses that name no exercise (and belong to none): they speak for the day or the plan.
  const general = (text: string): string[] => {
    const out: string[] = [];
    for (const sentence of sentencesOf(text)) {
      let last: string[] = [];
      let lastSaid = false;
      let pending: string[] = [];
      const rest: string[] = [];
      for (const clause of clausesOf(sentence)) {
        const words = wordsOf(clause);
        const hits = mostSpecific(
          terms.filter((t) => t.terms.some((term) => wordsHaveTerm(words, term))).map((t) => t.k),
          words,
        );
        const said = mentionsPain(clause) || feedbackReaction([clause]).reaction !== "none";
        if (hits.length > 0) {
          for (const k of hits) note(k, clause, sentence);
          // An enumeration ("Schulterdrücken, Rudern und Landmine-Drücken zu leicht"): the signal at its
          // end also speaks of the exercises named before it without a remark of their own.
          if (said && !POSITIVE.test(fold(clause))) for (const k of pending) note(k, clause, sentence);
          pending = said || POSITIVE.test(fold(clause)) ? [] : [...pending, ...hits];
          last = hits;
          lastSaid = said || POSITIVE.test(fold(clause));
        } else if (last.length > 0 && !lastSaid && said) {
          for (const k of last) note(k, clause, sentence);
          lastSaid = true;
        } else rest.push(clause);
      }
      for (const m of findPainMentions(rest.join(", "))) for (const part of m.bodyParts) painBodyParts.push(BODY_PART_WORDS[part]);
      out.push(...rest);
    }
    return out;
  };
  const days = new Map<number, { reaction: "reduce" | "increase" | "none"; signals: string[] }>();
  for (const f of dayFeedback) {
    const r = beyondPain(feedbackReaction(general(f.text)));
    if (r.reaction !== "none") days.set(f.day, r);
  }
  const plan = beyondPain(feedbackReaction(planFeedback ? general(planFeedback) : []));
  return { plan, days, exercises, painBodyParts: [...new Set(painBodyParts)] };
}
