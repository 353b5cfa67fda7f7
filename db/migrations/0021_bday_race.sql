-- One own birthday per account in a family (decision record 265). Parallel "add my birthday"
-- requests could make two; keep the oldest (lowest id: the one "add my birthday" usually found
-- and kept updating, and the UID subscribed calendars know) and drop the others.
DELETE FROM `birthdays` WHERE `user_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `birthdays` AS `older` WHERE `older`.`family_id` = `birthdays`.`family_id` AND `older`.`user_id` = `birthdays`.`user_id` AND `older`.`id` < `birthdays`.`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `birthdays_family_user_uq` ON `birthdays` (`family_id`,`user_id`);
