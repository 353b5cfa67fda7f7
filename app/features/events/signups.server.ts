// Sign-up lists on events (decision record 170): the rules behind the Events tab's "Sign-up list"
// modal and /api/events/{id}/signups*. Every query is scoped to the actor's family; another
// family's event or item id is a 404. Organizers (owner, admins, the event's creator) add, edit and
// remove items; members claim; guests only look.
//
// A claim's check ("the other claims + mine <= needed") and its write run in ONE transaction with
// `tx`: the writer lock serialises them, so of two people claiming the last place at once one gets
// it and the other a 409 with the list as it now is. Nothing is ever over-claimed.
//
// On a series (issue 41) the items are defined once and claimed date by date: every claim names its
// `occurrence` (the date's original start, ISO UTC; "" on a one-date event), and "still needed" is
// counted per date. The family lock serialises claims of all dates, so the guarantee holds per date.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { ID_LIST, db, first, idList, lockFamily, queryAll, schema, withTransaction, limitOf } from "~/lib/db.server";
import { keptRows } from "~/lib/family-cache.server";
import { HttpError, forbidden, parseInput } from "~/lib/http.server";

/** A field of a JSON body or form (the claim's `occurrence`), or undefined. */
const field = (raw: unknown, key: string): unknown => (raw && typeof raw === "object" ? (raw as Record<string, unknown>)[key] : undefined);
import { idInFamily, found } from "~/lib/family-scope.server";
import { authorize } from "~/lib/guard.server";
import { can } from "~/lib/permissions";
import { recordAudit } from "~/lib/audit.server";
import { enqueueMail } from "~/lib/mail.server";
import { serverTranslator } from "~/lib/i18n/catalog.server";
import { recipientLanguage } from "~/lib/i18n/language.server";
import { formatEventDate } from "~/lib/dates";
import type { Actor } from "~/lib/session.server";
import { getSettings } from "~/features/family/family.server";
import { dateOfEvent, findEvent, type EventRow } from "./events.server";
import { guestClaimsOf } from "~/features/guest-links/answers.server";
import { guestName } from "~/features/guest-links/rules";
import { signupClaimInput, signupItemInput } from "./signup-inputs";
import { withPageText } from "~/lib/page-text";
import type { TextWithValues } from "~/lib/http.server";
import {
  SIGNUP_LIMITS,
  SIGNUP_MSG as MSG,
  belowClaimedMessage,
  belowClaimedText,
  countSignups,
  itemView,
  overClaimMessage,
  overClaimText,
  signupText,
  type ClaimView,
  type SignupCounts,
  type SignupItemView,
} from "./signup-rules";

const items = schema.signupItems;
const claims = schema.signupClaims;

export type SignupList = {
  event_id: number;
  /** The date of a series this list is for (ISO UTC); null on a one-date event. */
  occurrence: string | null;
  event_title: string;
  items: SignupItemView[];
  /** null when the list has no items. */
  counts: SignupCounts | null;
  /** What the caller may do: organizers edit the list, members (not guests) claim. */
  can_manage: boolean;
  can_claim: boolean;
};

/** Organizers: the owner and admins on any event, a member on an event they created. */
export function canManageSignups(actor: Pick<Actor, "role" | "userId">, event: Pick<EventRow, "created_by">): boolean {
  return can(actor.role, "signup.manageAny") || (can(actor.role, "signup.manageOwn") && event.created_by === actor.userId);
}

function assertOrganizer(actor: Actor, event: EventRow) {
  if (!canManageSignups(actor, event)) throw forbidden(MSG.manageDenied);
}

type ItemRow = { id: number; name: string; note: string; quantity: number };

async function findItem(actor: Actor, eventId: number, itemId: number): Promise<ItemRow> {
  const row = await first(
    db()
      .select({ id: items.id, name: items.name, note: items.note, quantity: items.quantity })
      .from(items)
      .where(and(idInFamily(items, itemId, actor.familyId), eq(items.eventId, eventId)))
      .limit(1),
  );
  return found(row, MSG.itemNotFound);
}

