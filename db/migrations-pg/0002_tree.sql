CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"given_name" text COLLATE "C" DEFAULT '' NOT NULL,
	"surname" text COLLATE "C" DEFAULT '' NOT NULL,
	"birth_surname" text COLLATE "C" DEFAULT '' NOT NULL,
	"sex" text COLLATE "C" DEFAULT '' NOT NULL,
	"birth_date" text COLLATE "C" DEFAULT '' NOT NULL,
	"birth_place" text COLLATE "C" DEFAULT '' NOT NULL,
	"death_date" text COLLATE "C" DEFAULT '' NOT NULL,
	"death_place" text COLLATE "C" DEFAULT '' NOT NULL,
	"deceased" boolean DEFAULT false NOT NULL,
	"note" text COLLATE "C" DEFAULT '' NOT NULL,
	"photo_id" integer,
	"user_id" integer,
	"created_by" integer,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"updated_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "people_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "person_parents" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"kind" text COLLATE "C" DEFAULT 'birth' NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"person_a" integer NOT NULL,
	"person_b" integer NOT NULL,
	"kind" text COLLATE "C" DEFAULT 'married' NOT NULL,
	"start_date" text COLLATE "C" DEFAULT '' NOT NULL,
	"end_date" text COLLATE "C" DEFAULT '' NOT NULL,
	"created_at" text COLLATE "C" DEFAULT to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_settings" ADD COLUMN "remember_in_birthdays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_parents" ADD CONSTRAINT "person_parents_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_parents" ADD CONSTRAINT "person_parents_child_id_people_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_parents" ADD CONSTRAINT "person_parents_parent_id_people_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_partners" ADD CONSTRAINT "person_partners_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_partners" ADD CONSTRAINT "person_partners_person_a_people_id_fk" FOREIGN KEY ("person_a") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_partners" ADD CONSTRAINT "person_partners_person_b_people_id_fk" FOREIGN KEY ("person_b") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_family_idx" ON "people" USING btree ("family_id","surname","given_name");--> statement-breakpoint
CREATE UNIQUE INDEX "person_parents_pair_idx" ON "person_parents" USING btree ("child_id","parent_id");--> statement-breakpoint
CREATE INDEX "person_parents_family_idx" ON "person_parents" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "person_parents_parent_idx" ON "person_parents" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_partners_pair_idx" ON "person_partners" USING btree ("person_a","person_b");--> statement-breakpoint
CREATE INDEX "person_partners_family_idx" ON "person_partners" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "person_partners_b_idx" ON "person_partners" USING btree ("person_b");