-- The family's data version (decision record 272) also moves with every committed write to its
-- photos, its albums, and its photos' hearts and comments (decision record 276): a page of
-- GET /api/photos is kept per family under that version, whoever writes (a request, another
-- server, the worker, an import, a cascade). Hearts and comments carry no family: theirs is their
-- photo's.
CREATE TRIGGER `family_versions_photo_insert` AFTER INSERT ON `photos` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_photo_update` AFTER UPDATE ON `photos` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_photo_delete` AFTER DELETE ON `photos` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_album_insert` AFTER INSERT ON `albums` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_album_update` AFTER UPDATE ON `albums` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_album_delete` AFTER DELETE ON `albums` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_photo_heart_insert` AFTER INSERT ON `photo_hearts` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `photos` WHERE `id` = NEW.`photo_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_photo_heart_update` AFTER UPDATE ON `photo_hearts` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `photos` WHERE `id` IN (OLD.`photo_id`, NEW.`photo_id`));
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_photo_heart_delete` AFTER DELETE ON `photo_hearts` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `photos` WHERE `id` = OLD.`photo_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_photo_comment_insert` AFTER INSERT ON `photo_comments` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `photos` WHERE `id` = NEW.`photo_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_photo_comment_update` AFTER UPDATE ON `photo_comments` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `photos` WHERE `id` IN (OLD.`photo_id`, NEW.`photo_id`));
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_photo_comment_delete` AFTER DELETE ON `photo_comments` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (SELECT `family_id` FROM `photos` WHERE `id` = OLD.`photo_id`);
END;
