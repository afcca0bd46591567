/**
 * Plan tools on the command line (`npm run plan -- <command> …`, or `npx tsx scripts/plan-cli.ts`).
 *
 *   parse FILE                           parsed plan as JSON
 *   gates PLAN_FILE QUESTIONNAIRE_JSON   the six quality-gate results as JSON
 *                                        (PLAN_FILE: plan text, or a parsed plan .json)
 *   generate QUESTIONNAIRE_JSON          (see the marked case below)
 *   followup PLAN_FILE QUESTIONNAIRE_JSON PROGRESS_JSON FEEDBACK_JSON
 *                                        the follow-up plan the job `generate-followup` drafts
 *                                        (its own code: followupInput + draftPlan, built-in generator)
 *
 * Options: --exercises FILE.json  an exercise list ({name, nameEn?, instructions, videoUrl,
 *          equipmentNeeded?, stressTags?}[]) for instructions/video links and the equipment checks
 *          (default: the seeded exercise database); --json (generate) prints {text, summary}.
 * The questionnaire JSON uses the stored field names of QuestionnaireAnswers with our option codes
 * (docs/questionnaire-codes.md); it is validated, and unknown codes or fields end with exit code 2.
 * A stored questionnaire record is accepted as it is: its record fields (id, user_id, data_consent,
 * guardian_consent, status, created_at, updated_at) are ignored. Shapes: docs/plan-format.md
 * ("Kommandozeile"), examples under docs/examples/.
 * Exit codes: 0 ok (for `gates`: all six passed), 1 a gate failed, 2 usage or input error.
 */
import { readFileSync } from "node:fs";
import { runQualityGates, gatesPassed } from "../app/domain/plan/gates";
import { createExerciseLookup, type ExerciseLookup, type ExerciseLookupRecord } from "../app/domain/plan/match";
import { parsePlan } from "../app/domain/plan/parser";
import type { ParsedPlan } from "../app/domain/plan/types";
import type { QuestionnaireAnswers } from "../app/domain/questionnaire/options";
import { questionnaireAnswersIssues, questionnaireAnswersSchema } from "../app/domain/questionnaire/answers-file-schema";
import { z } from "zod";

const USAGE = `Verwendung:
  plan-cli parse FILE [--exercises EXERCISES.json]
  plan-cli gates PLAN_FILE QUESTIONNAIRE_JSON [--exercises EXERCISES.json]
  plan-cli generate QUESTIONNAIRE_JSON [--json]
  plan-cli followup PLAN_FILE QUESTIONNAIRE_JSON PROGRESS_JSON FEEDBACK_JSON [--json]`;

class UsageError extends Error {}

function readText(path: string | undefined, what: string): string {
  if (!path) throw new UsageError(`${what} fehlt.`);
  try {
    return readFileSync(path, "utf8");
  } catch (err) {
    throw new UsageError(`${what} nicht lesbar (${path}): ${err instanceof Error ? err.message : String(err)}`);
  }
}

