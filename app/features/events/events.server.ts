// Events with RSVP: the rules behind the Events tab and /api/events*. Every query is scoped to the
// actor's family; another family's event id is a 404.
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { ID_LIST, db, first, idList, isPostgres, queryAll, queryOne, schema, withTransaction, type Tx, limitOf } from "~/lib/db.server";
import { apiColumns } from "~/lib/api-columns.server";
import { HttpError, badRequest, forbidden, notFound, parseInput } from "~/lib/http.server";

const conflict = (detail: string) => new HttpError(409, detail);
import { authorize } from "~/lib/guard.server";
import { can } from "~/lib/permissions";
import { recordAudit } from "~/lib/audit.server";
import { keptRows } from "~/lib/family-cache.server";
import type { Actor } from "~/lib/session.server";
import { getSettings } from "~/features/family/family.server";
import { EVENT_MSG, eventInput, occurrenceInput, rsvpInput } from "./inputs";
import { isTimeZone, parseEventDate, toZonedLocalInput, zonedLocalToUtc } from "~/lib/dates";
import { summarizeHeadcount, type Headcount } from "./headcount";
import { buildIcs, icsFilename, type IcsException } from "./ics";
import { guestName } from "~/features/guest-links/rules";
import { subscribedDates } from "~/features/calendar-subscriptions/subscriptions.server";
import {
  RecurrenceError,
  expandSeries,
  isOccurrence,
  normalizeRule,
  occurrencesBefore,
  parseOccurrence,
  ruleFromForm,
  type Series,
} from "./recurrence.server";

/** Lists are bounded: every upcoming event (up to this many) and the latest past ones. */
export const UPCOMING_LIMIT = 200;
export const PAST_LIMIT = 50;

export const EVENT_NOT_FOUND = "Event not found";
export const CREATE_DENIED = "Only the owner and admins can create events in this family";

/** Events of the actor's family that have not started yet. */
/**
 * Home's events at a glance: how many are coming (as the Events tab lists them, cancelled dates
 * left out) and the soonest that has not started yet, from one read of the coming dates.
 */
export async function upcomingAtAGlance(
  actor: Actor,
  now = new Date(),
): Promise<{ count: number; next: { id: number; title: string; event_date: string; location: string } | null }> {
  const open = (await listEventRows(actor, now, { past: false })).upcoming.filter((e) => !e.cancelled);
  const next = open[0];
  return { count: open.length, next: next ? { id: next.id, title: next.title, event_date: next.event_date, location: next.location } : null };
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
  /** RFC 5545 RRULE of a series; null for one date. */
  recurrence: string | null;
  /** The zone a series' wall-clock time is kept in; null for one date. */
  time_zone: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
};

/**
 * One row of a list: a one-date event, or one date of a series (`occurrence` = its original
 * start, `event_date` = when it now starts; title, description, location as changed for that date).
 */
export type OccurrenceRow = EventRow & { occurrence: string | null; cancelled: boolean };

export type EventView = OccurrenceRow & {
  is_past: boolean;
  rsvp_responses: RsvpResponse[];
  headcount: Headcount;
  my_rsvp: RsvpResponse | null;
};

const eventColumns = () =>
  apiColumns(schema.events, ["id", "title", "description", "eventDate", "location", "recurrence", "timeZone", "createdBy", "createdAt", "updatedAt"]);


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
const EVENT_COLUMNS = "id, title, description, event_date, location, recurrence, time_zone, created_by, created_at, updated_at";
/** A family's series (bounded like the lists). */
export const SERIES_LIMIT = 200;
const SERIES_SQL = `select ${EVENT_COLUMNS} from events where family_id = +? and recurrence is not null order by id limit ${SERIES_LIMIT}`;
const UPCOMING_SQL = `select ${EVENT_COLUMNS} from events where family_id = +? and recurrence is null and event_date >= +? order by event_date asc, id asc limit ${UPCOMING_LIMIT}`;
const PAST_SQL = `select ${EVENT_COLUMNS} from events where family_id = +? and recurrence is null and event_date < +? order by event_date desc, id desc limit ${PAST_LIMIT}`;
// On PostgreSQL the coming one-date events, the past ones and the series in ONE statement (decision
// record 270): there each statement is a round trip (about 0.1 ms of app and database CPU). On
// SQLite the three reads are cheaper than their union (80 µs against 92, measured), so they stay.
// Each list is its own statement as a subquery (its order and limit kept), told apart by `part`.
const listPart = (part: "upcoming" | "past" | "series", sqlText: string) => `select '${part}' as part, ${part}.* from (${sqlText}) as ${part}`;
const ALL_LISTS_SQL = [listPart("upcoming", UPCOMING_SQL), listPart("past", PAST_SQL), listPart("series", SERIES_SQL)].join("\n  union all ");

const byDateThenId = (a: EventRow, b: EventRow) => (a.event_date < b.event_date ? -1 : a.event_date > b.event_date ? 1 : a.id - b.id);

