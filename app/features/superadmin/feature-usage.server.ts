// Platform-wide feature usage for the analytics overview (§3 Analytics overview: photos, events,
// surveys). One COUNT(*) per feature table.
//
// INTEGRATOR: photos and surveys are built on other branches. When their tables are merged into
// db/schema.ts, replace the `null` counters below with `() => countRows(schema.photos)` and
// `() => countRows(schema.surveys)`. Until then the overview reports `null` ("not counted on this
// build") for them, never a made-up 0, and the console shows "not available".
import { sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { db, schema } from "~/lib/db.server";

export type FeatureUsage = { photos: number | null; events: number | null; surveys: number | null };

function countRows(table: SQLiteTable): number {
  return db().select({ n: sql<number>`count(*)` }).from(table).get()!.n;
}

const FEATURE_USAGE_COUNTERS: Record<keyof FeatureUsage, (() => number) | null> = {
  photos: null, // INTEGRATOR: () => countRows(schema.photos)
  events: () => countRows(schema.events),
  surveys: null, // INTEGRATOR: () => countRows(schema.surveys)
};

export function platformFeatureUsage(): FeatureUsage {
  const out = {} as FeatureUsage;
  for (const [key, count] of Object.entries(FEATURE_USAGE_COUNTERS) as [keyof FeatureUsage, (() => number) | null][]) {
    out[key] = count ? count() : null;
  }
  return out;
}
