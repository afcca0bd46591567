/**
 * The whole data model of both spec parts (§3), PostgreSQL dialect (PGlite or PostgreSQL).
 * Constraints make bad data impossible: enum codes, length limits and ownership are checked here,
 * not only in the UI. Every user-owned row is deleted with its user (ON DELETE CASCADE).
 */
import type { LoggedSet } from "~/domain/training/logged-set";
import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  CURRENT_TRAINING,
  DAILY_ACTIVITIES,
  EQUIPMENT,
  LIMITS,
  MAIN_GOALS,
  PROFILE_GENDERS,
  PROFILE_STATUSES,
  QUESTIONNAIRE_GENDERS,
  QUESTIONNAIRE_STATUSES,
  SESSION_DURATIONS,
  TRAINING_EXPERIENCE,
  TRAINING_FREQUENCIES,
  TRAINING_INTENSITIES,
  TRAINING_LEVELS,
} from "~/domain/questionnaire/options";
import { MOVEMENT_PATTERNS, STRESS_TAGS } from "~/domain/exercises/types";
import { PLAN_STATUSES } from "~/domain/plan/lifecycle";
import { CANCELLATION_KINDS, CANCELLATION_REASON_MAX, SUBSCRIPTION_STATUSES } from "~/domain/subscription/cancellation";

export const PLAN_GENERATORS = ["ai", "builtin", "manual"] as const;
export const JOB_STATUSES = ["queued", "running", "completed", "failed"] as const;
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const IMAGE_MAX_BYTES = 15_728_640;
export const PROMPT_NAMES = ["training_plan_generation", "training_plan_generation_week3"] as const;

