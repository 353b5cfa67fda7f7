// Every table of Kindred. Family-scoped tables carry family_id with an index that
// fits their list query. Money is integer cents; instants are ISO-8601 UTC text.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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
    kind: text("kind", { enum: ["browser", "api"] }).notNull(),
    createdAt: text("created_at").notNull().default(now),
    expiresAt: text("expires_at").notNull(),
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
    status: text("status", { enum: ["pending", "sending", "sent"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull().default(now),
    lastError: text("last_error"),
    createdAt: text("created_at").notNull().default(now),
    sentAt: text("sent_at"),
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
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("events_family_date_idx").on(t.familyId, t.eventDate)],
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
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("rsvps_event_user_idx").on(t.eventId, t.userId)],
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

export type Family = typeof families.$inferSelect;
export type User = typeof users.$inferSelect;
export type Role = User["role"];
export type SubscriptionTier = Family["subscriptionTier"];
