// What the family sees of guests' claims (issue 38): read by the sign-up lists (guests' RSVPs are
// read with the members' in one statement, events.server.ts). Kept apart from guest-links.server.ts
// (which uses the events feature) so the events feature can read these without an import cycle.
import { ID_LIST, idList, queryAll } from "~/lib/db.server";

export type GuestClaimRow = { item_id: number; occurrence: string; name: string; quantity: number; note: string; created_at: string };

const GUEST_CLAIMS_SQL = `select item_id, occurrence, name, quantity, note, created_at
  from guest_claims where family_id = +? and event_id in ${ID_LIST}`;

/** Guests' claims on an event's items (or one item; or one date of a series), oldest first. */
export async function guestClaimsOf(familyId: number, eventIds: number[], itemId?: number, occurrence?: string): Promise<GuestClaimRow[]> {
  if (eventIds.length === 0) return [];
  // One statement text per combination of filters, so each is prepared once.
  const params: unknown[] = [familyId, idList(eventIds)];
  let text = GUEST_CLAIMS_SQL;
  if (itemId !== undefined) {
    text += " and item_id = +?";
    params.push(itemId);
  }
  if (occurrence !== undefined) {
    text += " and occurrence = +?";
    params.push(occurrence);
  }
  return queryAll<GuestClaimRow>(`${text} order by id asc`, ...params);
}
