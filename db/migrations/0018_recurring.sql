CREATE TABLE `calendar_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` integer NOT NULL,
	`url` text NOT NULL,
	`name` text NOT NULL,
	`color` text NOT NULL,
	`etag` text,
	`last_modified` text,
	`last_fetched_at` text,
	`last_error` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `calendar_subscriptions_family_idx` ON `calendar_subscriptions` (`family_id`);--> statement-breakpoint
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
CREATE TABLE `subscribed_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` integer NOT NULL,
	`subscription_id` integer NOT NULL,
	`uid` text NOT NULL,
	`occurrence` text DEFAULT '' NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`event_date` text NOT NULL,
	`end_date` text NOT NULL,
	`all_day` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `calendar_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscribed_events_key_idx` ON `subscribed_events` (`subscription_id`,`uid`,`occurrence`);--> statement-breakpoint
CREATE INDEX `subscribed_events_family_date_idx` ON `subscribed_events` (`family_id`,`event_date`);--> statement-breakpoint
DROP INDEX `rsvps_event_user_idx`;--> statement-breakpoint
ALTER TABLE `rsvps` ADD `occurrence` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `rsvps_event_user_occurrence_idx` ON `rsvps` (`event_id`,`user_id`,`occurrence`);--> statement-breakpoint
ALTER TABLE `events` ADD `recurrence` text;--> statement-breakpoint
ALTER TABLE `events` ADD `time_zone` text;--> statement-breakpoint
CREATE INDEX `events_family_series_idx` ON `events` (`family_id`,`recurrence`);