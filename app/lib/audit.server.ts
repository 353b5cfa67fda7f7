// The family audit log: every admin action is recorded here.
// Reading it is a feature query with a permission check: app/features/admin/audit-log.server.ts.
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { schema, withTransaction, type Tx } from "./db.server";
import type { Actor } from "./actor";
import { idInFamily } from "./family-scope.server";

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

/**
 * A record closed or reopened (campaigns, surveys): one audit line with the same words for every
 * kind, e.g. `survey_close` 'Closed survey "Picnic"'.
 */
export async function recordCloseOrReopen(actor: Pick<Actor, "userId" | "familyId" | "name">, kind: string, title: string, id: number, closed: boolean) {
  await recordAudit(actor, `${kind}_${closed ? "close" : "reopen"}`, kind, `${closed ? "Closed" : "Reopened"} ${kind} "${title}"`, id);
}

/**
 * Deletes one of the family's records (by its id AND the actor's family) and audits it as
 * `<kind>_delete`, 'Deleted <kind> "<title>"': the same words for every kind of record.
 */
export async function deleteAudited(tx: Tx, table: SQLiteTable & { id: SQLiteColumn; familyId: SQLiteColumn }, actor: Actor, kind: string, id: number, title: string) {
  await tx.delete(table).where(idInFamily(table, id, actor.familyId));
  await recordAudit(actor, `${kind}_delete`, kind, `Deleted ${kind} "${title}"`, id);
}

