-- Issue 25 (decision 0085): sessions that end at once. Page views read the session from a signed
-- cookie cache for up to a minute; every web process must learn at once that a user's session ended
-- (sign-out, sign-out everywhere, password reset or change, account deletion: a deleted session row)
-- or that their address changed (the admin role follows the confirmed address): NOTIFY member_data
-- 'session:<session id>' or 'session-user:<user id>' on commit; the web processes then check page
-- views of that session (or that user) against the database for the cache's minute.
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_data', 'session:' || OLD."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "session_ended" AFTER DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_member_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('member_data', OLD."id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('member_data', NEW."id"); END IF;
  IF TG_OP = 'UPDATE' AND (OLD."email" IS DISTINCT FROM NEW."email" OR (OLD."email_verified" AND NOT NEW."email_verified")) THEN
    PERFORM pg_notify('member_data', 'session-user:' || NEW."id");
  END IF;
  RETURN NULL;
END $$;