/** SQL literal list for CHECK constraints, from our own constant arrays (never user input). */
function literalList(values: readonly string[]): SQL {
  return sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "));
}
function oneOf(column: SQL | ReturnType<typeof sql.identifier>, values: readonly string[]): SQL {
  return sql`${column} in (${literalList(values)})`;
}
/** Every element of a text[] column is one of the codes. */
function allOf(column: ReturnType<typeof sql.identifier>, values: readonly string[]): SQL {
  return sql`${column} <@ array[${literalList(values)}]::text[]`;
}
const col = (name: string) => sql.identifier(name);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/* ───────────────────────────── accounts (better-auth) ───────────────────────────── */

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role").notNull().default("user"),
    locale: text("locale").notNull().default("de"),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("user_email_lower_idx").on(sql`lower(${t.email})`),
    // The admin's user search (substring, case-insensitive): trigram indexes (pg_trgm).
    index("user_email_trgm_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("user_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    // The admin's user list, newest first.
    index("user_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("user_full_name_trgm_idx").using("gin", sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`),
    check("user_role_check", oneOf(col("role"), ["user", "admin"])),
    check("user_locale_check", oneOf(col("locale"), ["de", "en"])),
    check("user_first_name_len", sql`char_length(${t.firstName}) <= ${sql.raw(String(LIMITS.nameMax))}`),
    check("user_last_name_len", sql`char_length(${t.lastName}) <= ${sql.raw(String(LIMITS.nameMax))}`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [
    index("account_user_idx").on(t.userId),
    uniqueIndex("account_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth two-factor plugin: the TOTP secret and backup codes, both stored encrypted. */
export const twoFactor = pgTable("two_factor", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  /** False between enrolment and the first correct code. */
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** Rate-limit counters in the database so that several app processes share them. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: numeric("last_request", { mode: "number" }).notNull(),
});

/* ───────────────────────────── member data ───────────────────────────── */

export const questionnaires = pgTable(
  "questionnaires",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    age: integer("age").notNull(),
    gender: text("gender").notNull(),
    mainGoals: text("main_goals").array().notNull(),
    otherSport: boolean("other_sport").notNull(),
    otherSportDetails: text("other_sport_details"),
    trainingIntensity: text("training_intensity").notNull(),
    trainingFrequency: text("training_frequency").notNull(),
    sessionDuration: text("session_duration").notNull(),
    dailyActivity: text("daily_activity").notNull(),
    trainingLevel: text("training_level").notNull(),
    currentTraining: text("current_training").notNull(),
    trainingExperience: text("training_experience").array().notNull(),
    equipment: text("equipment").array().notNull(),
    healthRestrictions: text("health_restrictions"),
    exerciseDislikes: text("exercise_dislikes"),
    trainingPreferences: text("training_preferences"),
    personalWishes: text("personal_wishes"),
    dataConsent: boolean("data_consent").notNull(),
    /** Ages 16 and 17: a parent or guardian agreed (required by the form; false for adults). */
    guardianConsent: boolean("guardian_consent").notNull().default(false),
    status: text("status").notNull().default("pending"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("questionnaires_user_idx").on(t.userId),
    index("questionnaires_created_idx").on(t.createdAt),
    index("questionnaires_name_trgm_idx").using("gin", sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    check("questionnaires_consent_check", sql`${t.dataConsent} = true`),
    check("questionnaires_first_name_len", sql`char_length(${t.firstName}) between 1 and ${sql.raw(String(LIMITS.nameMax))}`),
    check("questionnaires_last_name_len", sql`char_length(${t.lastName}) between 1 and ${sql.raw(String(LIMITS.nameMax))}`),
    check("questionnaires_age_check", sql`${t.age} between 0 and 999`),
    check("questionnaires_gender_check", oneOf(col("gender"), QUESTIONNAIRE_GENDERS)),
    check("questionnaires_main_goals_check", sql`cardinality(${t.mainGoals}) >= 1 and ${allOf(col("main_goals"), MAIN_GOALS)}`),
    check("questionnaires_intensity_check", oneOf(col("training_intensity"), TRAINING_INTENSITIES)),
    check("questionnaires_frequency_check", oneOf(col("training_frequency"), TRAINING_FREQUENCIES)),
    check("questionnaires_duration_check", oneOf(col("session_duration"), SESSION_DURATIONS)),
    check("questionnaires_activity_check", oneOf(col("daily_activity"), DAILY_ACTIVITIES)),
    check("questionnaires_level_check", oneOf(col("training_level"), TRAINING_LEVELS)),
    check("questionnaires_current_training_check", oneOf(col("current_training"), CURRENT_TRAINING)),
    check(
      "questionnaires_experience_check",
      sql`cardinality(${t.trainingExperience}) >= 1 and ${allOf(col("training_experience"), TRAINING_EXPERIENCE)}`,
    ),
    check("questionnaires_equipment_check", sql`cardinality(${t.equipment}) >= 1 and ${allOf(col("equipment"), EQUIPMENT)}`),
    check("questionnaires_status_check", oneOf(col("status"), QUESTIONNAIRE_STATUSES)),
    check(
      "questionnaires_other_sport_details_check",
      sql`(${t.otherSport} or ${t.otherSportDetails} is null) and coalesce(char_length(${t.otherSportDetails}), 0) <= ${sql.raw(String(LIMITS.optionalTextMax))}`,
    ),
    check(
      "questionnaires_texts_len",
      sql`coalesce(char_length(${t.healthRestrictions}), 0) <= ${sql.raw(String(LIMITS.optionalTextMax))}
        and coalesce(char_length(${t.exerciseDislikes}), 0) <= ${sql.raw(String(LIMITS.optionalTextMax))}
        and coalesce(char_length(${t.trainingPreferences}), 0) <= ${sql.raw(String(LIMITS.optionalTextMax))}
        and coalesce(char_length(${t.personalWishes}), 0) <= ${sql.raw(String(LIMITS.optionalTextMax))}`,
    ),
  ],
);

export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    age: integer("age"),
    gender: text("gender"),
    status: text("status").notNull().default("active"),
    ...timestamps,
  },
  (t) => [
    index("user_profiles_name_trgm_idx").using("gin", sql`lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`),
    check("user_profiles_first_name_len", sql`char_length(${t.firstName}) <= ${sql.raw(String(LIMITS.nameMax))}`),
    check("user_profiles_last_name_len", sql`char_length(${t.lastName}) <= ${sql.raw(String(LIMITS.nameMax))}`),
    check("user_profiles_age_check", sql`${t.age} between 0 and 999`),
    check("user_profiles_gender_check", sql`${t.gender} is null or ${oneOf(col("gender"), PROFILE_GENDERS)}`),
    check("user_profiles_status_check", oneOf(col("status"), PROFILE_STATUSES)),
  ],
);

export const trainingPlans = pgTable(
  "training_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    questionnaireId: uuid("questionnaire_id").references(() => questionnaires.id, { onDelete: "set null" }),
    /** The plan this one follows (plan n-1), for follow-ups. */
    previousPlanId: uuid("previous_plan_id"),
    content: text("content").notNull(),
    status: text("status").notNull().default("draft"),
    submitted: boolean("submitted").notNull().default(false),
    sequenceNumber: integer("sequence_number").notNull(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: text("approved_by").references(() => user.id, { onDelete: "set null" }),
    generator: text("generator").notNull().default("builtin"),
    model: text("model"),
    /** The assembled prompt as sent (shown in the admin's API prompt dialog) and its SHA-256. */
    promptText: text("prompt_text"),
    promptHash: text("prompt_hash"),
    /** Results of the six quality gates: [{ id, passed, reason }]. */
    gateResults: jsonb("gate_results"),
    /**
     * Set when the AI's draft failed the gates twice (first answer and one repair request) and the
     * built-in generator wrote this plan instead: { model, attempts, failedGates: [{ id, reason }] }
     * of the AI's last draft. Shown to the coach on the plan page. Null otherwise.
     */
    aiFallback: jsonb("ai_fallback"),
    gatesPassed: boolean("gates_passed"),
    ...timestamps,
  },
  (t) => [
    index("training_plans_user_idx").on(t.userId),
    index("training_plans_created_idx").on(t.createdAt),
    index("training_plans_status_idx").on(t.status, t.createdAt),
    // The admin's plan search: words of the content (full text, 'simple' config) and id prefixes.
    index("training_plans_content_fts_idx").using("gin", sql`to_tsvector('simple', ${t.content})`),
    index("training_plans_id_text_idx").on(sql`(${t.id}::text) text_pattern_ops`),
    uniqueIndex("training_plans_user_sequence_idx").on(t.userId, t.sequenceNumber),
    // A user never has two drafts waiting for approval at the same time.
    uniqueIndex("training_plans_one_draft_idx").on(t.userId).where(sql`status = 'draft'`),
    check("training_plans_status_check", oneOf(col("status"), PLAN_STATUSES)),
    check("training_plans_generator_check", oneOf(col("generator"), PLAN_GENERATORS)),
    check("training_plans_sequence_check", sql`${t.sequenceNumber} >= 1`),
    check("training_plans_prompt_hash_check", sql`${t.promptHash} is null or ${t.promptHash} ~ '^[0-9a-f]{64}$'`),
    check("training_plans_approved_check", sql`${t.status} = 'draft' or ${t.approvedAt} is not null`),
  ],
);

export const trainingProgress = pgTable(
  "training_progress",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    exerciseName: text("exercise_name").notNull(),
    exerciseOrder: integer("exercise_order").notNull().default(0),
    setNumber: integer("set_number").notNull(),
    actualReps: text("actual_reps"),
    actualWeight: numeric("actual_weight", { precision: 7, scale: 2, mode: "number" }).notNull().default(0),
    completed: boolean("completed").notNull().default(false),
    /** When the customer made this change on the device (clamped to the server's clock): the newer change wins. */
    clientUpdatedAt: timestamp("client_updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    // Keyed by the exercise's position on the day, not its name: one exercise can appear twice on a day.
    uniqueIndex("training_progress_set_idx").on(t.userId, t.planId, t.day, t.exerciseOrder, t.setNumber),
    check("training_progress_day_check", sql`${t.day} between 1 and 14`),
    check("training_progress_set_check", sql`${t.setNumber} between 1 and 20`),
    check("training_progress_order_check", sql`${t.exerciseOrder} between 0 and 49`),
    check("training_progress_weight_check", sql`${t.actualWeight} >= 0`),
    check("training_progress_reps_len", sql`coalesce(char_length(${t.actualReps}), 0) <= 50`),
    check("training_progress_name_len", sql`char_length(${t.exerciseName}) between 1 and 200`),
  ],
);

/**
 * Workouts (decision 0104): the start and finish of one training day of a plan, as the customer's
 * device recorded them ("Training starten" or the first set done, "Training beenden"). One row per
 * user, plan and day; a new start of the same day replaces it. The summary and the coach's plan page
 * show the duration.
 */
export const workouts = pgTable(
  "workouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("workouts_day_idx").on(t.userId, t.planId, t.day),
    check("workouts_day_check", sql`${t.day} between 1 and 14`),
    check("workouts_order_check", sql`${t.finishedAt} is null or ${t.finishedAt} >= ${t.startedAt}`),
  ],
);

/**
 * Exercise swaps in the plan view (decision 0099): at one plan, day and exercise position the
 * customer trains `alternativeName` instead of `originalName` (an allowed alternative computed on
 * the server). Undo deletes the row. Shown to the coach and given to the follow-up generation.
 */
export const exerciseSwaps = pgTable(
  "exercise_swaps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    exerciseOrder: integer("exercise_order").notNull(),
    originalName: text("original_name").notNull(),
    alternativeName: text("alternative_name").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("exercise_swaps_slot_idx").on(t.userId, t.planId, t.day, t.exerciseOrder),
    check("exercise_swaps_day_check", sql`${t.day} between 1 and 14`),
    check("exercise_swaps_order_check", sql`${t.exerciseOrder} between 0 and 49`),
    check("exercise_swaps_names_len", sql`char_length(${t.originalName}) between 1 and 200 and char_length(${t.alternativeName}) between 1 and 200`),
  ],
);

export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    /** 0 = feedback on the whole plan, 1–14 = feedback on that day. */
    day: integer("day").notNull(),
    feedbackText: text("feedback_text").notNull().default(""),
    rating: integer("rating"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("feedback_user_plan_day_idx").on(t.userId, t.planId, t.day),
    check("feedback_day_check", sql`${t.day} between 0 and 14`),
    check(
      "feedback_text_len",
      sql`char_length(${t.feedbackText}) <= case when ${t.day} = 0 then ${sql.raw(String(LIMITS.planFeedbackMax))} else ${sql.raw(String(LIMITS.dayFeedbackMax))} end`,
    ),
    check("feedback_rating_check", sql`${t.rating} is null`),
  ],
);

