/** What the quality gates read from a parsed plan: facts, weeks, free-text terms; the gates' options. */
import type { Equipment } from "~/domain/questionnaire/options";
import type { InjuryRecord } from "~/domain/exercises/types";
import { STOPWORDS, wordTerm } from "~/domain/coaching/dislikes";
import { fold, listItems, saysNothing, wordsHaveTerm, wordsOf, type Term } from "~/domain/coaching/text";
import type { ExerciseLookup } from "~/domain/plan/match";
import { isCardioExercise } from "~/domain/plan/parser";
import { type ParsedDay, type ParsedExercise, type ParsedPlan } from "~/domain/plan/types";

export interface GateOptions {
  /** Exercise database lookup; records with equipmentNeeded / stressTags sharpen the checks. */
  exercises?: ExerciseLookup;
  /** Equipment needed by an exercise name (wins over `exercises`); null/undefined = unknown. */
  equipmentOf?: (exerciseName: string) => readonly Equipment[] | null | undefined;
  /** Injuries/illnesses list: keywords found in health_restrictions exclude exercises/tags (on top of the built-in rules of app/domain/coaching/safety.ts). */
  injuries?: readonly (Pick<InjuryRecord, "name" | "keywords" | "exclusions" | "avoidTags"> & Partial<InjuryRecord>)[];
}

export interface Facts {
  plan: ParsedPlan;
  trainingDays: ParsedDay[];
  restDays: ParsedDay[];
  exercises: ParsedExercise[];
  strength: ParsedExercise[];
  cardio: ParsedExercise[];
  /** The folded words of everything the customer does or reads in the plan. */
  corpusWords: string[];
  /** Loose-normalized notes, reps and titles (for keywords). */
  notesText: string;
  /** Lower-cased notes and titles with punctuation kept (for "RIR 1–2", "RPE 8"). */
  notesRaw: string;
}

export function collectFacts(plan: ParsedPlan): Facts {
  const trainingDays = plan.days.filter((d) => !d.isRestDay);
  const restDays = plan.days.filter((d) => d.isRestDay);
  const exercises = plan.days.flatMap((d) => d.exercises);
  const cardio = exercises.filter((e) => isCardioExercise(e.name));
  const strength = exercises.filter((e) => !isCardioExercise(e.name));
  const parts: string[] = [];
  for (const d of plan.days) {
    parts.push(d.title, ...d.warmUpActivities);
    for (const s of d.restDayActivities) parts.push(...s.items);
    for (const e of d.exercises) parts.push(e.name, e.notes, e.hashtag ?? "");
  }
  const corpusWords = wordsOf(parts.join(" \n "));
  const notesRaw = plan.days.flatMap((d) => [d.title, ...d.exercises.map((e) => e.notes)]).join(" \n ").toLowerCase();
  const notesText = fold(
    plan.days.flatMap((d) => [d.title, ...d.exercises.map((e) => `${e.notes} ${e.reps}`)]).join(" \n "),
  );
  return { plan, trainingDays, restDays, exercises, strength, cardio, corpusWords, notesText, notesRaw };
}

export function week(plan: ParsedPlan, w: 1 | 2): ParsedDay[] {
  const from = w === 1 ? 1 : 8;
  return plan.days.filter((d) => d.day >= from && d.day < from + 7);
}

export function weekComplete(plan: ParsedPlan, w: 1 | 2): boolean {
  return week(plan, w).length === 7;
}

// ---------------------------------------------------------------------------------------------
// Free-text terms

export function isEmptyText(text: string | null | undefined): boolean {
  return typeof text !== "string" || saysNothing(text);
}

/**
 * The terms of a free-text list, item by item, each word as a term of the one word matcher
 * (app/domain/coaching/text.ts; stop words and stems as for dislikes): "Ich mag Burpees und
 * Kniebeugen" → [["burpee*"], ["*kniebeug*"]]. Items of more than 4 words are prose, not terms.
 */
export function extractTerms(text: string | null | undefined): Term[][] {
  if (isEmptyText(text)) return [];
  const out: Term[][] = [];
  for (const item of listItems(text)) {
    const terms = wordsOf(item)
      .filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !/^\d+$/.test(w))
      .map(wordTerm)
      .filter((t): t is Term => t !== null);
    if (terms.length > 0 && terms.length <= 4) out.push(terms);
  }
  return out;
}

/** Whether every word term of an item occurs in the plan's words. */
export function termIn(terms: readonly Term[], words: readonly string[]): boolean {
  return terms.every((t) => wordsHaveTerm(words, t));
}

/** The word of a term without its wildcards. */
export const core = (t: Term): string => t.replace(/\*/g, "");

/** A term as the customer wrote it, for the evidence text ("*kniebeug*" → "kniebeug"). */
export const shown = (terms: readonly Term[]): string => terms.map(core).join(" ");

