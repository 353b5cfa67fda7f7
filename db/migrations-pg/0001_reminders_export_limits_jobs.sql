CREATE TABLE "family_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"export_id" text COLLATE "C" NOT NULL,
	"family_id" integer NOT NULL,
	"imported_by" integer,
	"source_origin" text COLLATE "C" DEFAULT '' NOT NULL,
	"exported_at" text COLLATE "C" NOT NULL,
	"imported_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "family_imports_export_id_unique" UNIQUE("export_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text COLLATE "C" NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"payload" text COLLATE "C" DEFAULT '{}' NOT NULL,
	"run_at" text COLLATE "C" NOT NULL,
	"status" text COLLATE "C" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text COLLATE "C",
	"lease_expires_at" text COLLATE "C",
	"last_error" text COLLATE "C",
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "member_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text COLLATE "C" NOT NULL,
	"token_hash" text COLLATE "C" NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"claimed_at" text COLLATE "C",
	CONSTRAINT "member_claims_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "member_claims_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text COLLATE "C" NOT NULL,
	"subject_id" integer NOT NULL,
	"occurrence" text COLLATE "C" NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"announcements" boolean DEFAULT true NOT NULL,
	"event_reminders" boolean DEFAULT true NOT NULL,
	"digest" boolean DEFAULT true NOT NULL,
	"birthdays" boolean DEFAULT true NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"scope" text COLLATE "C" NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"count" integer NOT NULL,
	"reset_at" text COLLATE "C" NOT NULL,
	CONSTRAINT "rate_limits_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "family_settings" ADD COLUMN "admins_can_export" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "family_settings" ADD COLUMN "event_reminders" text COLLATE "C" DEFAULT '1d' NOT NULL;--> statement-breakpoint
ALTER TABLE "family_settings" ADD COLUMN "digest_day" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "family_settings" ADD COLUMN "digest_hour" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "family_imports" ADD CONSTRAINT "family_imports_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_imports" ADD CONSTRAINT "family_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_claims" ADD CONSTRAINT "member_claims_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_claims" ADD CONSTRAINT "member_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("status","lease_expires_at");--> statement-breakpoint
CREATE INDEX "member_claims_family_idx" ON "member_claims" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_once_idx" ON "notification_deliveries" USING btree ("user_id","kind","subject_id","occurrence");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");