export const feedbackTrainingPlans = pgTable(
  "feedback_training_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    originalPlanId: uuid("original_plan_id")
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    planName: text("plan_name").notNull(),
    planContent: text("plan_content").notNull(),
    userProgress: jsonb("user_progress").$type<LoggedSet[]>().notNull().default([]),
    userFeedback: text("user_feedback"),
    completionDate: timestamp("completion_date", { withTimezone: true }),
    submissionDate: timestamp("submission_date", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("feedback_training_plans_user_plan_idx").on(t.userId, t.originalPlanId),
    index("feedback_training_plans_user_date_idx").on(t.userId, t.submissionDate),
    check(
      "feedback_training_plans_feedback_len",
      sql`coalesce(char_length(${t.userFeedback}), 0) <= ${sql.raw(String(LIMITS.planFeedbackMax))}`,
    ),
  ],
);

/* ───────────────────────────── admin content ───────────────────────────── */

export const expenses = pgTable(
  "expenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    amount: numeric("amount", { precision: 12, scale: 6, mode: "number" }).notNull(),
    description: text("description").notNull(),
    planId: uuid("plan_id").references(() => trainingPlans.id, { onDelete: "set null" }),
    model: text("model"),
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("expenses_created_idx").on(t.createdAt),
    index("expenses_plan_idx").on(t.planId),
    check("expenses_amount_check", sql`${t.amount} >= 0`),
    check("expenses_tokens_check", sql`coalesce(${t.inputTokens}, 0) >= 0 and coalesce(${t.outputTokens}, 0) >= 0`),
  ],
);

