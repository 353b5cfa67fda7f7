// The audit log, a page at a time (newest first) with a keyset cursor: the last id already seen.
// Entries are written by recordAudit (lib/audit.server.ts) in every feature's admin commands.
import { and, desc, eq, lt } from "drizzle-orm";
import { apiColumns } from "~/lib/api-columns.server";
import { prepared, schema, param } from "~/lib/db.server";
import { parseInput } from "~/lib/http.server";
import { authorize } from "~/lib/guard.server";
import type { Actor } from "~/lib/session.server";
import type { z } from "zod";
import type { auditEntryResponse } from "./api-doc";
import { auditQuery } from "./inputs";

/** §9: the Admin tab shows the first 10 entries. */
export const AUDIT_TAB_SIZE = 10;

export type AuditEntry = z.infer<typeof auditEntryResponse>;

/** The largest id (PostgreSQL ids are 32-bit integers). */
const MAX_ID = 2_147_483_647;

export type AuditPage = { entries: AuditEntry[]; next_cursor: number | null };

/** Owner and admin; `limit` 1-500 (default 100), `cursor` = the id of the last entry already shown. */
// The Admin tab shows the newest entries on every visit: prepared once (issue 16).
const auditBelow = prepared((d) => {
  const a = schema.auditLogs;
  return d
    .select(apiColumns(a, ["id", "action", "actorName", "targetType", "details", "timestamp"]))
    .from(a)
    .where(and(eq(a.familyId, param("familyId")), lt(a.id, param("below"))))
    .orderBy(desc(a.id))
    .limit(param("take"))
    .prepare();
});

export async function auditLogPage(actor: Actor, raw: { limit?: unknown; cursor?: unknown }): Promise<AuditPage> {
  authorize(actor, "audit.view");
  const { limit, cursor } = parseInput(auditQuery, raw);
  // The first page is the page below the largest id.
  const rows = await auditBelow.all({ familyId: actor.familyId, below: Math.min(cursor ?? MAX_ID, MAX_ID), take: limit + 1 });
  const entries = rows.slice(0, limit);
  return { entries, next_cursor: rows.length > limit ? entries[entries.length - 1]!.id : null };
}
