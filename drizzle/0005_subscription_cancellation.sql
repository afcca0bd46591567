CREATE TABLE "cancellation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"requested_end" timestamp with time zone,
	"lang" text DEFAULT 'de' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "cancellation_requests_kind_check" CHECK ("kind" in ('ordinary', 'extraordinary')),
	CONSTRAINT "cancellation_requests_lang_check" CHECK ("lang" in ('de', 'en')),
	CONSTRAINT "cancellation_requests_reason_len" CHECK (char_length("cancellation_requests"."reason") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"price_cents" integer NOT NULL,
	"demo" boolean DEFAULT true NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_kind" text,
	"cancellation_reason" text,
	"requested_end" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("status" in ('active', 'cancelled')),
	CONSTRAINT "subscriptions_kind_check" CHECK ("subscriptions"."cancellation_kind" is null or "cancellation_kind" in ('ordinary', 'extraordinary')),
	CONSTRAINT "subscriptions_price_check" CHECK ("subscriptions"."price_cents" >= 0),
	CONSTRAINT "subscriptions_reason_len" CHECK (char_length("subscriptions"."cancellation_reason") <= 1000),
	CONSTRAINT "subscriptions_cancelled_complete" CHECK (("subscriptions"."status" = 'active' and "subscriptions"."cancelled_at" is null and "subscriptions"."ends_at" is null) or ("subscriptions"."status" = 'cancelled' and "subscriptions"."cancelled_at" is not null and "subscriptions"."cancellation_kind" is not null and "subscriptions"."ends_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_requests_token_idx" ON "cancellation_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "cancellation_requests_user_idx" ON "cancellation_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");