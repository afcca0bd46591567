CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_action_check" CHECK ("action" in ('plan.approve', 'plan.edit', 'plan.complete', 'prompt.save', 'exercise.create', 'exercise.update', 'exercise.delete', 'injury.create', 'injury.update', 'injury.delete', 'image.create', 'image.update', 'image.delete'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"path" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_path_check" CHECK ("stored_files"."path" ~ '^images/[0-9]+-[a-z0-9]+\.(jpg|png|webp|gif)$'),
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."size" between 1 and 15728640)
);
--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_entity_idx" ON "admin_audit" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "expenses_created_idx" ON "expenses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "expenses_plan_idx" ON "expenses" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "jobs_singleton_key_idx" ON "jobs" USING btree ("singleton_key","created_at");--> statement-breakpoint
CREATE INDEX "questionnaires_created_idx" ON "questionnaires" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "questionnaires_name_trgm_idx" ON "questionnaires" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_plans_created_idx" ON "training_plans" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "training_plans_status_idx" ON "training_plans" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "training_plans_content_fts_idx" ON "training_plans" USING gin (to_tsvector('simple', "content"));--> statement-breakpoint
CREATE INDEX "training_plans_id_text_idx" ON "training_plans" USING btree (("id"::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_full_name_trgm_idx" ON "user" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_name_trgm_idx" ON "user_profiles" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);