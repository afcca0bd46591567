/**
 * The questionnaire file the plan CLI reads (scripts/plan-cli.ts). Node only, never in a browser
 * bundle: the full Zod build is fine here (the forms use zod/mini, see schema.ts).
 */
import { z } from "zod";
import { LIMITS, QUESTIONNAIRE_OPTIONS, type QuestionnaireAnswers } from "./options";
import { AGE_MAX, AGE_MIN, inAgeRange } from "./form-values";

/**
 * The stored answers (QuestionnaireAnswers: typed values, our option codes) as a hand-written file
 * gives them to the plan CLI: the options are required and checked against the codes, the names,
 * e-mail and free texts may be left out, and an unknown field is an error (a typo must not pass as
 * "no answer"). Exactly the stored answers' fields: a missing or an extra one is a type error.
 */
export const questionnaireAnswersSchema = z
  .object({
    first_name: z.string().max(LIMITS.nameMax).optional().default(""),
    last_name: z.string().max(LIMITS.nameMax).optional().default(""),
    email: z.string().optional().default(""),
    age: z.number().int().refine(inAgeRange, `must be between ${AGE_MIN} and ${AGE_MAX}`),
    gender: z.enum(QUESTIONNAIRE_OPTIONS.gender),
    main_goals: z.array(z.enum(QUESTIONNAIRE_OPTIONS.main_goals)).min(1),
    other_sport: z.boolean(),
    other_sport_details: z.string().max(LIMITS.optionalTextMax).nullable().optional().default(null),
    training_intensity: z.enum(QUESTIONNAIRE_OPTIONS.training_intensity),
    training_frequency: z.enum(QUESTIONNAIRE_OPTIONS.training_frequency),
    session_duration: z.enum(QUESTIONNAIRE_OPTIONS.session_duration),
    daily_activity: z.enum(QUESTIONNAIRE_OPTIONS.daily_activity),
    training_level: z.enum(QUESTIONNAIRE_OPTIONS.training_level),
    current_training: z.enum(QUESTIONNAIRE_OPTIONS.current_training),
    training_experience: z.array(z.enum(QUESTIONNAIRE_OPTIONS.training_experience)).min(1),
    equipment: z.array(z.enum(QUESTIONNAIRE_OPTIONS.equipment)).min(1),
    health_restrictions: z.string().max(LIMITS.optionalTextMax).nullable().optional().default(null),
    exercise_dislikes: z.string().max(LIMITS.optionalTextMax).nullable().optional().default(null),
    training_preferences: z.string().max(LIMITS.optionalTextMax).nullable().optional().default(null),
    personal_wishes: z.string().max(LIMITS.optionalTextMax).nullable().optional().default(null),
  } satisfies Record<keyof QuestionnaireAnswers, z.ZodType>)
  .strict();

/** The offending fields of a questionnaire file, one line each ("equipment.1: …"); [] when valid. */
export function questionnaireAnswersIssues(input: unknown): string[] {
  const result = questionnaireAnswersSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    if (issue.code === "unrecognized_keys") return `${issue.keys.join(", ")}: unbekanntes Feld`;
    const where = issue.path.length > 0 ? issue.path.join(".") : "(Fragebogen)";
    let value: unknown = input;
    for (const key of issue.path) value = typeof value === "object" && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    const got = value === undefined ? "fehlt" : `erhalten: ${JSON.stringify(value)}`;
    return `${where}: ${issue.message} (${got})`;
  });
}
