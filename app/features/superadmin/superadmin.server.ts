// The super admin console (SPEC §2, §3, §5, §6, §7 Super admin): the only code in Kindred whose
// queries cross families. Every function takes a PlatformActor (see platform-actor.server.ts) and
// every change is written to the platform audit log (who, what, on whom, when).
import { and, desc, eq, gt, gte, inArray, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import { afterCommit, db, first, isPostgres, lockFamily, lockName, prepared, schema, withTransaction, type Tx, param, limitOf } from "~/lib/db.server";
import { HttpError, forbidden, notFound, parseInput } from "~/lib/http.server";
import { hashPassword } from "~/lib/crypto.server";
import { int } from "~/lib/inputs";
import { deleteUserSessions } from "~/lib/session.server";
import { withPageText } from "~/lib/page-text";
import { csvResponse, type CsvCell } from "~/lib/csv.server";
import { removeStored } from "~/lib/storage.server";
import { familyPhotoFiles } from "~/features/photos/photos.server";
import { familyLogoFile } from "~/features/plans/branding.server";
import { PLANS } from "~/features/plans/limits";
import type { Role, SubscriptionTier } from "../../../db/schema";
import type { PlatformActor } from "./platform-actor.server";
import { platformFeatureUsage } from "./feature-usage.server";
import {
  FAMILY_NAME_MAX,
  SA_MSG,
  emailChangeInput,
  familyNameInput,
  passwordResetInput,
  planInput,
  searchInput,
  suspendInput,
} from "./inputs";

const u = schema.users;
const f = schema.families;
const pa = schema.platformAuditLogs;

export const LIST_LIMIT = 100;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// ---- the platform audit log ----

type AuditTarget = { type: "user" | "family"; id: number; label: string };

/** Inside the caller's transaction (`tx`), or a one-statement transaction of its own. */
async function audit(actor: PlatformActor, action: string, target: AuditTarget, details: string, tx?: Tx) {
  const insert = (t: Tx) => t
    .insert(pa)
    .values({
      actorUserId: actor.userId,
      actorName: actor.name,
      actorEmail: actor.email,
      action,
      targetType: target.type,
      targetId: target.id,
      targetLabel: target.label,
      details,
    });
  await (tx ? insert(tx) : withTransaction(insert));
}

/** The family also sees, in its own audit log, what support changed for it. */
async function familyAudit(tx: Tx, actor: PlatformActor, familyId: number, action: string, targetType: string, details: string, targetId?: number) {
  await tx
    .insert(schema.auditLogs)
    .values({
      familyId,
      actorUserId: actor.userId,
      actorName: `${actor.name} (Kindred support)`,
      action,
      targetType,
      targetId: targetId === undefined ? null : String(targetId),
      details,
    });
}

export type PlatformAuditEntry = {
  id: number;
  actor_name: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: number;
  target_label: string;
  details: string;
  timestamp: string;
};

// ---- paging ----

const pageInput = (raw: { limit?: string | null; cursor?: string | null }, max = LIST_LIMIT) => {
  const limit = parseInput(int({ min: 1, max, fallback: max, message: `limit must be a whole number from 1 to ${max}` }), raw.limit ?? undefined);
  const cursor = raw.cursor ? parseInput(int({ min: 1, message: "cursor must be a positive id" }), raw.cursor) : null;
  return { limit, cursor };
};

/** Keyset paging, newest first: rows with id below the cursor; one extra row tells if there is more. */
function page<T extends { id: number }>(rows: T[], limit: number): { items: T[]; next_cursor: number | null } {
  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  return { items, next_cursor: more ? items[items.length - 1]!.id : null };
}

export async function listPlatformAudit(_actor: PlatformActor, raw: { limit?: string | null; cursor?: string | null } = {}) {
  const { limit, cursor } = pageInput(raw);
  const rows = await db()
    .select({
      id: pa.id,
      actor_name: pa.actorName,
      actor_email: pa.actorEmail,
      action: pa.action,
      target_type: pa.targetType,
      target_id: pa.targetId,
      target_label: pa.targetLabel,
      details: pa.details,
      timestamp: pa.createdAt,
    })
    .from(pa)
    .where(cursor ? lt(pa.id, cursor) : undefined)
    .orderBy(desc(pa.id))
    .limit(limitOf(limit + 1));
  const { items, next_cursor } = page(rows as PlatformAuditEntry[], limit);
  return { entries: items, next_cursor };
}

// ---- analytics ----

const RECENT_DAYS = 30;

/** GET /api/super-admin/analytics/overview: aggregates in SQL (a handful of COUNT/SUM queries). */
export async function analyticsOverview(_actor: PlatformActor) {
  const since = new Date(Date.now() - RECENT_DAYS * 24 * 3600 * 1000).toISOString();
  // Two index-only counts (users_created_idx), not one pass over every user row.
  const [total, recent, tiers, featureUsage] = await Promise.all([
    first(db().select({ n: sql<number>`count(*)` }).from(u)),
    first(db().select({ n: sql<number>`count(*)` }).from(u).where(gte(u.createdAt, since))),
    db()
    .select({
      tier: f.subscriptionTier,
      n: sql<number>`count(*)`,
      mrr: sql<number>`coalesce(sum(case when ${f.subscriptionStatus} = 'active' then ${f.monthlyPriceCents} else 0 end), 0)`,
    })
    .from(f)
    .groupBy(f.subscriptionTier),
    platformFeatureUsage(),
  ]);
  const users = { total: total!.n, recent: recent!.n };
  const byTier: Record<SubscriptionTier, number> = { free: 0, small_family: 0, medium_family: 0 };
  let mrrCents = 0;
  for (const t of tiers) {
    byTier[t.tier] = t.n;
    if (t.tier !== "free") mrrCents += t.mrr;
  }
  const families = byTier.free + byTier.small_family + byTier.medium_family;
  const paid = byTier.small_family + byTier.medium_family;
  return {
    users: { total: users.total, recent_30_days: users.recent },
    families: { total: families, average_size: families === 0 ? 0 : Math.round((users.total / families) * 10) / 10 },
    subscriptions: {
      total_mrr: mrrCents / 100,
      conversion_rate: families === 0 ? 0 : Math.round((paid / families) * 1000) / 10,
      free: byTier.free,
      small_family: byTier.small_family,
      medium_family: byTier.medium_family,
    },
    feature_usage: featureUsage,
  };
}

// ---- users ----

export type PlatformUser = {
  id: number;
  name: string;
  email: string;
  role: Role;
  family_id: number;
  family_name: string;
  subscription_tier: SubscriptionTier;
  created_at: string;
  suspended_at: string | null;
  suspended_reason: string | null;
};

const userColumns = {
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  family_id: u.familyId,
  family_name: f.name,
  subscription_tier: f.subscriptionTier,
  created_at: u.createdAt,
  suspended_at: u.suspendedAt,
  suspended_reason: u.suspendedReason,
};

/** GET /api/super-admin/users/all: newest first, up to 100 a page, `next_cursor` for the next page. */
export async function listUsers(_actor: PlatformActor, raw: { limit?: string | null; cursor?: string | null } = {}) {
  const { limit, cursor } = pageInput(raw);
  const rows = await db()
    .select(userColumns)
    .from(u)
    .innerJoin(f, eq(f.id, u.familyId))
    .where(cursor ? lt(u.id, cursor) : undefined)
    .orderBy(desc(u.id))
    .limit(limitOf(limit + 1));
  const { items, next_cursor } = page(rows, limit);
  return { users: items, next_cursor };
}

function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /api/super-admin/users/search?query=: name, email or family name, case-insensitive
 * (LIKE folds ASCII case; emails are stored lowercased), at least 2 characters, at most 100
 * results, newest first.
 */
export async function searchUsers(_actor: PlatformActor, raw: unknown) {
  const { query } = parseInput(searchInput, { query: raw });
  const pattern = likePattern(query);
  // SQLite's LIKE folds ASCII case; PostgreSQL's ILIKE does the same with the "C" collation.
  const op = sql.raw(isPostgres() ? "ilike" : "like");
  const like = (col: typeof u.name | typeof u.email | typeof f.name) => sql`${col} ${op} ${pattern} escape '\\'`;
  // One pass over users (newest first, stopping at 100 matches); family names are matched once
  // in the small families table.
  const users = await db()
    .select(userColumns)
    .from(u)
    .innerJoin(f, eq(f.id, u.familyId))
    .where(sql`(${like(u.name)} or ${like(u.email)} or users.family_id in (select s.id from families s where s.name ${op} ${pattern} escape '\\'))`)
    .orderBy(desc(u.id))
    .limit(limitOf(LIST_LIMIT));
  return { users, count: users.length };
}

export async function getPlatformUser(_actor: PlatformActor, userId: number): Promise<PlatformUser> {
  const row = await first(db().select(userColumns).from(u).innerJoin(f, eq(f.id, u.familyId)).where(eq(u.id, userId)).limit(1));
  if (!row) throw notFound(SA_MSG.userNotFound);
  return row;
}

const ROLE_RANK = sql`case ${u.role} when 'admin' then 0 when 'member' then 1 when 'guest' then 2 else 3 end`;

/** Who becomes owner when `userId` (an owner) leaves: the longest-standing admin, else member, else guest. */
function successorOf(familyId: number, userId: number) {
  return first(db()
    .select({ id: u.id, name: u.name, role: u.role })
    .from(u)
    .where(and(eq(u.familyId, familyId), ne(u.id, userId), inArray(u.role, ["admin", "member", "guest"])))
    .orderBy(ROLE_RANK, u.createdAt, u.id)
    .limit(1));
}

async function familyMemberCount(familyId: number): Promise<number> {
  return (await first(db().select({ n: sql<number>`count(*)` }).from(u).where(eq(u.familyId, familyId))))!.n;
}

/**
 * What deleting this user would do, for the confirmation dialog. Reads with `db()`: called inside
 * the deleting transaction, it reads with that transaction (the successor and the "last person"
 * check are decided under the writer lock, together with the delete).
 */
export async function deletionPreview(actor: PlatformActor, userId: number) {
  const user = await getPlatformUser(actor, userId);
  const remaining = (await familyMemberCount(user.family_id)) - 1;
  const successor = user.role === "owner" && remaining > 0 ? await successorOf(user.family_id, user.id) : undefined;
  return {
    user,
    deletable: user.role !== "super_admin",
    deletes_family: remaining === 0,
    new_owner: successor ? { id: successor.id, name: successor.name } : null,
  };
}

/** PUT /api/super-admin/users/{id}/email {new_email}: 400 blank/unchanged, 409 taken. */
export async function changeUserEmail(actor: PlatformActor, userId: number, raw: unknown) {
  const { new_email } = parseInput(emailChangeInput, raw);
  // The checks run in the transaction that writes: two changes to the same address cannot both pass.
  const user = await withTransaction(async (tx) => {
    const user = await getPlatformUser(actor, userId);
    if (new_email === user.email) throw new HttpError(400, SA_MSG.newEmail, [{ field: "new_email", message: SA_MSG.newEmail }]);
    if (!EMAIL_SHAPE.test(new_email)) throw new HttpError(400, SA_MSG.validEmail, [{ field: "new_email", message: SA_MSG.validEmail }]);
    await lockName(tx, `email:${new_email}`);
    const taken = await first(tx.select({ id: u.id }).from(u).where(eq(u.email, new_email)).limit(1));
    if (taken) throw new HttpError(409, SA_MSG.emailTaken, [{ field: "new_email", message: SA_MSG.emailTaken }]);
    await tx
      .update(u)
      .set({ email: new_email, username: new_email.split("@")[0]! })
      .where(eq(u.id, userId));
    await audit(actor, "change_email", { type: "user", id: userId, label: user.name }, `Email changed from ${user.email} to ${new_email}`, tx);
    return user;
  });
  return withPageText({ message: `Email updated for ${user.name}`, email: new_email }, { id: "Email updated for {name}", values: { name: user.name } });
}

/** PUT /api/super-admin/users/{id}/password {new_password}: the user is signed out everywhere. */
export async function resetUserPassword(actor: PlatformActor, userId: number, raw: unknown) {
  const { new_password } = parseInput(passwordResetInput, raw);
  const user = await getPlatformUser(actor, userId);
  // Hashed before the transaction: the writer lock is never held across the (slow) hash.
  const passwordHash = await hashPassword(new_password);
  const now = new Date().toISOString();
  await withTransaction(async (tx) => {
    await tx.update(u).set({ passwordHash }).where(eq(u.id, userId));
    // Outstanding reset links stop working too.
    const t = schema.passwordResetTokens;
    await tx.update(t).set({ usedAt: now }).where(and(eq(t.userId, userId), isNull(t.usedAt)));
    await audit(actor, "reset_password", { type: "user", id: userId, label: user.name }, `Password reset for ${user.email}; signed out everywhere`, tx);
  });
  // Everyone signed in as this user is signed out (the super admin keeps the session they use).
  await deleteUserSessions(userId, userId === actor.userId ? actor.sessionId : undefined);
  return withPageText({ message: `Password updated for ${user.name}` }, { id: "Password updated for {name}", values: { name: user.name } });
}

/**
 * DELETE /api/super-admin/users/{id}: never a super_admin (403). An owner's family passes to the
 * longest-standing admin, else member, else guest; the last person's family is deleted with all
 * its data (every family table cascades from families.id) and its stored files (photos, logo).
 */
export async function deleteUser(actor: PlatformActor, userId: number) {
  // Who inherits, and whether this is the family's last person, are decided in the transaction
  // that deletes (under the writer lock: a member joining or leaving meanwhile is not missed).
  let removal: Promise<void> | undefined;
  const preview = await withTransaction(async (tx) => {
    // Two deletions in one family run one after the other (PostgreSQL: the family row's lock).
    const member = await first(tx.select({ familyId: u.familyId }).from(u).where(eq(u.id, userId)).limit(1));
    if (member) await lockFamily(tx, member.familyId);
    const preview = await deletionPreview(actor, userId);
    const { user } = preview;
    if (!preview.deletable) throw forbidden(SA_MSG.superAdminDelete);
    let details: string;
    if (preview.deletes_family) {
      // The family's files (photos, logo): listed in the same transaction that deletes its rows
      // (so a photo added meanwhile is not missed), removed from storage once the delete is committed.
      const files = [...(await familyPhotoFiles(user.family_id)), await familyLogoFile(user.family_id)];
      await tx.delete(f).where(eq(f.id, user.family_id));
      afterCommit(() => {
        removal = removeStored(files); // best effort, never throws
      });
      details = `Deleted ${user.email}, the last person of family "${user.family_name}" (#${user.family_id}): the family and its data were deleted`;
    } else {
      details = `Deleted ${user.email} (${user.role}) of family "${user.family_name}" (#${user.family_id})`;
      if (preview.new_owner) {
        await tx.update(u).set({ role: "owner" }).where(eq(u.id, preview.new_owner.id));
        details += `; ownership passed to ${preview.new_owner.name}`;
        await familyAudit(tx, actor, user.family_id, "ownership_transfer", "user", `Ownership passed to ${preview.new_owner.name} after ${user.name}'s account was deleted`, preview.new_owner.id);
      }
      await familyAudit(tx, actor, user.family_id, "delete_user", "user", `Deleted the account of ${user.name}`, user.id);
      await tx.delete(u).where(eq(u.id, userId));
    }
    await audit(actor, "delete_user", { type: "user", id: userId, label: user.name }, details, tx);
    return preview;
  });
  // Committed: the files are being removed (awaited, so they are gone when the answer is sent).
  await removal;
  const { user } = preview;
  const result = {
    message: preview.deletes_family ? `User deleted; family "${user.family_name}" was deleted with them` : "User deleted successfully",
    family_deleted: preview.deletes_family,
    new_owner: preview.new_owner,
  };
  return preview.deletes_family ? withPageText(result, { id: 'User deleted; family "{family}" was deleted with them', values: { family: user.family_name } }) : result;
}

/** PUT /api/super-admin/users/{id}/suspended {suspended, reason}: never a super_admin. */
export async function setUserSuspended(actor: PlatformActor, userId: number, raw: unknown) {
  const { suspended, reason } = parseInput(suspendInput, raw);
  const user = await getPlatformUser(actor, userId);
  if (user.role === "super_admin") throw forbidden(SA_MSG.superAdminSuspend);
  await withTransaction(async (tx) => {
    await tx
      .update(u)
      .set(suspended ? { suspendedAt: new Date().toISOString(), suspendedReason: reason || null } : { suspendedAt: null, suspendedReason: null })
      .where(eq(u.id, userId));
    await audit(
      actor,
      suspended ? "suspend_user" : "restore_user",
      { type: "user", id: userId, label: user.name },
      suspended ? `Suspended ${user.email}${reason ? `: ${reason}` : ""}` : `Restored ${user.email}`,
      tx,
    );
  });
  // Its sessions end at once (lookupActor also ignores the sessions of a suspended account).
  if (suspended) await deleteUserSessions(userId);
  return withPageText(
    { message: suspended ? `${user.name} is suspended` : `${user.name} is restored`, suspended },
    { id: suspended ? "{name} is suspended" : "{name} is restored", values: { name: user.name } },
  );
}

// ---- families ----

export type PlatformFamily = {
  id: number;
  name: string;
  family_code: string;
  member_count: number;
  actual_member_count: number;
  subscription_tier: SubscriptionTier;
  subscription_status: string;
  created_at: string;
  owner: { name: string; email: string } | null;
};


/**
 * GET /api/super-admin/families/list: newest first, up to 100 a page. Kindred stores no member
 * counter that could drift, so `member_count` and `actual_member_count` are both the counted
 * accounts (kept as two fields for the §3 shape).
 */
export async function listFamilies(_actor: PlatformActor, raw: { limit?: string | null; cursor?: string | null } = {}) {
  const { limit, cursor } = pageInput(raw);
  const rows = await familyRows(cursor ? lt(f.id, cursor) : undefined, limit + 1);
  const { items, next_cursor } = page(rows, limit);
  return { families: items, next_cursor };
}

async function familyRows(where: SQL | undefined, limit: number): Promise<PlatformFamily[]> {
  const rows = await db()
    .select({
      id: f.id,
      name: f.name,
      family_code: f.familyCode,
      subscription_tier: f.subscriptionTier,
      subscription_status: f.subscriptionStatus,
      created_at: f.createdAt,
      // Correlated subqueries on users_family_idx, written out in full: drizzle leaves columns
      // unqualified in a single-table select, which would bind them to the inner table.
      count: sql<number>`(select count(*) from users m where m.family_id = families.id)`,
      owner_name: sql<string | null>`(select o.name from users o where o.family_id = families.id and o.role = 'owner' order by o.id limit 1)`,
      owner_email: sql<string | null>`(select o.email from users o where o.family_id = families.id and o.role = 'owner' order by o.id limit 1)`,
    })
    .from(f)
    .where(where)
    .orderBy(desc(f.id))
    .limit(limitOf(limit));
  return rows.map(({ count, owner_name, owner_email, ...r }) => ({
    ...r,
    member_count: count,
    actual_member_count: count,
    owner: owner_name !== null && owner_email !== null ? { name: owner_name, email: owner_email } : null,
  }));
}

export async function getPlatformFamily(_actor: PlatformActor, familyId: number): Promise<PlatformFamily> {
  const row = (await familyRows(eq(f.id, familyId), 1))[0];
  if (!row) throw notFound(SA_MSG.familyNotFound);
  return row;
}

/** PUT /api/super-admin/families/{id}/name {new_name}: non-empty, different, at most 50. */
export async function renameFamily(actor: PlatformActor, familyId: number, raw: unknown) {
  const { new_name } = parseInput(familyNameInput, raw);
  await withTransaction(async (tx) => {
    // Read in the transaction that writes, so the audit's "from" is the name it replaced.
    const family = await getPlatformFamily(actor, familyId);
    if (new_name === family.name) throw new HttpError(400, SA_MSG.differentName, [{ field: "new_name", message: SA_MSG.differentName }]);
    await tx.update(f).set({ name: new_name }).where(eq(f.id, familyId));
    await audit(actor, "rename_family", { type: "family", id: familyId, label: new_name }, `Renamed from "${family.name}" to "${new_name}"`, tx);
    await familyAudit(tx, actor, familyId, "rename_family", "family", `Family renamed from "${family.name}" to "${new_name}"`, familyId);
  });
  return withPageText({ message: `Family renamed to ${new_name}`, name: new_name }, { id: "Family renamed to {name}", values: { name: new_name } });
}

/**
 * PUT /api/super-admin/families/{id}/plan {tier}: the plan without payment (servers that do not
 * charge, support). Nothing is charged, so the family's monthly price is 0 and it adds nothing to
 * the MRR; a subscription at the payment provider, if any, is not touched.
 */
export async function setFamilyPlanWithoutPayment(actor: PlatformActor, familyId: number, raw: unknown) {
  const { tier } = parseInput(planInput, raw);
  const family = await withTransaction(async (tx) => {
    // Read in the transaction that writes, so the audit's "from" is the plan it replaced.
    const family = await getPlatformFamily(actor, familyId);
    await tx.update(f).set({ subscriptionTier: tier, subscriptionStatus: "active", monthlyPriceCents: 0 }).where(eq(f.id, familyId));
    const change = `Plan set from ${PLANS[family.subscription_tier].label} to ${PLANS[tier].label} without payment`;
    await audit(actor, "set_plan", { type: "family", id: familyId, label: family.name }, change, tx);
    await familyAudit(tx, actor, familyId, "set_plan", "subscription", change, familyId);
    return family;
  });
  // The plan's name in the page's language: one message per plan (the names are the catalogue's).
  return withPageText(
    { message: `Plan of ${family.name} set to ${PLANS[tier].label}`, subscription_tier: tier },
    { id: "Plan of {family} set to {tier, select, free {Free} small_family {Small Family} medium_family {Large Family} other {{plan}}}", values: { family: family.name, tier, plan: PLANS[tier].label } },
  );
}

// ---- CSV export ----

const EXPORT_PAGE = 1000;
const EXPORT_CHUNK_BYTES = 64 * 1024;

const exportPage = prepared((d) =>
  d
    .select({ id: u.id, name: u.name, email: u.email, role: u.role, family: f.name, plan: f.subscriptionTier, joined: u.createdAt })
    .from(u)
    .innerJoin(f, eq(f.id, u.familyId))
    .where(gt(u.id, param("after")))
    .orderBy(u.id)
    .limit(limitOf(EXPORT_PAGE))
    .prepare(),
);

/**
 * Every user, read 1,000 at a time by id (keyset) on the reader connection, so memory stays flat
 * on any platform size (each page is one awaited read; no transaction is held while streaming).
 */
export async function* exportUserRows(_actor: PlatformActor): AsyncGenerator<CsvCell[]> {
  let after = 0;
  for (;;) {
    const rows = await exportPage.all({ after });
    // In the header's order: id, name, email, role, family, plan, joined.
    for (const r of rows) yield [r.id, r.name, r.email, r.role, r.family, r.plan, r.joined];
    if (rows.length < EXPORT_PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

export const EXPORT_HEADER = ["id", "name", "email", "role", "family", "plan", "joined"];

/**
 * csv-stringify emits one small chunk per row; written to the socket one by one, 100k rows cost
 * 100k writes. Chunks are gathered into ~64 KB writes (still streamed, memory stays flat).
 */
function coalesce(body: ReadableStream<Uint8Array>, size = EXPORT_CHUNK_BYTES): ReadableStream<Uint8Array> {
  let parts: Uint8Array[] = [];
  let held = 0;
  const flush = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (held === 0) return;
    const out = new Uint8Array(held);
    let offset = 0;
    for (const p of parts) {
      out.set(p, offset);
      offset += p.byteLength;
    }
    controller.enqueue(out);
    parts = [];
    held = 0;
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        parts.push(chunk);
        held += chunk.byteLength;
        if (held >= size) flush(controller);
      },
      flush,
    }),
  );
}

/** GET /api/super-admin/export/users: `users-YYYY-MM-DD.csv`, streamed. */
export async function exportUsersCsv(actor: PlatformActor): Promise<Response> {
  await audit(actor, "export_users", { type: "user", id: 0, label: "all users" }, "Exported every user as CSV");
  const csv = csvResponse(`users-${new Date().toISOString().slice(0, 10)}.csv`, EXPORT_HEADER, exportUserRows(actor));
  return new Response(coalesce(csv.body!), { status: csv.status, headers: csv.headers });
}

export { FAMILY_NAME_MAX, SA_MSG };
