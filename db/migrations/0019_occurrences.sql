DROP INDEX `guest_rsvps_link_browser_idx`;--> statement-breakpoint
ALTER TABLE `guest_rsvps` ADD `occurrence` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `guest_rsvps_link_browser_idx` ON `guest_rsvps` (`link_id`,`browser_hash`,`occurrence`);--> statement-breakpoint
DROP INDEX `signup_claims_item_user_idx`;--> statement-breakpoint
ALTER TABLE `signup_claims` ADD `occurrence` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `signup_claims_item_user_idx` ON `signup_claims` (`item_id`,`user_id`,`occurrence`);--> statement-breakpoint
ALTER TABLE `guest_claims` ADD `occurrence` text DEFAULT '' NOT NULL;