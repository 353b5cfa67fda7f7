CREATE TABLE `people` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` integer NOT NULL,
	`given_name` text DEFAULT '' NOT NULL,
	`surname` text DEFAULT '' NOT NULL,
	`birth_surname` text DEFAULT '' NOT NULL,
	`sex` text DEFAULT '' NOT NULL,
	`birth_date` text DEFAULT '' NOT NULL,
	`birth_place` text DEFAULT '' NOT NULL,
	`death_date` text DEFAULT '' NOT NULL,
	`death_place` text DEFAULT '' NOT NULL,
	`deceased` integer DEFAULT false NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`photo_id` integer,
	`user_id` integer,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`photo_id`) REFERENCES `photos`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `people_user_id_unique` ON `people` (`user_id`);--> statement-breakpoint
CREATE INDEX `people_family_idx` ON `people` (`family_id`,`surname`,`given_name`);--> statement-breakpoint
CREATE TABLE `person_parents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` integer NOT NULL,
	`child_id` integer NOT NULL,
	`parent_id` integer NOT NULL,
	`kind` text DEFAULT 'birth' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`child_id`) REFERENCES `people`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `people`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `person_parents_pair_idx` ON `person_parents` (`child_id`,`parent_id`);--> statement-breakpoint
CREATE INDEX `person_parents_family_idx` ON `person_parents` (`family_id`);--> statement-breakpoint
CREATE INDEX `person_parents_parent_idx` ON `person_parents` (`parent_id`);--> statement-breakpoint
CREATE TABLE `person_partners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` integer NOT NULL,
	`person_a` integer NOT NULL,
	`person_b` integer NOT NULL,
	`kind` text DEFAULT 'married' NOT NULL,
	`start_date` text DEFAULT '' NOT NULL,
	`end_date` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`person_a`) REFERENCES `people`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`person_b`) REFERENCES `people`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `person_partners_pair_idx` ON `person_partners` (`person_a`,`person_b`);--> statement-breakpoint
CREATE INDEX `person_partners_family_idx` ON `person_partners` (`family_id`);--> statement-breakpoint
CREATE INDEX `person_partners_b_idx` ON `person_partners` (`person_b`);--> statement-breakpoint
ALTER TABLE `family_settings` ADD `remember_in_birthdays` integer DEFAULT false NOT NULL;