/**
 * Prompt assembly (spec part 2 §3 `gpt_prompts`, §5 85 % rule and completed-exercises format, §9).
 *
 * Privacy (spec part 1 §2): only anonymous, training-relevant data may leave for the AI service.
 * The questionnaire's first_name, last_name and email are never rendered — a template placeholder
 * for them becomes '' and is reported — and every free text (profile answers, feedback, logged
 * reps) goes through the anonymizer (./anonymize.ts: names in all spellings, contact data).
 *
 * Pure: no I/O; the caller loads the template, the questionnaire, exercises and history.
 */
import type { LoggedSet } from "~/domain/training/logged-set";
import { STRESS_TAG_LABELS_DE, type InjuryRecord } from "~/domain/exercises/types";
import { LIMITS, type QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { labelDe } from "~/domain/questionnaire/labels-de";
import { DEFAULT_PROMPT_FIRST_PLAN, DEFAULT_PROMPT_FOLLOWUP } from "./prompts-default";
import { sha256Hex } from "./sha256";
import { formatPrescriptions, type PrescribedExercise } from "./prescriptions";
import { createAnonymizer, type Anonymizer } from "./anonymize";

export const PROMPT_NAMES = ["training_plan_generation", "training_plan_generation_week3"] as const;
export type PromptName = (typeof PROMPT_NAMES)[number];

export const DEFAULT_PROMPTS: Record<PromptName, string> = {
  training_plan_generation: DEFAULT_PROMPT_FIRST_PLAN,
  training_plan_generation_week3: DEFAULT_PROMPT_FOLLOWUP,
};

/** The prompt for plan number n (1-based): the first plan uses the first prompt, later ones week3. */
export function promptNameForSequence(sequenceNumber: number): PromptName {
  return sequenceNumber <= 1 ? "training_plan_generation" : "training_plan_generation_week3";
}

/**
 * The training-relevant questionnaire fields a template may use. An allow-list on purpose, not
 * QUESTIONNAIRE_FIELDS minus the names: a field added to the questionnaire later reaches the AI
 * provider only when it is added here (the privacy page promises an anonymous prompt).
 */
export const QUESTIONNAIRE_PLACEHOLDERS = [
  "age",
  "gender",
  "main_goals",
  "other_sport",
  "other_sport_details",
  "training_intensity",
  "training_frequency",
  "session_duration",
  "daily_activity",
  "training_level",
  "current_training",
  "training_experience",
  "equipment",
  "health_restrictions",
  "exercise_dislikes",
  "training_preferences",
  "personal_wishes",
] as const;

/** Every placeholder assemblePrompt fills. */
export const PROMPT_PLACEHOLDERS = [
  ...QUESTIONNAIRE_PLACEHOLDERS,
  "exercise_list",
  "injury_notes",
  "previous_plans",
] as const;
export type PromptPlaceholder = (typeof PROMPT_PLACEHOLDERS)[number];

/** Placeholders for personal data: always replaced by '' and reported, never filled. */
export const PERSONAL_PLACEHOLDERS = [
  "first_name",
  "last_name",
  "email",
  "name",
  "full_name",
  "user_name",
  "user_id",
  "questionnaire_id",
  "phone",
] as const;

/** Spec part 2 §5/§9: the assembled prompt must be at least 85 % of the template length. */
export const MIN_PROMPT_RATIO = 0.85;
/** Spec part 2 §9: the hash is shown truncated to 16 characters. */
export const SHORT_HASH_LENGTH = 16;
/** Spec part 2 §7/§9: at most the last 4 submitted plans go into the follow-up prompt. */
export const MAX_PREVIOUS_PLANS = 4;

export const PROMPT_RATIO_WARNING =
  "Der zusammengesetzte Prompt unterschreitet die dynamische Untergrenze (85 % der Vorlage).";
export const EMPTY_VALUE = "keine Angabe";
export const NO_FEEDBACK = "Kein Feedback vorhanden";
export const NO_COMPLETED_EXERCISES = "Keine abgeschlossenen Übungen gefunden.";
export const NO_PREVIOUS_PLANS = "Keine vorherigen Pläne vorhanden.";
export const NO_INJURY_NOTES = "Keine Einträge aus der Datenbank zutreffend.";

export interface PreviousPlanSummary {
  sequenceNumber: number;
  approvedAt: string | null;
  submissionDate: string;
  completedExercises: LoggedSet[];
  dayFeedback: { day: number; text: string }[];
  planFeedback: string | null;
  /** What the plan prescribed (prescriptions.ts); shown for the newest plan, the one to progress. */
  prescribed?: PrescribedExercise[];
}

export interface PromptInput {
  questionnaire: QuestionnaireAnswers;
  exerciseNames: string[];
  injuryNotes: string[];
  previousPlans?: PreviousPlanSummary[];
  /** The customer's language (the site they use); "en" asks the model to write the plan in English. */
  lang?: "de" | "en";
}

/**
 * Appended to any prompt template (also an admin-edited one) for an English customer: the plan is
 * written in English, in the format's English spellings the parser reads (docs/plan-format.md).
 */
export const ENGLISH_PLAN_INSTRUCTION = [
  "Language: this customer uses the English site. Write the whole plan in English and address the customer as \"you\".",
  'Use the English form of the format: "# Your 2-Week Training Plan", day headings "## Day N – …", "**Warm-up:**",',
  'the table header "| Exercise | Sets | Reps | Weight | Rest | Notes |", rest-day sections "Active recovery & mobility",',
  '"Fascia therapy & relaxation", "Nutrition & rest", "Body awareness & feedback", and the tail "## Progression notes".',
  "Exercise names: the English names from the exercise list.",
].join("\n");

export interface PromptProtection {
  templateLength: number;
  assembledLength: number;
  /** assembledLength / templateLength (1 for an empty template). */
  ratio: number;
  ok: boolean;
  /** German warning for the admin when not ok, else null. */
  warning: string | null;
}

export interface AssembledPrompt {
  text: string;
  /** SHA-256 of text, 64 hex characters. */
  hash: string;
  shortHash: string;
  protection: PromptProtection;
  /** Personal-data placeholders found in the template and replaced by '' (unique, in order). */
  removedPlaceholders: string[];
  /** Placeholders the assembler does not know, replaced by '' (unique, in order). */
  unknownPlaceholders: string[];
}

// ───────────────────────────────────────────────────────────────────────────── formatting

const DATE_DE = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const NUMBER_DE = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2, useGrouping: false });
const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec part 2 §9: completion date = approval + 14 days. */
const PLAN_PERIOD_DAYS = 14;

