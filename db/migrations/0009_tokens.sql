ALTER TABLE `sessions` ADD `name` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `scope` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_used_at` text;