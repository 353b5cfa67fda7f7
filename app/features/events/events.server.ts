// Events with RSVP: the rules behind the Events tab and /api/events*. Every query is scoped to the
// actor's family; another family's event id is a 404.
import { and, desc, eq, lt } from "drizzle-orm";
import { ID_LIST, db, first, idList, queryAll, queryOne, schema, withTransaction } from "~/lib/db.server";
import { apiColumns } from "~/lib/api-columns.server";
import { badRequest, forbidden, notFound, parseInput } from "~/lib/http.server";
import { authorize } from "~/lib/guard.server";
import { can } from "~/lib/permissions";
import { recordAudit } from "~/lib/audit.server";
import type { Actor } from "~/lib/session.server";
import { getSettings } from "~/features/family/family.server";
import { EVENT_MSG, eventInput, rsvpInput } from "./inputs";
import { isTimeZone, parseEventDate } from "~/lib/dates";
import { summarizeHeadcount, type Headcount } from "./headcount";
import { buildIcs, icsFilename } from "./ics";
import { guestRsvpsOf } from "~/features/guest-links/answers.server";
import { guestName } from "~/features/guest-links/rules";

/** Lists are bounded: every upcoming event (up to this many) and the latest past ones. */
export const UPCOMING_LIMIT = 200;
export const PAST_LIMIT = 50;

export const EVENT_NOT_FOUND = "Event not found";
export const CREATE_DENIED = "Only the owner and admins can create events in this family";

/** Events of the actor's family that have not started yet. */
export async function countUpcomingEvents(actor: Actor, now = new Date()): Promise<number> {
  return (await queryOne<{ n: number }>("select count(*) as n from events where family_id = ? and event_date >= ?", actor.familyId, now.toISOString()))!.n;
}

/** The soonest event that has not started yet (Home's "Next event"), or null. */
export async function nextEvent(actor: Actor, now = new Date()): Promise<{ id: number; title: string; event_date: string; location: string } | null> {
  return (
    (await queryOne<{ id: number; title: string; event_date: string; location: string }>(
      "select id, title, event_date, location from events where family_id = ? and event_date >= ? order by event_date asc, id asc limit 1",
      actor.familyId,
      now.toISOString(),
    )) ?? null
  );
}

export type RsvpResponse = {
  user_id: number;
  user_name: string;
  attending: boolean;
  guest_count: number;
  comments: string;
  updated_at: string;
};

export type EventRow = {
  id: number;
  title: string;
  description: string;
  event_date: string;
  location: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
};

export type EventView = EventRow & {
  is_past: boolean;
  rsvp_responses: RsvpResponse[];
  headcount: Headcount;
  my_rsvp: RsvpResponse | null;
};

const eventColumns = () =>
  apiColumns(schema.events, ["id", "title", "description", "eventDate", "location", "createdBy", "createdAt", "updatedAt"]);


/**
 * Whether this actor may create events now (owner/admin always; members when the setting allows).
 * `allowAll` is the family's setting when the caller has it (the settings are read otherwise).
 */
export async function canCreateEvents(actor: Actor, allowAll?: boolean): Promise<boolean> {
  const allowed = allowAll ?? (await getSettings(actor.familyId)).allow_all_users_create_events;
  return can(actor.role, "event.create") || (can(actor.role, "event.createWhenAllowed") && allowed);
}

// The list queries run on every Events page and GET /api/events: raw statements prepared once
// (issue 16, decision record 122). The event ids travel as one parameter (ID_LIST), so one
// statement serves any number of events.
const EVENT_COLUMNS = "id, title, description, event_date, location, created_by, created_at, updated_at";
const UPCOMING_SQL = `select ${EVENT_COLUMNS} from events where family_id = ? and event_date >= ? order by event_date asc, id asc limit ${UPCOMING_LIMIT}`;
const PAST_SQL = `select ${EVENT_COLUMNS} from events where family_id = ? and event_date < ? order by event_date desc, id desc limit ${PAST_LIMIT}`;
const RSVPS_SQL = `select r.event_id, r.user_id, u.name as user_name, r.attending, r.guest_count, r.comments, r.updated_at
  from rsvps r join users u on u.id = r.user_id and u.family_id = ?
  where r.event_id in ${ID_LIST} order by r.updated_at asc, r.id asc`;
// The headcount's "not answered" needs each account's id, name and role (listFamilyAccounts' order).
const ACCOUNTS_SQL = "select id, name, role from users where family_id = ? order by created_at, id";

