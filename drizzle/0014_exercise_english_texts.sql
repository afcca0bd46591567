ALTER TABLE "exercises" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "instructions_en" text;