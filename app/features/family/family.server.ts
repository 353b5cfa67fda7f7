// The family group: code and invite lookups, accounts and roles, settings, invite stats.
import { and, eq, sql } from "drizzle-orm";
import { afterCommit, broughtAlong, changes, db, externalChangeVersion, first, insideTransaction, prepared, queryAll, schema, withTransaction, type Tx, param } from "~/lib/db.server";
import { keptRows } from "~/lib/family-cache.server";
import { HttpError, forbidden, notFound, parseInput } from "~/lib/http.server";
import { found, idInFamily } from "~/lib/family-scope.server";
import { LIMITS, hit } from "~/lib/rate-limit.server";
import { recordAudit } from "~/lib/audit.server";
import { oncePerRequest, requestReadKey } from "~/lib/request-context.server";
import { getFamily } from "./family-row.server";
import { can, type Role } from "~/lib/permissions";
import type { Actor } from "~/lib/session.server";
import { withPageText } from "~/lib/page-text";
import { PLANS, withinLimit } from "~/features/plans/limits";
import { shownBranding } from "~/features/plans/branding.server";
import { roleChangeInput, settingsInput, type FamilySettings } from "./inputs";

export { getFamily };

/**
 * The role change's messages with the role word translated on a page (issue 40); the English
 * output is the role's name as the /api has always written it ("Ana is now admin").
 */
const ROLE_TEXT = {
  now: (name: string, role: string) => ({ id: "{name} is now {role, select, owner {owner} admin {admin} member {member} guest {guest} other {{role}}}", values: { name, role } }),
  already: (name: string, role: string) => ({
    id: "{name} is already {role, select, owner {owner} admin {admin} member {member} guest {guest} other {{role}}}",
    values: { name, role },
  }),
};

export const INVITE_NOT_FOUND =
  "Invalid invite link. Please check the link or contact the family member who shared it.";

// Read by the invite page and the family's details on every visit: prepared once (issue 37).
const membersOf = prepared((d) =>
  d
    .select({ n: sql<number>`count(*)` })
    .from(schema.users)
    .where(eq(schema.users.familyId, param("familyId")))
    .prepare(),
);

export async function countMembers(familyId: number): Promise<number> {
  return (await membersOf.one({ familyId }))?.n ?? 0;
}

async function familyByCode(code: string) {
  const normalized = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{6,8}$/.test(normalized)) return undefined;
  return first(db().select().from(schema.families).where(eq(schema.families.familyCode, normalized)).limit(1));
}

/** GET /api/family-code/{code}: public, rate limited. */
export async function lookupFamilyCode(code: string, ip: string) {
  await hit(LIMITS.lookupPerIp, ip);
  const family = await familyByCode(code);
  if (!family) throw notFound("Invalid family code");
  const memberCount = await countMembers(family.id);
  return {
    name: family.name,
    member_count: memberCount,
    subscription_tier: family.subscriptionTier,
    can_join: withinLimit(PLANS[family.subscriptionTier].limits.members, memberCount),
  };
}

/** GET /api/invite/{code}: public, rate limited. */
export async function inviteInfo(code: string, ip: string) {
  await hit(LIMITS.lookupPerIp, ip);
  const family = await familyByCode(code);
  if (!family) throw notFound(INVITE_NOT_FOUND);
  return {
    family_name: family.name,
    description: family.description,
    member_count: await countMembers(family.id),
    // Large Family's custom branding (null on other plans, or when none is set).
    branding: await shownBranding(family),
  };
}

const RECENT_DAYS = 7;

// The ten newest joins and, on each row, the family's totals (window aggregates run over every
// join of the family before the limit): one statement, one round trip on PostgreSQL.
const INVITE_STATS_SQL = `select user_name, joined_at, count(*) over () as total, sum(case when joined_at >= +? then 1 else 0 end) over () as recent
  from invite_joins where family_id = +? order by joined_at desc limit 10`;

