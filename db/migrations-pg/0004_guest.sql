CREATE TABLE "guest_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"quantity" integer NOT NULL,
	"note" text COLLATE "C" DEFAULT '' NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"kind" text COLLATE "C" NOT NULL,
	"target_id" integer NOT NULL,
	"label" text COLLATE "C" NOT NULL,
	"token_hash" text COLLATE "C" NOT NULL,
	"token_seed" text COLLATE "C" NOT NULL,
	"allow_upload" boolean DEFAULT false NOT NULL,
	"expires_at" text COLLATE "C" NOT NULL,
	"revoked_at" text COLLATE "C",
	"uses" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_by_name" text COLLATE "C" NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "guest_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "guest_rsvps" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"browser_hash" text COLLATE "C" NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"attending" boolean NOT NULL,
	"guest_count" integer DEFAULT 1 NOT NULL,
	"comments" text COLLATE "C" DEFAULT '' NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_claims" ADD CONSTRAINT "guest_claims_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_claims" ADD CONSTRAINT "guest_claims_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_claims" ADD CONSTRAINT "guest_claims_item_id_signup_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."signup_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_claims" ADD CONSTRAINT "guest_claims_link_id_guest_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."guest_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_rsvps" ADD CONSTRAINT "guest_rsvps_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_rsvps" ADD CONSTRAINT "guest_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_rsvps" ADD CONSTRAINT "guest_rsvps_link_id_guest_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."guest_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_claims_family_event_idx" ON "guest_claims" USING btree ("family_id","event_id");--> statement-breakpoint
CREATE INDEX "guest_claims_item_idx" ON "guest_claims" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "guest_links_family_idx" ON "guest_links" USING btree ("family_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_rsvps_link_browser_idx" ON "guest_rsvps" USING btree ("link_id","browser_hash");--> statement-breakpoint
CREATE INDEX "guest_rsvps_family_event_idx" ON "guest_rsvps" USING btree ("family_id","event_id");--> statement-breakpoint
CREATE INDEX "guest_rsvps_event_idx" ON "guest_rsvps" USING btree ("event_id");