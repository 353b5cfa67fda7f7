// The family audit log: every admin action is recorded here.
// Reading it is a feature query with a permission check: app/features/admin/audit-log.server.ts.
import { db, schema } from "./db.server";
import type { Actor } from "./session.server";

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