/** §3 Invite stats, for owner and admin of that family only. */
export async function inviteStats(actor: Actor, code: string) {
  const family = await familyByCode(code);
  if (!family || family.id !== actor.familyId) throw notFound("Family group not found");
  return ownInviteStats(actor);
}

/** The same for the actor's own family (the Plan tab: no lookup by code). */
export async function ownInviteStats(actor: Actor) {
  if (!can(actor.role, "inviteStats.view")) throw forbidden();
  const since = new Date(Date.now() - RECENT_DAYS * 24 * 3600 * 1000).toISOString();
  // A raw hot read (decision record 122): the Plan tab shows these on every visit.
  const rows = await queryAll<{ user_name: string; joined_at: string; total: number | string; recent: number | string | null }>(INVITE_STATS_SQL, since, actor.familyId);
  const total = Number(rows[0]?.total ?? 0);
  const recent = Number(rows[0]?.recent ?? 0);
  const recentJoins = rows.map(({ user_name, joined_at }) => ({ user_name, joined_at }));
  return { total_invite_joins: total, recent_invite_joins: recent, recent_joins: recentJoins };
}

/** §3 Family group for the signed-in user's family. */
export async function familyGroup(actor: Actor, memberCount?: number) {
  const family = await getFamily(actor.familyId);
  const plan = PLANS[family.subscriptionTier];
  return {
    id: family.id,
    name: family.name,
    family_code: family.familyCode,
    description: family.description,
    subscription_tier: family.subscriptionTier,
    subscription_status: family.subscriptionStatus,
    monthly_price: family.monthlyPriceCents / 100,
    member_count: memberCount ?? (await countMembers(family.id)),
    features: { unlimited_photos: plan.limits.photos === -1, unlimited_events: plan.limits.events === -1 },
  };
}

export type FamilyAccount = { id: number; name: string; email: string; role: Role; created_at: string };

/** The family's accounts (not the directory). Every member of the family may read it. */
export async function listFamilyAccounts(actor: Actor): Promise<FamilyAccount[]> {
  // Kept per family (record 278): the users' trigger moves the version with these columns.
  return (await keptRows(actor.familyId, "accounts", Date.now(), async () => ({ rows: await accountsOf.all({ familyId: actor.familyId }) }))).rows;
}

// Read on the tabs that name the family's accounts, on every visit: prepared once (issue 37).
const accountsOf = prepared((d) => {
  const u = schema.users;
  return d
    .select({ id: u.id, name: u.name, email: u.email, role: u.role, created_at: u.createdAt })
    .from(u)
    .where(eq(u.familyId, param("familyId")))
    .orderBy(u.createdAt, u.id)
    .prepare();
});

/**
 * §4/§6 role change: the owner option only for an owner (and it transfers ownership: the
 * previous owner becomes an admin); an admin cannot act on an owner; nobody acts on themselves.
 * The checks (on the target's and the actor's roles as they are now, read in the transaction),
 * the change, the demotion and the audit entry are one transaction, so two racing requests can
 * never leave a family with no owner or two owners: the second one sees the first one's result.
 * Each update still only applies to the role it was checked against (a 409 otherwise).
 */
