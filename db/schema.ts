// Every table of Kindred. Family-scoped tables carry family_id with an index that
// fits their list query. Money is integer cents; instants are ISO-8601 UTC text.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex, primaryKey } from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
const bool = (name: string) => integer(name, { mode: "boolean" });

export const families = sqliteTable("families", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  familyCode: text("family_code").notNull().unique(),
  description: text("description").notNull().default(""),
  subscriptionTier: text("subscription_tier", { enum: ["free", "small_family", "medium_family"] })
    .notNull()
    .default("free"),
  subscriptionStatus: text("subscription_status").notNull().default("active"),
  monthlyPriceCents: integer("monthly_price_cents").notNull().default(0),
  createdAt: text("created_at").notNull().default(now),
});

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["owner", "admin", "member", "guest", "super_admin"] })
      .notNull()
      .default("member"),
    createdAt: text("created_at").notNull().default(now),
    // Set by a super admin: the account cannot sign in and its sessions stop resolving.
    suspendedAt: text("suspended_at"),
    suspendedReason: text("suspended_reason"),
    // The person's own language (issue 40): en, es, fr, de or ar; null = not chosen (the browser's
    // language, then the family's default).
    language: text("language"),
  },
  (t) => [
    index("users_family_idx").on(t.familyId, t.createdAt),
    // The super admin's "joined in the last 30 days" count.
    index("users_created_idx").on(t.createdAt),
  ],
);

export const familySettings = sqliteTable("family_settings", {
  familyId: integer("family_id")
    .primaryKey()
    .references(() => families.id, { onDelete: "cascade" }),
  allowAllUsersCreateEvents: bool("allow_all_users_create_events").notNull().default(true),
  allowAllUsersAddPhotos: bool("allow_all_users_add_photos").notNull().default(true),
  showSubscriptionToMembers: bool("show_subscription_to_members").notNull().default(false),
  showDailyInspiration: bool("show_daily_inspiration").notNull().default(true),
  enableEmailNotifications: bool("enable_email_notifications").notNull().default(true),
  timeZone: text("time_zone").notNull().default("UTC"),
  // Whether admins may download the family export (issue 29); the owner always may.
  adminsCanExport: bool("admins_can_export").notNull().default(false),
  // Reminders and digests (issue 28, decision record 180): event reminders "off", "1d" (one day
  // before) or "1w1d" (a week and a day before); the weekly digest's local weekday (0 = Sunday ...
  // 6 = Saturday) and hour (0-23) in the family's time zone.
  eventReminders: text("event_reminders", { enum: ["off", "1d", "1w1d"] }).notNull().default("1d"),
  digestDay: integer("digest_day").notNull().default(1),
  digestHour: integer("digest_hour").notNull().default(8),
  // Remembered people of the family tree (with a death) show in Birthdays, "would have been N" (issue 42).
  rememberInBirthdays: bool("remember_in_birthdays").notNull().default(false),
  // The family's default language (issue 40): emails to members who chose none, pages for members
  // whose browser names none of ours.
  language: text("language").notNull().default("en"),
});

// One table for browser sessions (cookie) and API bearer tokens. Only a hash of the token is stored.
export const sessions = sqliteTable(
  "sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["browser", "api", "personal"] }).notNull(),
    createdAt: text("created_at").notNull().default(now),
    expiresAt: text("expires_at").notNull(),
    // Personal access tokens only (kind "personal", decision record 100): a name, a scope, and the
    // day of last use. A token without expiry has expires_at 9999-12-31.
    name: text("name"),
    scope: text("scope", { enum: ["read", "read-write"] }),
    lastUsedAt: text("last_used_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("password_reset_user_idx").on(t.userId)],
);

export const auditLogs = sqliteTable(
  "audit_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    details: text("details").notNull().default(""),
    timestamp: text("timestamp").notNull().default(now),
  },
  (t) => [index("audit_logs_family_idx").on(t.familyId, t.id)],
);

export const inviteJoins = sqliteTable(
  "invite_joins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    joinedAt: text("joined_at").notNull().default(now),
  },
  (t) => [index("invite_joins_family_idx").on(t.familyId, t.joinedAt)],
);

