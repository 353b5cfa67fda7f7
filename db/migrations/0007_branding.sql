CREATE TABLE `family_branding` (
	`family_id` integer PRIMARY KEY NOT NULL,
	`accent_color` text,
	`logo_key` text,
	`logo_width` integer,
	`logo_height` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade
);
