// The family group: code and invite lookups, accounts and roles, settings, invite stats.
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { db, prepared, schema } from "~/lib/db.server";
import { HttpError, badRequest, forbidden, notFound, parseInput } from "~/lib/http.server";
import { found, idInFamily } from "~/lib/family-scope.server";
import { LIMITS, hit } from "~/lib/rate-limit.server";
import { recordAudit } from "~/lib/audit.server";
import { can, type Role } from "~/lib/permissions";
import type { Actor } from "~/lib/session.server";
import { PLANS, withinLimit } from "~/features/plans/limits";
import { shownBranding } from "~/features/plans/branding.server";
import { roleChangeInput, settingsInput, type FamilySettings } from "./inputs";

export const INVITE_NOT_FOUND =
  "Invalid invite link. Please check the link or contact the family member who shared it.";

export function countMembers(familyId: number): number {
  return db()
    .select({ n: sql<number>`count(*)` })
    .from(schema.users)
    .where(eq(schema.users.familyId, familyId))
    .get()!.n;
}

function familyByCode(code: string) {
  const normalized = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{6,8}$/.test(normalized)) return undefined;
  return db().select().from(schema.families).where(eq(schema.families.familyCode, normalized)).get();
}

const familyById = prepared((d) =>
  d.select().from(schema.families).where(eq(schema.families.id, sql.placeholder("id"))).prepare(),
);

export function getFamily(familyId: number) {
  const family = familyById().get({ id: familyId });
  if (!family) throw notFound("Family group not found");
  return family;
}

/** GET /api/family-code/{code}: public, rate limited. */
export function lookupFamilyCode(code: string, ip: string) {
  hit(LIMITS.lookupPerIp, ip);
  const family = familyByCode(code);
  if (!family) throw notFound("Invalid family code");
  const memberCount = countMembers(family.id);
  return {
    name: family.name,
    member_count: memberCount,
    subscription_tier: family.subscriptionTier,
    can_join: withinLimit(PLANS[family.subscriptionTier].limits.members, memberCount),
  };
}

/** GET /api/invite/{code}: public, rate limited. */
export function inviteInfo(code: string, ip: string) {
  hit(LIMITS.lookupPerIp, ip);
  const family = familyByCode(code);
  if (!family) throw notFound(INVITE_NOT_FOUND);
  return {
    family_name: family.name,
    description: family.description,
    member_count: countMembers(family.id),
    // Large Family's custom branding (null on other plans, or when none is set).
    branding: shownBranding(family),
  };
}

const RECENT_DAYS = 7;

/** §3 Invite stats, for owner and admin of that family only. */
export function inviteStats(actor: Actor, code: string) {
  const family = familyByCode(code);
  if (!family || family.id !== actor.familyId) throw notFound("Family group not found");
  if (!can(actor.role, "inviteStats.view")) throw forbidden();
  const j = schema.inviteJoins;
  const since = new Date(Date.now() - RECENT_DAYS * 24 * 3600 * 1000).toISOString();
  const total = db().select({ n: sql<number>`count(*)` }).from(j).where(eq(j.familyId, family.id)).get()!.n;
  const recent = db()
    .select({ n: sql<number>`count(*)` })
    .from(j)
    .where(and(eq(j.familyId, family.id), gte(j.joinedAt, since)))
    .get()!.n;
  const recentJoins = db()
    .select({ user_name: j.userName, joined_at: j.joinedAt })
    .from(j)
    .where(eq(j.familyId, family.id))
    .orderBy(desc(j.joinedAt))
    .limit(10)
    .all();
  return { total_invite_joins: total, recent_invite_joins: recent, recent_joins: recentJoins };
}

/** §3 Family group for the signed-in user's family. */
export function familyGroup(actor: Actor) {
  const family = getFamily(actor.familyId);
  const plan = PLANS[family.subscriptionTier];
  return {
    id: family.id,
    name: family.name,
    family_code: family.familyCode,
    description: family.description,
    subscription_tier: family.subscriptionTier,
    subscription_status: family.subscriptionStatus,
    monthly_price: family.monthlyPriceCents / 100,
    member_count: countMembers(family.id),
    features: { unlimited_photos: plan.limits.photos === -1, unlimited_events: plan.limits.events === -1 },
  };
}

export type FamilyAccount = { id: number; name: string; email: string; role: Role; created_at: string };

/** The family's accounts (not the directory). Every member of the family may read it. */
export function listFamilyAccounts(actor: Actor): FamilyAccount[] {
  const u = schema.users;
  return db()
    .select({ id: u.id, name: u.name, email: u.email, role: u.role, created_at: u.createdAt })
    .from(u)
    .where(eq(u.familyId, actor.familyId))
    .orderBy(u.createdAt, u.id)
    .all();
}

/**
 * §4/§6 role change: the owner option only for an owner (and it transfers ownership: the
 * previous owner becomes an admin); an admin cannot act on an owner; nobody acts on themselves.
 * The change, the demotion and the audit entry are one transaction, and each update only applies
 * to the role it was checked against, so two racing requests can never leave a family with no
 * owner or two owners (the loser gets a 409 and nothing changes).
 */
