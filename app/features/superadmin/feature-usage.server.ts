// Platform-wide feature usage for the analytics overview (§3 Analytics overview: photos, events,
// surveys). One COUNT(*) per feature table.
import { sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { db, schema } from "~/lib/db.server";

export type FeatureUsage = { photos: number; events: number; surveys: number };

function countRows(table: SQLiteTable): number {
  return db().select({ n: sql<number>`count(*)` }).from(table).get()!.n;
}

export function platformFeatureUsage(): FeatureUsage {
  return { photos: countRows(schema.photos), events: countRows(schema.events), surveys: countRows(schema.surveys) };
}
