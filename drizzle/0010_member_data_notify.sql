-- Issue 14 (decision 0054): signed-in pages are kept rendered in memory per user (member-page-cache);
-- every change to what they show tells the web processes whose pages are out of date. A row-level
-- trigger on each table a member page reads sends NOTIFY member_data with the owner's user id ("*" for
-- the shared exercise and injury lists). NOTIFY is transactional (delivered at commit, dropped on
-- rollback), takes no row lock and folds repeats within a transaction into one message.
CREATE FUNCTION "notify_member_data"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('member_data', OLD."user_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('member_data', NEW."user_id"); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_member_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('member_data', OLD."id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('member_data', NEW."id"); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_shared_data"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_data', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_member_data" AFTER INSERT OR UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "notify_member_user"();
--> statement-breakpoint
CREATE TRIGGER "account_member_data" AFTER INSERT OR UPDATE OR DELETE ON "account" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
--> statement-breakpoint
CREATE TRIGGER "two_factor_member_data" AFTER INSERT OR UPDATE OR DELETE ON "two_factor" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
--> statement-breakpoint
CREATE TRIGGER "questionnaires_member_data" AFTER INSERT OR UPDATE OR DELETE ON "questionnaires" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
--> statement-breakpoint
CREATE TRIGGER "user_profiles_member_data" AFTER INSERT OR UPDATE OR DELETE ON "user_profiles" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
--> statement-breakpoint
CREATE TRIGGER "training_plans_member_data" AFTER INSERT OR UPDATE OR DELETE ON "training_plans" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
--> statement-breakpoint
CREATE TRIGGER "training_progress_member_data" AFTER INSERT OR UPDATE OR DELETE ON "training_progress" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
--> statement-breakpoint
CREATE TRIGGER "feedback_member_data" AFTER INSERT OR UPDATE OR DELETE ON "feedback" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
--> statement-breakpoint
CREATE TRIGGER "feedback_training_plans_member_data" AFTER INSERT OR UPDATE OR DELETE ON "feedback_training_plans" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_member_data" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
--> statement-breakpoint
CREATE TRIGGER "cancellation_requests_member_data" AFTER INSERT OR UPDATE OR DELETE ON "cancellation_requests" FOR EACH ROW EXECUTE FUNCTION "notify_member_data"();
--> statement-breakpoint
CREATE TRIGGER "exercises_member_data" AFTER INSERT OR UPDATE OR DELETE ON "exercises" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_data"();
--> statement-breakpoint
CREATE TRIGGER "injuries_illnesses_member_data" AFTER INSERT OR UPDATE OR DELETE ON "injuries_illnesses" FOR EACH STATEMENT EXECUTE FUNCTION "notify_shared_data"();