export const exercises = pgTable(
  "exercises",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    description: text("description"),
    instructions: text("instructions"),
    /** The English texts of English pages (decision 0097); empty = the English page shows none. */
    descriptionEn: text("description_en"),
    instructionsEn: text("instructions_en"),
    videoUrl: text("video_url"),
    imageUrl: text("image_url"),
    hashtag: text("hashtag"),
    muscleGroups: text("muscle_groups").array().notNull().default(sql`'{}'::text[]`),
    equipmentNeeded: text("equipment_needed").array().notNull().default(sql`'{}'::text[]`),
    /** Generator metadata (see app/domain/exercises/types.ts). */
    movementPattern: text("movement_pattern").notNull().default("core"),
    difficulty: integer("difficulty").notNull().default(1),
    stressTags: text("stress_tags").array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("exercises_name_idx").on(sql`lower(${t.name})`),
    check("exercises_pattern_check", oneOf(col("movement_pattern"), MOVEMENT_PATTERNS)),
    check("exercises_difficulty_check", sql`${t.difficulty} between 1 and 3`),
    check("exercises_stress_tags_check", allOf(col("stress_tags"), STRESS_TAGS)),
    check("exercises_name_check", sql`char_length(btrim(${t.name})) between 1 and 200`),
    check("exercises_equipment_check", allOf(col("equipment_needed"), EQUIPMENT)),
    // Only an https link is stored (the admin form stores the canonical YouTube watch URL).
    check("exercises_video_url_check", sql`${t.videoUrl} is null or (${t.videoUrl} ~ '^https://' and char_length(${t.videoUrl}) <= 2048)`),
  ],
);