export function changeRole(actor: Actor, targetUserId: number, raw: unknown) {
  const u = schema.users;
  const target = found(db().select().from(u).where(idInFamily(u, targetUserId, actor.familyId)).get(), "Member not found");
  if (!can(actor.role, "member.changeRole")) throw forbidden("You do not have permission to change roles");
  if (target.id === actor.userId) throw forbidden("You cannot change your own role");
  if (target.role === "owner" && actor.role !== "owner") {
    throw forbidden("Permission Denied: an admin cannot change an owner's role");
  }
  if (target.role === "super_admin") throw forbidden("A super admin's role cannot be changed here");
  const input = parseInput(roleChangeInput, raw);
  if (input.new_role === "owner" && !can(actor.role, "member.assignOwner")) {
    throw forbidden("Only the owner can transfer ownership");
  }
  if (target.role === input.new_role) throw badRequest(`${target.name} is already ${input.new_role}`);

  const transfer = input.new_role === "owner";
  const reason = input.reason ? ` Reason: ${input.reason}` : "";
  const stale = () => new HttpError(409, "The family changed in the meantime. Please reload and try again.");
  db().transaction((tx) => {
    if (transfer) {
      const demoted = tx
        .update(u)
        .set({ role: "admin" })
        .where(and(eq(u.id, actor.userId), eq(u.familyId, actor.familyId), eq(u.role, "owner")))
        .run();
      if (demoted.changes !== 1) throw stale();
    }
    const changed = tx
      .update(u)
      .set({ role: input.new_role })
      .where(and(eq(u.id, target.id), eq(u.familyId, actor.familyId), eq(u.role, target.role)))
      .run();
    if (changed.changes !== 1) throw stale();
    recordAudit(
      actor,
      transfer ? "ownership_transfer" : "role_change",
      "user",
      transfer
        ? `Transferred ownership to ${target.name}; ${actor.name} is now admin.${reason}`
        : `Changed ${target.name}'s role from ${target.role} to ${input.new_role}.${reason}`,
      target.id,
    );
  });
  return {
    message: transfer ? `Ownership transferred to ${target.name}` : `${target.name} is now ${input.new_role}`,
    user: { id: target.id, name: target.name, role: input.new_role },
  };
}

// ---- Family settings (§3) ----

// Settings are read by nearly every page and several times per request (issue 16): kept per family
// in memory, dropped by updateSettings (the only writer besides registration's insert) and all at
// once when another connection has committed (SQLite's data_version: a backup restore, an
// operator's sqlite3 shell), so a read never returns what the database no longer says.
const settingsCache = new Map<number, FamilySettings>();
let settingsSeen: { client: unknown; version: () => number; at: number } | undefined;

function dropStaleSettings(): void {
  const client = db().$client;
  if (settingsSeen?.client !== client) {
    const stmt = client.prepare("PRAGMA data_version").pluck();
    settingsSeen = { client, version: () => stmt.get() as number, at: -1 };
  }
  const version = settingsSeen.version();
  if (version !== settingsSeen.at) {
    settingsCache.clear();
    settingsSeen.at = version;
  }
}

export function getSettings(familyId: number): FamilySettings {
  dropStaleSettings();
  const cached = settingsCache.get(familyId);
  if (cached) return { ...cached };
  const settings = readSettings(familyId);
  if (settingsCache.size >= 20_000) settingsCache.clear();
  settingsCache.set(familyId, settings);
  return { ...settings };
}

const settingsOf = prepared((d) =>
  d.select().from(schema.familySettings).where(eq(schema.familySettings.familyId, sql.placeholder("familyId"))).prepare(),
);

function readSettings(familyId: number): FamilySettings {
  const s = schema.familySettings;
  const row = settingsOf().get({ familyId });
  const settings = row ?? db().insert(s).values({ familyId }).returning().get();
  return {
    allow_all_users_create_events: settings.allowAllUsersCreateEvents,
    allow_all_users_add_photos: settings.allowAllUsersAddPhotos,
    show_subscription_to_members: settings.showSubscriptionToMembers,
    show_daily_inspiration: settings.showDailyInspiration,
    enable_email_notifications: settings.enableEmailNotifications,
    time_zone: settings.timeZone,
  };
}

export function updateSettings(actor: Actor, raw: unknown): FamilySettings {
  if (!can(actor.role, "settings.manage")) throw forbidden();
  const current = getSettings(actor.familyId);
  const input = parseInput(settingsInput, { ...current, ...(raw as object) });
  db()
    .update(schema.familySettings)
    .set({
      allowAllUsersCreateEvents: input.allow_all_users_create_events,
      allowAllUsersAddPhotos: input.allow_all_users_add_photos,
      showSubscriptionToMembers: input.show_subscription_to_members,
      showDailyInspiration: input.show_daily_inspiration,
      enableEmailNotifications: input.enable_email_notifications,
      timeZone: input.time_zone,
    })
    .where(eq(schema.familySettings.familyId, actor.familyId))
    .run();
  settingsCache.delete(actor.familyId);
  const changed = (Object.keys(input) as (keyof FamilySettings)[])
    .filter((k) => input[k] !== current[k])
    .map((k) => `${k}: ${String(current[k])} → ${String(input[k])}`);
  if (changed.length > 0) recordAudit(actor, "settings_update", "family_settings", changed.join("; "));
  return input;
}
