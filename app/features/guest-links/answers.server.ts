// What the family sees of guests' answers and claims (issue 38): read by the Events tab,
// /api/events and the sign-up lists. Kept apart from guest-links.server.ts (which uses the events
// feature) so the events feature can read these without an import cycle.
import { ID_LIST, idList, queryAll } from "~/lib/db.server";

export type GuestRsvpRow = { event_id: number; occurrence: string; name: string; attending: boolean; guest_count: number; comments: string; updated_at: string };

// Raw hot reads (decision record 122): /api/events and the Events tab read these on every request,
// and building the query with Drizzle for a list of up to 250 ids cost more than running it.
const GUEST_RSVPS_SQL = `select event_id, occurrence, name, attending, guest_count, comments, updated_at
  from guest_rsvps where family_id = ? and event_id in ${ID_LIST} order by updated_at asc, id asc`;

/** Guests' answers to some events (oldest first). */
export async function guestRsvpsOf(familyId: number, eventIds: number[]): Promise<GuestRsvpRow[]> {
  if (eventIds.length === 0) return [];
  const rows = await queryAll<Omit<GuestRsvpRow, "attending"> & { attending: number | boolean }>(GUEST_RSVPS_SQL, familyId, idList(eventIds));
  return rows.map((x) => ({ ...x, attending: Boolean(x.attending) }));
}

export type GuestClaimRow = { item_id: number; occurrence: string; name: string; quantity: number; note: string; created_at: string };

const GUEST_CLAIMS_SQL = `select item_id, occurrence, name, quantity, note, created_at
  from guest_claims where family_id = ? and event_id in ${ID_LIST}`;

/** Guests' claims on an event's items (or one item; or one date of a series), oldest first. */
export async function guestClaimsOf(familyId: number, eventIds: number[], itemId?: number, occurrence?: string): Promise<GuestClaimRow[]> {
  if (eventIds.length === 0) return [];
  // One statement text per combination of filters, so each is prepared once.
  const params: unknown[] = [familyId, idList(eventIds)];
  let text = GUEST_CLAIMS_SQL;
  if (itemId !== undefined) {
    text += " and item_id = ?";
    params.push(itemId);
  }
  if (occurrence !== undefined) {
    text += " and occurrence = ?";
    params.push(occurrence);
  }
  return queryAll<GuestClaimRow>(`${text} order by id asc`, ...params);
}