export async function changeRole(actor: Actor, targetUserId: number, raw: unknown) {
  const u = schema.users;
  const stale = () => new HttpError(409, "The family changed in the meantime. Please reload and try again.");
  return withTransaction(async (tx) => {
    const target = found(await first(tx.select().from(u).where(idInFamily(u, targetUserId, actor.familyId)).limit(1)), "Member not found");
    // The actor's role now: when it is no longer the one their request was let in with (a
    // transfer made them an admin since their session was read), nothing changes (409).
    const actorRole = await currentRole(tx, actor);
    if (actorRole !== actor.role) throw stale();
    if (!can(actorRole, "member.changeRole")) throw forbidden("You do not have permission to change roles");
    if (target.id === actor.userId) throw forbidden("You cannot change your own role");
    if (target.role === "owner" && actorRole !== "owner") {
      throw forbidden("Permission Denied: an admin cannot change an owner's role");
    }
    if (target.role === "super_admin") throw forbidden("A super admin's role cannot be changed here");
    const input = parseInput(roleChangeInput, raw);
    if (input.new_role === "owner" && !can(actorRole, "member.assignOwner")) {
      throw forbidden("Only the owner can transfer ownership");
    }
    if (target.role === input.new_role) throw new HttpError(400, `${target.name} is already ${input.new_role}`, [], {}, ROLE_TEXT.already(target.name, input.new_role));

    const transfer = input.new_role === "owner";
    const reason = input.reason ? ` Reason: ${input.reason}` : "";
    if (transfer) {
      const demoted = await changes(
        tx
          .update(u)
          .set({ role: "admin" })
          .where(and(eq(u.id, actor.userId), eq(u.familyId, actor.familyId), eq(u.role, "owner"))),
      );
      if (demoted !== 1) throw stale();
    }
    const changed = await changes(
      tx
        .update(u)
        .set({ role: input.new_role })
        .where(and(eq(u.id, target.id), eq(u.familyId, actor.familyId), eq(u.role, target.role))),
    );
    if (changed !== 1) throw stale();
    await recordAudit(
      actor,
      transfer ? "ownership_transfer" : "role_change",
      "user",
      transfer
        ? `Transferred ownership to ${target.name}; ${actor.name} is now admin.${reason}`
        : `Changed ${target.name}'s role from ${target.role} to ${input.new_role}.${reason}`,
      target.id,
    );
    return withPageText(
      {
        message: transfer ? `Ownership transferred to ${target.name}` : `${target.name} is now ${input.new_role}`,
        user: { id: target.id, name: target.name, role: input.new_role },
      },
      transfer ? { id: "Ownership transferred to {name}", values: { name: target.name } } : ROLE_TEXT.now(target.name, input.new_role),
    );
  });
}

/** The actor's role as the database says now (inside a transaction: as of its start), or undefined. */
export async function currentRole(tx: Tx, actor: Pick<Actor, "userId" | "familyId">): Promise<Role | undefined> {
  const u = schema.users;
  const row = await first(tx.select({ role: u.role }).from(u).where(idInFamily(u, actor.userId, actor.familyId)).limit(1));
  return row?.role;
}

// ---- Family settings (§3) ----

// Settings are read by nearly every page and several times per request (issue 16): kept per family
// in memory. updateSettings (the only writer besides registration's insert and the first read's
// default row) drops the family's entry once its transaction has committed; everything is dropped
// when another process has committed to the database (externalChangeVersion: a backup restore, an
// operator's sqlite3 shell), so a read never returns what the database no longer says. Inside a
// transaction the cache is not used at all: that transaction may have changed the row, or may
// still roll back.
const settingsCache = new Map<number, FamilySettings>();
let settingsVersion: number | undefined;
/** Counts invalidations: a read that started before one does not put its (older) row in the cache. */
let settingsGeneration = 0;

/** After this process's own committed change (the request's reads are dropped by the commit itself). */
function dropSettings(familyId: number): void {
  settingsGeneration += 1;
  settingsCache.delete(familyId);
}

async function dropStaleSettings(): Promise<void> {
  const version = await externalChangeVersion();
  if (version !== settingsVersion) {
    // What this process keeps is dropped; a request keeps what it has read (or is reading: on
    // PostgreSQL the version changes at every call, and dropping the request's reads here made
    // Home read the settings five times).
    settingsGeneration += 1;
    settingsCache.clear();
    settingsVersion = version;
  }
}

export async function getSettings(familyId: number): Promise<FamilySettings> {
  if (insideTransaction()) return readSettings(familyId);
  // A page reads its family's settings several times (the shell, the cards, the dates), some of them
  // at once: within one request the first read stands, also for those already waiting, until the
  // request commits a change (oncePerRequest). On PostgreSQL, where the shared cache is never
  // trusted, this saves a query per later read.
  return { ...(await oncePerRequest(`settings:${familyId}`, () => cachedSettings(familyId))) };
}