export const injuriesIllnesses = pgTable(
  "injuries_illnesses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    nameEn: text("name_en"),
    recommendedAdjustments: text("recommended_adjustments"),
    relevantExercises: text("relevant_exercises").array().notNull().default(sql`'{}'::text[]`),
    exclusions: text("exclusions").array().notNull().default(sql`'{}'::text[]`),
    /** Words that identify this condition in a customer's free text (e.g. "Knie", "Meniskus"). */
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    avoidTags: text("avoid_tags").array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    check("injuries_illnesses_avoid_tags_check", allOf(col("avoid_tags"), STRESS_TAGS)),
    uniqueIndex("injuries_illnesses_name_idx").on(sql`lower(${t.name})`),
    check("injuries_illnesses_name_check", sql`char_length(btrim(${t.name})) between 1 and 200`),
  ],
);

export const gptPrompts = pgTable(
  "gpt_prompts",
  {
    name: text("name").primaryKey(),
    content: text("content").notNull(),
    ...timestamps,
  },
  (t) => [
    check("gpt_prompts_name_check", oneOf(col("name"), PROMPT_NAMES)),
    check("gpt_prompts_content_check", sql`char_length(btrim(${t.content})) >= 1`),
  ],
);

export const socialMediaImages = pgTable(
  "social_media_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    fileName: text("file_name").notNull().unique(),
    filePath: text("file_path").notNull(),
    fileSize: integer("file_size").notNull(),
    mimeType: text("mime_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("social_media_images_title_check", sql`char_length(btrim(${t.title})) between 1 and 200`),
    check("social_media_images_size_check", sql`${t.fileSize} between 1 and ${sql.raw(String(IMAGE_MAX_BYTES))}`),
    check("social_media_images_mime_check", oneOf(col("mime_type"), IMAGE_MIME_TYPES)),
  ],
);

