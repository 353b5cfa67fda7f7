-- The family's data version (decision record 272) also moves with a change of an account's username
-- or language, and of the family's name, code or plan (decision record 276): the signed-in person's
-- own account as GET /api/auth/me answers it (with their family and birthday) is kept per family.
DROP TRIGGER "family_versions_user" ON "users";--> statement-breakpoint
CREATE TRIGGER "family_versions_user" AFTER INSERT OR DELETE OR UPDATE OF "family_id", "name", "email", "username", "role", "language", "created_at" ON "users" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE FUNCTION "family_versions_bump_family"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE family_versions SET version = txid_current() WHERE family_id = NEW.id AND version <> txid_current();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "family_versions_family_update" AFTER UPDATE OF "name", "family_code", "subscription_tier" ON "families" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump_family"();
