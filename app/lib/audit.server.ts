// The family audit log: every admin action is recorded here.
import { desc, eq } from "drizzle-orm";
import { db, schema } from "./db.server";
import type { Actor } from "./session.server";
import { can } from "./permissions";
import { forbidden } from "./http.server";

export type AuditEntry = {
  id: number;
  action: string;
  actor_name: string;
  target_type: string;
  details: string;
  timestamp: string;
};

export function recordAudit(
  actor: Pick<Actor, "userId" | "familyId" | "name">,
  action: string,
  targetType: string,
  details: string,
  targetId?: number | string,
) {
  db()
    .insert(schema.auditLogs)
    .values({
      familyId: actor.familyId,
      actorUserId: actor.userId,
      actorName: actor.name,
      action,
      targetType,
      targetId: targetId === undefined ? null : String(targetId),
      details,
    })
    .run();
}

/** Newest first; owner and admin only. */
export function listAuditLogs(actor: Actor, limit = 100): AuditEntry[] {
  if (!can(actor.role, "audit.view")) throw forbidden();
  const a = schema.auditLogs;
  return db()
    .select({
      id: a.id,
      action: a.action,
      actor_name: a.actorName,
      target_type: a.targetType,
      details: a.details,
      timestamp: a.timestamp,
    })
    .from(a)
    .where(eq(a.familyId, actor.familyId))
    .orderBy(desc(a.id))
    .limit(Math.min(Math.max(limit, 1), 500))
    .all();
}