// Persisted outbox: every email is written here first and delivered by the background sender.
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull().default(now),
    lastError: text("last_error"),
    createdAt: text("created_at").notNull().default(now),
    sentAt: text("sent_at"),
    // Extra headers as a JSON object (List-Unsubscribe, List-Unsubscribe-Post), or null.
    headers: text("headers"),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

export const announcements = sqliteTable(
  "announcements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    pinned: bool("pinned").notNull().default(false),
    status: text("status", { enum: ["published", "pending", "rejected"] }).notNull(),
    reviewFeedback: text("review_feedback"),
    reviewedByName: text("reviewed_by_name"),
    reviewedAt: text("reviewed_at"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("announcements_family_list_idx").on(t.familyId, t.status, t.pinned, t.createdAt),
    index("announcements_author_idx").on(t.authorId, t.createdAt),
  ],
);

export const emailTemplates = sqliteTable(
  "email_templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("email_templates_family_key_idx").on(t.familyId, t.key)],
);

export const birthdays = sqliteTable(
  "birthdays",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    // The account whose own birthday this is (null for a birthday added for someone else).
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    month: integer("month").notNull(),
    day: integer("day").notNull(),
    isManual: bool("is_manual").notNull().default(false),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    index("birthdays_family_idx").on(t.familyId, t.month, t.day),
    index("birthdays_user_idx").on(t.userId),
    // One own birthday per account in a family (decision record 265): "add my birthday" upserts on
    // it, so parallel requests cannot make two. Manual entries (user_id null) are not limited: NULLs
    // are distinct in a unique index on both databases.
    uniqueIndex("birthdays_family_user_uq").on(t.familyId, t.userId),
  ],
);

export const events = sqliteTable(
  "events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    eventDate: text("event_date").notNull(), // ISO-8601 UTC instant
    location: text("location").notNull().default(""),
    // A series (issue 41, decision record 250): an RFC 5545 RRULE value, expanded from event_date's
    // wall-clock time in time_zone (kept when the family's zone changes). Null = one date.
    recurrence: text("recurrence"),
    timeZone: text("time_zone"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("events_family_date_idx").on(t.familyId, t.eventDate), index("events_family_series_idx").on(t.familyId, t.recurrence)],
);

// One date of a series changed or cancelled (RFC 5545 RECURRENCE-ID / EXDATE): keyed by the
// occurrence's original start (ISO UTC). Null fields keep the series' value.
export const eventExceptions = sqliteTable(
  "event_exceptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    occurrence: text("occurrence").notNull(),
    cancelled: bool("cancelled").notNull().default(false),
    eventDate: text("event_date"),
    title: text("title"),
    description: text("description"),
    location: text("location"),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("event_exceptions_event_occurrence_idx").on(t.eventId, t.occurrence), index("event_exceptions_family_idx").on(t.familyId)],
);

// Outside calendars a family subscribes to (issue 41, decision record 251): fetched by a job every
// few hours through the outbound guard; their events are read-only copies, one row per date.
export const calendarSubscriptions = sqliteTable(
  "calendar_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    name: text("name").notNull(),
    color: text("color").notNull(),
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastFetchedAt: text("last_fetched_at"),
    lastError: text("last_error"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("calendar_subscriptions_family_idx").on(t.familyId)],
);

export const subscribedEvents = sqliteTable(
  "subscribed_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => calendarSubscriptions.id, { onDelete: "cascade" }),
    uid: text("uid").notNull(),
    // The date's original start for a date of a repeating event (ISO UTC); "" for a single one.
    occurrence: text("occurrence").notNull().default(""),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    location: text("location").notNull().default(""),
    eventDate: text("event_date").notNull(),
    endDate: text("end_date").notNull(),
    allDay: bool("all_day").notNull().default(false),
  },
  (t) => [
    uniqueIndex("subscribed_events_key_idx").on(t.subscriptionId, t.uid, t.occurrence),
    index("subscribed_events_family_date_idx").on(t.familyId, t.eventDate),
  ],
);

