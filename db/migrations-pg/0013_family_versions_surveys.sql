-- The family's data version (decision record 272) also moves with every committed write to its
-- surveys, their questions, their responses and their answers (decision record 278): the surveys'
-- list (GET /api/surveys, the Surveys tab) is kept per family under that version, whoever writes (a
-- request, another server, the worker, an import, a cascade). Questions, responses and answers
-- carry no family: theirs is their survey's. It also moves with the family's email templates (the
-- Admin tab's announcement template), its campaigns' entries (GET /api/campaigns' totals), its
-- social accounts and its video calls (the Integrations tab), its directory, its trip's details
-- and activities, and its events' sign-up items and claims (members' and guests'), all kept per
-- family too.
CREATE FUNCTION "family_versions_bump_survey"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT family_id FROM surveys WHERE id = NEW.survey_id);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT family_id FROM surveys WHERE id = OLD.survey_id);
  ELSE
    ids := ARRAY(SELECT family_id FROM surveys WHERE id IN (OLD.survey_id, NEW.survey_id));
  END IF;
  UPDATE family_versions SET version = txid_current() WHERE family_id = ANY (ids) AND version <> txid_current();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "family_versions_survey" AFTER INSERT OR UPDATE OR DELETE ON "surveys" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_survey_question" AFTER INSERT OR UPDATE OR DELETE ON "survey_questions" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump_survey"();--> statement-breakpoint
CREATE TRIGGER "family_versions_survey_response" AFTER INSERT OR UPDATE OR DELETE ON "survey_responses" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump_survey"();--> statement-breakpoint
CREATE TRIGGER "family_versions_survey_answer" AFTER INSERT OR UPDATE OR DELETE ON "survey_answers" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump_survey"();--> statement-breakpoint
CREATE TRIGGER "family_versions_email_template" AFTER INSERT OR UPDATE OR DELETE ON "email_templates" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_campaign_entry" AFTER INSERT OR UPDATE OR DELETE ON "campaign_entries" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_social_integration" AFTER INSERT OR UPDATE OR DELETE ON "social_integrations" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_video_session" AFTER INSERT OR UPDATE OR DELETE ON "video_sessions" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_directory_entry" AFTER INSERT OR UPDATE OR DELETE ON "directory_entries" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_activity" AFTER INSERT OR UPDATE OR DELETE ON "activities" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_reunion_details" AFTER INSERT OR UPDATE OR DELETE ON "reunion_details" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_signup_item" AFTER INSERT OR UPDATE OR DELETE ON "signup_items" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_signup_claim" AFTER INSERT OR UPDATE OR DELETE ON "signup_claims" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_guest_claim" AFTER INSERT OR UPDATE OR DELETE ON "guest_claims" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();
