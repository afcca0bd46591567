-- Issue 13, finding 14: workers register and beat, so a dead worker's jobs are taken over within a minute (decision 0048).
CREATE TABLE "job_workers" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"heartbeat_ms" integer NOT NULL,
	"dead_after_ms" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_workers_times_check" CHECK ("job_workers"."heartbeat_ms" > 0 and "job_workers"."dead_after_ms" > "job_workers"."heartbeat_ms")
);