export const rsvps = sqliteTable(
  "rsvps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attending: bool("attending").notNull(),
    guestCount: integer("guest_count").notNull().default(1),
    comments: text("comments").notNull().default(""),
    // The date of a series this answer is for (its original start, ISO UTC); "" for a one-date event.
    occurrence: text("occurrence").notNull().default(""),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("rsvps_event_user_occurrence_idx").on(t.eventId, t.userId, t.occurrence)],
);

// Sign-up lists on events (decision record 170): what is needed ("Potato salad, serves 10" × 2),
// and who brings how many of it. One claim per item and person; the sum of an item's claims never
// passes its quantity (checked and written in one transaction).
export const signupItems = sqliteTable(
  "signup_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    note: text("note").notNull().default(""),
    quantity: integer("quantity").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("signup_items_family_event_idx").on(t.familyId, t.eventId, t.id), index("signup_items_event_idx").on(t.eventId)],
);

export const signupClaims = sqliteTable(
  "signup_claims",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => signupItems.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    note: text("note").notNull().default(""),
    // The date of a series this is for (its original start, ISO UTC); "" for a one-date event.
    occurrence: text("occurrence").notNull().default(""),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("signup_claims_item_user_idx").on(t.itemId, t.userId, t.occurrence),
    index("signup_claims_family_event_idx").on(t.familyId, t.eventId),
    index("signup_claims_event_idx").on(t.eventId),
    index("signup_claims_user_idx").on(t.userId),
  ],
);

export const reunionDetails = sqliteTable("reunion_details", {
  familyId: integer("family_id")
    .primaryKey()
    .references(() => families.id, { onDelete: "cascade" }),
  location: text("location").notNull().default(""),
  startDate: text("start_date"), // YYYY-MM-DD
  endDate: text("end_date"),
  description: text("description").notNull().default(""),
  bookingUrl: text("booking_url"),
  updatedAt: text("updated_at").notNull().default(now),
});

export const activities = sqliteTable(
  "activities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    date: text("date").notNull(), // YYYY-MM-DD
    time: text("time").notNull().default(""), // HH:MM or empty
    costCents: integer("cost_cents").notNull().default(0),
    location: text("location").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("activities_family_date_idx").on(t.familyId, t.date, t.time)],
);

// The family directory: contact cards, distinct from the family's accounts (users).
export const directoryEntries = sqliteTable(
  "directory_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    comments: text("comments").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("directory_entries_family_idx").on(t.familyId, t.name)],
);

// ---- plans and payments ----

// One row per checkout we start, whatever it pays for (`purpose`: subscription, fundraiser, ...).
// `provider_session_id` is the id the provider gives the session (Stripe's cs_..., or the test
// checkout's); it is what /payment-success and the status call receive. `fulfilled_at` is set in
// the same transaction as the purpose's fulfilment, so a payment is applied exactly once.
export const checkoutSessions = sqliteTable(
  "checkout_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    purpose: text("purpose").notNull(),
    metadata: text("metadata").notNull().default("{}"), // JSON object of strings
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
    providerSessionId: text("provider_session_id").unique(),
    url: text("url"),
    status: text("status", { enum: ["open", "complete", "expired"] }).notNull().default("open"),
    paymentStatus: text("payment_status").notNull().default("unpaid"),
    fulfilledAt: text("fulfilled_at"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("checkout_sessions_family_idx").on(t.familyId, t.purpose, t.status, t.createdAt)],
);

// Provider event ids already handled (a replayed webhook changes nothing).
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: text("received_at").notNull().default(now),
});