function toTime(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const t = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(t) ? t : null;
}

/** A date as dd.mm.yyyy in Europe/Berlin; an unparseable value is returned as given, null as ''. */
export function formatDateDe(value: string | Date | null | undefined): string {
  const t = toTime(value);
  if (t === null) return typeof value === "string" ? value : "";
  return DATE_DE.format(new Date(t));
}

/** 'N kg' with a German decimal comma; null, non-finite or 0 (the stored "no entry") → 'N/A'. */
export function formatWeightDe(weight: number | null | undefined): string {
  if (weight === null || weight === undefined || !Number.isFinite(weight) || weight <= 0) return "N/A";
  return `${NUMBER_DE.format(weight)} kg`;
}

const identity: Anonymizer = (t) => t;

/** Whitespace (also line breaks) collapsed to single spaces, so a value stays on its line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The completed-exercises text of spec part 2 §5, also used for the submitted-plan record:
 * duplicates of a set (same day, exercise position and set number — the same exercise can appear
 * twice on a day) collapse to the newest version
 * (by updated_at, else the later entry), then only completed sets remain; days ascending as
 * 'Tag N:', within a day ordered by exercise_order, then set_number. Reps default to 'N/A'; weight
 * 'N kg' or 'N/A'. No completed set → 'Keine abgeschlossenen Übungen gefunden.'
 */
export function formatCompletedExercises(
  entries: readonly LoggedSet[],
  redact: Anonymizer = identity,
): string {
  const latest = new Map<string, { entry: LoggedSet; time: number | null }>();
  for (const entry of entries) {
    const key = `${entry.day}\u0000${entry.exercise_order}\u0000${entry.set_number}`;
    const time = toTime(entry.updated_at ?? null);
    const prev = latest.get(key);
    // Later entries win unless both carry a time and the earlier one is strictly newer.
    if (!prev || prev.time === null || time === null || time >= prev.time) latest.set(key, { entry, time });
  }
  const done = [...latest.values()].map((v) => v.entry).filter((e) => e.completed === true);
  if (done.length === 0) return NO_COMPLETED_EXERCISES;
  done.sort(
    (a, b) =>
      a.day - b.day ||
      a.exercise_order - b.exercise_order ||
      a.set_number - b.set_number ||
      a.exercise_name.localeCompare(b.exercise_name, "de"),
  );
  const blocks: string[] = [];
  let currentDay: number | null = null;
  let lines: string[] = [];
  for (const e of done) {
    if (e.day !== currentDay) {
      if (lines.length > 0) blocks.push(lines.join("\n"));
      currentDay = e.day;
      lines = [`Tag ${e.day}:`];
    }
    const reps = e.actual_reps === null || e.actual_reps.trim() === "" ? "N/A" : redact(oneLine(e.actual_reps));
    lines.push(`- ${e.exercise_name}, Satz ${e.set_number}: Wiederholungen ${reps}, Gewicht ${formatWeightDe(e.actual_weight)}`);
  }
  blocks.push(lines.join("\n"));
  return blocks.join("\n\n");
}

