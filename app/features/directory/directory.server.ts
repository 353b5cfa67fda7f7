// The family directory: contact cards (GET/POST /api/family-members, PUT/DELETE /api/family-members/{id}),
// distinct from the family's accounts (/api/family/members). Members add entries; the entry's
// creator and owner/admin edit or delete; guests only read. Scoped to the actor's family.
import { asc, eq } from "drizzle-orm";
import { db, first, prepared, schema, withTransaction, param, limitOf } from "~/lib/db.server";
import { keptRows } from "~/lib/family-cache.server";
import { apiColumns } from "~/lib/api-columns.server";
import { forbidden, parseInput } from "~/lib/http.server";
import { found, idInFamily, madeBy } from "~/lib/family-scope.server";
import { authorize } from "~/lib/guard.server";
import { can } from "~/lib/permissions";
import { recordAudit } from "~/lib/audit.server";
import type { Actor } from "~/lib/session.server";
import { directoryInput } from "./inputs";

export const DIRECTORY_LIMIT = 500;
const ADD_DENIED = "Guests cannot add directory entries";
const MANAGE_DENIED = "Only the person who added this entry, the owner or an admin can change it";

export type DirectoryEntry = {
  id: number;
  name: string;
  phone: string;
  email: string;
  comments: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  can_edit: boolean;
};

const columns = () =>
  apiColumns(schema.directoryEntries, ["id", "name", "phone", "email", "comments", "createdBy", "createdAt", "updatedAt"]);

export function canManageEntry(actor: Actor, createdBy: number | null): boolean {
  if (can(actor.role, "directory.manageAny")) return true;
  return can(actor.role, "directory.add") && createdBy !== null && createdBy === actor.userId;
}

// Read on every visit of the Directory tab: prepared once per connection.
const entriesOf = prepared((q) => {
  const d = schema.directoryEntries;
  return q
    .select(columns())
    .from(d)
    .where(eq(d.familyId, param("familyId")))
    .orderBy(asc(d.name), asc(d.id))
    .limit(limitOf(DIRECTORY_LIMIT))
    .prepare();
});

export async function listDirectory(actor: Actor): Promise<DirectoryEntry[]> {
  // Kept per family (record 278): directory_entries is under the version triggers; who may edit is per request.
  const { rows } = await keptRows(actor.familyId, "directory", Date.now(), async () => ({ rows: await entriesOf.all({ familyId: actor.familyId }) }));
  return rows.map((row) => ({ ...row, can_edit: canManageEntry(actor, row.created_by) }));
}

async function findEntry(actor: Actor, id: number) {
  const d = schema.directoryEntries;
  return found(await first(db().select(columns()).from(d).where(idInFamily(d, id, actor.familyId))), "Family member not found");
}

export async function createEntry(actor: Actor, raw: unknown): Promise<DirectoryEntry> {
  authorize(actor, "directory.add", ADD_DENIED);
  const input = parseInput(directoryInput, raw);
  const [row] = await withTransaction((tx) => tx.insert(schema.directoryEntries).values({ ...madeBy(actor), ...input }).returning(columns()));
  return { ...row!, can_edit: true };
}

export async function updateEntry(actor: Actor, id: number, raw: unknown): Promise<DirectoryEntry> {
  return withTransaction(async (tx) => {
    const existing = await findEntry(actor, id);
    if (!canManageEntry(actor, existing.created_by)) throw forbidden(MANAGE_DENIED);
    const input = parseInput(directoryInput, raw);
    const d = schema.directoryEntries;
    const [row] = await tx
      .update(d)
      .set({ ...input, updatedAt: new Date().toISOString() })
      .where(idInFamily(d, id, actor.familyId))
      .returning(columns());
    return { ...row!, can_edit: true };
  });
}

export async function deleteEntry(actor: Actor, id: number): Promise<{ message: string }> {
  return withTransaction(async (tx) => {
    const existing = await findEntry(actor, id);
    if (!canManageEntry(actor, existing.created_by)) throw forbidden(MANAGE_DENIED);
    const d = schema.directoryEntries;
    await tx.delete(d).where(idInFamily(d, id, actor.familyId));
    if (existing.created_by !== actor.userId) {
      await recordAudit(actor, "directory_delete", "directory_entry", `Deleted directory entry "${existing.name}"`, id);
    }
    return { message: "Family member deleted" };
  });
}