// A family's billing ids at the provider (Stripe customer and subscription), when it has them.
export const familyBilling = sqliteTable(
  "family_billing",
  {
    familyId: integer("family_id")
      .primaryKey()
      .references(() => families.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
    customerId: text("customer_id"),
    subscriptionId: text("subscription_id"),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("family_billing_subscription_idx").on(t.subscriptionId), index("family_billing_customer_idx").on(t.customerId)],
);

// The built-in test checkout's own sessions: it plays the provider's part when Stripe is not
// configured (no card data, nothing charged).
export const testCheckoutSessions = sqliteTable("test_checkout_sessions", {
  id: text("id").primaryKey(),
  clientReferenceId: text("client_reference_id").notNull(),
  description: text("description").notNull(),
  amountCents: integer("amount_cents").notNull(),
  mode: text("mode", { enum: ["payment", "subscription"] }).notNull(),
  status: text("status", { enum: ["open", "complete", "expired"] }).notNull().default("open"),
  paymentStatus: text("payment_status", { enum: ["paid", "unpaid"] }).notNull().default("unpaid"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  metadata: text("metadata").notNull().default("{}"),
  createdAt: text("created_at").notNull().default(now),
});

export type Family = typeof families.$inferSelect;
export type User = typeof users.$inferSelect;
export type Role = User["role"];
export type SubscriptionTier = Family["subscriptionTier"];

// ---- integrations ----

// One secret calendar feed per person. The token is derived (HMAC of the server's key and the
// nonce), so the page can show the link again; only its hash and the nonce are stored.
export const calendarFeeds = sqliteTable(
  "calendar_feeds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["google", "outlook"] }).notNull(),
    nonce: text("nonce").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    // ETag of the last body served and when it first changed to it (the feed's Last-Modified).
    etag: text("etag"),
    contentChangedAt: text("content_changed_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("calendar_feeds_family_idx").on(t.familyId)],
);

// The end of an event created from the Integrations tab ({title, start_time, end_time}); other
// events last the default two hours in calendars.
export const eventEndTimes = sqliteTable("event_end_times", {
  eventId: integer("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  endsAt: text("ends_at").notNull(),
});

export const videoSessions = sqliteTable(
  "video_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    scheduledAt: text("scheduled_at").notNull(), // ISO-8601 UTC instant
    durationMinutes: integer("duration_minutes").notNull().default(60),
    roomName: text("room_name").notNull().unique(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("video_sessions_family_idx").on(t.familyId, t.scheduledAt)],
);

export const socialIntegrations = sqliteTable(
  "social_integrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: ["facebook", "twitter", "instagram"] }).notNull(),
    handle: text("handle").notNull(),
    connectedBy: integer("connected_by").references(() => users.id, { onDelete: "set null" }),
    connectedAt: text("connected_at").notNull().default(now),
  },
  (t) => [uniqueIndex("social_integrations_family_platform_idx").on(t.familyId, t.platform)],
);

// A family's cloud storage. `credentials` is AES-256-GCM ciphertext (lib/secret-box.server.ts) of
// the OAuth tokens or the WebDAV password; `account` is what the page shows (WebDAV URL and user).
export const cloudIntegrations = sqliteTable(
  "cloud_integrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["google_drive", "dropbox", "webdav"] }).notNull(),
    account: text("account").notNull().default(""),
    credentials: text("credentials").notNull(),
    connectedBy: integer("connected_by").references(() => users.id, { onDelete: "set null" }),
    connectedAt: text("connected_at").notNull().default(now),
    lastBackupAt: text("last_backup_at"),
    backupStatus: text("backup_status", { enum: ["idle", "running", "done", "failed"] }).notNull().default("idle"),
    backupTotal: integer("backup_total").notNull().default(0),
    backupProcessed: integer("backup_processed").notNull().default(0),
    backupCopied: integer("backup_copied").notNull().default(0),
    backupError: text("backup_error"),
  },
  (t) => [uniqueIndex("cloud_integrations_family_provider_idx").on(t.familyId, t.provider)],
);

// Originals already copied to one cloud integration, so a second backup copies only new files.
export const cloudBackupItems = sqliteTable(
  "cloud_backup_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    integrationId: integer("integration_id")
      .notNull()
      .references(() => cloudIntegrations.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    remotePath: text("remote_path").notNull(),
    copiedAt: text("copied_at").notNull().default(now),
  },
  (t) => [uniqueIndex("cloud_backup_items_key_idx").on(t.integrationId, t.key)],
);

// OAuth 2.0 authorization-code flow in progress: the state (hashed), who started it, and the
// PKCE verifier. Single use, ten minutes.
export const oauthStates = sqliteTable(
  "oauth_states",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    stateHash: text("state_hash").notNull().unique(),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["google_drive", "dropbox"] }).notNull(),
    codeVerifier: text("code_verifier").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("oauth_states_user_idx").on(t.userId)],
);

