CREATE TABLE "workouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workouts_day_check" CHECK ("workouts"."day" between 1 and 14),
	CONSTRAINT "workouts_order_check" CHECK ("workouts"."finished_at" is null or "workouts"."finished_at" >= "workouts"."started_at")
);
--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workouts_day_idx" ON "workouts" USING btree ("user_id","plan_id","day");--> statement-breakpoint
CREATE TRIGGER "workouts_member_data" AFTER INSERT OR UPDATE OR DELETE ON "workouts" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
