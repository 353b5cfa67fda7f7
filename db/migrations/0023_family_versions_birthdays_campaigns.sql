-- The family's data version (decision record 272) also moves with every committed write to its
-- birthdays and its fundraising campaigns (decision record 276): Home's "birthdays this month" and
-- its count of live campaigns are kept per family under that version, like its events and
-- announcements, whoever writes (a request, another server, the worker, an import, a cascade).
CREATE TRIGGER `family_versions_birthday_insert` AFTER INSERT ON `birthdays` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_birthday_update` AFTER UPDATE ON `birthdays` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_birthday_delete` AFTER DELETE ON `birthdays` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_campaign_insert` AFTER INSERT ON `campaigns` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`family_id`;
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_campaign_update` AFTER UPDATE ON `campaigns` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_campaign_delete` AFTER DELETE ON `campaigns` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = OLD.`family_id`;
END;