// ---- surveys ----
// A survey, its ordered questions (options as JSON [{id, text}], optional show_if/hide_if logic on
// an earlier question), one response per user per survey and that response's answers. Results are
// grouped COUNTs over survey_answers (survey_id, question_id, answer).
export const surveys = sqliteTable(
  "surveys",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: ["active", "closed"] }).notNull().default("active"),
    hasLogic: bool("has_logic").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("surveys_family_idx").on(t.familyId, t.createdAt)],
);

export const surveyQuestions = sqliteTable(
  "survey_questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    questionType: text("question_type", { enum: ["multiple_choice", "text", "yes_no", "rating"] })
      .notNull()
      .default("multiple_choice"),
    /** JSON array of {id, text}; empty for text, yes_no and rating. */
    options: text("options").notNull().default("[]"),
    required: bool("required").notNull().default(true),
    conditionQuestionId: integer("condition_question_id"),
    conditionAnswer: text("condition_answer"),
    conditionType: text("condition_type", { enum: ["show_if", "hide_if"] }),
  },
  (t) => [index("survey_questions_survey_idx").on(t.surveyId, t.position)],
);

export const surveyResponses = sqliteTable(
  "survey_responses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull().default(now),
    submittedAt: text("submitted_at").notNull().default(now),
  },
  (t) => [uniqueIndex("survey_responses_survey_user_idx").on(t.surveyId, t.userId), index("survey_responses_user_idx").on(t.userId)],
);

export const surveyAnswers = sqliteTable(
  "survey_answers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    responseId: integer("response_id")
      .notNull()
      .references(() => surveyResponses.id, { onDelete: "cascade" }),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: "cascade" }),
    answer: text("answer").notNull(),
  },
  (t) => [
    index("survey_answers_tally_idx").on(t.surveyId, t.questionId, t.answer),
    index("survey_answers_response_idx").on(t.responseId),
    index("survey_answers_question_idx").on(t.questionId),
  ],
);

// ---- photos and albums ----
// Albums: every family has the default album "general" (is_default, created on first use).
// name_key is the lowercased name: album names are unique in a family regardless of case.
export const albums = sqliteTable(
  "albums",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    description: text("description").notNull().default(""),
    isDefault: bool("is_default").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull().default(""),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("albums_family_name_idx").on(t.familyId, t.nameKey)],
);

// A photo is either an upload (three stored files: the original as uploaded, a ~1600 px WebP
// display copy and a ~400 px WebP thumbnail; keys are random) or a link (image_url, never fetched).
export const photos = sqliteTable(
  "photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    albumId: integer("album_id")
      .notNull()
      .references(() => albums.id),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedByName: text("uploaded_by_name").notNull(),
    imageUrl: text("image_url"), // a link photo's http(s) URL
    originalKey: text("original_key"),
    originalType: text("original_type"),
    originalBytes: integer("original_bytes"),
    displayKey: text("display_key"),
    thumbKey: text("thumb_key"),
    width: integer("width"),
    height: integer("height"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    index("photos_family_idx").on(t.familyId, t.id),
    index("photos_album_idx").on(t.familyId, t.albumId, t.id),
  ],
);

export const photoHearts = sqliteTable(
  "photo_hearts",
  {
    photoId: integer("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.userId] })],
);

export const photoComments = sqliteTable(
  "photo_comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    photoId: integer("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    comment: text("comment").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("photo_comments_photo_idx").on(t.photoId, t.id)],
);

// ---- super admin ----

// The platform audit log: every change a super admin makes (who, what, on whom, when). Targets
// are kept as text (id and a label), not foreign keys, so the record outlives a deleted user or
// family.
export const platformAuditLogs = sqliteTable("platform_audit_logs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
  actorName: text("actor_name").notNull(),
  actorEmail: text("actor_email").notNull(),
  action: text("action").notNull(),
  targetType: text("target_type", { enum: ["user", "family"] }).notNull(),
  targetId: integer("target_id").notNull(),
  targetLabel: text("target_label").notNull(),
  details: text("details").notNull().default(""),
  createdAt: text("created_at").notNull().default(now),
});