/** The claims of some items (with the claimers' names), oldest first, by item id. */
async function claimsOf(actor: Actor, eventId: number, occurrence: string, itemId?: number): Promise<Map<number, ClaimView[]>> {
  const u = schema.users;
  const rows = await db()
    .select({
      item_id: claims.itemId,
      user_id: claims.userId,
      user_name: u.name,
      quantity: claims.quantity,
      note: claims.note,
      updated_at: claims.updatedAt,
    })
    .from(claims)
    .innerJoin(u, and(eq(u.id, claims.userId), eq(u.familyId, actor.familyId)))
    .where(
      and(eq(claims.familyId, actor.familyId), eq(claims.eventId, eventId), eq(claims.occurrence, occurrence), itemId === undefined ? undefined : eq(claims.itemId, itemId)),
    )
    .orderBy(asc(claims.id));
  const byItem = new Map<number, ClaimView[]>();
  for (const { item_id, ...claim } of rows) {
    const list = byItem.get(item_id);
    if (list) list.push(claim);
    else byItem.set(item_id, [claim]);
  }
  // Places taken by guests through a guest link (issue 38): "Ann (guest)", user_id 0.
  for (const g of await guestClaimsOf(actor.familyId, [eventId], itemId, occurrence)) {
    const claim: ClaimView = { user_id: 0, user_name: guestName(g.name), quantity: g.quantity, note: g.note, updated_at: g.created_at };
    const list = byItem.get(g.item_id);
    if (list) list.push(claim);
    else byItem.set(g.item_id, [claim]);
  }
  return byItem;
}

/** One item as the caller sees it on one date ("" for a one-date event; inside a transaction: as that transaction sees it). */
async function viewOfItem(actor: Actor, eventId: number, itemId: number, occurrence: string): Promise<SignupItemView> {
  const item = await findItem(actor, eventId, itemId);
  return itemView(item, (await claimsOf(actor, eventId, occurrence, itemId)).get(itemId) ?? [], actor.userId);
}

/**
 * An item's claims summed over the dates of a series (what an edit of "how many are needed" must
 * not go below is the busiest date's total).
 */
async function mostClaimed(actor: Actor, eventId: number, item: ItemRow): Promise<SignupItemView> {
  let most: SignupItemView = itemView(item, [], actor.userId);
  for (const claims of await claimsPerDate(actor, eventId, item)) {
    const view = itemView(item, claims, actor.userId);
    if (view.claimed > most.claimed) most = view;
  }
  return most;
}

/** Every claim of an item on any date (the removal's emails and audit). */
async function allClaims(actor: Actor, eventId: number, item: ItemRow): Promise<SignupItemView> {
  return itemView(item, (await claimsPerDate(actor, eventId, item)).flat(), actor.userId);
}

/** An item's claims (members' and guests'), one list per date that has any. */
async function claimsPerDate(actor: Actor, eventId: number, item: ItemRow): Promise<ClaimView[][]> {
  const rows = await queryAll<{ occurrence: string }>(
    "select distinct occurrence from signup_claims where family_id = +? and item_id = +? union select distinct occurrence from guest_claims where family_id = +? and item_id = +?",
    actor.familyId,
    item.id,
    actor.familyId,
    item.id,
  );
  const perDate: ClaimView[][] = [];
  for (const { occurrence } of rows) perDate.push((await claimsOf(actor, eventId, occurrence, item.id)).get(item.id) ?? []);
  return perDate;
}

/**
 * GET /api/events/{id}/signups[?occurrence=]: the items with their claims and what is still needed
 * (on a series: on that date; 400 without one, 404 for a date not in the series).
 */
export async function listSignups(actor: Actor, eventId: number, occurrenceRaw?: unknown): Promise<SignupList> {
  const event = await findEvent(actor, eventId);
  const occurrence = await dateOfEvent(actor.familyId, event, occurrenceRaw, false);
  const [rows, byItem] = await Promise.all([
    db()
      .select({ id: items.id, name: items.name, note: items.note, quantity: items.quantity })
      .from(items)
      .where(and(eq(items.familyId, actor.familyId), eq(items.eventId, event.id)))
      .orderBy(asc(items.id))
      .limit(limitOf(SIGNUP_LIMITS.items)),
    claimsOf(actor, event.id, occurrence),
  ]);
  const views = rows.map((row) => itemView(row, byItem.get(row.id) ?? [], actor.userId));
  return {
    event_id: event.id,
    occurrence: occurrence || null,
    event_title: event.title,
    items: views,
    counts: countSignups(views),
    can_manage: canManageSignups(actor, event),
    can_claim: can(actor.role, "signup.claim"),
  };
}

// The cards' "3 of 8 still needed" (every Events page): two statements for many events (ID_LIST),
// the items and the claimed sums per item and date; the clamp at 0 in code rather than in SQL.
const COUNT_ITEMS_SQL = `select id, event_id, quantity from signup_items where family_id = +? and event_id in ${ID_LIST}`;
const COUNT_CLAIMS_SQL = `select item_id, occurrence, sum(quantity) as claimed from (
    select item_id, occurrence, quantity from signup_claims where family_id = +? and event_id in ${ID_LIST}
    union all select item_id, occurrence, quantity from guest_claims where family_id = +? and event_id in ${ID_LIST}
  ) c group by item_id, occurrence`;