/** The newest submitted plans first (by submission date, then sequence number), at most 4. */
export function selectPreviousPlans(plans: readonly PreviousPlanSummary[]): PreviousPlanSummary[] {
  return [...plans]
    .sort((a, b) => {
      const ta = toTime(a.submissionDate) ?? Number.NEGATIVE_INFINITY;
      const tb = toTime(b.submissionDate) ?? Number.NEGATIVE_INFINITY;
      return tb - ta || b.sequenceNumber - a.sequenceNumber;
    })
    .slice(0, MAX_PREVIOUS_PLANS);
}

/** The history block of the follow-up prompt: newest plan first, at most 4. */
export function formatPreviousPlans(plans: readonly PreviousPlanSummary[], redact: Anonymizer = identity): string {
  const selected = selectPreviousPlans(plans);
  if (selected.length === 0) return NO_PREVIOUS_PLANS;
  return selected
    .map((p, index) => {
      const approved = toTime(p.approvedAt);
      const period =
        approved === null
          ? "nicht bekannt"
          : `${formatDateDe(p.approvedAt)} bis ${formatDateDe(new Date(approved + PLAN_PERIOD_DAYS * DAY_MS))}`;
      const dayFeedback = [...p.dayFeedback]
        .filter((f) => f.text.trim() !== "")
        .sort((a, b) => a.day - b.day)
        .map((f) => `- Tag ${f.day}: ${truncate(redact(oneLine(f.text)), LIMITS.dayFeedbackMax)}`);
      const planFeedback =
        p.planFeedback && p.planFeedback.trim() !== ""
          ? truncate(redact(oneLine(p.planFeedback)), LIMITS.planFeedbackMax)
          : NO_FEEDBACK;
      // The newest plan's prescriptions beside its logs: the AI progresses each exercise from both.
      const prescribed = index === 0 && p.prescribed && p.prescribed.length > 0 ? ["", "Vorgaben des Plans (Sätze × Wiederholungen, Gewicht, Pause):", formatPrescriptions(p.prescribed, redact)] : [];
      return [
        `### Plan #${p.sequenceNumber}`,
        `Freigegeben am: ${p.approvedAt ? formatDateDe(p.approvedAt) : "nicht bekannt"}`,
        `Planzeitraum: ${period}`,
        `Eingereicht am: ${formatDateDe(p.submissionDate)}`,
        ...prescribed,
        "",
        "Absolvierte Übungen:",
        formatCompletedExercises(p.completedExercises, redact),
        "",
        "Tagesfeedback:",
        dayFeedback.length > 0 ? dayFeedback.join("\n") : NO_FEEDBACK,
        "",
        `Feedback zum Plan: ${planFeedback}`,
      ].join("\n");
    })
    .join("\n\n");
}

/** One German note per matched entry of the injuries list, for {{injury_notes}}. */
export function injuryNotesFor(injuries: readonly InjuryRecord[]): string[] {
  return injuries.map((i) => {
    const parts = [`${i.name}: ${oneLine(i.recommendedAdjustments)}`];
    if (i.exclusions.length > 0) parts.push(`Nicht verwenden: ${i.exclusions.join(", ")}.`);
    if (i.avoidTags.length > 0) parts.push(`Zu meiden: ${i.avoidTags.map((t) => STRESS_TAG_LABELS_DE[t]).join(", ")}.`);
    if (i.relevantExercises.length > 0) parts.push(`Geeignet: ${i.relevantExercises.join(", ")}.`);
    return parts.join(" ");
  });
}

// ───────────────────────────────────────────────────────────────────────────── assembly