function readJson(path: string | undefined, what: string): unknown {
  const text = readText(path, what);
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new UsageError(`${what} ist kein gültiges JSON (${path}): ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * The questionnaire file checked against the stored answers' schema: option codes must be ours,
 * unknown fields are refused; names, e-mail and free texts may be left out. Every offending field is
 * named (exit code 2).
 */
function questionnaireFrom(input: unknown, path: string | undefined): QuestionnaireAnswers {
  const raw = withoutRecordFields(input);
  const issues = questionnaireAnswersIssues(raw);
  if (issues.length > 0) throw new UsageError(`Fragebogen ungültig (${path ?? "?"}):\n${issues.map((i) => `- ${i}`).join("\n")}`);
  return questionnaireAnswersSchema.parse(raw) as QuestionnaireAnswers;
}

/**
 * The plan's language from the questionnaire file's `language` ("de" or "en"; default "de"): the
 * jobs take it from the customer's account, the CLI from the file.
 */
function languageFrom(input: unknown, path: string | undefined): "de" | "en" {
  const value = typeof input === "object" && input !== null ? (input as Record<string, unknown>).language : undefined;
  if (value === undefined || value === null) return "de";
  if (value !== "de" && value !== "en") throw new UsageError(`Fragebogen ungültig (${path ?? "?"}):\n- language: "de" oder "en" erwartet`);
  return value;
}

/** Fields of a stored questionnaire record that are not answers (spec: questionnaires entity); `language` is the plan's language. */
const RECORD_FIELDS = ["id", "user_id", "data_consent", "guardian_consent", "status", "created_at", "updated_at", "language"] as const;

/** A stored questionnaire record without its record fields; anything else is left for the schema to judge. */
function withoutRecordFields(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const key of RECORD_FIELDS) delete out[key];
  return out;
}

const loggedSetsSchema = z.array(
  z
    .object({
      day: z.number().int().min(1).max(14),
      exercise_name: z.string().min(1),
      exercise_order: z.number().int().min(0),
      set_number: z.number().int().min(1),
      actual_reps: z.string().nullable(),
      actual_weight: z.number().nullable(),
      completed: z.boolean(),
      updated_at: z.string().nullable().optional(),
    })
    .strict(),
);
const feedbackSchema = z.array(z.object({ day: z.number().int().min(0).max(14), text: z.string() }).strict());

/** A JSON file checked by a schema; every offending entry is named (exit code 2). */
function checkedJson<T>(schema: z.ZodType<T>, path: string | undefined, what: string): T {
  const result = schema.safeParse(readJson(path, what));
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `- ${i.path.join(".") || "(Datei)"}: ${i.message}`);
  throw new UsageError(`${what} ungültig (${path ?? "?"}):\n${lines.join("\n")}`);
}

/** The exercise list given with --exercises, else the seeded exercise database. */
async function exerciseLookup(path: string | undefined): Promise<ExerciseLookup> {
  if (!path) {
    const { EXERCISES } = await import("../app/domain/exercises/catalog");
    return createExerciseLookup(EXERCISES);
  }
  const raw = readJson(path, "Übungsliste");
  if (!Array.isArray(raw)) throw new UsageError("Die Übungsliste muss ein JSON-Array sein.");
  return createExerciseLookup(raw as ExerciseLookupRecord[]);
}

function looksLikeParsedPlan(value: unknown): value is ParsedPlan {
  return typeof value === "object" && value !== null && Array.isArray((value as ParsedPlan).days);
}

function planFrom(path: string | undefined, lookup: ExerciseLookup | undefined): ParsedPlan {
  const text = readText(path, "Plandatei");
  if (path?.endsWith(".json")) {
    try {
      const value: unknown = JSON.parse(text);
      if (looksLikeParsedPlan(value)) return value;
    } catch {
      // not JSON after all: parse it as plan text
    }
  }
  return parsePlan(text, lookup);
}

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Options that take no value. */
const FLAGS = new Set(["json"]);

/** Splits `--name value` options (and `--flag` flags) from positional arguments. */
function splitArgs(args: string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a.startsWith("--")) {
      const [key, inline] = a.slice(2).split("=", 2) as [string, string | undefined];
      if (FLAGS.has(key)) {
        options.set(key, "true");
        continue;
      }
      const value = inline ?? args[++i];
      if (value === undefined) throw new UsageError(`Option --${key} braucht einen Wert.`);
      options.set(key, value);
    } else {
      positional.push(a);
    }
  }
  return { positional, options };
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { positional, options } = splitArgs(rest);
  switch (command) {
    case "parse": {
      print(parsePlan(readText(positional[0], "Plandatei"), await exerciseLookup(options.get("exercises"))));
      return 0;
    }
    case "gates": {
      const lookup = await exerciseLookup(options.get("exercises"));
      const { INJURIES } = await import("../app/domain/exercises/injuries");
      const plan = planFrom(positional[0], lookup);
      const questionnaire = questionnaireFrom(readJson(positional[1], "Fragebogen-JSON"), positional[1]);
      const results = runQualityGates(plan, questionnaire, { exercises: lookup, injuries: INJURIES });
      print(results);
      return gatesPassed(results) ? 0 : 1;
    }
    // ── generate QUESTIONNAIRE_JSON [--json] ──────────────────────────────────────────────
    // The built-in generator with the seeded exercise database and injuries list. Prints the plan
    // text; with --json the object {text, summary}. (`--json` may also precede the file name.)
    case "generate": {
      const { generatePlan } = await import("../app/domain/plan/generator");
      const { EXERCISES } = await import("../app/domain/exercises/catalog");
      const { INJURIES } = await import("../app/domain/exercises/injuries");
      const asJson = options.has("json");
      const file = positional[0];
      const json = readJson(file, "Fragebogen-JSON");
      const questionnaire = questionnaireFrom(json, file);
      const plan = generatePlan({ questionnaire, exercises: EXERCISES, injuries: INJURIES, language: languageFrom(json, file) });
      if (asJson) print(plan);
      else process.stdout.write(plan.text.endsWith("\n") ? plan.text : `${plan.text}\n`);
      return 0;
    }
    // ── followup PLAN_FILE QUESTIONNAIRE_JSON PROGRESS_JSON FEEDBACK_JSON [--json] ─────────
    // The job's own code path without a database: followupInput (domain) and draftPlan (the
    // server's drafting, built-in generator, seeded exercises, injuries and default prompts).
    // Prints the plan text; with --json {content, generator, gatesPassed, gateResults}.
    case "followup": {
      const [planFile, questionnaireFile, progressFile, feedbackFile] = positional;
      const content = readText(planFile, "Plandatei");
      const json = readJson(questionnaireFile, "Fragebogen-JSON");
      const questionnaire = questionnaireFrom(json, questionnaireFile);
      const progress = checkedJson(loggedSetsSchema, progressFile, "Protokoll-JSON");
      const feedback = checkedJson(feedbackSchema, feedbackFile, "Feedback-JSON");
      const { followupInput } = await import("../app/domain/plan/follow-up-input");
      const { draftPlan } = await import("../app/server/plan/generation.server");
      const { DEFAULT_PROMPTS } = await import("../app/domain/plan/prompts");
      const { EXERCISES } = await import("../app/domain/exercises/catalog");
      const { INJURIES } = await import("../app/domain/exercises/injuries");
      const input = followupInput({ plan: { sequenceNumber: 1, content, approvedAt: null }, progress, feedback, history: [], now: new Date() });
      const draft = await draftPlan({ ai: undefined }, { exercises: EXERCISES, injuries: INJURIES, prompts: { ...DEFAULT_PROMPTS } }, questionnaire, { ...input, lang: languageFrom(json, questionnaireFile) });
      if (options.has("json")) print({ content: draft.content, generator: draft.generator, gatesPassed: draft.gatesPassed, gateResults: draft.gateResults });
      else process.stdout.write(draft.content.endsWith("\n") ? draft.content : `${draft.content}\n`);
      return 0;
    }
    // ───────────────────────────────────────────────────────────────────────────────────────
    case undefined:
    case "help":
    case "--help":
    case "-h":
      process.stdout.write(`${USAGE}\n`);
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`Unbekannter Befehl: ${command}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof UsageError) {
      process.stderr.write(`${err.message}\n\n${USAGE}\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exitCode = 2;
    }
  },
);