/** Each event's counts on a date ("" or null: a one-date event); null when its list has no items. */
export type SignupCountsOf = (eventId: number, occurrence?: string | null) => SignupCounts | null;

export async function signupCounts(familyId: number, eventIds: number[]): Promise<SignupCountsOf> {
  if (eventIds.length === 0) return () => null;
  const ids = idList(eventIds);
  // Kept per family (record 278), by the events asked about: the items and claims (members' and
  // guests') are under the version triggers.
  const { itemRows, claimRows } = await keptRows(familyId, `signups:counts:${eventIds.join(",")}`, Date.now(), async () => {
    const [itemRows, claimRows] = await Promise.all([
      queryAll<{ id: number; event_id: number; quantity: number }>(COUNT_ITEMS_SQL, familyId, ids),
      queryAll<{ item_id: number; occurrence: string; claimed: number | string }>(COUNT_CLAIMS_SQL, familyId, ids, familyId, ids),
    ]);
    return { itemRows, claimRows };
  });
  const claimed = new Map(claimRows.map((r) => [`${r.item_id}|${r.occurrence}`, Number(r.claimed)]));
  return (eventId, occurrence) =>
    countSignups(itemRows.filter((i) => i.event_id === eventId).map((i) => ({ quantity: i.quantity, claimed: claimed.get(`${i.id}|${occurrence ?? ""}`) ?? 0 })));
}

const FEED_ITEMS_SQL = `select id, event_id, name, note, quantity from signup_items where family_id = +? and event_id in ${ID_LIST} order by id`;
const FEED_CLAIMS_SQL = `select c.item_id, c.user_id, u.name as user_name, c.quantity, c.note, c.updated_at
  from signup_claims c join users u on u.id = c.user_id and u.family_id = c.family_id
  where c.family_id = +? and c.event_id in ${ID_LIST} and c.occurrence = '' order by c.id`;

/**
 * Each one-date event's sign-up list as text (the calendar feed's event description); events without
 * items are left out. A series is one VEVENT: its dates' lists are on the Events tab.
 */
export async function signupTexts(familyId: number, eventIds: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (eventIds.length === 0) return out;
  const ids = idList(eventIds);
  const [rows, claimRows, guestRows] = await Promise.all([
    queryAll<ItemRow & { event_id: number }>(FEED_ITEMS_SQL, familyId, ids),
    queryAll<ClaimView & { item_id: number }>(FEED_CLAIMS_SQL, familyId, ids),
    guestClaimsOf(familyId, eventIds, undefined, ""),
  ]);
  if (rows.length === 0) return out;
  const byItem = new Map<number, ClaimView[]>();
  for (const { item_id, ...c } of claimRows) byItem.set(item_id, [...(byItem.get(item_id) ?? []), c]);
  for (const g of guestRows) {
    const c: ClaimView = { user_id: 0, user_name: guestName(g.name), quantity: g.quantity, note: g.note, updated_at: g.created_at };
    byItem.set(g.item_id, [...(byItem.get(g.item_id) ?? []), c]);
  }
  const byEvent = new Map<number, SignupItemView[]>();
  for (const row of rows) byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), itemView(row, byItem.get(row.id) ?? [], 0)]);
  for (const [eventId, views] of byEvent) out.set(eventId, signupText(views));
  return out;
}

// ---- Organizers: add, edit, remove items ----

/** POST /api/events/{id}/signups {name, note?, quantity}. */
export async function addSignupItem(actor: Actor, eventId: number, raw: unknown): Promise<SignupItemView> {
  const input = parseInput(signupItemInput, raw);
  return withTransaction(async (tx) => {
    const event = await findEvent(actor, eventId);
    assertOrganizer(actor, event);
    // Counted with `tx`: two adds at once cannot both pass the limit.
    const [count] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(items)
      .where(and(eq(items.familyId, actor.familyId), eq(items.eventId, event.id)));
    if (count!.n >= SIGNUP_LIMITS.items) throw new HttpError(409, MSG.tooMany);
    const [row] = await tx
      .insert(items)
      .values({ familyId: actor.familyId, eventId: event.id, name: input.name, note: input.note, quantity: input.quantity, createdBy: actor.userId })
      .returning({ id: items.id });
    await recordAudit(actor, "signup_item_add", "event", `Added "${input.name}" (${input.quantity} needed) to the sign-up list of "${event.title}"`, event.id);
    return viewOfItem(actor, event.id, row!.id, "");
  });
}

