// Members and roles on the Admin tab: the family's accounts with recent signups, and removal.
// Role changes and ownership transfer are `changeRole` in features/family (one rule set for the
// page and `POST /api/family/members/{id}/role`).
import { and, eq } from "drizzle-orm";
import { changes, first, prepared, schema, withTransaction, param } from "~/lib/db.server";
import { keptRows } from "~/lib/family-cache.server";
import { HttpError, badRequest, forbidden, parseInput } from "~/lib/http.server";
import { found, idInFamily } from "~/lib/family-scope.server";
import { recordAudit } from "~/lib/audit.server";
import { authorize } from "~/lib/guard.server";
import { can, roleLabel, type Role } from "~/lib/permissions";
import type { Actor } from "~/lib/session.server";
import { withPageText } from "~/lib/page-text";
import { currentRole } from "~/features/family/family.server";
import { ADMIN_MSG, removalInput } from "./inputs";

/** §9: "Recent signups" are the accounts created in the last 7 days. */
export const RECENT_SIGNUP_DAYS = 7;

export type MemberRow = { id: number; name: string; email: string; role: Role; created_at: string; via_invite: boolean };

/**
 * Every account of the family (oldest first) and the recent signups (newest first), with whether
 * each came through an invite link: one query, whatever the family's size.
 */
// The Admin tab reads it on every visit: prepared once (issue 16).
const membersWithInvites = prepared((d) => {
  const u = schema.users;
  const j = schema.inviteJoins;
  return d
    .select({ id: u.id, name: u.name, email: u.email, role: u.role, created_at: u.createdAt, invite_id: j.id })
    .from(u)
    .leftJoin(j, and(eq(j.userId, u.id), eq(j.familyId, u.familyId)))
    .where(eq(u.familyId, param("familyId")))
    .orderBy(u.createdAt, u.id)
    .prepare();
});

export async function listMembersWithSignups(actor: Actor, now = new Date()): Promise<{ members: MemberRow[]; recent: MemberRow[] }> {
  authorize(actor, "tab.admin");
  // Kept per family while its accounts and invite joins are unchanged (decision record 272).
  const rows = await keptRows(actor.familyId, "admin:members", now.getTime(), () => membersWithInvites.all({ familyId: actor.familyId }));
  const byId = new Map<number, MemberRow>();
  for (const { invite_id, ...r } of rows) {
    const seen = byId.get(r.id);
    if (seen) seen.via_invite ||= invite_id !== null;
    else byId.set(r.id, { ...r, via_invite: invite_id !== null });
  }
  const members = [...byId.values()];
  const since = new Date(now.getTime() - RECENT_SIGNUP_DAYS * 24 * 3600 * 1000).toISOString();
  const recent = members.filter((m) => m.created_at >= since).reverse();
  return { members, recent };
}

/** What the actor may do to one account (the UI shows the 'Permission Denied' panel otherwise). */
export function memberActions(actor: Pick<Actor, "userId" | "role">, target: { id: number; role: Role }) {
  const self = target.id === actor.userId;
  const protectedRole = target.role === "owner" || target.role === "super_admin";
  const ownerOnly = target.role === "owner" && actor.role !== "owner";
  return {
    self,
    changeRole: can(actor.role, "member.changeRole") && !self && !ownerOnly && target.role !== "super_admin",
    remove: can(actor.role, "member.remove") && !self && !protectedRole,
  };
}

/**
 * §3/§6 removal (`DELETE /api/admin/users/{id}` {target_user_id, reason}): owner and admin; never an
 * owner, never yourself. The account row is deleted in one transaction with its sessions (its
 * bearer tokens and cookies are 401 at once) and an audit entry. What the person posted stays:
 * authored rows keep a copy of the author's name and their user reference becomes null
 * (docs/decisions/060-member-removal.md). The email is free again, so the person may rejoin with
 * the family code later as a new member.
 */
export async function removeMember(actor: Actor, targetUserId: number, raw: unknown) {
  const u = schema.users;
  const columns = { id: u.id, name: u.name, email: u.email, role: u.role };
  const stale = () => new HttpError(409, "The family changed in the meantime. Please reload and try again.");
  // The checks (on both roles as they are now) and the removal are one transaction.
  return withTransaction(async (tx) => {
    const target = found(await first(tx.select(columns).from(u).where(idInFamily(u, targetUserId, actor.familyId)).limit(1)), "Member not found");
    // The actor's role now: a request let in with a role the actor no longer has changes nothing.
    const actorRole = await currentRole(tx, actor);
    if (actorRole !== actor.role) throw stale();
    if (!can(actorRole, "member.remove")) throw forbidden(ADMIN_MSG.removeForbidden);
    if (target.id === actor.userId) throw forbidden(ADMIN_MSG.removeSelf);
    if (target.role === "owner") throw forbidden(ADMIN_MSG.removeOwner);
    if (target.role === "super_admin") throw forbidden("A super admin account cannot be removed");
    const input = parseInput(removalInput, raw);
    if (input.target_user_id !== undefined && input.target_user_id !== target.id) throw badRequest(ADMIN_MSG.targetMismatch);

    await tx.delete(schema.sessions).where(eq(schema.sessions.userId, target.id));
    await tx.delete(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, target.id));
    // Only the role that was checked (belt and braces: the transaction already holds the writer).
    const gone = await changes(tx.delete(u).where(and(eq(u.id, target.id), eq(u.familyId, actor.familyId), eq(u.role, target.role))));
    if (gone !== 1) throw stale();
    const reason = input.reason ? ` Reason: ${input.reason}` : "";
    await recordAudit(actor, "member_remove", "user", `Removed ${target.name} (${roleLabel(target.role)}, ${target.email}) from the family.${reason}`, target.id);
    return withPageText({ message: `${target.name} was removed from the family`, user: { id: target.id, name: target.name } }, { id: "{name} was removed from the family", values: { name: target.name } });
  });
}
