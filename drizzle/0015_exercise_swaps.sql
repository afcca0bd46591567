CREATE TABLE "exercise_swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"exercise_order" integer NOT NULL,
	"original_name" text NOT NULL,
	"alternative_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_swaps_day_check" CHECK ("exercise_swaps"."day" between 1 and 14),
	CONSTRAINT "exercise_swaps_order_check" CHECK ("exercise_swaps"."exercise_order" between 0 and 49),
	CONSTRAINT "exercise_swaps_names_len" CHECK (char_length("exercise_swaps"."original_name") between 1 and 200 and char_length("exercise_swaps"."alternative_name") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "exercise_swaps" ADD CONSTRAINT "exercise_swaps_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_swaps" ADD CONSTRAINT "exercise_swaps_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_swaps_slot_idx" ON "exercise_swaps" USING btree ("user_id","plan_id","day","exercise_order");--> statement-breakpoint
CREATE TRIGGER "exercise_swaps_member_data" AFTER INSERT OR UPDATE OR DELETE ON "exercise_swaps" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
