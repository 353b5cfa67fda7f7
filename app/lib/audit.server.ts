// The family audit log: every admin action is recorded here.
// Reading it is a feature query with a permission check: app/features/admin/audit-log.server.ts.
import { schema, withTransaction } from "./db.server";
import type { Actor } from "./session.server";

/** Records one audit row; inside a transaction it is part of it (a savepoint), else its own. */
export async function recordAudit(
  actor: Pick<Actor, "userId" | "familyId" | "name">,
  action: string,
  targetType: string,
  details: string,
  targetId?: number | string,
) {
  await withTransaction((tx) =>
    tx
    .insert(schema.auditLogs)
    .values({
      familyId: actor.familyId,
      actorUserId: actor.userId,
      actorName: actor.name,
      action,
      targetType,
      targetId: targetId === undefined ? null : String(targetId),
      details,
    }),
  );
}