type EventLists = { upcoming: EventRow[]; past: EventRow[]; series: EventRow[] };

/**
 * The family's coming and past one-date events and its series, each in its order: kept per family
 * (decision record 272) until its first coming one-date event starts (it then moves to the past),
 * or the family's data changes.
 */
function eventLists(familyId: number, nowIso: string): Promise<EventLists> {
  return keptRows(familyId, "events:lists", Date.parse(nowIso), () => readEventLists(familyId, nowIso), (lists) =>
    lists.upcoming[0] ? Date.parse(lists.upcoming[0].event_date) : Infinity,
  );
}

async function readEventLists(familyId: number, nowIso: string): Promise<EventLists> {
  if (!isPostgres()) {
    const upcoming = await queryAll<EventRow>(UPCOMING_SQL, familyId, nowIso);
    const past = await queryAll<EventRow>(PAST_SQL, familyId, nowIso);
    return { upcoming, past, series: await queryAll<EventRow>(SERIES_SQL, familyId) };
  }
  const rows = await queryAll<EventRow & { part: "upcoming" | "past" | "series" }>(ALL_LISTS_SQL, familyId, nowIso, familyId, nowIso, familyId);
  const lists = { upcoming: [] as EventRow[], past: [] as EventRow[], series: [] as EventRow[] };
  for (const { part, ...row } of rows) lists[part].push(row);
  // A union promises no order of its own: each list is put back in its order.
  lists.upcoming.sort(byDateThenId);
  lists.past.sort((a, b) => byDateThenId(b, a));
  lists.series.sort((a, b) => a.id - b.id);
  return lists;
}
const EXCEPTIONS_SQL = `select event_id, occurrence, cancelled, event_date, title, description, location from event_exceptions
  where family_id = +? and event_id in ${ID_LIST}`;
// Members' answers, then guests' (issue 38), each oldest first: one statement on PostgreSQL (one
// round trip), two on SQLite (cheaper there than their union: 109 µs against 119, measured).
const MEMBER_ANSWERS = `select 0 as guest, r.id, r.event_id, r.occurrence, r.user_id, u.name as user_name, r.attending, r.guest_count, r.comments, r.updated_at
  from rsvps r join users u on u.id = r.user_id and u.family_id = +?
  where r.event_id in ${ID_LIST}`;
const GUEST_ANSWERS = `select 1 as guest, g.id, g.event_id, g.occurrence, 0 as user_id, g.name as user_name, g.attending, g.guest_count, g.comments, g.updated_at
  from guest_rsvps g where g.family_id = +? and g.event_id in ${ID_LIST}`;
const MEMBER_ANSWERS_SQL = `${MEMBER_ANSWERS} order by r.updated_at asc, r.id asc`;
const GUEST_ANSWERS_SQL = `${GUEST_ANSWERS} order by g.updated_at asc, g.id asc`;
const ANSWERS_SQL = `${MEMBER_ANSWERS}\n  union all\n  ${GUEST_ANSWERS}\n  order by guest, updated_at, id`;

/**
 * Members' and guests' answers to these events. The answers to every event of the family's lists
 * are kept per family (decision record 272), and these events' are taken from them; events outside
 * those lists (an old one asked for by id) are read.
 */
async function answersOf(familyId: number, wanted: number[], now: number): Promise<readonly RsvpRow[]> {
  const kept = await keptRows(familyId, "events:answers", now, async () => {
    const { upcoming, past, series } = await eventLists(familyId, new Date(now).toISOString());
    const ids = [...new Set([...upcoming, ...past, ...series].map((e) => e.id))];
    return { ids, rows: ids.length > 0 ? await readAnswers(familyId, idList(ids)) : [] };
  });
  const keptIds = new Set(kept.ids);
  const want = new Set(wanted);
  if (wanted.every((id) => keptIds.has(id))) return kept.rows.filter((r) => want.has(r.event_id));
  return readAnswers(familyId, idList(wanted));
}

async function readAnswers(familyId: number, ids: string): Promise<RsvpRow[]> {
  if (isPostgres()) return queryAll<RsvpRow>(ANSWERS_SQL, familyId, ids, familyId, ids);
  return [...(await queryAll<RsvpRow>(MEMBER_ANSWERS_SQL, familyId, ids)), ...(await queryAll<RsvpRow>(GUEST_ANSWERS_SQL, familyId, ids))];
}
// The headcount's "not answered" needs each account's id, name and role (listFamilyAccounts' order).
const ACCOUNTS_SQL = "select id, name, role from users where family_id = +? order by created_at, id";

type RsvpRow = Omit<RsvpResponse, "attending"> & { guest: number; event_id: number; occurrence: string; attending: number | boolean };
const answerKey = (eventId: number, occurrence: string | null) => `${eventId}|${occurrence ?? ""}`;

