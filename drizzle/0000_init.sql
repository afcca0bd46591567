CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"description" text,
	"instructions" text,
	"video_url" text,
	"image_url" text,
	"hashtag" text,
	"muscle_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"equipment_needed" text[] DEFAULT '{}'::text[] NOT NULL,
	"movement_pattern" text DEFAULT 'core' NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"stress_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercises_pattern_check" CHECK ("movement_pattern" in ('squat', 'hinge', 'lunge', 'push_horizontal', 'push_vertical', 'pull_horizontal', 'pull_vertical', 'core', 'carry', 'arms', 'calves', 'cardio', 'mobility', 'warmup')),
	CONSTRAINT "exercises_difficulty_check" CHECK ("exercises"."difficulty" between 1 and 3),
	CONSTRAINT "exercises_stress_tags_check" CHECK ("stress_tags" <@ array['knee', 'shoulder', 'lower_back', 'wrist', 'elbow', 'neck', 'hip', 'ankle', 'high_impact', 'overhead', 'spinal_load', 'valsalva', 'supine', 'prone', 'inversion']::text[]),
	CONSTRAINT "exercises_name_check" CHECK (char_length(btrim("exercises"."name")) between 1 and 200),
	CONSTRAINT "exercises_equipment_check" CHECK ("equipment_needed" <@ array['barbell', 'dumbbells', 'kettlebells', 'machines', 'sandbags', 'ergometer', 'resistance_bands', 'pullup_bar', 'rings', 'cable_trx', 'none']::text[])
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"amount" numeric(12, 6) NOT NULL,
	"description" text NOT NULL,
	"plan_id" uuid,
	"model" text,
	"input_tokens" integer,
	"output_tokens" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount" >= 0),
	CONSTRAINT "expenses_tokens_check" CHECK (coalesce("expenses"."input_tokens", 0) >= 0 and coalesce("expenses"."output_tokens", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"feedback_text" text DEFAULT '' NOT NULL,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_day_check" CHECK ("feedback"."day" between 0 and 14),
	CONSTRAINT "feedback_text_len" CHECK (char_length("feedback"."feedback_text") <= case when "feedback"."day" = 0 then 700 else 300 end),
	CONSTRAINT "feedback_rating_check" CHECK ("feedback"."rating" is null)
);
--> statement-breakpoint
CREATE TABLE "feedback_training_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"original_plan_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"plan_name" text NOT NULL,
	"plan_content" text NOT NULL,
	"user_progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_feedback" text,
	"completion_date" timestamp with time zone,
	"submission_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_training_plans_feedback_len" CHECK (coalesce(char_length("feedback_training_plans"."user_feedback"), 0) <= 700)
);
--> statement-breakpoint
CREATE TABLE "gpt_prompts" (
	"name" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gpt_prompts_name_check" CHECK ("name" in ('training_plan_generation', 'training_plan_generation_week3')),
	CONSTRAINT "gpt_prompts_content_check" CHECK (char_length(btrim("gpt_prompts"."content")) >= 1)
);
--> statement-breakpoint
CREATE TABLE "injuries_illnesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"recommended_adjustments" text,
	"relevant_exercises" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"avoid_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "injuries_illnesses_avoid_tags_check" CHECK ("avoid_tags" <@ array['knee', 'shoulder', 'lower_back', 'wrist', 'elbow', 'neck', 'hip', 'ankle', 'high_impact', 'overhead', 'spinal_load', 'valsalva', 'supine', 'prone', 'inversion']::text[]),
	CONSTRAINT "injuries_illnesses_name_check" CHECK (char_length(btrim("injuries_illnesses"."name")) between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"singleton_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"result" jsonb,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("status" in ('queued', 'running', 'completed', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"age" integer NOT NULL,
	"gender" text NOT NULL,
	"main_goals" text[] NOT NULL,
	"other_sport" boolean NOT NULL,
	"other_sport_details" text,
	"training_intensity" text NOT NULL,
	"training_frequency" text NOT NULL,
	"session_duration" text NOT NULL,
	"daily_activity" text NOT NULL,
	"training_level" text NOT NULL,
	"current_training" text NOT NULL,
	"training_experience" text[] NOT NULL,
	"equipment" text[] NOT NULL,
	"health_restrictions" text,
	"exercise_dislikes" text,
	"training_preferences" text,
	"personal_wishes" text,
	"data_consent" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_consent_check" CHECK ("questionnaires"."data_consent" = true),
	CONSTRAINT "questionnaires_first_name_len" CHECK (char_length("questionnaires"."first_name") between 1 and 30),
	CONSTRAINT "questionnaires_last_name_len" CHECK (char_length("questionnaires"."last_name") between 1 and 30),
	CONSTRAINT "questionnaires_age_check" CHECK ("questionnaires"."age" between 0 and 999),
	CONSTRAINT "questionnaires_gender_check" CHECK ("gender" in ('male', 'female', 'diverse', 'not_specified')),
	CONSTRAINT "questionnaires_main_goals_check" CHECK (cardinality("questionnaires"."main_goals") >= 1 and "main_goals" <@ array['muscle_building', 'weight_loss', 'performance', 'health', 'injury_prevention', 'sport_support', 'general_fitness', 'specific_focus']::text[]),
	CONSTRAINT "questionnaires_intensity_check" CHECK ("training_intensity" in ('gentle', 'balanced', 'intense')),
	CONSTRAINT "questionnaires_frequency_check" CHECK ("training_frequency" in ('1x', '2x', '3x', '4x', '5x', '6x', '7x_plus')),
	CONSTRAINT "questionnaires_duration_check" CHECK ("session_duration" in ('upto_30', '30_45', '45_60', '60_90', '90_120', 'over_120')),
	CONSTRAINT "questionnaires_activity_check" CHECK ("daily_activity" in ('sitting', 'active', 'mixed')),
	CONSTRAINT "questionnaires_level_check" CHECK ("training_level" in ('beginner', 'intermediate', 'advanced', 'returning')),
	CONSTRAINT "questionnaires_current_training_check" CHECK ("current_training" in ('yes', 'no', 'sporadic')),
	CONSTRAINT "questionnaires_experience_check" CHECK (cardinality("questionnaires"."training_experience") >= 1 and "training_experience" <@ array['gym', 'free_weights', 'bodyweight', 'functional', 'machines', 'none']::text[]),
	CONSTRAINT "questionnaires_equipment_check" CHECK (cardinality("questionnaires"."equipment") >= 1 and "equipment" <@ array['barbell', 'dumbbells', 'kettlebells', 'machines', 'sandbags', 'ergometer', 'resistance_bands', 'pullup_bar', 'rings', 'cable_trx', 'none']::text[]),
	CONSTRAINT "questionnaires_status_check" CHECK ("status" in ('pending', 'completed')),
	CONSTRAINT "questionnaires_other_sport_details_check" CHECK (("questionnaires"."other_sport" or "questionnaires"."other_sport_details" is null) and coalesce(char_length("questionnaires"."other_sport_details"), 0) <= 400),
	CONSTRAINT "questionnaires_texts_len" CHECK (coalesce(char_length("questionnaires"."health_restrictions"), 0) <= 400
        and coalesce(char_length("questionnaires"."exercise_dislikes"), 0) <= 400
        and coalesce(char_length("questionnaires"."training_preferences"), 0) <= 400
        and coalesce(char_length("questionnaires"."personal_wishes"), 0) <= 400)
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" numeric NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "social_media_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_media_images_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "social_media_images_title_check" CHECK (char_length(btrim("social_media_images"."title")) between 1 and 200),
	CONSTRAINT "social_media_images_size_check" CHECK ("social_media_images"."file_size" between 1 and 15728640),
	CONSTRAINT "social_media_images_mime_check" CHECK ("mime_type" in ('image/jpeg', 'image/png', 'image/webp', 'image/gif'))
);
--> statement-breakpoint
CREATE TABLE "training_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"questionnaire_id" uuid,
	"previous_plan_id" uuid,
	"content" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"sequence_number" integer NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"generator" text DEFAULT 'builtin' NOT NULL,
	"model" text,
	"prompt_text" text,
	"prompt_hash" text,
	"gate_results" jsonb,
	"gates_passed" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_plans_status_check" CHECK ("status" in ('draft', 'approved', 'completed')),
	CONSTRAINT "training_plans_generator_check" CHECK ("generator" in ('ai', 'builtin', 'manual')),
	CONSTRAINT "training_plans_sequence_check" CHECK ("training_plans"."sequence_number" >= 1),
	CONSTRAINT "training_plans_prompt_hash_check" CHECK ("training_plans"."prompt_hash" is null or "training_plans"."prompt_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "training_plans_approved_check" CHECK ("training_plans"."status" = 'draft' or "training_plans"."approved_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "training_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"exercise_name" text NOT NULL,
	"exercise_order" integer DEFAULT 0 NOT NULL,
	"set_number" integer NOT NULL,
	"actual_reps" text,
	"actual_weight" numeric(7, 2) DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_progress_day_check" CHECK ("training_progress"."day" between 1 and 14),
	CONSTRAINT "training_progress_set_check" CHECK ("training_progress"."set_number" >= 1),
	CONSTRAINT "training_progress_weight_check" CHECK ("training_progress"."actual_weight" >= 0),
	CONSTRAINT "training_progress_reps_len" CHECK (coalesce(char_length("training_progress"."actual_reps"), 0) <= 50),
	CONSTRAINT "training_progress_name_len" CHECK (char_length("training_progress"."exercise_name") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "two_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "two_factor_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text,
	"last_name" text,
	"role" text DEFAULT 'user' NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_role_check" CHECK ("role" in ('user', 'admin')),
	CONSTRAINT "user_locale_check" CHECK ("locale" in ('de', 'en')),
	CONSTRAINT "user_first_name_len" CHECK (char_length("user"."first_name") <= 30),
	CONSTRAINT "user_last_name_len" CHECK (char_length("user"."last_name") <= 30)
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"age" integer,
	"gender" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_first_name_len" CHECK (char_length("user_profiles"."first_name") <= 30),
	CONSTRAINT "user_profiles_last_name_len" CHECK (char_length("user_profiles"."last_name") <= 30),
	CONSTRAINT "user_profiles_age_check" CHECK ("user_profiles"."age" between 0 and 999),
	CONSTRAINT "user_profiles_gender_check" CHECK ("user_profiles"."gender" is null or "gender" in ('male', 'female', 'diverse')),
	CONSTRAINT "user_profiles_status_check" CHECK ("status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_training_plans" ADD CONSTRAINT "feedback_training_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_training_plans" ADD CONSTRAINT "feedback_training_plans_original_plan_id_training_plans_id_fk" FOREIGN KEY ("original_plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_provider_account_idx" ON "account" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_name_idx" ON "exercises" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_user_plan_day_idx" ON "feedback" USING btree ("user_id","plan_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_training_plans_user_plan_idx" ON "feedback_training_plans" USING btree ("user_id","original_plan_id");--> statement-breakpoint
CREATE INDEX "feedback_training_plans_user_date_idx" ON "feedback_training_plans" USING btree ("user_id","submission_date");--> statement-breakpoint
CREATE UNIQUE INDEX "injuries_illnesses_name_idx" ON "injuries_illnesses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" USING btree ("singleton_key") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_user_idx" ON "questionnaires" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_plans_user_idx" ON "training_plans" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_plans_user_sequence_idx" ON "training_plans" USING btree ("user_id","sequence_number");--> statement-breakpoint
CREATE UNIQUE INDEX "training_plans_one_draft_idx" ON "training_plans" USING btree ("user_id") WHERE status = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "training_progress_set_idx" ON "training_progress" USING btree ("user_id","plan_id","day","exercise_name","set_number");--> statement-breakpoint
CREATE UNIQUE INDEX "user_email_lower_idx" ON "user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");