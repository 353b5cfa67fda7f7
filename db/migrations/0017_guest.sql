CREATE TABLE `guest_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` integer NOT NULL,
	`event_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`link_id` integer NOT NULL,
	`name` text NOT NULL,
	`quantity` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `signup_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`link_id`) REFERENCES `guest_links`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `guest_claims_family_event_idx` ON `guest_claims` (`family_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `guest_claims_item_idx` ON `guest_claims` (`item_id`);--> statement-breakpoint
CREATE TABLE `guest_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` integer NOT NULL,
	`kind` text NOT NULL,
	`target_id` integer NOT NULL,
	`label` text NOT NULL,
	`token_hash` text NOT NULL,
	`token_seed` text NOT NULL,
	`allow_upload` integer DEFAULT false NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`uses` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_by_name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guest_links_token_hash_unique` ON `guest_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `guest_links_family_idx` ON `guest_links` (`family_id`,`id`);--> statement-breakpoint
CREATE TABLE `guest_rsvps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` integer NOT NULL,
	`event_id` integer NOT NULL,
	`link_id` integer NOT NULL,
	`browser_hash` text NOT NULL,
	`name` text NOT NULL,
	`attending` integer NOT NULL,
	`guest_count` integer DEFAULT 1 NOT NULL,
	`comments` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`link_id`) REFERENCES `guest_links`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guest_rsvps_link_browser_idx` ON `guest_rsvps` (`link_id`,`browser_hash`);--> statement-breakpoint
CREATE INDEX `guest_rsvps_family_event_idx` ON `guest_rsvps` (`family_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `guest_rsvps_event_idx` ON `guest_rsvps` (`event_id`);