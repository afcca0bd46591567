ALTER TABLE "training_progress" DROP CONSTRAINT "training_progress_set_check";--> statement-breakpoint
DROP INDEX "training_progress_set_idx";--> statement-breakpoint
ALTER TABLE "training_progress" ADD COLUMN "client_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "training_progress_set_idx" ON "training_progress" USING btree ("user_id","plan_id","day","exercise_order","set_number");--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_order_check" CHECK ("training_progress"."exercise_order" between 0 and 49);--> statement-breakpoint
ALTER TABLE "training_progress" ADD CONSTRAINT "training_progress_set_check" CHECK ("training_progress"."set_number" between 1 and 20);