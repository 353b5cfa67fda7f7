CREATE TABLE `bank_accounts` (
	`family_id` integer PRIMARY KEY NOT NULL,
	`account_holder_name` text NOT NULL,
	`routing_number` text NOT NULL,
	`account_number_sealed` text NOT NULL,
	`account_last4` text NOT NULL,
	`updated_by` integer,
	`updated_by_name` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `campaign_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` integer NOT NULL,
	`campaign_id` integer NOT NULL,
	`entry_type` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`payer_name` text NOT NULL,
	`memo` text DEFAULT '' NOT NULL,
	`source` text DEFAULT 'manual' NOT NULL,
	`checkout_id` integer,
	`entered_by` integer,
	`entered_by_name` text NOT NULL,
	`entered_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`checkout_id`) REFERENCES `checkout_sessions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`entered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `campaign_entries_campaign_idx` ON `campaign_entries` (`campaign_id`,`entry_type`,`amount_cents`);--> statement-breakpoint
CREATE INDEX `campaign_entries_recent_idx` ON `campaign_entries` (`campaign_id`,`id`);--> statement-breakpoint
CREATE INDEX `campaign_entries_family_idx` ON `campaign_entries` (`family_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_entries_checkout_idx` ON `campaign_entries` (`checkout_id`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`goal_cents` integer NOT NULL,
	`status` text DEFAULT 'live' NOT NULL,
	`visibility` text DEFAULT 'family' NOT NULL,
	`show_donor_names` integer DEFAULT true NOT NULL,
	`show_progress_details` integer DEFAULT true NOT NULL,
	`created_by` integer,
	`created_by_name` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`closed_at` text,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `campaigns_family_idx` ON `campaigns` (`family_id`,`status`,`id`);