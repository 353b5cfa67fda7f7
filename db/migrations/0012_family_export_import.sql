CREATE TABLE `family_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`export_id` text NOT NULL,
	`family_id` integer NOT NULL,
	`imported_by` integer,
	`source_origin` text DEFAULT '' NOT NULL,
	`exported_at` text NOT NULL,
	`imported_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`imported_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `family_imports_export_id_unique` ON `family_imports` (`export_id`);--> statement-breakpoint
CREATE TABLE `member_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`claimed_at` text,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_claims_user_id_unique` ON `member_claims` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `member_claims_token_hash_unique` ON `member_claims` (`token_hash`);--> statement-breakpoint
CREATE INDEX `member_claims_family_idx` ON `member_claims` (`family_id`);--> statement-breakpoint
ALTER TABLE `family_settings` ADD `admins_can_export` integer DEFAULT false NOT NULL;