// ---- plans: Large Family custom branding ----
// One row per family that has set branding. It is kept when the family leaves Large Family
// (it is then not shown) and shows again on re-upgrade. The logo is a stored WebP (≤ 256 px).
export const familyBranding = sqliteTable("family_branding", {
  familyId: integer("family_id")
    .primaryKey()
    .references(() => families.id, { onDelete: "cascade" }),
  accentColor: text("accent_color"), // "#rrggbb", lowercase; checked for contrast when set
  logoKey: text("logo_key"),
  logoWidth: integer("logo_width"),
  logoHeight: integer("logo_height"),
  updatedAt: text("updated_at").notNull().default(now),
});

// ---- fundraising ----
// A campaign's money is tracked as entries (pledged or collected), typed by hand or recorded once
// per paid card checkout (checkout_id, unique). Amounts are integer cents (decision record 090).
// `visibility`: family (everyone in the family) or admins (owner and admin only).
export const campaigns = sqliteTable(
  "campaigns",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    goalCents: integer("goal_cents").notNull(),
    status: text("status", { enum: ["live", "closed"] }).notNull().default("live"),
    visibility: text("visibility", { enum: ["family", "admins"] }).notNull().default("family"),
    showDonorNames: bool("show_donor_names").notNull().default(true),
    showProgressDetails: bool("show_progress_details").notNull().default(true),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull().default(""),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
    closedAt: text("closed_at"),
  },
  (t) => [index("campaigns_family_idx").on(t.familyId, t.status, t.id)],
);

export const campaignEntries = sqliteTable(
  "campaign_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    entryType: text("entry_type", { enum: ["pledge", "collected"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    payerName: text("payer_name").notNull(),
    memo: text("memo").notNull().default(""),
    /** manual: typed by hand; card: a paid card checkout. */
    source: text("source", { enum: ["manual", "card"] }).notNull().default("manual"),
    /** The paid checkout this entry records (card gifts only): one entry per checkout. */
    checkoutId: integer("checkout_id").references(() => checkoutSessions.id, { onDelete: "set null" }),
    enteredBy: integer("entered_by").references(() => users.id, { onDelete: "set null" }),
    enteredByName: text("entered_by_name").notNull(),
    enteredAt: text("entered_at").notNull().default(now),
  },
  (t) => [
    index("campaign_entries_campaign_idx").on(t.campaignId, t.entryType, t.amountCents),
    index("campaign_entries_recent_idx").on(t.campaignId, t.id),
    index("campaign_entries_family_idx").on(t.familyId),
    uniqueIndex("campaign_entries_checkout_idx").on(t.checkoutId),
  ],
);

// The family's bank account for fundraising (one per family). The account number is sealed
// (AES-256-GCM, app/lib/secret-box.server.ts); only its last 4 digits are kept readable.
export const bankAccounts = sqliteTable("bank_accounts", {
  familyId: integer("family_id")
    .primaryKey()
    .references(() => families.id, { onDelete: "cascade" }),
  accountHolderName: text("account_holder_name").notNull(),
  routingNumber: text("routing_number").notNull(),
  accountNumberSealed: text("account_number_sealed").notNull(),
  accountLast4: text("account_last4").notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedByName: text("updated_by_name").notNull(),
  updatedAt: text("updated_at").notNull().default(now),
});

// Rate limits and sign-in throttles (decision record 210), shared by every server on the database:
// one row per (limit, key) with the hits of its current window, which starts at the first hit and
// ends at `reset_at`. A hit is one atomic upsert; rows past `reset_at` are swept now and then.
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    /** The limit's name ("signin-ip", "api-token", ...). */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    /** When the window ends (ISO-8601 UTC). */
    resetAt: text("reset_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("rate_limits_reset_idx").on(t.resetAt)],
);

