CREATE TABLE `survey_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`response_id` integer NOT NULL,
	`survey_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`answer` text NOT NULL,
	FOREIGN KEY (`response_id`) REFERENCES `survey_responses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`survey_id`) REFERENCES `surveys`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `survey_questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `survey_answers_tally_idx` ON `survey_answers` (`survey_id`,`question_id`,`answer`);--> statement-breakpoint
CREATE INDEX `survey_answers_response_idx` ON `survey_answers` (`response_id`);--> statement-breakpoint
CREATE INDEX `survey_answers_question_idx` ON `survey_answers` (`question_id`);--> statement-breakpoint
CREATE TABLE `survey_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`survey_id` integer NOT NULL,
	`position` integer NOT NULL,
	`question` text NOT NULL,
	`question_type` text DEFAULT 'multiple_choice' NOT NULL,
	`options` text DEFAULT '[]' NOT NULL,
	`required` integer DEFAULT true NOT NULL,
	`condition_question_id` integer,
	`condition_answer` text,
	`condition_type` text,
	FOREIGN KEY (`survey_id`) REFERENCES `surveys`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `survey_questions_survey_idx` ON `survey_questions` (`survey_id`,`position`);--> statement-breakpoint
CREATE TABLE `survey_responses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`survey_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`submitted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`survey_id`) REFERENCES `surveys`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `survey_responses_survey_user_idx` ON `survey_responses` (`survey_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `survey_responses_user_idx` ON `survey_responses` (`user_id`);--> statement-breakpoint
CREATE TABLE `surveys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`family_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`has_logic` integer DEFAULT false NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `families`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `surveys_family_idx` ON `surveys` (`family_id`,`created_at`);