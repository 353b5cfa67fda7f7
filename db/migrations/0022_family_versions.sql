-- Each family's data version (decision record 272): a value that changes with every committed write
-- to the family's events, their dates' changes, their answers (members' and guests'), its
-- announcements, its accounts and their invite-link joins, kept by these triggers whatever writes
-- (a request, the worker, an import, a cascade).
-- A process keeps answers built from those tables per family and reuses them while the version
-- it read before building them is still the family's. random(): a family deleted and its id used
-- again never meets an old value. Not a table of db/schema.ts: it holds no data of its own, and
-- db:copy, exports and imports leave it to these triggers.
CREATE TABLE `family_versions` (`family_id` integer PRIMARY KEY NOT NULL, `version` integer NOT NULL);--> statement-breakpoint
INSERT INTO `family_versions` (`family_id`, `version`) SELECT `id`, random() FROM `families`;--> statement-breakpoint
CREATE TRIGGER `family_versions_family_insert` AFTER INSERT ON `families` BEGIN
  INSERT INTO `family_versions` (`family_id`, `version`) VALUES (NEW.`id`, random())
    ON CONFLICT (`family_id`) DO UPDATE SET `version` = excluded.`version`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_family_delete` AFTER DELETE ON `families` BEGIN
  DELETE FROM `family_versions` WHERE `family_id` = OLD.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_event_insert` AFTER INSERT ON `events` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_event_update` AFTER UPDATE ON `events` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_event_delete` AFTER DELETE ON `events` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_exception_insert` AFTER INSERT ON `event_exceptions` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_exception_update` AFTER UPDATE ON `event_exceptions` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_exception_delete` AFTER DELETE ON `event_exceptions` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_guest_rsvp_insert` AFTER INSERT ON `guest_rsvps` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_guest_rsvp_update` AFTER UPDATE ON `guest_rsvps` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_guest_rsvp_delete` AFTER DELETE ON `guest_rsvps` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_announcement_insert` AFTER INSERT ON `announcements` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_announcement_update` AFTER UPDATE ON `announcements` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_announcement_delete` AFTER DELETE ON `announcements` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_invite_join_insert` AFTER INSERT ON `invite_joins` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_invite_join_update` AFTER UPDATE ON `invite_joins` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_invite_join_delete` AFTER DELETE ON `invite_joins` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_rsvp_insert` AFTER INSERT ON `rsvps` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = (SELECT `family_id` FROM `users` WHERE `id` = NEW.`user_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_rsvp_update` AFTER UPDATE ON `rsvps` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `users` WHERE `id` IN (OLD.`user_id`, NEW.`user_id`));
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_rsvp_delete` AFTER DELETE ON `rsvps` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = (SELECT `family_id` FROM `users` WHERE `id` = OLD.`user_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_user_insert` AFTER INSERT ON `users` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_user_update` AFTER UPDATE OF `family_id`, `name`, `email`, `role`, `created_at` ON `users` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_user_delete` AFTER DELETE ON `users` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;
