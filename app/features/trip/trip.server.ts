// Trip planning: reunion details, the booking link and planned activities. Owner and admin manage
// (trip.manage); everyone in the family reads. Every query is scoped to the actor's family.
import { asc, eq } from "drizzle-orm";
import { first, prepared, schema, withTransaction, param, limitOf } from "~/lib/db.server";
import { keptRows } from "~/lib/family-cache.server";
import { apiColumns } from "~/lib/api-columns.server";
import { parseInput } from "~/lib/http.server";
import { found, idInFamily, madeBy } from "~/lib/family-scope.server";
import { authorize } from "~/lib/guard.server";
import { deleteAudited } from "~/lib/audit.server";
import type { Actor } from "~/lib/session.server";
import { activityInput, bookingUrlInput, reunionInput } from "./inputs";
import { DEFAULT_BOOKING_URL } from "./rules";

export const ACTIVITY_LIMIT = 500;
const MANAGE_DENIED = "Only the owner and admins can manage trip planning";

export type ReunionDetails = {
  location: string;
  start_date: string | null;
  end_date: string | null;
  description: string;
  booking_url: string;
  booking_url_is_default: boolean;
  updated_at: string | null;
};

// Read on every visit of the Trip tab: prepared once per connection.
const detailsOf = prepared((d) =>
  d.select().from(schema.reunionDetails).where(eq(schema.reunionDetails.familyId, param("familyId"))).prepare(),
);

// Kept per family (record 278): reunion_details is under the version triggers.
async function detailsRow(familyId: number) {
  return (await keptRows(familyId, "trip:details", Date.now(), async () => ({ row: (await detailsOf.one({ familyId })) ?? null }))).row;
}

export async function getReunionDetails(actor: Actor): Promise<ReunionDetails> {
  const row = await detailsRow(actor.familyId);
  return {
    location: row?.location ?? "",
    start_date: row?.startDate ?? null,
    end_date: row?.endDate ?? null,
    description: row?.description ?? "",
    booking_url: row?.bookingUrl || DEFAULT_BOOKING_URL,
    booking_url_is_default: !row?.bookingUrl,
    updated_at: row?.updatedAt ?? null,
  };
}

/** PUT /api/reunion-details {location, start_date, end_date, description[, booking_url]}. */
export async function updateReunionDetails(actor: Actor, raw: unknown): Promise<ReunionDetails> {
  authorize(actor, "trip.manage", MANAGE_DENIED);
  const input = parseInput(reunionInput, raw);
  const hasBooking = !!raw && typeof raw === "object" && "booking_url" in raw;
  const bookingUrl = hasBooking ? parseInput(bookingUrlInput, (raw as Record<string, unknown>).booking_url) : undefined;
  const values = {
    location: input.location,
    startDate: input.start_date,
    endDate: input.end_date,
    description: input.description,
    updatedAt: new Date().toISOString(),
    ...(bookingUrl !== undefined ? { bookingUrl: bookingUrl || null } : {}),
  };
  return withTransaction(async (tx) => {
    await tx
      .insert(schema.reunionDetails)
      .values({ familyId: actor.familyId, ...values })
      .onConflictDoUpdate({ target: schema.reunionDetails.familyId, set: values });
    return getReunionDetails(actor);
  });
}

/** The external flight and hotel booking link; blank restores the default. */
export async function updateBookingUrl(actor: Actor, raw: unknown): Promise<ReunionDetails> {
  authorize(actor, "trip.manage", MANAGE_DENIED);
  const url = parseInput(bookingUrlInput, raw);
  const updatedAt = new Date().toISOString();
  return withTransaction(async (tx) => {
    await tx
      .insert(schema.reunionDetails)
      .values({ familyId: actor.familyId, bookingUrl: url || null, updatedAt })
      .onConflictDoUpdate({ target: schema.reunionDetails.familyId, set: { bookingUrl: url || null, updatedAt } });
    return getReunionDetails(actor);
  });
}

export type Activity = {
  id: number;
  name: string;
  description: string;
  date: string;
  time: string;
  price: number; // dollars, as the §7 API sends it
  cost_cents: number;
  location: string;
  created_by: number | null;
};

const activityColumns = () =>
  apiColumns(schema.activities, ["id", "name", "description", "date", "time", "costCents", "location", "createdBy"]);

// Read on every visit of the Trip tab: prepared once per connection.
const activitiesOf = prepared((d) => {
  const a = schema.activities;
  return d
    .select(activityColumns())
    .from(a)
    .where(eq(a.familyId, param("familyId")))
    .orderBy(asc(a.date), asc(a.time), asc(a.id))
    .limit(limitOf(ACTIVITY_LIMIT))
    .prepare();
});

/** Sorted by date, then time (activities without a time first on their day). */
export async function listActivities(actor: Actor): Promise<Activity[]> {
  // Kept per family (record 278): activities is under the version triggers.
  const { rows } = await keptRows(actor.familyId, "trip:activities", Date.now(), async () => ({ rows: await activitiesOf.all({ familyId: actor.familyId }) }));
  return rows.map((row) => ({ ...row, price: row.cost_cents / 100 }));
}

/** Total cost per person: one person taking part in every planned activity. */
export function totalCostCents(activities: Pick<Activity, "cost_cents">[]): number {
  return activities.reduce((sum, a) => sum + a.cost_cents, 0);
}

export async function createActivity(actor: Actor, raw: unknown): Promise<Activity> {
  authorize(actor, "trip.manage", MANAGE_DENIED);
  const input = parseInput(activityInput, raw);
  const [row] = await withTransaction((tx) => tx.insert(schema.activities).values({ ...madeBy(actor), ...input }).returning(activityColumns()));
  return { ...row!, price: row!.cost_cents / 100 };
}

export async function deleteActivity(actor: Actor, id: number): Promise<{ message: string }> {
  const a = schema.activities;
  return withTransaction(async (tx) => {
    const row = found(await first(tx.select({ id: a.id, name: a.name }).from(a).where(idInFamily(a, id, actor.familyId))), "Activity not found");
    authorize(actor, "trip.manage", MANAGE_DENIED);
    await deleteAudited(tx, a, actor, "activity", id, row.name);
    return { message: "Activity deleted" };
  });
}
