// The audit log, a page at a time (newest first) with a keyset cursor: the last id already seen.
// Entries are written by recordAudit (lib/audit.server.ts) in every feature's admin commands.
import { and, desc, eq, lt } from "drizzle-orm";
import { apiColumns } from "~/lib/api-columns.server";
import { db, schema } from "~/lib/db.server";
import { parseInput } from "~/lib/http.server";
import { authorize } from "~/lib/guard.server";
import type { Actor } from "~/lib/session.server";
import { auditQuery } from "./inputs";

/** §9: the Admin tab shows the first 10 entries. */
export const AUDIT_TAB_SIZE = 10;

export type AuditEntry = {
  id: number;
  action: string;
  actor_name: string;
  target_type: string;
  details: string;
  timestamp: string;
};

export type AuditPage = { entries: AuditEntry[]; next_cursor: number | null };

/** Owner and admin; `limit` 1-500 (default 100), `cursor` = the id of the last entry already shown. */
export function auditLogPage(actor: Actor, raw: { limit?: unknown; cursor?: unknown }): AuditPage {
  authorize(actor, "audit.view");
  const { limit, cursor } = parseInput(auditQuery, raw);
  const a = schema.auditLogs;
  const rows = db()
    .select(apiColumns(a, ["id", "action", "actorName", "targetType", "details", "timestamp"]))
    .from(a)
    .where(cursor === undefined ? eq(a.familyId, actor.familyId) : and(eq(a.familyId, actor.familyId), lt(a.id, cursor)))
    .orderBy(desc(a.id))
    .limit(limit + 1)
    .all();
  const entries = rows.slice(0, limit);
  return { entries, next_cursor: rows.length > limit ? entries[entries.length - 1]!.id : null };
}
