/**
 * The questionnaire file the plan CLI reads (scripts/plan-cli.ts). Node only, never in a browser
 * bundle: the full Zod build is fine here (the forms use zod/mini, see schema.ts).
 */
import { z } from "zod";
import {
  CURRENT_TRAINING,
  DAILY_ACTIVITIES,
  EQUIPMENT,
  LIMITS,
  MAIN_GOALS,
  QUESTIONNAIRE_GENDERS,
  SESSION_DURATIONS,
  TRAINING_EXPERIENCE,
  TRAINING_FREQUENCIES,
  TRAINING_INTENSITIES,
  TRAINING_LEVELS,
  type QuestionnaireAnswers,
} from "./options";
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
    gender: z.enum(QUESTIONNAIRE_GENDERS),
    main_goals: z.array(z.enum(MAIN_GOALS)).min(1),
    other_sport: z.boolean(),
    other_sport_details: z.string().max(LIMITS.optionalTextMax).nullable().optional().default(null),
    training_intensity: z.enum(TRAINING_INTENSITIES),
    training_frequency: z.enum(TRAINING_FREQUENCIES),
    session_duration: z.enum(SESSION_DURATIONS),
    daily_activity: z.enum(DAILY_ACTIVITIES),
    training_level: z.enum(TRAINING_LEVELS),
    current_training: z.enum(CURRENT_TRAINING),
    training_experience: z.array(z.enum(TRAINING_EXPERIENCE)).min(1),
    equipment: z.array(z.enum(EQUIPMENT)).min(1),
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
