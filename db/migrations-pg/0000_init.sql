CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"description" text COLLATE "C" DEFAULT '' NOT NULL,
	"date" text COLLATE "C" NOT NULL,
	"time" text COLLATE "C" DEFAULT '' NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"location" text COLLATE "C" DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"name_key" text COLLATE "C" NOT NULL,
	"description" text COLLATE "C" DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_by_name" text COLLATE "C" DEFAULT '' NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text COLLATE "C" NOT NULL,
	"title" text COLLATE "C" NOT NULL,
	"content" text COLLATE "C" NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"status" text COLLATE "C" NOT NULL,
	"review_feedback" text COLLATE "C",
	"reviewed_by_name" text COLLATE "C",
	"reviewed_at" text COLLATE "C",
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"actor_user_id" integer,
	"actor_name" text COLLATE "C" NOT NULL,
	"action" text COLLATE "C" NOT NULL,
	"target_type" text COLLATE "C" NOT NULL,
	"target_id" text COLLATE "C",
	"details" text COLLATE "C" DEFAULT '' NOT NULL,
	"timestamp" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"family_id" integer PRIMARY KEY NOT NULL,
	"account_holder_name" text COLLATE "C" NOT NULL,
	"routing_number" text COLLATE "C" NOT NULL,
	"account_number_sealed" text COLLATE "C" NOT NULL,
	"account_last4" text COLLATE "C" NOT NULL,
	"updated_by" integer,
	"updated_by_name" text COLLATE "C" NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "birthdays" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer,
	"created_by" integer,
	"name" text COLLATE "C" NOT NULL,
	"month" integer NOT NULL,
	"day" integer NOT NULL,
	"is_manual" boolean DEFAULT false NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text COLLATE "C" NOT NULL,
	"nonce" text COLLATE "C" NOT NULL,
	"token_hash" text COLLATE "C" NOT NULL,
	"etag" text COLLATE "C",
	"content_changed_at" text COLLATE "C",
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "calendar_feeds_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "campaign_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"entry_type" text COLLATE "C" NOT NULL,
	"amount_cents" integer NOT NULL,
	"payer_name" text COLLATE "C" NOT NULL,
	"memo" text COLLATE "C" DEFAULT '' NOT NULL,
	"source" text COLLATE "C" DEFAULT 'manual' NOT NULL,
	"checkout_id" integer,
	"entered_by" integer,
	"entered_by_name" text COLLATE "C" NOT NULL,
	"entered_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text COLLATE "C" NOT NULL,
	"description" text COLLATE "C" DEFAULT '' NOT NULL,
	"goal_cents" integer NOT NULL,
	"status" text COLLATE "C" DEFAULT 'live' NOT NULL,
	"visibility" text COLLATE "C" DEFAULT 'family' NOT NULL,
	"show_donor_names" boolean DEFAULT true NOT NULL,
	"show_progress_details" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_by_name" text COLLATE "C" DEFAULT '' NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"closed_at" text COLLATE "C"
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer,
	"purpose" text COLLATE "C" NOT NULL,
	"metadata" text COLLATE "C" DEFAULT '{}' NOT NULL,
	"description" text COLLATE "C" NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text COLLATE "C" DEFAULT 'usd' NOT NULL,
	"provider" text COLLATE "C" NOT NULL,
	"provider_session_id" text COLLATE "C",
	"url" text COLLATE "C",
	"status" text COLLATE "C" DEFAULT 'open' NOT NULL,
	"payment_status" text COLLATE "C" DEFAULT 'unpaid' NOT NULL,
	"fulfilled_at" text COLLATE "C",
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "checkout_sessions_provider_session_id_unique" UNIQUE("provider_session_id")
);
--> statement-breakpoint
CREATE TABLE "cloud_backup_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration_id" integer NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"remote_path" text COLLATE "C" NOT NULL,
	"copied_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"provider" text COLLATE "C" NOT NULL,
	"account" text COLLATE "C" DEFAULT '' NOT NULL,
	"credentials" text COLLATE "C" NOT NULL,
	"connected_by" integer,
	"connected_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"last_backup_at" text COLLATE "C",
	"backup_status" text COLLATE "C" DEFAULT 'idle' NOT NULL,
	"backup_total" integer DEFAULT 0 NOT NULL,
	"backup_processed" integer DEFAULT 0 NOT NULL,
	"backup_copied" integer DEFAULT 0 NOT NULL,
	"backup_error" text COLLATE "C"
);
--> statement-breakpoint
CREATE TABLE "directory_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"phone" text COLLATE "C" DEFAULT '' NOT NULL,
	"email" text COLLATE "C" DEFAULT '' NOT NULL,
	"comments" text COLLATE "C" DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"subject" text COLLATE "C" NOT NULL,
	"body" text COLLATE "C" NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_end_times" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"ends_at" text COLLATE "C" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text COLLATE "C" NOT NULL,
	"description" text COLLATE "C" NOT NULL,
	"event_date" text COLLATE "C" NOT NULL,
	"location" text COLLATE "C" DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"family_code" text COLLATE "C" NOT NULL,
	"description" text COLLATE "C" DEFAULT '' NOT NULL,
	"subscription_tier" text COLLATE "C" DEFAULT 'free' NOT NULL,
	"subscription_status" text COLLATE "C" DEFAULT 'active' NOT NULL,
	"monthly_price_cents" integer DEFAULT 0 NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "families_family_code_unique" UNIQUE("family_code")
);
--> statement-breakpoint
CREATE TABLE "family_billing" (
	"family_id" integer PRIMARY KEY NOT NULL,
	"provider" text COLLATE "C" NOT NULL,
	"customer_id" text COLLATE "C",
	"subscription_id" text COLLATE "C",
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_branding" (
	"family_id" integer PRIMARY KEY NOT NULL,
	"accent_color" text COLLATE "C",
	"logo_key" text COLLATE "C",
	"logo_width" integer,
	"logo_height" integer,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_settings" (
	"family_id" integer PRIMARY KEY NOT NULL,
	"allow_all_users_create_events" boolean DEFAULT true NOT NULL,
	"allow_all_users_add_photos" boolean DEFAULT true NOT NULL,
	"show_subscription_to_members" boolean DEFAULT false NOT NULL,
	"show_daily_inspiration" boolean DEFAULT true NOT NULL,
	"enable_email_notifications" boolean DEFAULT true NOT NULL,
	"time_zone" text COLLATE "C" DEFAULT 'UTC' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_joins" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text COLLATE "C" NOT NULL,
	"joined_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text COLLATE "C" NOT NULL,
	"subject" text COLLATE "C" NOT NULL,
	"text_body" text COLLATE "C" NOT NULL,
	"html_body" text COLLATE "C",
	"status" text COLLATE "C" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"last_error" text COLLATE "C",
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"sent_at" text COLLATE "C"
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text COLLATE "C" NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text COLLATE "C" NOT NULL,
	"code_verifier" text COLLATE "C" NOT NULL,
	"expires_at" text COLLATE "C" NOT NULL,
	CONSTRAINT "oauth_states_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text COLLATE "C" NOT NULL,
	"expires_at" text COLLATE "C" NOT NULL,
	"used_at" text COLLATE "C",
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"type" text COLLATE "C" NOT NULL,
	"received_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"photo_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text COLLATE "C" NOT NULL,
	"comment" text COLLATE "C" NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_hearts" (
	"photo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "photo_hearts_photo_id_user_id_pk" PRIMARY KEY("photo_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"album_id" integer NOT NULL,
	"title" text COLLATE "C" NOT NULL,
	"description" text COLLATE "C" DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"uploaded_by_name" text COLLATE "C" NOT NULL,
	"image_url" text COLLATE "C",
	"original_key" text COLLATE "C",
	"original_type" text COLLATE "C",
	"original_bytes" integer,
	"display_key" text COLLATE "C",
	"thumb_key" text COLLATE "C",
	"width" integer,
	"height" integer,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_audit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_name" text COLLATE "C" NOT NULL,
	"actor_email" text COLLATE "C" NOT NULL,
	"action" text COLLATE "C" NOT NULL,
	"target_type" text COLLATE "C" NOT NULL,
	"target_id" integer NOT NULL,
	"target_label" text COLLATE "C" NOT NULL,
	"details" text COLLATE "C" DEFAULT '' NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reunion_details" (
	"family_id" integer PRIMARY KEY NOT NULL,
	"location" text COLLATE "C" DEFAULT '' NOT NULL,
	"start_date" text COLLATE "C",
	"end_date" text COLLATE "C",
	"description" text COLLATE "C" DEFAULT '' NOT NULL,
	"booking_url" text COLLATE "C",
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsvps" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attending" boolean NOT NULL,
	"guest_count" integer DEFAULT 1 NOT NULL,
	"comments" text COLLATE "C" DEFAULT '' NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text COLLATE "C" NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text COLLATE "C" NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"expires_at" text COLLATE "C" NOT NULL,
	"name" text COLLATE "C",
	"scope" text COLLATE "C",
	"last_used_at" text COLLATE "C",
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "signup_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"note" text COLLATE "C" DEFAULT '' NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"note" text COLLATE "C" DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"created_by" integer,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"platform" text COLLATE "C" NOT NULL,
	"handle" text COLLATE "C" NOT NULL,
	"connected_by" integer,
	"connected_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text COLLATE "C" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text COLLATE "C" NOT NULL,
	"question_type" text COLLATE "C" DEFAULT 'multiple_choice' NOT NULL,
	"options" text COLLATE "C" DEFAULT '[]' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"condition_question_id" integer,
	"condition_answer" text COLLATE "C",
	"condition_type" text COLLATE "C"
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"submitted_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text COLLATE "C" NOT NULL,
	"description" text COLLATE "C" NOT NULL,
	"status" text COLLATE "C" DEFAULT 'active' NOT NULL,
	"has_logic" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_checkout_sessions" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"client_reference_id" text COLLATE "C" NOT NULL,
	"description" text COLLATE "C" NOT NULL,
	"amount_cents" integer NOT NULL,
	"mode" text COLLATE "C" NOT NULL,
	"status" text COLLATE "C" DEFAULT 'open' NOT NULL,
	"payment_status" text COLLATE "C" DEFAULT 'unpaid' NOT NULL,
	"success_url" text COLLATE "C" NOT NULL,
	"cancel_url" text COLLATE "C" NOT NULL,
	"metadata" text COLLATE "C" DEFAULT '{}' NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text COLLATE "C" NOT NULL,
	"email" text COLLATE "C" NOT NULL,
	"username" text COLLATE "C" NOT NULL,
	"password_hash" text COLLATE "C" NOT NULL,
	"role" text COLLATE "C" DEFAULT 'member' NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"suspended_at" text COLLATE "C",
	"suspended_reason" text COLLATE "C",
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "video_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text COLLATE "C" NOT NULL,
	"description" text COLLATE "C" DEFAULT '' NOT NULL,
	"scheduled_at" text COLLATE "C" NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"room_name" text COLLATE "C" NOT NULL,
	"created_by" integer,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "video_sessions_room_name_unique" UNIQUE("room_name")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthdays" ADD CONSTRAINT "birthdays_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthdays" ADD CONSTRAINT "birthdays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birthdays" ADD CONSTRAINT "birthdays_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_checkout_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_backup_items" ADD CONSTRAINT "cloud_backup_items_integration_id_cloud_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."cloud_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_integrations" ADD CONSTRAINT "cloud_integrations_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_integrations" ADD CONSTRAINT "cloud_integrations_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_end_times" ADD CONSTRAINT "event_end_times_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_billing" ADD CONSTRAINT "family_billing_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_branding" ADD CONSTRAINT "family_branding_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_settings" ADD CONSTRAINT "family_settings_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_joins" ADD CONSTRAINT "invite_joins_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_joins" ADD CONSTRAINT "invite_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_comments" ADD CONSTRAINT "photo_comments_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_comments" ADD CONSTRAINT "photo_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hearts" ADD CONSTRAINT "photo_hearts_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hearts" ADD CONSTRAINT "photo_hearts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_audit_logs" ADD CONSTRAINT "platform_audit_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reunion_details" ADD CONSTRAINT "reunion_details_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_claims" ADD CONSTRAINT "signup_claims_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_claims" ADD CONSTRAINT "signup_claims_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_claims" ADD CONSTRAINT "signup_claims_item_id_signup_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."signup_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_claims" ADD CONSTRAINT "signup_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_items" ADD CONSTRAINT "signup_items_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_items" ADD CONSTRAINT "signup_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_items" ADD CONSTRAINT "signup_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_integrations" ADD CONSTRAINT "social_integrations_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_integrations" ADD CONSTRAINT "social_integrations_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_sessions" ADD CONSTRAINT "video_sessions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_sessions" ADD CONSTRAINT "video_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_family_date_idx" ON "activities" USING btree ("family_id","date","time");--> statement-breakpoint
CREATE UNIQUE INDEX "albums_family_name_idx" ON "albums" USING btree ("family_id","name_key");--> statement-breakpoint
CREATE INDEX "announcements_family_list_idx" ON "announcements" USING btree ("family_id","status","pinned","created_at");--> statement-breakpoint
CREATE INDEX "announcements_author_idx" ON "announcements" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_family_idx" ON "audit_logs" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "birthdays_family_idx" ON "birthdays" USING btree ("family_id","month","day");--> statement-breakpoint
CREATE INDEX "birthdays_user_idx" ON "birthdays" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_family_idx" ON "calendar_feeds" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "campaign_entries_campaign_idx" ON "campaign_entries" USING btree ("campaign_id","entry_type","amount_cents");--> statement-breakpoint
CREATE INDEX "campaign_entries_recent_idx" ON "campaign_entries" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "campaign_entries_family_idx" ON "campaign_entries" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_entries_checkout_idx" ON "campaign_entries" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "campaigns_family_idx" ON "campaigns" USING btree ("family_id","status","id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_family_idx" ON "checkout_sessions" USING btree ("family_id","purpose","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_backup_items_key_idx" ON "cloud_backup_items" USING btree ("integration_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_integrations_family_provider_idx" ON "cloud_integrations" USING btree ("family_id","provider");--> statement-breakpoint
CREATE INDEX "directory_entries_family_idx" ON "directory_entries" USING btree ("family_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_family_key_idx" ON "email_templates" USING btree ("family_id","key");--> statement-breakpoint
CREATE INDEX "events_family_date_idx" ON "events" USING btree ("family_id","event_date");--> statement-breakpoint
CREATE INDEX "family_billing_subscription_idx" ON "family_billing" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "family_billing_customer_idx" ON "family_billing" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invite_joins_family_idx" ON "invite_joins" USING btree ("family_id","joined_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "oauth_states_user_idx" ON "oauth_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "photo_comments_photo_idx" ON "photo_comments" USING btree ("photo_id","id");--> statement-breakpoint
CREATE INDEX "photos_family_idx" ON "photos" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "photos_album_idx" ON "photos" USING btree ("family_id","album_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_event_user_idx" ON "rsvps" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_claims_item_user_idx" ON "signup_claims" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "signup_claims_family_event_idx" ON "signup_claims" USING btree ("family_id","event_id");--> statement-breakpoint
CREATE INDEX "signup_claims_event_idx" ON "signup_claims" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "signup_claims_user_idx" ON "signup_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "signup_items_family_event_idx" ON "signup_items" USING btree ("family_id","event_id","id");--> statement-breakpoint
CREATE INDEX "signup_items_event_idx" ON "signup_items" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_integrations_family_platform_idx" ON "social_integrations" USING btree ("family_id","platform");--> statement-breakpoint
CREATE INDEX "survey_answers_tally_idx" ON "survey_answers" USING btree ("survey_id","question_id","answer");--> statement-breakpoint
CREATE INDEX "survey_answers_response_idx" ON "survey_answers" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_survey_user_idx" ON "survey_responses" USING btree ("survey_id","user_id");--> statement-breakpoint
CREATE INDEX "survey_responses_user_idx" ON "survey_responses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "surveys_family_idx" ON "surveys" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "users_family_idx" ON "users" USING btree ("family_id","created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "video_sessions_family_idx" ON "video_sessions" USING btree ("family_id","scheduled_at");