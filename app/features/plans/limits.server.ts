// "May this family add one more X?": every plan limit and paid-only feature, answered on the
// server by one function that joining, events, photos, surveys and integrations call.
// Each count is one indexed COUNT(*) on the family's rows (family_id is indexed on every table).
import { eq, sql } from "drizzle-orm";
import { db, first, insideTransaction, lockFamily, prepared, schema } from "~/lib/db.server";
import { HttpError } from "~/lib/http.server";
import { COUNTED, PLANS, withinLimit, type CountedResource, type Usage } from "./limits";

export type { CountedResource };
export type PlanResource = CountedResource | "integrations" | "survey_logic";

/** The spec's texts (§5, §8) for each limit; all are 403. */
export const PLAN_LIMIT_MESSAGE: Record<PlanResource, string> = {
  members: "This family has reached its plan's member limit. Ask the family owner to upgrade the plan.",
  photos: "Photo limit reached. Please upgrade your subscription.",
  surveys: "Free tier allows up to 5 surveys. Please upgrade to create unlimited surveys.",
  events: "This family has reached its plan's event limit. Please upgrade your subscription.",
  survey_logic: "Logic-driven surveys are a premium feature. Please upgrade to use conditional logic.",
  integrations: "Integrations need a paid plan. Please upgrade your subscription to connect integrations.",
};

async function countWhere(table: typeof schema.users | typeof schema.events, familyId: number): Promise<number> {
  return (await first(db().select({ n: sql<number>`count(*)` }).from(table).where(eq(table.familyId, familyId))))!.n;
}

/** Current usage of one counted resource (one indexed COUNT(*)). */
export async function countUsage(familyId: number, resource: CountedResource): Promise<number> {
  switch (resource) {
    case "members":
      return countWhere(schema.users, familyId);
    case "events":
      return countWhere(schema.events, familyId);
    case "surveys":
      return (await first(db().select({ n: sql<number>`count(*)` }).from(schema.surveys).where(eq(schema.surveys.familyId, familyId))))!.n;
    case "photos": // photos_family_idx (family_id, id) covers this count
      return (await first(db().select({ n: sql<number>`count(*)` }).from(schema.photos).where(eq(schema.photos.familyId, familyId))))!.n;
    default:
      return 0;
  }
}

/** Every counted resource of the family (four indexed counts). */
export async function familyUsage(familyId: number): Promise<Usage> {
  const counts = await Promise.all(COUNTED.map((r) => countUsage(familyId, r)));
  const usage = {} as Usage;
  COUNTED.forEach((r, i) => (usage[r] = counts[i]!));
  return usage;
}

const tierOf = prepared((d) =>
  d
    .select({ tier: schema.families.subscriptionTier })
    .from(schema.families)
    .where(eq(schema.families.id, sql.placeholder("familyId")))
    .prepare(),
);

export async function familyTier(familyId: number) {
  const row = await tierOf.one({ familyId });
  if (!row) throw new HttpError(404, "Family group not found");
  return row.tier;
}

/**
 * Throws 403 with the spec's text unless the family may add one more `resource`. A check that is
 * followed by an insert must run inside the same `withTransaction` (it reads with `db()`, which is
 * the transaction there), so concurrent count-then-insert requests run one after the other: the
 * writer lock on SQLite, the family row's lock (taken here) on PostgreSQL.
 */
export async function assertWithinPlan(familyId: number, resource: PlanResource): Promise<void> {
  if (insideTransaction()) await lockFamily(db(), familyId);
  const plan = PLANS[await familyTier(familyId)];
  if (resource === "integrations" || resource === "survey_logic") {
    if (!plan.integrations) throw new HttpError(403, PLAN_LIMIT_MESSAGE[resource]);
    return;
  }
  if (!withinLimit(plan.limits[resource], await countUsage(familyId, resource))) {
    throw new HttpError(403, PLAN_LIMIT_MESSAGE[resource]);
  }
}
