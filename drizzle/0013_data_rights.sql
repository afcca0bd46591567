CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"text_version" text NOT NULL,
	"lang" text DEFAULT 'de' NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_kind_check" CHECK ("kind" in ('health_data')),
	CONSTRAINT "consents_lang_check" CHECK ("lang" in ('de', 'en')),
	CONSTRAINT "consents_withdrawn_check" CHECK ("consents"."withdrawn_at" is null or "consents"."withdrawn_at" >= "consents"."given_at")
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_exports_status_check" CHECK ("status" in ('queued', 'ready'))
);
--> statement-breakpoint
CREATE TABLE "retained_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"contract_id" text NOT NULL,
	"email" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delete_after" timestamp with time zone NOT NULL,
	CONSTRAINT "retained_records_kind_check" CHECK ("kind" in ('subscription_contract'))
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","kind","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_one_active_idx" ON "consents" USING btree ("user_id","kind") WHERE withdrawn_at is null;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "retained_records_delete_after_idx" ON "retained_records" USING btree ("delete_after");--> statement-breakpoint
-- Hand-written (issue 25): the dashboard shows consents and exports, so their changes make its kept page stale (decision 0054).
CREATE TRIGGER "consents_member_data" AFTER INSERT OR UPDATE OR DELETE ON "consents" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
--> statement-breakpoint
CREATE TRIGGER "data_exports_member_data" AFTER INSERT OR UPDATE OR DELETE ON "data_exports" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
