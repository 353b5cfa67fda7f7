// Platform-wide feature usage for the analytics overview (§3 Analytics overview: photos, events,
// surveys). One COUNT(*) per feature table.
import { sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { db, first, schema } from "~/lib/db.server";

export type FeatureUsage = { photos: number; events: number; surveys: number };

async function countRows(table: SQLiteTable): Promise<number> {
  return (await first(db().select({ n: sql<number>`count(*)` }).from(table)))!.n;
}

export async function platformFeatureUsage(): Promise<FeatureUsage> {
  const [photos, events, surveys] = await Promise.all([countRows(schema.photos), countRows(schema.events), countRows(schema.surveys)]);
  return { photos, events, surveys };
}
