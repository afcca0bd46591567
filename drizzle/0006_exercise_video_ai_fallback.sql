-- Existing databases: video links stored before the https rule (the admin form always stored the
-- canonical https watch link; anything else cannot be a link the plan view plays).
UPDATE "exercises" SET "video_url" = regexp_replace("video_url", '^http://', 'https://') WHERE "video_url" ~ '^http://';--> statement-breakpoint
UPDATE "exercises" SET "video_url" = NULL WHERE "video_url" IS NOT NULL AND ("video_url" !~ '^https://' OR char_length("video_url") > 2048);--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_video_url_check" CHECK ("exercises"."video_url" is null or ("exercises"."video_url" ~ '^https://' and char_length("exercises"."video_url") <= 2048));--> statement-breakpoint
-- The catalogue audit (issue 11), for databases seeded before it: only rows still holding the old
-- seeded value change, so an admin's own edit (and every video link) is kept.
UPDATE "exercises" SET "hashtag" = NULL WHERE "hashtag" = '#stabilisation' AND "name" IN ('Bauchpresse an der Maschine', 'Beinheben im Hang', 'Beinheben in Rückenlage', 'Crunches', 'Fahrrad-Crunch', 'Holzhacker am Kabelzug', 'Holzhacker mit Kurzhantel', 'Knieheben im Hang', 'Russian Twist', 'Stehender Knie-zu-Ellbogen-Crunch');--> statement-breakpoint
UPDATE "exercises" SET "stress_tags" = array_append("stress_tags", 'knee') WHERE NOT ('knee' = ANY("stress_tags")) AND "name" IN ('Ab-Rollout mit Langhantel', 'Bird Dog', 'Einarmiger Latzug am Kabelzug', 'Eselstritt im Vierfüßlerstand', 'Hüftbeuger-Dehnung im Kniestand', 'Katze-Kuh', 'Knie-Liegestütz', 'Latzug mit Band', 'Seitstütz auf den Knien');--> statement-breakpoint
UPDATE "exercises" SET "equipment_needed" = '{}'::text[] WHERE "name" = 'Dips am Barren' AND "equipment_needed" = '{machines}'::text[];
--> statement-breakpoint
ALTER TABLE "training_plans" ADD COLUMN "ai_fallback" jsonb;