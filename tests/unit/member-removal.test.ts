// Member removal deletes the account row (docs/decisions/060-member-removal.md). That only keeps
// "what the person posted stays, shown under their name" if every table pointing at users says
// what happens to its rows: authored content must be `set null` (with the author's name copied
// into the row where it is shown); only rows that belong to the account itself may cascade.
import { describe, expect, it } from "vitest";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../../db/schema";

/**
 * Rows that are the account's own and go with it: sessions, reset tokens, its RSVPs, its own
 * birthday, its private calendar feed and OAuth states, its survey answers, its photo hearts and
 * its sign-up claims (like an RSVP: the place it held becomes free again), its email choices and
 * the record of the reminders it was sent (decision record 180).
 */
const CASCADE_ALLOWED = new Set([
  "sessions.user_id",
  "password_reset_tokens.user_id",
  "rsvps.user_id",
  "birthdays.user_id",
  "calendar_feeds.user_id",
  "oauth_states.user_id",
  "survey_responses.user_id",
  "photo_hearts.user_id",
  "signup_claims.user_id",
  "member_claims.user_id", // the claim of that account's own place (issue 29)
  "push_subscriptions.user_id", // the account's own devices for Web Push (issue 39), gone with it
  "notification_preferences.user_id",
  "notification_deliveries.user_id",
]);

function userReferences() {
  const refs: { column: string; onDelete: string | undefined }[] = [];
  for (const table of Object.values(schema)) {
    if (!(table instanceof SQLiteTable)) continue;
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (getTableConfig(ref.foreignTable).name !== "users") continue;
      refs.push({ column: `${config.name}.${ref.columns.map((c) => c.name).join(",")}`, onDelete: fk.onDelete });
    }
  }
  return refs;
}

describe("tables that reference users (member removal)", () => {
  it("finds the references", () => {
    expect(userReferences().map((r) => r.column)).toContain("announcements.author_id");
  });

  it("either set null (content stays) or cascade only for the account's own rows", () => {
    const wrong = userReferences().filter((r) => r.onDelete !== "set null" && !(r.onDelete === "cascade" && CASCADE_ALLOWED.has(r.column)));
    // A failure here: a new table points at users without `onDelete: "set null"`. Removing a member
    // would then delete what they posted (cascade) or fail (no action). See decision 060.
    expect(wrong).toEqual([]);
  });
});