// ---- moving a family (issue 29, decision 191) ----
// A family export imported on this server: its exportId (written into family.json when it was
// made) is unique, so the same export cannot be imported twice.
export const familyImports = sqliteTable("family_imports", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  exportId: text("export_id").notNull().unique(),
  familyId: integer("family_id")
    .notNull()
    .references(() => families.id, { onDelete: "cascade" }),
  importedBy: integer("imported_by").references(() => users.id, { onDelete: "set null" }),
  sourceOrigin: text("source_origin").notNull().default(""),
  exportedAt: text("exported_at").notNull(),
  importedAt: text("imported_at").notNull().default(now),
});

// The places of an imported family's other members: each is an account without a password
// (its posts, RSVPs and role kept) until the person claims it with the emailed link. Only a hash
// of the claim token is stored.
export const memberClaims = sqliteTable(
  "member_claims",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: text("created_at").notNull().default(now),
    claimedAt: text("claimed_at"),
  },
  (t) => [index("member_claims_family_idx").on(t.familyId)],
);
// ---- scheduled work (issue 28, decision record 180) ----

// Due work, claimed with a lease: several servers (and `npm run jobs`) may run the same queue.
// `key` is unique: enqueueing the same work twice (two schedulers planning at once) is one row.
export const jobs = sqliteTable(
  "jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    key: text("key").notNull().unique(),
    payload: text("payload").notNull().default("{}"), // JSON
    runAt: text("run_at").notNull(),
    status: text("status", { enum: ["pending", "running", "done", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    leaseOwner: text("lease_owner"),
    leaseExpiresAt: text("lease_expires_at"),
    lastError: text("last_error"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("jobs_due_idx").on(t.status, t.runAt), index("jobs_lease_idx").on(t.status, t.leaseExpiresAt)],
);

// One row per reminder/digest email a person was sent: the unique key makes "at most once per
// (person, subject, occurrence)" a fact of the database, not of one process's memory.
export const notificationDeliveries = sqliteTable(
  "notification_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["event_reminder", "digest", "birthday"] }).notNull(),
    subjectId: integer("subject_id").notNull(),
    occurrence: text("occurrence").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("notification_deliveries_once_idx").on(t.userId, t.kind, t.subjectId, t.occurrence)],
);

// A member's own email choices; no row = everything on.
export const notificationPreferences = sqliteTable("notification_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  announcements: bool("announcements").notNull().default(true),
  eventReminders: bool("event_reminders").notNull().default(true),
  digest: bool("digest").notNull().default(true),
  birthdays: bool("birthdays").notNull().default(true),
  // Web Push (issue 39, decision record 245): the same kinds on this person's subscribed devices,
  // plus a new comment on one of their photos (push only).
  pushAnnouncements: bool("push_announcements").notNull().default(true),
  pushEventReminders: bool("push_event_reminders").notNull().default(true),
  pushBirthdays: bool("push_birthdays").notNull().default(true),
  pushPhotoComments: bool("push_photo_comments").notNull().default(true),
  updatedAt: text("updated_at").notNull().default(now),
});

// ---- the family tree (issue 42, decision record 255) ----
// People are separate from accounts: anyone in the family, living or remembered. Dates are text in
// our own shape (decision 255): "1950", "1950-03", "1950-03-12", optionally with a GEDCOM qualifier
// ("ABT 1950", "BEF 1950-03", "BET 1900 AND 1910", "FROM 1900 TO 1910") or a phrase "(Christmas 1890)".
// A person linked to an account (user_id, unique) shows the account's name; removing the account
// unlinks the person (set null) and keeps it.
export const people = sqliteTable(
  "people",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    givenName: text("given_name").notNull().default(""),
    surname: text("surname").notNull().default(""),
    birthSurname: text("birth_surname").notNull().default(""),
    sex: text("sex", { enum: ["", "F", "M", "X"] }).notNull().default(""),
    birthDate: text("birth_date").notNull().default(""),
    birthPlace: text("birth_place").notNull().default(""),
    deathDate: text("death_date").notNull().default(""),
    deathPlace: text("death_place").notNull().default(""),
    // True when the person has died, with or without a known date (GEDCOM "1 DEAT Y").
    deceased: bool("deceased").notNull().default(false),
    note: text("note").notNull().default(""),
    photoId: integer("photo_id").references(() => photos.id, { onDelete: "set null" }),
    userId: integer("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("people_family_idx").on(t.familyId, t.surname, t.givenName)],
);

// A child's parent: kind birth, adoptive, step or foster. One row per (child, parent).
export const personParents = sqliteTable(
  "person_parents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    childId: integer("child_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    parentId: integer("parent_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["birth", "adoptive", "step", "foster"] }).notNull().default("birth"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("person_parents_pair_idx").on(t.childId, t.parentId),
    index("person_parents_family_idx").on(t.familyId),
    index("person_parents_parent_idx").on(t.parentId),
  ],
);

// Two partners (married or not), stored once with person_a < person_b.
export const personPartners = sqliteTable(
  "person_partners",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    personA: integer("person_a")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    personB: integer("person_b")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["married", "partners"] }).notNull().default("married"),
    startDate: text("start_date").notNull().default(""),
    endDate: text("end_date").notNull().default(""),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("person_partners_pair_idx").on(t.personA, t.personB),
    index("person_partners_family_idx").on(t.familyId),
    index("person_partners_b_idx").on(t.personB),
  ],
);
// A browser's Web Push subscription (issue 39): it belongs to the session that made it and is
// deleted with it (sign-out, sign-out everywhere, suspension, removal all delete sessions).
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId), index("push_subscriptions_session_idx").on(t.sessionId)],
);

