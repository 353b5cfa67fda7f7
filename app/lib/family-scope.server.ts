// Every query on one family's row filters by the row's id AND the caller's family: another
// family's id is simply not found (a 404, never a 403 that would confirm it exists).
import { and, eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { notFound } from "./http.server";

/** `id = ? AND family_id = ?` on a table with `id` and `familyId` columns. */
export function idInFamily(table: { id: SQLiteColumn; familyId: SQLiteColumn }, id: number, familyId: number): SQL {
  return and(eq(table.id, id), eq(table.familyId, familyId))!;
}

/** The row a find-by-id query gave, or a 404 with `missing` ("Birthday not found"). */
export function found<T>(row: T | undefined, missing: string): T {
  if (row === undefined) throw notFound(missing);
  return row;
}

/** The columns of a new row made by `actor`: in their family, created by them. */
export function madeBy(actor: { familyId: number; userId: number }): { familyId: number; createdBy: number } {
  return { familyId: actor.familyId, createdBy: actor.userId };
}
