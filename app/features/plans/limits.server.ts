// "May this family add one more X?": every plan limit and paid-only feature, answered on the
// server by one function that joining, events, photos, surveys and integrations call.
// Each count is one indexed COUNT(*) on the family's rows (family_id is indexed on every table).
import { eq } from "drizzle-orm";
import { db, insideTransaction, lockFamily, prepared, queryOne, schema, param } from "~/lib/db.server";
import { HttpError } from "~/lib/http.server";
import { keptRows } from "~/lib/family-cache.server";
import { getFamily } from "~/features/family/family-row.server";
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

// Each counted resource is the family's rows of one table (family_id is indexed on each;
// photos_family_idx (family_id, id) covers the photos' count). Raw statements, prepared once
// (decision record 270): one count before a create, the four in one statement for the Plan tab (one
// round trip on PostgreSQL instead of four).
const COUNTED_TABLE: Record<CountedResource, string> = { members: "users", photos: "photos", events: "events", surveys: "surveys" };
const countSql = (r: CountedResource) => `select count(*) as n from ${COUNTED_TABLE[r]} where family_id = +?`;
const USAGE_SQL = `select ${COUNTED.map((r) => `(${countSql(r)}) as ${r}`).join(",\n    ")}`;

/** Current usage of one counted resource (one indexed COUNT(*)). */
export async function countUsage(familyId: number, resource: CountedResource): Promise<number> {
  return Number((await queryOne<{ n: number }>(countSql(resource), familyId))?.n ?? 0);
}

/** Every counted resource of the family (four indexed counts in one statement). */
// Kept per family (record 278): users, photos, events and surveys are all under the version
// triggers. The checks before a create count inside their transaction (countUsage), never from here.
export async function familyUsage(familyId: number): Promise<Usage> {
  return keptRows(familyId, "usage", Date.now(), async () => {
    const row = (await queryOne<Usage>(USAGE_SQL, ...COUNTED.map(() => familyId)))!;
    const usage = {} as Usage;
    for (const r of COUNTED) usage[r] = Number(row[r]);
    return usage;
  });
}

const tierOf = prepared((d) =>
  d
    .select({ tier: schema.families.subscriptionTier })
    .from(schema.families)
    .where(eq(schema.families.id, param("familyId")))
    .prepare(),
);

/** The family's plan: the transaction's row inside one, else the request's family row (getFamily). */
export async function familyTier(familyId: number) {
  if (!insideTransaction()) return (await getFamily(familyId)).subscriptionTier;
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