async function cachedSettings(familyId: number): Promise<FamilySettings> {
  await dropStaleSettings();
  let settings = settingsCache.get(familyId);
  if (!settings) {
    const generation = settingsGeneration;
    settings = await readSettings(familyId);
    if (generation === settingsGeneration) {
      if (settingsCache.size >= 20_000) settingsCache.clear();
      settingsCache.set(familyId, settings);
    }
  }
  return settings;
}

const settingsOf = prepared((d) =>
  d.select().from(schema.familySettings).where(eq(schema.familySettings.familyId, param("familyId"))).prepare(),
);

/**
 * The family's settings row (db(): the transaction's, inside one). A family created before the
 * settings existed gets the default row on its first read: inserted in a transaction, where two
 * first reads at once both end up with the one row (the second insert does nothing).
 */
async function readSettings(familyId: number): Promise<FamilySettings> {
  const s = schema.familySettings;
  // On PostgreSQL a page's session statement brings the row along (decision record 275).
  const brought = broughtAlong<typeof schema.familySettings.$inferSelect>(requestReadKey.settingsRow(familyId));
  const settings =
    (brought && (await brought)) ??
    (await settingsOf.one({ familyId })) ??
    (await withTransaction(async (tx) => {
      await tx.insert(s).values({ familyId }).onConflictDoNothing();
      return first(tx.select().from(s).where(eq(s.familyId, familyId)).limit(1));
    }));
  if (!settings) throw notFound("Family group not found");
  return {
    allow_all_users_create_events: settings.allowAllUsersCreateEvents,
    allow_all_users_add_photos: settings.allowAllUsersAddPhotos,
    show_subscription_to_members: settings.showSubscriptionToMembers,
    show_daily_inspiration: settings.showDailyInspiration,
    enable_email_notifications: settings.enableEmailNotifications,
    admins_can_export: settings.adminsCanExport,
    remember_in_birthdays: settings.rememberInBirthdays,
    time_zone: settings.timeZone,
    event_reminders: settings.eventReminders,
    digest_day: settings.digestDay,
    digest_hour: settings.digestHour,
    language: settings.language as FamilySettings["language"],
  };
}

export async function updateSettings(actor: Actor, raw: unknown): Promise<FamilySettings> {
  if (!can(actor.role, "settings.manage")) throw forbidden();
  return withTransaction(async (tx) => {
    // Read in the transaction: the change and its audit line are against what is stored now.
    const current = await readSettings(actor.familyId);
    const input = parseInput(settingsInput, { ...current, ...(raw as object) });
    // Who may export the whole family is the owner's choice (issue 29).
    if (input.admins_can_export !== current.admins_can_export && actor.role !== "owner") {
      throw forbidden("Only the owner can choose whether admins may export the family");
    }
    await tx
      .update(schema.familySettings)
      .set({
        allowAllUsersCreateEvents: input.allow_all_users_create_events,
        allowAllUsersAddPhotos: input.allow_all_users_add_photos,
        showSubscriptionToMembers: input.show_subscription_to_members,
        showDailyInspiration: input.show_daily_inspiration,
        enableEmailNotifications: input.enable_email_notifications,
        adminsCanExport: input.admins_can_export,
        rememberInBirthdays: input.remember_in_birthdays,
        timeZone: input.time_zone,
        eventReminders: input.event_reminders,
        digestDay: input.digest_day,
        digestHour: input.digest_hour,
        language: input.language,
      })
      .where(eq(schema.familySettings.familyId, actor.familyId));
    afterCommit(() => dropSettings(actor.familyId));
    const changed = (Object.keys(input) as (keyof FamilySettings)[])
      .filter((k) => input[k] !== current[k])
      .map((k) => `${k}: ${String(current[k])} → ${String(input[k])}`);
    if (changed.length > 0) await recordAudit(actor, "settings_update", "family_settings", changed.join("; "));
    return input;
  });
}
