CREATE TABLE `event_exceptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` integer NOT NULL,
	`event_id` integer NOT NULL,
	`occurrence` text NOT NULL,
	`cancelled` integer DEFAULT false NOT NULL,
	`event_date` text,
	`title` text,
	`description` text,
	`location` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_exceptions_event_occurrence_idx` ON `event_exceptions` (`event_id`,`occurrence`);--> statement-breakpoint
CREATE INDEX `event_exceptions_family_idx` ON `event_exceptions` (`family_id`);--> statement-breakpoint
DROP INDEX `rsvps_event_user_idx`;--> statement-breakpoint
ALTER TABLE `rsvps` ADD `occurrence` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `rsvps_event_user_occurrence_idx` ON `rsvps` (`event_id`,`user_id`,`occurrence`);--> statement-breakpoint
ALTER TABLE `events` ADD `recurrence` text;--> statement-breakpoint
ALTER TABLE `events` ADD `time_zone` text;--> statement-breakpoint
CREATE INDEX `events_family_series_idx` ON `events` (`family_id`,`recurrence`);