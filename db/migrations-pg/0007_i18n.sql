ALTER TABLE "family_settings" ADD COLUMN "language" text COLLATE "C" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text COLLATE "C";