/** The text of every placeholder assemblePrompt fills (German labels, 'keine Angabe' when empty). */
export function buildPromptValues(input: PromptInput): Record<PromptPlaceholder, string> {
  const q = input.questionnaire;
  const redact = createAnonymizer(q);
  const text = (v: string | null | undefined): string => {
    const t = oneLine(v ?? "");
    // Anonymised before truncation: a cut could leave half a phone number or name unrecognised.
    return t === "" ? EMPTY_VALUE : truncate(redact(t), LIMITS.optionalTextMax);
  };
  const list = <K extends "main_goals" | "training_experience" | "equipment">(field: K, codes: readonly string[] | null | undefined) => {
    const labels = [...new Set(codes ?? [])].map((c) => labelDe(field, c));
    return labels.length > 0 ? labels.join(", ") : EMPTY_VALUE;
  };
  const label = (field: Parameters<typeof labelDe>[0], code: string | null | undefined) =>
    code ? labelDe(field, code) : EMPTY_VALUE;

  const exercises = [...new Set(input.exerciseNames.map(oneLine).filter((n) => n !== ""))];
  const notes = input.injuryNotes.map(oneLine).filter((n) => n !== "");
  return {
    age: Number.isFinite(q.age) && q.age > 0 ? String(Math.trunc(q.age)) : EMPTY_VALUE,
    gender: label("gender", q.gender),
    main_goals: list("main_goals", q.main_goals),
    other_sport: q.other_sport ? "Ja" : "Nein",
    other_sport_details: text(q.other_sport_details),
    training_intensity: label("training_intensity", q.training_intensity),
    training_frequency: label("training_frequency", q.training_frequency),
    session_duration: label("session_duration", q.session_duration),
    daily_activity: label("daily_activity", q.daily_activity),
    training_level: label("training_level", q.training_level),
    current_training: label("current_training", q.current_training),
    training_experience: list("training_experience", q.training_experience),
    equipment: list("equipment", q.equipment),
    health_restrictions: text(q.health_restrictions),
    exercise_dislikes: text(q.exercise_dislikes),
    training_preferences: text(q.training_preferences),
    personal_wishes: text(q.personal_wishes),
    exercise_list: exercises.length > 0 ? exercises.map((n) => `- ${n}`).join("\n") : EMPTY_VALUE,
    injury_notes: notes.length > 0 ? notes.map((n) => `- ${n}`).join("\n") : NO_INJURY_NOTES,
    previous_plans: formatPreviousPlans(input.previousPlans ?? [], redact),
  };
}

const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;
const PERSONAL = new Set<string>(PERSONAL_PLACEHOLDERS);
const KNOWN = new Set<string>(PROMPT_PLACEHOLDERS);

/** The placeholder names used in a template, unique, in order of appearance. */
export function templatePlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1] as string))];
}

/**
 * Fills a template (spec part 2 §9). Known placeholders get the values of buildPromptValues;
 * personal ones ({{first_name}}, {{email}} …) and unknown ones become '' and are reported.
 * Inserted values are not scanned again, so customer text cannot inject placeholders.
 * The 85 % rule compares the assembled length with the template length.
 */
export function assemblePrompt(template: string, input: PromptInput): AssembledPrompt {
  const values = buildPromptValues(input);
  const removed: string[] = [];
  const unknown: string[] = [];
  const filled = template.replace(PLACEHOLDER_PATTERN, (_match, rawName: string) => {
    const name = rawName.toLowerCase();
    if (PERSONAL.has(name)) {
      if (!removed.includes(rawName)) removed.push(rawName);
      return "";
    }
    if (KNOWN.has(name)) return values[name as PromptPlaceholder];
    if (!unknown.includes(rawName)) unknown.push(rawName);
    return "";
  });
  const text = input.lang === "en" ? `${filled.trimEnd()}\n\n${ENGLISH_PLAN_INSTRUCTION}\n` : filled;
  const hash = sha256Hex(text);
  const templateLength = template.length;
  const assembledLength = text.length;
  const ratio = templateLength === 0 ? 1 : assembledLength / templateLength;
  const ok = ratio >= MIN_PROMPT_RATIO;
  return {
    text,
    hash,
    shortHash: hash.slice(0, SHORT_HASH_LENGTH),
    protection: { templateLength, assembledLength, ratio, ok, warning: ok ? null : PROMPT_RATIO_WARNING },
    removedPlaceholders: removed,
    unknownPlaceholders: unknown,
  };
}
