CREATE TABLE "calendar_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"url" text COLLATE "C" NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"color" text COLLATE "C" NOT NULL,
	"etag" text COLLATE "C",
	"last_modified" text COLLATE "C",
	"last_fetched_at" text COLLATE "C",
	"last_error" text COLLATE "C",
	"created_by" integer,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"occurrence" text COLLATE "C" NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"event_date" text COLLATE "C",
	"title" text COLLATE "C",
	"description" text COLLATE "C",
	"location" text COLLATE "C",
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribed_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"uid" text COLLATE "C" NOT NULL,
	"occurrence" text COLLATE "C" DEFAULT '' NOT NULL,
	"title" text COLLATE "C" NOT NULL,
	"description" text COLLATE "C" DEFAULT '' NOT NULL,
	"location" text COLLATE "C" DEFAULT '' NOT NULL,
	"event_date" text COLLATE "C" NOT NULL,
	"end_date" text COLLATE "C" NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP INDEX "rsvps_event_user_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "recurrence" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "occurrence" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD CONSTRAINT "calendar_subscriptions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD CONSTRAINT "calendar_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_exceptions" ADD CONSTRAINT "event_exceptions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_exceptions" ADD CONSTRAINT "event_exceptions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribed_events" ADD CONSTRAINT "subscribed_events_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribed_events" ADD CONSTRAINT "subscribed_events_subscription_id_calendar_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."calendar_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_subscriptions_family_idx" ON "calendar_subscriptions" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_exceptions_event_occurrence_idx" ON "event_exceptions" USING btree ("event_id","occurrence");--> statement-breakpoint
CREATE INDEX "event_exceptions_family_idx" ON "event_exceptions" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribed_events_key_idx" ON "subscribed_events" USING btree ("subscription_id","uid","occurrence");--> statement-breakpoint
CREATE INDEX "subscribed_events_family_date_idx" ON "subscribed_events" USING btree ("family_id","event_date");--> statement-breakpoint
CREATE INDEX "events_family_series_idx" ON "events" USING btree ("family_id","recurrence");--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_event_user_occurrence_idx" ON "rsvps" USING btree ("event_id","user_id","occurrence");