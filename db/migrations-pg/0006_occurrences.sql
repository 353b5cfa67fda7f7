DROP INDEX "guest_rsvps_link_browser_idx";--> statement-breakpoint
DROP INDEX "signup_claims_item_user_idx";--> statement-breakpoint
ALTER TABLE "guest_claims" ADD COLUMN "occurrence" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_rsvps" ADD COLUMN "occurrence" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_claims" ADD COLUMN "occurrence" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_rsvps_link_browser_idx" ON "guest_rsvps" USING btree ("link_id","browser_hash","occurrence");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_claims_item_user_idx" ON "signup_claims" USING btree ("item_id","user_id","occurrence");