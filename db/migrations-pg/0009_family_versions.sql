-- Each family's data version (decision record 272): a value that changes with every committed write
-- to the family's events, their dates' changes, their answers (members' and guests'), its
-- announcements, its accounts and their invite-link joins, kept by these triggers whatever writes
-- (a request, the worker, an import, a cascade).
-- A process keeps answers built from those tables per family and reuses them while the version
-- it read before building them is still the family's. txid_current(): the writing transaction's
-- own id, never the value of another commit. Not a table of db/schema.ts: it holds no data of its
-- own, and db:copy, exports and imports leave it to these triggers.
CREATE TABLE "family_versions" ("family_id" integer PRIMARY KEY NOT NULL, "version" bigint NOT NULL);--> statement-breakpoint
INSERT INTO "family_versions" ("family_id", "version") SELECT "id", txid_current() FROM "families";--> statement-breakpoint
CREATE FUNCTION "family_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'families' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO family_versions (family_id, version) VALUES (NEW.id, txid_current())
        ON CONFLICT (family_id) DO UPDATE SET version = excluded.version;
    ELSE
      DELETE FROM family_versions WHERE family_id = OLD.id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'rsvps' THEN
    IF TG_OP = 'INSERT' THEN
      ids := ARRAY(SELECT family_id FROM users WHERE id = NEW.user_id);
    ELSIF TG_OP = 'DELETE' THEN
      ids := ARRAY(SELECT family_id FROM users WHERE id = OLD.user_id);
    ELSE
      ids := ARRAY(SELECT family_id FROM users WHERE id IN (OLD.user_id, NEW.user_id));
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    ids := ARRAY[NEW.family_id];
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY[OLD.family_id];
  ELSE
    ids := ARRAY[OLD.family_id, NEW.family_id];
  END IF;
  UPDATE family_versions SET version = txid_current() WHERE family_id = ANY (ids) AND version <> txid_current();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "family_versions_family" AFTER INSERT OR DELETE ON "families" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_event" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_exception" AFTER INSERT OR UPDATE OR DELETE ON "event_exceptions" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_guest_rsvp" AFTER INSERT OR UPDATE OR DELETE ON "guest_rsvps" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_announcement" AFTER INSERT OR UPDATE OR DELETE ON "announcements" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_invite_join" AFTER INSERT OR UPDATE OR DELETE ON "invite_joins" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_rsvp" AFTER INSERT OR UPDATE OR DELETE ON "rsvps" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();--> statement-breakpoint
CREATE TRIGGER "family_versions_user" AFTER INSERT OR DELETE OR UPDATE OF "family_id", "name", "email", "role", "created_at" ON "users" FOR EACH ROW EXECUTE FUNCTION "family_versions_bump"();