/** Loads the RSVPs of many events in one query and builds each event's view. */
export async function withRsvps(actor: Actor, rows: OccurrenceRow[], now: Date): Promise<EventView[]> {
  if (rows.length === 0) return [];
  const answers = await answersOf(actor.familyId, [...new Set(rows.map((e) => e.id))], now.getTime());
  const byEvent = new Map<string, RsvpResponse[]>();
  for (const a of answers) {
    // Guests' answers through a guest link (issue 38): counted, listed as "Ann (guest)", user_id 0.
    // On a series a guest answers one date (its `occurrence`), like a member.
    const answer: RsvpResponse = {
      user_id: a.guest ? 0 : a.user_id,
      user_name: a.guest ? guestName(a.user_name) : a.user_name,
      attending: Boolean(a.attending),
      guest_count: a.guest_count,
      comments: a.comments,
      updated_at: a.updated_at,
    };
    const key = answerKey(a.event_id, a.occurrence || null);
    const list = byEvent.get(key);
    if (list) list.push(answer);
    else byEvent.set(key, [answer]);
  }
  const accounts = await keptRows(actor.familyId, "events:accounts", now.getTime(), () => queryAll<{ id: number; name: string; role: string }>(ACCOUNTS_SQL, actor.familyId));
  const nowIso = now.toISOString();
  return rows.map((row) => {
    const responses = byEvent.get(answerKey(row.id, row.occurrence)) ?? [];
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
export async function listEventRows(
  actor: Actor,
  now = new Date(),
  want: { past: boolean } = { past: true },
): Promise<{ upcoming: OccurrenceRow[]; past: OccurrenceRow[] }> {
  const nowIso = now.toISOString();
  const single = (r: EventRow): OccurrenceRow => ({ ...r, occurrence: null, cancelled: false });
  const { upcoming, past, series } = await eventLists(actor.familyId, nowIso);
  // The coming year's dates of each series; a series whose next date is further away shows its next few.
  const ahead = await occurrencesOf(actor.familyId, series, { from: nowIso, to: shift(now, YEAR_MS), limit: UPCOMING_LIMIT });
  const later = series.filter((e) => !ahead.some((o) => o.id === e.id));
  ahead.push(...(await occurrencesOf(actor.familyId, later, { from: nowIso, to: FAR_FUTURE, limit: 8 })));
  const behind = want.past ? await occurrencesOf(actor.familyId, series, { from: shift(now, -PAST_WINDOW_MS), to: nowIso, limit: PAST_LIMIT }) : [];
  const byDate = (a: OccurrenceRow, b: OccurrenceRow) => (a.event_date < b.event_date ? -1 : a.event_date > b.event_date ? 1 : a.id - b.id);
  return {
    upcoming: [...upcoming.map(single), ...ahead].sort(byDate).slice(0, UPCOMING_LIMIT),
    past: [...past.map(single), ...behind]
      .sort((a, b) => byDate(b, a))
      .slice(0, PAST_LIMIT),
  };
}

const YEAR_MS = 366 * 24 * 3600 * 1000;
const FAR_FUTURE = "9999-12-31T00:00:00.000Z";
/** How far back the Events tab's "Past events" looks for dates of a series. */
const PAST_WINDOW_MS = 92 * 24 * 3600 * 1000;
const shift = (d: Date, ms: number) => new Date(d.getTime() + ms).toISOString();
const seriesOf = (e: Pick<EventRow, "event_date" | "recurrence" | "time_zone">): Series => ({ event_date: e.event_date, recurrence: e.recurrence!, time_zone: e.time_zone ?? "UTC" });

export type ExceptionRow = {
  event_id: number;
  occurrence: string;
  cancelled: number | boolean;
  event_date: string | null;
  title: string | null;
  description: string | null;
  location: string | null;
};

/** One date of a series, with that date's changes applied. */
function occurrenceRow(e: EventRow, occurrence: string, x: ExceptionRow | undefined): OccurrenceRow {
  return {
    ...e,
    occurrence,
    event_date: x?.event_date ?? occurrence,
    title: x?.title ?? e.title,
    description: x?.description ?? e.description,
    location: x?.location ?? e.location,
    cancelled: Boolean(x?.cancelled),
  };
}

/**
 * The dates of these series whose (possibly moved) start is in [from, to): each series expanded
 * once, its changed dates read in one query. A date moved into the window from outside it is
 * included; one moved out of it is not. Sorted by start; at most `limit` per series.
 */
export async function occurrencesOf(
  familyId: number,
  series: EventRow[],
  window: { from: string; to: string; limit: number },
): Promise<OccurrenceRow[]> {
  if (series.length === 0) return [];
  const exceptions = await queryAll<ExceptionRow>(EXCEPTIONS_SQL, familyId, idList(series.map((e) => e.id)));
  const byEvent = new Map<number, Map<string, ExceptionRow>>();
  for (const x of exceptions) {
    const m = byEvent.get(x.event_id) ?? new Map<string, ExceptionRow>();
    m.set(x.occurrence, x);
    byEvent.set(x.event_id, m);
  }
  const out: OccurrenceRow[] = [];
  for (const e of series) {
    const changes = byEvent.get(e.id) ?? new Map<string, ExceptionRow>();
    const originals = new Set(expandSeries(seriesOf(e), window));
    for (const x of changes.values()) {
      if (x.event_date && x.event_date >= window.from && x.event_date < window.to && !originals.has(x.occurrence) && isOccurrence(seriesOf(e), x.occurrence)) {
        originals.add(x.occurrence);
      }
    }
    for (const occ of originals) {
      const row = occurrenceRow(e, occ, changes.get(occ));
      if (row.event_date >= window.from && row.event_date < window.to) out.push(row);
    }
  }
  return out.sort((a, b) => (a.event_date < b.event_date ? -1 : a.event_date > b.event_date ? 1 : a.id - b.id));
}

/** Upcoming events (soonest first), then past ones (latest first), with RSVPs and headcounts. */
export async function listEvents(actor: Actor, now = new Date()): Promise<{ upcoming: EventView[]; past: EventView[] }> {
  const { upcoming, past } = await listEventRows(actor, now);
  const all = await withRsvps(actor, [...upcoming, ...past], now);
  return { upcoming: all.slice(0, upcoming.length), past: all.slice(upcoming.length) };
}

/** What the API shows of an event or a date of one (decision record 250). */
export type EventApiItem = Omit<EventView, "occurrence" | "cancelled" | "time_zone"> & {
  time_zone?: string;
  occurrence?: string | null;
  cancelled?: boolean;
  next_occurrence?: string | null;
};

/**
 * One-date events and series as the list without a window shows them: each series once, with its
 * fields, `next_occurrence` and the answers of that next date. The answers of all of them are read
 * together (one read of the answers and the accounts, whatever the mix).
 */
async function asItems(actor: Actor, rows: EventRow[], now: Date): Promise<EventApiItem[]> {
  const nowIso = now.toISOString();
  const next = new Map<number, string>();
  for (const e of rows) {
    if (!e.recurrence) continue;
    const [first] = expandSeries(seriesOf(e), { from: nowIso, limit: 1 });
    if (first) next.set(e.id, first);
  }
  const views = await withRsvps(
    actor,
    rows.map((r) => ({ ...r, occurrence: r.recurrence ? (next.get(r.id) ?? r.event_date) : null, cancelled: false })),
    now,
  );
  return views.map((v) => {
    const { occurrence: _o, cancelled: _c, time_zone, ...rest } = v;
    if (!v.recurrence) return rest;
    return { ...rest, time_zone: time_zone ?? undefined, is_past: !next.has(v.id), next_occurrence: next.get(v.id) ?? null };
  });
}

/**
 * GET /api/events: §3 Event list (upcoming first, then past), as before series existed: each series
 * once (with `recurrence` and `next_occurrence`), among the upcoming while it has dates to come.
 */
export async function listEventsForApi(actor: Actor, now = new Date()): Promise<EventApiItem[]> {
  const nowIso = now.toISOString();
  const { upcoming, past, series } = await eventLists(actor.familyId, nowIso);
  const items = await asItems(actor, [...upcoming, ...past, ...series], now);
  const ahead = items.filter((i) => (i.recurrence ? i.next_occurrence : !i.is_past));
  const behind = items.filter((i) => !ahead.includes(i));
  const when = (i: EventApiItem) => i.next_occurrence ?? i.event_date;
  ahead.sort((a, b) => (when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : a.id - b.id));
  behind.sort((a, b) => (a.event_date > b.event_date ? -1 : a.event_date < b.event_date ? 1 : b.id - a.id));
  return [...ahead, ...behind];
}

export const WINDOW_MSG = {
  both: "from and to must be given together",
  bad: "from and to must be ISO 8601 date-times",
  order: "to must be after from",
  long: "The window from from to to must be at most 366 days",
} as const;

/**
 * GET /api/events?from=&to=: every one-date event and every date of a series starting in the
 * window (at most 366 days), soonest first, each with `occurrence` (the date's original start;
 * null for a one-date event), `event_date`, `recurrence` and `cancelled`.
 */
export async function listEventsInWindow(actor: Actor, fromRaw: string, toRaw: string, now = new Date()): Promise<EventApiItem[]> {
  const from = parseOccurrence(fromRaw) ?? parseDay(fromRaw);
  const to = parseOccurrence(toRaw) ?? parseDay(toRaw);
  if (!from || !to) throw badRequest(WINDOW_MSG.bad);
  if (to <= from) throw badRequest(WINDOW_MSG.order);
  if (Date.parse(to) - Date.parse(from) > YEAR_MS) throw badRequest(WINDOW_MSG.long);
  const e = schema.events;
  const singles = await db()
    .select(eventColumns())
    .from(e)
    .where(and(eq(e.familyId, actor.familyId), sql`${e.recurrence} is null`, gte(e.eventDate, from), lt(e.eventDate, to)))
    .orderBy(e.eventDate, e.id)
    .limit(limitOf(UPCOMING_LIMIT * 5));
  const series = await queryAll<EventRow>(SERIES_SQL, actor.familyId);
  const dates = await occurrencesOf(actor.familyId, series, { from, to, limit: 1000 });
  const rows = [...singles.map((r) => ({ ...r, occurrence: null, cancelled: false })), ...dates].sort((a, b) =>
    a.event_date < b.event_date ? -1 : a.event_date > b.event_date ? 1 : a.id - b.id,
  );
  return (await withRsvps(actor, rows, now)).map(({ time_zone, ...v }) => ({ ...v, ...(time_zone ? { time_zone } : {}) }));
}

/**
 * GET /api/events?from=&to=: the family's own dates, then (read-only, no RSVP) the dates of the
 * outside calendars it subscribes to, each labelled with `source` {calendar_id, name}; soonest first.
 */
export async function windowWithSubscriptions(actor: Actor, fromRaw: string, toRaw: string, now = new Date()) {
  const own = await listEventsInWindow(actor, fromRaw, toRaw, now);
  const from = parseOccurrence(fromRaw) ?? parseDay(fromRaw)!;
  const to = parseOccurrence(toRaw) ?? parseDay(toRaw)!;
  const outside = await subscribedDates(actor.familyId, from, to);
  return [...own, ...outside].sort((a, b) => (a.event_date < b.event_date ? -1 : a.event_date > b.event_date ? 1 : 0));
}

/** "2027-03-21" as the start of that day, UTC. */
function parseDay(v: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return null;
  const ms = Date.parse(`${v}T00:00:00Z`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * GET /api/events?limit=&cursor= (decision record 102): every event of the family, newest first
 * by id, one page at a time; `next` is the cursor of the following page (null on the last).
 */
export async function listEventsPage(
  actor: Actor,
  page: { limit: number; cursor: number | null },
  now = new Date(),
): Promise<{ events: EventApiItem[]; next: number | null }> {
  const e = schema.events;
  const rows = await db()
    .select(eventColumns())
    .from(e)
    .where(and(eq(e.familyId, actor.familyId), page.cursor ? lt(e.id, page.cursor) : undefined))
    .orderBy(desc(e.id))
    .limit(limitOf(page.limit + 1));
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  return { events: await asItems(actor, shown, now), next: more ? shown[shown.length - 1]!.id : null };
}

/** One event of the actor's family (inside a transaction, as that transaction sees it), else a 404. */
export async function findEvent(actor: Actor, id: number): Promise<EventRow> {
  return findFamilyEvent(actor.familyId, id);
}

/** An event of a family (no actor: a guest link's event), or 404. */
export async function findFamilyEvent(familyId: number, id: number): Promise<EventRow> {
  const e = schema.events;
  const row = await first(
    db()
      .select(eventColumns())
      .from(e)
      .where(and(eq(e.id, id), eq(e.familyId, familyId))),
  );
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

/** The next `limit` dates of a series from `now`, soonest first, cancelled ones included (marked). */
export async function comingDates(familyId: number, event: EventRow, now: Date, limit: number): Promise<OccurrenceRow[]> {
  if (!event.recurrence) return [];
  return (await occurrencesOf(familyId, [event], { from: now.toISOString(), to: FAR_FUTURE, limit })).slice(0, limit);
}

export async function getEvent(actor: Actor, id: number, now = new Date()): Promise<EventApiItem> {
  return (await asItems(actor, [await findEvent(actor, id)], now))[0]!;
}

const field = (raw: unknown, key: string): unknown => (raw && typeof raw === "object" ? (raw as Record<string, unknown>)[key] : undefined);

/**
 * The fields of an event from the form or the API, the date resolved in its zone, and its repeat
 * rule: the API's `recurrence` (an RRULE value; null or "" = one date; absent = `keep`), or the
 * form's "Repeats" fields (`repeat`, …).
 */
async function resolveInput(actor: Actor, raw: unknown, keep: { recurrence: string | null; time_zone: string | null } | null = null) {
  const input = parseInput(eventInput, raw);
  if (input.time_zone && !isTimeZone(input.time_zone)) throw badRequest(EVENT_MSG.badZone);
  const zone = input.time_zone || (await getSettings(actor.familyId)).time_zone;
  const eventDate = parseEventDate(input.event_date, zone);
  if (!eventDate) throw badRequest(EVENT_MSG.badDate);
  // A series keeps its own zone (the family's may change later); a new one takes the input's.
  const seriesZone = keep?.time_zone ?? zone;
  let recurrence: string | null;
  try {
    const api = field(raw, "recurrence");
    if (field(raw, "repeat") !== undefined) recurrence = ruleFromForm(raw as Record<string, unknown>, eventDate, seriesZone);
    else if (api === undefined) recurrence = keep?.recurrence ?? null;
    else if (api === null || api === "") recurrence = null;
    else if (typeof api !== "string") throw badRequest(EVENT_MSG.recurrenceType);
    else recurrence = normalizeRule(api, seriesZone, eventDate);
  } catch (e) {
    if (e instanceof RecurrenceError) throw badRequest(e.message);
    throw e;
  }
  return {
    title: input.title,
    description: input.description,
    location: input.location,
    eventDate,
    recurrence,
    timeZone: recurrence ? seriesZone : null,
  };
}

// Commands run as one transaction each, checks included (they read with `tx`, which sees the rows
// as they are when the write happens), and answer with the event as that transaction sees it.

export async function createEvent(actor: Actor, raw: unknown): Promise<EventApiItem> {
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

export const SCOPES = ["this", "following", "all"] as const;
export type Scope = (typeof SCOPES)[number];
const EDIT_DENIED = "Only the owner and admins can edit events";

/** The `occurrence` of a request (URL or body) as one of this series' dates, else 404/400. */
function requireOccurrence(event: Pick<EventRow, "event_date" | "recurrence" | "time_zone">, raw: unknown): string {
  if (!event.recurrence) throw badRequest(EVENT_MSG.notSeries);
  const occurrence = parseOccurrence(raw);
  if (!occurrence) throw badRequest(EVENT_MSG.badOccurrence);
  if (!isOccurrence(seriesOf(event), occurrence)) throw notFound(EVENT_MSG.noOccurrence);
  return occurrence;
}

/**
 * The date a request about `event` is for (claims, guest answers: issue 41): "" for a one-date event
 * (whatever was sent); for a series one of its dates (400 when missing or malformed, 404 when not in
 * the series, 409 when cancelled and `answering`).
 */
export async function dateOfEvent(familyId: number, event: Pick<EventRow, "id" | "event_date" | "recurrence" | "time_zone">, raw: unknown, answering = true): Promise<string> {
  if (!event.recurrence) return "";
  if (raw === undefined || raw === null || raw === "") throw badRequest(EVENT_MSG.occurrenceRequired);
  const occurrence = requireOccurrence(event, raw);
  if (answering && (await isCancelled(familyId, event.id, occurrence))) throw conflict(EVENT_MSG.occurrenceCancelled);
  return occurrence;
}

async function isCancelled(familyId: number, eventId: number, occurrence: string): Promise<boolean> {
  const x = await queryOne<{ cancelled: number | boolean }>(
    "select cancelled from event_exceptions where family_id = +? and event_id = +? and occurrence = +?",
    familyId,
    eventId,
    occurrence,
  );
  return Boolean(x && x.cancelled);
}

/** The wall-clock distance between two instants read in `zone` (how far an edit moved a date). */
function wallShift(fromIso: string, toIso: string, zone: string): number {
  const wall = (iso: string) => Date.parse(`${toZonedLocalInput(iso, zone)}:00Z`) + new Date(iso).getUTCSeconds() * 1000;
  return wall(toIso) - wall(fromIso);
}
/** `iso` moved by `ms` of wall-clock time in `zone`. */
function shiftWall(iso: string, ms: number, zone: string): string {
  if (ms === 0) return iso;
  const local = new Date(Date.parse(`${toZonedLocalInput(iso, zone)}:00Z`) + ms).toISOString().slice(0, 16);
  return zonedLocalToUtc(local, zone) ?? iso;
}

/**
 * Answers and changed dates follow their date when a series' time moves (their key is the date's
 * original start): each key at or after `from` of event `fromId` is shifted and moved to `toId`.
 */
async function rekeyDates(tx: Tx, fromId: number, toId: number, from: string, ms: number, zone: string) {
  if (ms === 0 && fromId === toId) return;
  // Claims follow their date within the series; on a split they stay with the items (defined on the first series).
  const tables = fromId === toId ? ([schema.rsvps, schema.eventExceptions, schema.guestRsvps, schema.signupClaims, schema.guestClaims] as const) : ([schema.rsvps, schema.eventExceptions, schema.guestRsvps] as const);
  for (const table of tables) {
    const rows = await tx
      .select({ id: table.id, occurrence: table.occurrence })
      .from(table)
      .where(and(eq(table.eventId, fromId), gte(table.occurrence, from)));
    // Highest first when moving later (and lowest first when earlier), so no two rows meet on one key.
    rows.sort((a, b) => (ms > 0 ? (a.occurrence < b.occurrence ? 1 : -1) : a.occurrence < b.occurrence ? -1 : 1));
    for (const row of rows) {
      await tx
        .update(table)
        .set({ eventId: toId, occurrence: shiftWall(row.occurrence, ms, zone) })
        .where(eq(table.id, row.id));
    }
  }
}

/**
 * PUT /api/events/{id} and the Edit form. A series takes `scope`: `all` (default: the whole series;
 * with `occurrence`, the form's date is that date's new start and the series moves by as much),
 * `this` (only `occurrence`), `following` (`occurrence` and the dates after it become a new series).
 */
export async function updateEvent(actor: Actor, id: number, raw: unknown): Promise<EventApiItem> {
  const scopeRaw = field(raw, "scope") ?? "all";
  if (typeof scopeRaw !== "string" || !SCOPES.includes(scopeRaw as Scope)) throw badRequest(EVENT_MSG.badScope);
  const scope = scopeRaw as Scope;
  const occRaw = field(raw, "occurrence");
  if (scope === "this") {
    await updateOccurrence(actor, id, occRaw, raw);
    return getEvent(actor, id);
  }
  return withTransaction(async (tx) => {
    const existing = await findEvent(actor, id);
    authorize(actor, "event.edit", EDIT_DENIED);
    const hasOcc = existing.recurrence && occRaw !== undefined && occRaw !== null && occRaw !== "";
    if (scope === "following" && !hasOcc) throw badRequest(EVENT_MSG.badOccurrence);
    const occurrence = hasOcc ? requireOccurrence(existing, occRaw) : null;
    const v = await resolveInput(actor, raw, existing);
    const zone = existing.time_zone ?? v.timeZone ?? "UTC";
    const updatedAt = new Date().toISOString();
    const e = schema.events;
    // The form names a date and its new start; the series moves by the same wall-clock distance.
    const moved = occurrence ? wallShift(occurrence, v.eventDate, zone) : existing.recurrence ? wallShift(existing.event_date, v.eventDate, zone) : 0;
    if (scope === "following" && occurrence && occurrence > existing.event_date) {
      const before = occurrencesBefore(seriesOf(existing), occurrence);
      const count = /COUNT=(\d+)/.exec(existing.recurrence!)?.[1];
      const untilBefore = new Date(Date.parse(occurrence) - 1000).toISOString();
      const oldRule = existing.recurrence!.split(";").filter((p) => !p.startsWith("COUNT=") && !p.startsWith("UNTIL=")).concat(`UNTIL=${compact(untilBefore)}`).join(";");
      await tx.update(e).set({ recurrence: oldRule, updatedAt }).where(and(eq(e.id, existing.id), eq(e.familyId, actor.familyId)));
      let rule = v.recurrence;
      // The rest of a "10 times" series is what was left of it, unless the form set a new end.
      if (rule && count && field(raw, "repeat") === undefined && field(raw, "recurrence") === undefined) {
        rule = rule.replace(/COUNT=\d+/, `COUNT=${Math.max(1, Number(count) - before)}`);
      }
      const start = shiftWall(occurrence, moved, zone);
      const [row] = await tx
        .insert(e)
        .values({ familyId: actor.familyId, createdBy: actor.userId, ...v, eventDate: start, recurrence: rule, timeZone: rule ? zone : null })
        .returning({ id: e.id });
      await rekeyDates(tx, existing.id, row!.id, occurrence, moved, zone);
      await recordAudit(actor, "event_update", "event", `Updated event "${v.title}" from ${occurrence} on`, row!.id);
      return getEvent(actor, row!.id);
    }
    const start = existing.recurrence && v.recurrence ? shiftWall(existing.event_date, moved, zone) : v.eventDate;
    await tx
      .update(e)
      .set({ ...v, eventDate: start, timeZone: v.recurrence ? zone : null, updatedAt })
      .where(and(eq(e.id, existing.id), eq(e.familyId, actor.familyId)));
    if (existing.recurrence && v.recurrence) await rekeyDates(tx, existing.id, existing.id, "", moved, zone);
    await recordAudit(actor, "event_update", "event", `Updated event "${v.title}"`, id);
    return getEvent(actor, id);
  });
}

const compact = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** PUT /api/events/{id}/occurrences/{occurrence} (and "this date only"): moves or changes one date. */
export async function updateOccurrence(actor: Actor, id: number, occurrenceRaw: unknown, raw: unknown): Promise<EventApiItem> {
  const input = parseInput(occurrenceInput, raw);
  return withTransaction(async (tx) => {
    const event = await findEvent(actor, id);
    authorize(actor, "event.edit", EDIT_DENIED);
    const occurrence = requireOccurrence(event, occurrenceRaw);
    if (input.time_zone && !isTimeZone(input.time_zone)) throw badRequest(EVENT_MSG.badZone);
    let eventDate: string | null = null;
    if (input.event_date) {
      eventDate = parseEventDate(input.event_date, input.time_zone || event.time_zone || "UTC");
      if (!eventDate) throw badRequest(EVENT_MSG.badDate);
    }
    const set = {
      cancelled: false,
      eventDate: eventDate && eventDate !== occurrence ? eventDate : null,
      title: input.title !== undefined && input.title !== event.title ? input.title : null,
      description: input.description !== undefined && input.description !== event.description ? input.description : null,
      location: input.location !== undefined && input.location !== event.location ? input.location : null,
      updatedAt: new Date().toISOString(),
    };
    const x = schema.eventExceptions;
    await tx
      .insert(x)
      .values({ familyId: actor.familyId, eventId: event.id, occurrence, ...set })
      .onConflictDoUpdate({ target: [x.eventId, x.occurrence], set });
    await recordAudit(actor, "event_update", "event", `Changed the ${occurrence} date of "${event.title}"`, id);
    return occurrenceItem(actor, event, occurrence);
  });
}

/** DELETE /api/events/{id}/occurrences/{occurrence}: cancels one date (an EXDATE). */
export async function cancelOccurrence(actor: Actor, id: number, occurrenceRaw: unknown): Promise<{ message: string }> {
  return withTransaction(async (tx) => {
    const event = await findEvent(actor, id);
    authorize(actor, "event.edit", EDIT_DENIED);
    const occurrence = requireOccurrence(event, occurrenceRaw);
    const x = schema.eventExceptions;
    const updatedAt = new Date().toISOString();
    await tx
      .insert(x)
      .values({ familyId: actor.familyId, eventId: event.id, occurrence, cancelled: true, updatedAt })
      .onConflictDoUpdate({ target: [x.eventId, x.occurrence], set: { cancelled: true, updatedAt } });
    await recordAudit(actor, "event_update", "event", `Cancelled the ${occurrence} date of "${event.title}"`, id);
    return { message: OCCURRENCE_CANCELLED };
  });
}
export const OCCURRENCE_CANCELLED = "Date cancelled";

/** DELETE /api/events/{id}: the event, or the whole series with its dates and answers. */
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

/** One date of a series as the API shows it (with that date's answers). */
async function occurrenceItem(actor: Actor, event: EventRow, occurrence: string, now = new Date()): Promise<EventApiItem> {
  const x = await queryOne<ExceptionRow>(
    "select event_id, occurrence, cancelled, event_date, title, description, location from event_exceptions where family_id = +? and event_id = +? and occurrence = +?",
    actor.familyId,
    event.id,
    occurrence,
  );
  const [view] = await withRsvps(actor, [occurrenceRow(event, occurrence, x)], now);
  const { time_zone, ...rest } = view!;
  return { ...rest, time_zone: time_zone ?? undefined };
}

/** GET /api/events/{id}/occurrences/{occurrence}. */
export async function getOccurrence(actor: Actor, id: number, occurrenceRaw: unknown): Promise<EventApiItem> {
  const event = await findEvent(actor, id);
  return occurrenceItem(actor, event, requireOccurrence(event, occurrenceRaw));
}

export const RSVP_CONFIRMED = "RSVP confirmed!";
export const RSVP_CANCELLED = "RSVP cancelled";

/** POST /api/events/rsvp: one answer per user and event (upsert). */
export async function rsvpToEvent(actor: Actor, raw: unknown): Promise<{ message: string; rsvp: RsvpResponse & { event_id: number; occurrence?: string } }> {
  authorize(actor, "event.rsvp", "Guests cannot RSVP");
  const input = parseInput(rsvpInput, raw);
  const updatedAt = new Date().toISOString();
  const r = schema.rsvps;
  let occurrence: string | null = null;
  await withTransaction(async (tx) => {
    // In the transaction: an event deleted meanwhile is a 404, not a foreign key failure.
    const event = await findEvent(actor, input.event_id);
    // A series is answered date by date (keyed by the date's original start, like RECURRENCE-ID).
    if (event.recurrence) {
      if (input.occurrence === undefined) throw badRequest(EVENT_MSG.occurrenceRequired);
      occurrence = requireOccurrence(event, input.occurrence);
      if (await isCancelled(actor.familyId, event.id, occurrence)) throw conflict(EVENT_MSG.occurrenceCancelled);
    }
    await tx
      .insert(r)
      .values({
        eventId: input.event_id,
        userId: actor.userId,
        occurrence: occurrence ?? "",
        attending: input.attending,
        guestCount: input.guest_count,
        comments: input.comments,
        updatedAt,
      })
      .onConflictDoUpdate({
        target: [r.eventId, r.userId, r.occurrence],
        set: { attending: input.attending, guestCount: input.guest_count, comments: input.comments, updatedAt },
      });
  });
  return {
    message: input.attending ? RSVP_CONFIRMED : RSVP_CANCELLED,
    rsvp: {
      event_id: input.event_id,
      ...(occurrence ? { occurrence } : {}),
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
  const exceptions = event.recurrence ? await exceptionsOf(actor.familyId, [event.id]) : [];
  return { filename: icsFilename(event.title), body: buildIcs({ ...event, exceptions: exceptions.map(asIcsException) }, host, now) };
}

/** The changed and cancelled dates of these series (for calendar files). */
export async function exceptionsOf(familyId: number, eventIds: number[]): Promise<ExceptionRow[]> {
  if (eventIds.length === 0) return [];
  return queryAll<ExceptionRow>(EXCEPTIONS_SQL + " order by occurrence", familyId, idList(eventIds));
}

export function asIcsException(x: ExceptionRow): IcsException {
  return { ...x, cancelled: Boolean(x.cancelled) };
}
