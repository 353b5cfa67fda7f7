-- The family's data version (decision record 272) also moves with every committed write to its
-- birthdays and its fundraising campaigns (decision record 276): Home's "birthdays this month" and
-- its count of live campaigns are kept per family under that version, like its events and
-- announcements, whoever writes (a request, another server, the worker, an import, a cascade).
CREATE TRIGGER "family_versions_birthday" AFTER INSERT OR UPDATE OR DELETE ON "birthdays" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_campaign" AFTER INSERT OR UPDATE OR DELETE ON "campaigns" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();