type RsvpRow = Omit<RsvpResponse, "attending"> & { event_id: number; attending: number | boolean };

/** Loads the RSVPs of many events in one query and builds each event's view. */
export async function withRsvps(actor: Actor, rows: EventRow[], now: Date): Promise<EventView[]> {
  if (rows.length === 0) return [];
  const answers = await queryAll<RsvpRow>(RSVPS_SQL, actor.familyId, idList(rows.map((e) => e.id)));
  const byEvent = new Map<number, RsvpResponse[]>();
  for (const a of answers) {
    const answer: RsvpResponse = {
      user_id: a.user_id,
      user_name: a.user_name,
      attending: Boolean(a.attending),
      guest_count: a.guest_count,
      comments: a.comments,
      updated_at: a.updated_at,
    };
    const list = byEvent.get(a.event_id);
    if (list) list.push(answer);
    else byEvent.set(a.event_id, [answer]);
  }
  // Guests' answers through a guest link (issue 38): counted, listed as "Ann (guest)", user_id 0.
  for (const g of await guestRsvpsOf(actor.familyId, rows.map((e) => e.id))) {
    const answer: RsvpResponse = { user_id: 0, user_name: guestName(g.name), attending: g.attending, guest_count: g.guest_count, comments: g.comments, updated_at: g.updated_at };
    const list = byEvent.get(g.event_id);
    if (list) list.push(answer);
    else byEvent.set(g.event_id, [answer]);
  }
  const accounts = await queryAll<{ id: number; name: string; role: string }>(ACCOUNTS_SQL, actor.familyId);
  const nowIso = now.toISOString();
  return rows.map((row) => {
    const responses = byEvent.get(row.id) ?? [];
    return {
      ...row,
      is_past: row.event_date < nowIso,
      rsvp_responses: responses,
      headcount: summarizeHeadcount(responses, accounts),
      my_rsvp: responses.find((a) => a.user_id === actor.userId) ?? null,
    };
  });
}

/**
 * Upcoming events (soonest first) and past ones (latest first), without their RSVPs: the Events tab
 * loads RSVPs only for the cards it shows (`withRsvps`).
 */
export async function listEventRows(actor: Actor, now = new Date()): Promise<{ upcoming: EventRow[]; past: EventRow[] }> {
  const nowIso = now.toISOString();
  return {
    upcoming: await queryAll<EventRow>(UPCOMING_SQL, actor.familyId, nowIso),
    past: await queryAll<EventRow>(PAST_SQL, actor.familyId, nowIso),
  };
}

/** Upcoming events (soonest first), then past ones (latest first), with RSVPs and headcounts. */
export async function listEvents(actor: Actor, now = new Date()): Promise<{ upcoming: EventView[]; past: EventView[] }> {
  const { upcoming, past } = await listEventRows(actor, now);
  const all = await withRsvps(actor, [...upcoming, ...past], now);
  return { upcoming: all.slice(0, upcoming.length), past: all.slice(upcoming.length) };
}

/** GET /api/events: §3 Event list (upcoming first, then past). */
export async function listEventsForApi(actor: Actor, now = new Date()): Promise<EventView[]> {
  const { upcoming, past } = await listEvents(actor, now);
  return [...upcoming, ...past];
}

/**
 * GET /api/events?limit=&cursor= (decision record 102): every event of the family, newest first
 * by id, one page at a time; `next` is the cursor of the following page (null on the last).
 */
