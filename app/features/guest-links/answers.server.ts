// What the family sees of guests' answers and claims (issue 38): read by the Events tab,
// /api/events and the sign-up lists. Kept apart from guest-links.server.ts (which uses the events
// feature) so the events feature can read these without an import cycle.
import { and, asc, eq, inArray } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";


export type GuestRsvpRow = { event_id: number; occurrence: string; name: string; attending: boolean; guest_count: number; comments: string; updated_at: string };

/** Guests' answers to some events (oldest first). */
export async function guestRsvpsOf(familyId: number, eventIds: number[]): Promise<GuestRsvpRow[]> {
  if (eventIds.length === 0) return [];
  const r = schema.guestRsvps;
  const rows = await db()
    .select({ event_id: r.eventId, occurrence: r.occurrence, name: r.name, attending: r.attending, guest_count: r.guestCount, comments: r.comments, updated_at: r.updatedAt })
    .from(r)
    .where(and(eq(r.familyId, familyId), inArray(r.eventId, eventIds)))
    .orderBy(asc(r.updatedAt), asc(r.id));
  return rows.map((x) => ({ ...x, attending: Boolean(x.attending) }));
}

export type GuestClaimRow = { item_id: number; occurrence: string; name: string; quantity: number; note: string; created_at: string };

/** Guests' claims on an event's items (or one item; or one date of a series), oldest first. */
export async function guestClaimsOf(familyId: number, eventIds: number[], itemId?: number, occurrence?: string): Promise<GuestClaimRow[]> {
  if (eventIds.length === 0) return [];
  const g = schema.guestClaims;
  return db()
    .select({ item_id: g.itemId, occurrence: g.occurrence, name: g.name, quantity: g.quantity, note: g.note, created_at: g.createdAt })
    .from(g)
    .where(and(eq(g.familyId, familyId), inArray(g.eventId, eventIds), itemId === undefined ? undefined : eq(g.itemId, itemId), occurrence === undefined ? undefined : eq(g.occurrence, occurrence)))
    .orderBy(asc(g.id));
}