/**
 * Stored files (the social-media images): the bytes live in the database, so an image uploaded through
 * one web process is served by every other one (several processes on PostgreSQL), and a backup of the
 * database is a backup of the files. `path` is `images/<timestamp>-<random>.<ext>`.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const storedFiles = pgTable(
  "stored_files",
  {
    path: text("path").primaryKey(),
    content: bytea("content").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stored_files_path_check", sql`${t.path} ~ '^images/[0-9]+-[a-z0-9]+\\.(jpg|png|webp|gif)$'`),
    check("stored_files_size_check", sql`${t.size} between 1 and ${sql.raw(String(IMAGE_MAX_BYTES))}`),
  ],
);

/* ───────────────────────────── audit trail ───────────────────────────── */

export const AUDIT_ACTIONS = [
  "plan.approve",
  "plan.edit",
  "plan.complete",
  "prompt.save",
  "exercise.create",
  "exercise.update",
  "exercise.delete",
  "injury.create",
  "injury.update",
  "injury.delete",
  "image.create",
  "image.update",
  "image.delete",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who changed what in the admin area, and when (approvals, edits, completions, content changes). */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: text("admin_id").references(() => user.id, { onDelete: "set null" }),
    /** The admin's e-mail at the time, kept when the account is deleted. */
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_entity_idx").on(t.entityType, t.entityId, t.createdAt),
    check("admin_audit_action_check", oneOf(col("action"), AUDIT_ACTIONS)),
  ],
);

/* ───────────────────────────── jobs ───────────────────────────── */

/* ───────────────────────────── subscription (demo payment, § 312k BGB) ───────────────────────────── */

/**
 * One subscription per user, started by the demo payment. A notice sets status `cancelled`, the kind,
 * when it was received and when the contract ends (the dashboard shows it). See docs/decisions/0038.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("active"),
    priceCents: integer("price_cents").notNull(),
    demo: boolean("demo").notNull().default(true),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellationKind: text("cancellation_kind"),
    cancellationReason: text("cancellation_reason"),
    /** The date the customer asked for (null: as early as possible). */
    requestedEnd: timestamp("requested_end", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("subscriptions_user_idx").on(t.userId),
    check("subscriptions_status_check", oneOf(col("status"), SUBSCRIPTION_STATUSES)),
    check("subscriptions_kind_check", sql`${t.cancellationKind} is null or ${oneOf(col("cancellation_kind"), CANCELLATION_KINDS)}`),
    check("subscriptions_price_check", sql`${t.priceCents} >= 0`),
    check("subscriptions_reason_len", sql`char_length(${t.cancellationReason}) <= ${sql.raw(String(CANCELLATION_REASON_MAX))}`),
    check(
      "subscriptions_cancelled_complete",
      sql`(${t.status} = 'active' and ${t.cancelledAt} is null and ${t.endsAt} is null) or (${t.status} = 'cancelled' and ${t.cancelledAt} is not null and ${t.cancellationKind} is not null and ${t.endsAt} is not null)`,
    ),
  ],
);

/**
 * A notice given without a session (the law requires the button without login): identified by the
 * contract's e-mail address, it takes effect when the link mailed there is opened and confirmed.
 * Only the token's SHA-256 is stored. See docs/decisions/0038.
 */
export const cancellationRequests = pgTable(
  "cancellation_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    kind: text("kind").notNull(),
    reason: text("reason"),
    requestedEnd: timestamp("requested_end", { withTimezone: true }),
    lang: text("lang").notNull().default("de"),
    /** When the notice was received: the cancellation counts from here, not from the confirmation. */
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("cancellation_requests_token_idx").on(t.tokenHash),
    index("cancellation_requests_user_idx").on(t.userId),
    check("cancellation_requests_kind_check", oneOf(col("kind"), CANCELLATION_KINDS)),
    check("cancellation_requests_lang_check", oneOf(col("lang"), ["de", "en"])),
    check("cancellation_requests_reason_len", sql`char_length(${t.reason}) <= ${sql.raw(String(CANCELLATION_REASON_MAX))}`),
  ],
);

/* ───────────────────────────── data rights (issue 25, decisions 0074–0077) ───────────────────────────── */

