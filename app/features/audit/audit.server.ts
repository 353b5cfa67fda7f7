// Reading the family audit log (owner and admin). Writing it is `recordAudit` in lib/audit.server.ts,
// which every feature calls after an admin action.
import { desc, eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { authorize } from "~/lib/guard.server";
import type { Actor } from "~/lib/session.server";

export type AuditEntry = {
  id: number;
  action: string;
  actor_name: string;
  target_type: string;
  details: string;
  timestamp: string;
};

/** GET /api/family/audit-logs: newest first, at most 500; owner and admin only. */
export function listAuditLogs(actor: Actor, limit = 100): AuditEntry[] {
  authorize(actor, "audit.view");
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