// The server's own key material that every server must share (the VAPID key pair), sealed with
// the encryption key (app/lib/secret-box.server.ts).
export const serverKeys = sqliteTable("server_keys", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: text("created_at").notNull().default(now),
});

// ---- guest links (issue 38, decision record 240) ----
// A link for people without an account: one album (view, optionally add photos), one event
// (view and answer) or one event's sign-up list (view and take a place). The token is never
// stored: only its SHA-256 hash (for the lookup) and the random seed it is derived from with the
// server's key (so the card can show its QR code again; a copy of the database opens nothing).
// A link is revoked, never deleted: what guests gave through it stays.
export const guestLinks = sqliteTable(
  "guest_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["album", "event", "signups"] }).notNull(),
    targetId: integer("target_id").notNull(),
    label: text("label").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    tokenSeed: text("token_seed").notNull(),
    allowUpload: bool("allow_upload").notNull().default(false),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    uses: integer("uses").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("guest_links_family_idx").on(t.familyId, t.id)],
);

// A guest's answer to an event through a link: one per link and browser (the browser keeps a
// random key in a cookie; only its hash is here), counted in the headcount as "NAME (guest)".
export const guestRsvps = sqliteTable(
  "guest_rsvps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    linkId: integer("link_id")
      .notNull()
      .references(() => guestLinks.id, { onDelete: "cascade" }),
    browserHash: text("browser_hash").notNull(),
    name: text("name").notNull(),
    attending: bool("attending").notNull(),
    guestCount: integer("guest_count").notNull().default(1),
    comments: text("comments").notNull().default(""),
    // The date of a series this is for (its original start, ISO UTC); "" for a one-date event.
    occurrence: text("occurrence").notNull().default(""),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("guest_rsvps_link_browser_idx").on(t.linkId, t.browserHash, t.occurrence),
    index("guest_rsvps_family_event_idx").on(t.familyId, t.eventId),
    index("guest_rsvps_event_idx").on(t.eventId),
  ],
);

// A place on a sign-up list taken by a guest through a link.
export const guestClaims = sqliteTable(
  "guest_claims",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    familyId: integer("family_id")
      .notNull()
      .references(() => families.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => signupItems.id, { onDelete: "cascade" }),
    linkId: integer("link_id")
      .notNull()
      .references(() => guestLinks.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    note: text("note").notNull().default(""),
    // The date of a series this is for (its original start, ISO UTC); "" for a one-date event.
    occurrence: text("occurrence").notNull().default(""),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("guest_claims_family_event_idx").on(t.familyId, t.eventId), index("guest_claims_item_idx").on(t.itemId)],
);