export const CONSENT_KINDS = ["health_data"] as const;

/**
 * Consents given for one purpose (Art. 7(1) DSGVO: we must be able to show them): which text, in
 * which version, when; a withdrawal sets `withdrawn_at` (the row stays as the record of both). A new
 * consent after a withdrawal is a new row. See docs/decisions/0074.
 */
export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The version of the consent text the box showed (app/domain/privacy/health-consent.ts). */
    textVersion: text("text_version").notNull(),
    lang: text("lang").notNull().default("de"),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    index("consents_user_idx").on(t.userId, t.kind, t.givenAt),
    // At most one consent of a kind in force per user.
    uniqueIndex("consents_one_active_idx").on(t.userId, t.kind).where(sql`withdrawn_at is null`),
    check("consents_kind_check", oneOf(col("kind"), CONSENT_KINDS)),
    check("consents_lang_check", oneOf(col("lang"), ["de", "en"])),
    check("consents_withdrawn_check", sql`${t.withdrawnAt} is null or ${t.withdrawnAt} >= ${t.givenAt}`),
  ],
);

/**
 * Data exports too large to build during the request: a job writes the JSON here, the customer
 * downloads it from the dashboard until `expires_at` (then the retention job deletes it).
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("queued"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId, t.createdAt),
    check("data_exports_status_check", oneOf(col("status"), ["queued", "ready"])),
  ],
);

/**
 * What the law makes us keep after an account is deleted (decision 0076): the contract and its
 * cancellation receipt (§ 312k BGB, § 257 HGB), without a user reference. The retention job deletes a
 * row after `delete_after`.
 */
export const retainedRecords = pgTable(
  "retained_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    /** The contract's id (the subscription's id at the time). */
    contractId: text("contract_id").notNull(),
    /** The address the receipt went to: who the contract was with. */
    email: text("email").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deleteAfter: timestamp("delete_after", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("retained_records_delete_after_idx").on(t.deleteAfter),
    check("retained_records_kind_check", oneOf(col("kind"), ["subscription_contract"])),
  ],
);

/**
 * Durable job queue in the same database (claimed with FOR UPDATE SKIP LOCKED), so a job can be
 * enqueued in the same transaction as the row that causes it. See docs/decisions/0004-job-queue-our-own-jobs-table-instead-of-pg-boss.md.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull().default({}),
    status: text("status").notNull().default("queued"),
    /** At most one queued/running job per key (idempotent enqueue), e.g. generate-plan:<questionnaireId>. */
    singletonKey: text("singleton_key"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    result: jsonb("result"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("jobs_claim_idx").on(t.status, t.runAt),
    // The admin's plan page follows a plan's mail and follow-up jobs (finished ones too) by key.
    index("jobs_singleton_key_idx").on(t.singletonKey, t.createdAt),
    uniqueIndex("jobs_singleton_idx").on(t.singletonKey).where(sql`status in ('queued', 'running')`),
    check("jobs_status_check", oneOf(col("status"), JOB_STATUSES)),
    check("jobs_attempts_check", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);

/**
 * The job workers alive right now: each worker registers at start, refreshes `heartbeat_at` on a
 * timer (also while a long handler runs) and removes its row when it stops cleanly. A worker whose
 * heartbeat is older than its own `dead_after_ms` is dead: its running jobs are taken over by the
 * next worker that starts or checks (docs/decisions/0048). Times come from the database clock.
 */
export const jobWorkers = pgTable(
  "job_workers",
  {
    id: text("id").primaryKey(),
    /** Where it runs, for the operator (no personal data). */
    host: text("host").notNull(),
    pid: integer("pid").notNull(),
    /** How often this worker beats, and after how long without a beat it counts as dead. */
    heartbeatMs: integer("heartbeat_ms").notNull(),
    deadAfterMs: integer("dead_after_ms").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("job_workers_times_check", sql`${t.heartbeatMs} > 0 and ${t.deadAfterMs} > ${t.heartbeatMs}`)],
);