/** PUT /api/events/{id}/signups/{item_id} {name, note?, quantity}: never below what is already claimed. */
export async function updateSignupItem(actor: Actor, eventId: number, itemId: number, raw: unknown): Promise<SignupItemView> {
  const input = parseInput(signupItemInput, raw);
  return withTransaction(async (tx) => {
    const event = await findEvent(actor, eventId);
    assertOrganizer(actor, event);
    const before = await mostClaimed(actor, event.id, await findItem(actor, event.id, itemId));
    if (input.quantity < before.claimed) throw new HttpError(409, belowClaimedMessage(before.name, before.claimed), [], {}, belowClaimedText(before.name, before.claimed));
    await tx
      .update(items)
      .set({ name: input.name, note: input.note, quantity: input.quantity, updatedAt: new Date().toISOString() })
      .where(idInFamily(items, before.id, actor.familyId));
    const changed = [
      before.name !== input.name ? `renamed to "${input.name}"` : "",
      before.quantity !== input.quantity ? `${before.quantity} → ${input.quantity} needed` : "",
      before.note !== input.note ? "note changed" : "",
    ].filter(Boolean);
    await recordAudit(
      actor,
      "signup_item_update",
      "event",
      `Edited "${before.name}" on the sign-up list of "${event.title}"${changed.length > 0 ? `: ${changed.join(", ")}` : ""}`,
      event.id,
    );
    return viewOfItem(actor, event.id, before.id, "");
  });
}

export const ITEM_IN_USE = (name: string) => `People have signed up for ${name}. Please confirm that you want to remove it.`;

/**
 * DELETE /api/events/{id}/signups/{item_id}: removes the item and its claims, and emails each person
 * who had claimed it (in the same transaction: the emails go once it is committed). The page asks
 * for confirmation first; an unconfirmed page removal of an item someone has claimed meanwhile is
 * a 409 (the confirmation is shown).
 */
export async function removeSignupItem(
  actor: Actor,
  eventId: number,
  itemId: number,
  opts: { confirmed: boolean } = { confirmed: true },
): Promise<{ message: string; notified: number }> {
  return withTransaction(async (tx) => {
    const event = await findEvent(actor, eventId);
    assertOrganizer(actor, event);
    const item = await allClaims(actor, event.id, await findItem(actor, event.id, itemId));
    if (item.claims.length > 0 && !opts.confirmed) throw new HttpError(409, ITEM_IN_USE(item.name), [], {}, { id: "People have signed up for {name}. Please confirm that you want to remove it.", values: { name: item.name } });
    await tx.delete(items).where(idInFamily(items, item.id, actor.familyId));
    await recordAudit(
      actor,
      "signup_item_remove",
      "event",
      `Removed "${item.name}" from the sign-up list of "${event.title}"${item.claims.length > 0 ? ` (claimed by ${item.claims.map((c) => c.user_name).join(", ")})` : ""}`,
      event.id,
    );
    const notified = await tellClaimers(actor, event, item);
    // The page adds how many people were told, in the reader's language (issue 40).
    const text: TextWithValues = notified > 0
      ? { id: "Removed {name} from the sign-up list; {count, plural, one {# person} other {# people}} told by email", values: { name: item.name, count: notified } }
      : { id: "Removed {name} from the sign-up list", values: { name: item.name } };
    return withPageText({ message: `Removed ${item.name} from the sign-up list`, notified }, text);
  });
}

/** One email to each person (other than the organizer) who had claimed a removed item. */
async function tellClaimers(actor: Actor, event: EventRow, item: SignupItemView): Promise<number> {
  // One email per person (on a series they may have signed up on several dates: the first is named).
  const others = item.claims.filter((c, i, all) => c.user_id !== actor.userId && c.user_id !== 0 && all.findIndex((o) => o.user_id === c.user_id) === i);
  if (others.length === 0) return 0;
  const u = schema.users;
  const people = await db()
    .select({ id: u.id, name: u.name, email: u.email, language: u.language })
    .from(u)
    .where(and(eq(u.familyId, actor.familyId), inArray(u.id, others.map((c) => c.user_id))));
  const settings = await getSettings(actor.familyId);
  const messages = others.flatMap((c) => {
    const person = people.find((p) => p.id === c.user_id);
    if (!person || !person.email.includes("@")) return [];
    // In the person's language (issue 40): their own choice, else the family's default.
    const language = recipientLanguage(person.language, settings.language);
    const { t } = serverTranslator(language);
    const when = formatEventDate(event.event_date, settings.time_zone, true, language);
    const values = { item: item.name, event: event.title, name: person.name, organizer: actor.name, when, quantity: String(c.quantity), note: c.note };
    return [
      {
        to: person.email,
        subject: t("{item} was removed from the sign-up list of {event}", values),
        text:
          `${t("Hello {name},", values)}\n\n${t('{organizer} removed "{item}" from the sign-up list of {event} ({when}).', values)}\n` +
          `${c.note ? t("You had signed up for {quantity} ({note}): you no longer need to bring or do it.", values) : t("You had signed up for {quantity}: you no longer need to bring or do it.", values)}\n\n` +
          `${t("The list as it is now is on the Events tab.")}\n`,
      },
    ];
  });
  await enqueueMail(messages);
  return messages.length;
}

