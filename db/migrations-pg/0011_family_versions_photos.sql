-- The family's data version (decision record 272) also moves with every committed write to its
-- photos, its albums, and its photos' hearts and comments (decision record 276): a page of
-- GET /api/photos is kept per family under that version, whoever writes (a request, another
-- server, the worker, an import, a cascade). Hearts and comments carry no family: theirs is their
-- photo's.
CREATE FUNCTION "family_versions_bump_photo"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT family_id FROM photos WHERE id = NEW.photo_id);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT family_id FROM photos WHERE id = OLD.photo_id);
  ELSE
    ids := ARRAY(SELECT family_id FROM photos WHERE id IN (OLD.photo_id, NEW.photo_id));
  END IF;
  UPDATE family_versions SET version = txid_current() WHERE family_id = ANY (ids) AND version <> txid_current();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "family_versions_photo" AFTER INSERT OR UPDATE OR DELETE ON "photos" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_album" AFTER INSERT OR UPDATE OR DELETE ON "albums" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_photo_heart" AFTER INSERT OR UPDATE OR DELETE ON "photo_hearts" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump_photo"();--> statement-breakpoint
CREATE TRIGGER "family_versions_photo_comment" AFTER INSERT OR UPDATE OR DELETE ON "photo_comments" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump_photo"();
