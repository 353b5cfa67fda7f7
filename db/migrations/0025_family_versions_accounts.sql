-- The family's data version (decision record 272) also moves with a change of an account's username
-- or language, and of the family's name, code or plan (decision record 276): the signed-in person's
-- own account as GET /api/auth/me answers it (with their family and birthday) is kept per family.
DROP TRIGGER `family_versions_user_update`;--> statement-breakpoint
CREATE TRIGGER `family_versions_user_update` AFTER UPDATE OF `family_id`, `name`, `email`, `username`, `role`, `language`, `created_at` ON `users` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` IN (OLD.`family_id`, NEW.`family_id`);
END;--> statement-breakpoint
CREATE TRIGGER `family_versions_family_update` AFTER UPDATE OF `name`, `family_code`, `subscription_tier` ON `families` BEGIN
  UPDATE `family_versions` SET `version` = random() WHERE `family_id` = NEW.`id`;
END;