// ---- Members: claim and release ----

/**
 * POST /api/events/{id}/signups/{item_id}/claim {quantity, note?, occurrence?}: sets the caller's
 * claim (one per item, person and date). More than is left is a 409 ("Only 1 still needed for
 * Potato salad"); on a series `occurrence` names the date (404 not in the series, 409 cancelled).
 */
export async function claimSignupItem(
  actor: Actor,
  eventId: number,
  itemId: number,
  raw: unknown,
): Promise<{ message: string; item: SignupItemView }> {
  authorize(actor, "signup.claim", MSG.claimDenied);
  const input = parseInput(signupClaimInput, raw);
  return withTransaction(async (tx) => {
    await lockFamily(tx, actor.familyId); // claims of the family's items run one after the other
    const event = await findEvent(actor, eventId);
    const occurrence = await dateOfEvent(actor.familyId, event, field(raw, "occurrence"));
    const item = await findItem(actor, event.id, itemId);
    // The check and the write in one transaction, with `tx` (see the top of this file).
    const [sum] = await tx
      .select({ others: sql<number>`coalesce(sum(${claims.quantity}), 0)` })
      .from(claims)
      .where(and(eq(claims.itemId, item.id), eq(claims.occurrence, occurrence), ne(claims.userId, actor.userId)));
    // Places guests took through a guest link count too (issue 38).
    const [byGuests] = await tx
      .select({ n: sql<number>`coalesce(sum(${schema.guestClaims.quantity}), 0)` })
      .from(schema.guestClaims)
      .where(and(eq(schema.guestClaims.itemId, item.id), eq(schema.guestClaims.occurrence, occurrence)));
    const left = item.quantity - Number(sum!.others) - Number(byGuests!.n);
    if (input.quantity > left) throw new HttpError(409, overClaimMessage(item.name, left), [], {}, overClaimText(item.name, left));
    const updatedAt = new Date().toISOString();
    await tx
      .insert(claims)
      .values({ familyId: actor.familyId, eventId: event.id, itemId: item.id, userId: actor.userId, occurrence, quantity: input.quantity, note: input.note, updatedAt })
      .onConflictDoUpdate({ target: [claims.itemId, claims.userId, claims.occurrence], set: { quantity: input.quantity, note: input.note, updatedAt } });
    return withPageText(
      { message: `You are signed up for ${input.quantity} × ${item.name}`, item: await viewOfItem(actor, event.id, item.id, occurrence) },
      { id: "You are signed up for {quantity} × {name}", values: { quantity: input.quantity, name: item.name } },
    );
  });
}

/**
 * DELETE /api/events/{id}/signups/{item_id}/claim[?occurrence=]: the caller's claim (on that date of
 * a series) is released (no claim: nothing changes). A cancelled date's claim can be released.
 */
export async function releaseSignupClaim(actor: Actor, eventId: number, itemId: number, occurrenceRaw?: unknown): Promise<{ message: string; item: SignupItemView }> {
  authorize(actor, "signup.claim", MSG.claimDenied);
  return withTransaction(async (tx) => {
    const event = await findEvent(actor, eventId);
    const occurrence = await dateOfEvent(actor.familyId, event, occurrenceRaw, false);
    const item = await findItem(actor, event.id, itemId);
    await tx
      .delete(claims)
      .where(and(eq(claims.itemId, item.id), eq(claims.userId, actor.userId), eq(claims.familyId, actor.familyId), eq(claims.occurrence, occurrence)));
    return withPageText(
      { message: `You are no longer signed up for ${item.name}`, item: await viewOfItem(actor, event.id, item.id, occurrence) },
      { id: "You are no longer signed up for {name}", values: { name: item.name } },
    );
  });
}