export async function listEventsPage(
  actor: Actor,
  page: { limit: number; cursor: number | null },
  now = new Date(),
): Promise<{ events: EventView[]; next: number | null }> {
  const e = schema.events;
  const rows = await db()
    .select(eventColumns())
    .from(e)
    .where(and(eq(e.familyId, actor.familyId), page.cursor ? lt(e.id, page.cursor) : undefined))
    .orderBy(desc(e.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  return { events: await withRsvps(actor, shown, now), next: more ? shown[shown.length - 1]!.id : null };
}

/** One event of the actor's family (inside a transaction, as that transaction sees it), else a 404. */
export async function findEvent(actor: Actor, id: number): Promise<EventRow> {
  const e = schema.events;
  const row = await first(
    db()
      .select(eventColumns())
      .from(e)
      .where(and(eq(e.id, id), eq(e.familyId, actor.familyId))),
  );
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

export async function getEvent(actor: Actor, id: number, now = new Date()): Promise<EventView> {
  return (await withRsvps(actor, [await findEvent(actor, id)], now))[0]!;
}

async function resolveInput(actor: Actor, raw: unknown) {
  const input = parseInput(eventInput, raw);
  if (input.time_zone && !isTimeZone(input.time_zone)) throw badRequest(EVENT_MSG.badZone);
  const zone = input.time_zone || (await getSettings(actor.familyId)).time_zone;
  const eventDate = parseEventDate(input.event_date, zone);
  if (!eventDate) throw badRequest(EVENT_MSG.badDate);
  return { title: input.title, description: input.description, location: input.location, eventDate };
}

// Commands run as one transaction each, checks included (they read with `tx`, which sees the rows
// as they are when the write happens), and answer with the event as that transaction sees it.

export async function createEvent(actor: Actor, raw: unknown): Promise<EventView> {
  return withTransaction(async (tx) => {
    if (!(await canCreateEvents(actor))) throw forbidden(CREATE_DENIED);
    // No plan limits events (PLANS' events is -1 on every tier): a limit check would go here, with
    // `tx`, so that concurrent creates cannot pass it together.
    const v = await resolveInput(actor, raw);
    const [row] = await tx
      .insert(schema.events)
      .values({ familyId: actor.familyId, createdBy: actor.userId, ...v })
      .returning({ id: schema.events.id });
    return getEvent(actor, row!.id);
  });
}

export async function updateEvent(actor: Actor, id: number, raw: unknown): Promise<EventView> {
  return withTransaction(async (tx) => {
    const existing = await findEvent(actor, id);
    authorize(actor, "event.edit", "Only the owner and admins can edit events");
    const v = await resolveInput(actor, raw);
    await tx
      .update(schema.events)
      .set({ ...v, updatedAt: new Date().toISOString() })
      .where(and(eq(schema.events.id, existing.id), eq(schema.events.familyId, actor.familyId)));
    await recordAudit(actor, "event_update", "event", `Updated event "${v.title}"`, id);
    return getEvent(actor, id);
  });
}

export async function deleteEvent(actor: Actor, id: number): Promise<{ message: string }> {
  return withTransaction(async (tx) => {
    const existing = await findEvent(actor, id);
    authorize(actor, "event.delete", "Only the owner and admins can delete events");
    await tx
      .delete(schema.events)
      .where(and(eq(schema.events.id, existing.id), eq(schema.events.familyId, actor.familyId)));
    await recordAudit(actor, "event_delete", "event", `Deleted event "${existing.title}"`, id);
    return { message: "Event deleted" };
  });
}

export const RSVP_CONFIRMED = "RSVP confirmed!";
export const RSVP_CANCELLED = "RSVP cancelled";

/** POST /api/events/rsvp: one answer per user and event (upsert). */
export async function rsvpToEvent(actor: Actor, raw: unknown): Promise<{ message: string; rsvp: RsvpResponse & { event_id: number } }> {
  authorize(actor, "event.rsvp", "Guests cannot RSVP");
  const input = parseInput(rsvpInput, raw);
  const updatedAt = new Date().toISOString();
  const r = schema.rsvps;
  await withTransaction(async (tx) => {
    // In the transaction: an event deleted meanwhile is a 404, not a foreign key failure.
    await findEvent(actor, input.event_id);
    await tx
      .insert(r)
      .values({
        eventId: input.event_id,
        userId: actor.userId,
        attending: input.attending,
        guestCount: input.guest_count,
        comments: input.comments,
        updatedAt,
      })
      .onConflictDoUpdate({
        target: [r.eventId, r.userId],
        set: { attending: input.attending, guestCount: input.guest_count, comments: input.comments, updatedAt },
      });
  });
  return {
    message: input.attending ? RSVP_CONFIRMED : RSVP_CANCELLED,
    rsvp: {
      event_id: input.event_id,
      user_id: actor.userId,
      user_name: actor.name,
      attending: input.attending,
      guest_count: input.guest_count,
      comments: input.comments,
      updated_at: updatedAt,
    },
  };
}

/** The event as an RFC 5545 file: {filename, body}. */
export async function eventIcs(actor: Actor, id: number, host: string, now = new Date()): Promise<{ filename: string; body: string }> {
  const event = await findEvent(actor, id);
  return { filename: icsFilename(event.title), body: buildIcs(event, host, now) };
}
