// Outside calendars (issue 41, decision record 251): the owner and admins of a family on a paid
// plan add an https/webcal URL with a name and a colour; a job fetches it now and every few hours
// through the outbound guard (ETag/Last-Modified, a size cap, an overall deadline) and keeps a
// read-only copy of its events, one row per date, updated by UID and removed when gone.
import { and, asc, eq, gte, inArray, like, lt, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { db, first, prepared, schema, withTransaction, param } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { HttpError, badRequest, notFound, parseInput } from "~/lib/http.server";
import { enqueueJobs, kickWorker, registerJob, type NewJob } from "~/lib/jobs.server";
import { OutboundFailed, OutboundRefused, outboundRequest } from "~/lib/outbound.server";
import { recordAudit } from "~/lib/audit.server";
import { isTimeZone, zonedLocalToUtc } from "~/lib/dates";
import type { Actor } from "~/lib/session.server";
import { requireIntegrations } from "~/features/integrations/gate.server";
import { getSettings } from "~/features/family/family.server";
import { SUBSCRIPTION_MSG, subscriptionInput } from "./inputs";

const s = schema.calendarSubscriptions;
const se = schema.subscribedEvents;
export const REFRESH_JOB = "calendar-subscription-refresh";
/** At most this many subscriptions per family, and dates kept per subscription. */
export const MAX_SUBSCRIPTIONS = 10;
export const MAX_DATES = 2000;
/** The dates kept: 92 days back, 366 ahead. */
const PAST_MS = 92 * 86_400_000;
const AHEAD_MS = 366 * 86_400_000;

export type SubscriptionView = {
  id: number;
  url: string;
  name: string;
  color: string;
  last_fetched_at: string | null;
  last_error: string | null;
  created_at: string;
  event_count: number;
};

async function views(familyId: number, id?: number): Promise<SubscriptionView[]> {
  const rows = await db()
    .select({
      id: s.id,
      url: s.url,
      name: s.name,
      color: s.color,
      last_fetched_at: s.lastFetchedAt,
      last_error: s.lastError,
      created_at: s.createdAt,
      event_count: sql<number>`(select count(*) from subscribed_events e where e.subscription_id = calendar_subscriptions.id)`,
    })
    .from(s)
    .where(and(eq(s.familyId, familyId), id === undefined ? undefined : eq(s.id, id)))
    .orderBy(asc(s.id));
  return rows.map((r) => ({ ...r, event_count: Number(r.event_count) }));
}

/** GET /api/calendar-subscriptions. */
export async function listSubscriptions(actor: Actor): Promise<SubscriptionView[]> {
  await requireIntegrations(actor);
  return views(actor.familyId);
}

async function findSubscription(actor: Actor, id: number) {
  const row = await first(db().select().from(s).where(and(eq(s.id, id), eq(s.familyId, actor.familyId))).limit(1));
  if (!row) throw notFound(SUBSCRIPTION_MSG.notFound);
  return row;
}

/** Queues a fetch of the subscription now, unless one is already queued or running (clicks do not pile up). */
async function queueRefresh(id: number, now = new Date()): Promise<void> {
  const j = schema.jobs;
  const waiting = await db()
    .select({ id: j.id })
    .from(j)
    .where(and(eq(j.kind, REFRESH_JOB), like(j.key, `${REFRESH_JOB}:${id}:%`), inArray(j.status, ["pending", "running"])))
    .limit(1);
  if (waiting.length === 0) {
    await enqueueJobs([{ kind: REFRESH_JOB, key: `${REFRESH_JOB}:${id}:${now.getTime()}`, payload: { subscriptionId: id }, runAt: now }]);
  }
  kickWorker();
}

/** POST /api/calendar-subscriptions {url, name, color}: saved, and fetched at once by a job. */
export async function addSubscription(actor: Actor, raw: unknown): Promise<SubscriptionView> {
  await requireIntegrations(actor);
  const input = parseInput(subscriptionInput, raw);
  const url = feedUrl(input.url);
  const id = await withTransaction(async (tx) => {
    const [count] = await tx.select({ n: sql<number>`count(*)` }).from(s).where(eq(s.familyId, actor.familyId));
    if (Number(count!.n) >= MAX_SUBSCRIPTIONS) throw new HttpError(409, SUBSCRIPTION_MSG.tooMany);
    const [row] = await tx
      .insert(s)
      .values({ familyId: actor.familyId, url, name: input.name, color: input.color, createdBy: actor.userId })
      .returning({ id: s.id });
    await recordAudit(actor, "calendar_subscription_add", "integration", `Subscribed to the calendar "${input.name}"`, row!.id);
    return row!.id;
  });
  await queueRefresh(id);
  return (await views(actor.familyId, id))[0]!;
}

/** DELETE /api/calendar-subscriptions/{id}: the subscription and its events. */
export async function removeSubscription(actor: Actor, id: number): Promise<{ message: string }> {
  await requireIntegrations(actor);
  const row = await findSubscription(actor, id);
  await withTransaction(async (tx) => {
    await tx.delete(s).where(and(eq(s.id, row.id), eq(s.familyId, actor.familyId)));
    await recordAudit(actor, "calendar_subscription_remove", "integration", `Unsubscribed from the calendar "${row.name}"`, row.id);
  });
  return { message: SUBSCRIPTION_MSG.removed };
}

/** POST /api/calendar-subscriptions/{id}/refresh: a fetch is queued (202). */
export async function refreshSubscription(actor: Actor, id: number): Promise<{ message: string }> {
  await requireIntegrations(actor);
  const row = await findSubscription(actor, id);
  await queueRefresh(row.id);
  return { message: SUBSCRIPTION_MSG.queued };
}

/** webcal:// is https://; only https (and http, for a LAN server the operator allowed) are fetched. */
export function feedUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim().replace(/^webcals?:\/\//i, "https://"));
  } catch {
    throw badRequest(SUBSCRIPTION_MSG.badUrl);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw badRequest(SUBSCRIPTION_MSG.badUrl);
  if (url.username || url.password) throw badRequest(SUBSCRIPTION_MSG.badUrl);
  return url.toString();
}

// ---- fetching (the job) ----

/** Enqueues a fetch of every subscription not fetched within CALENDAR_SUBSCRIPTION_REFRESH_MS. */
export async function planSubscriptionRefreshes(now: Date): Promise<NewJob[]> {
  const every = env().CALENDAR_SUBSCRIPTION_REFRESH_MS;
  const due = await db()
    .select({ id: s.id })
    .from(s)
    .where(sql`${s.lastFetchedAt} is null or ${s.lastFetchedAt} < ${new Date(now.getTime() - every).toISOString()}`);
  // One key per subscription and refresh period: planning again in the same period adds nothing.
  return due.map((d) => ({ kind: REFRESH_JOB, key: `${REFRESH_JOB}:${d.id}:p${Math.floor(now.getTime() / every)}`, payload: { subscriptionId: d.id }, runAt: now }));
}

let registered = false;
/** Registers the refresh job's handler (once per process). A failed fetch is not retried: the next period tries again. */
export function registerSubscriptionJobs(): void {
  if (registered) return;
  registered = true;
  registerJob(REFRESH_JOB, (payload, { now }) => fetchSubscription(Number(payload.subscriptionId), now), { maxAttempts: 1 });
}

/** Fetches one subscription and stores its dates; failures are kept in last_error (and not thrown). */
export async function fetchSubscription(id: number, now = new Date()): Promise<void> {
  const row = await first(db().select().from(s).where(eq(s.id, id)).limit(1));
  if (!row) return; // removed since
  const headers: Record<string, string> = { Accept: "text/calendar, */*;q=0.5", "User-Agent": "Kindred calendar subscription" };
  if (row.etag) headers["If-None-Match"] = row.etag;
  if (row.lastModified) headers["If-Modified-Since"] = row.lastModified;
  const fetchedAt = now.toISOString();
  // Writes go through the writer (a transaction); db() alone is the reader on SQLite.
  const fail = (message: string) => withTransaction((tx) => tx.update(s).set({ lastFetchedAt: fetchedAt, lastError: message }).where(eq(s.id, id)));
  let res;
  try {
    const limit = env().CALENDAR_SUBSCRIPTION_TIMEOUT_MS;
    res = await outboundRequest(row.url, {
      headers,
      timeoutMs: Math.min(limit, 15_000),
      deadlineMs: limit,
      maxResponseBytes: env().CALENDAR_SUBSCRIPTION_MAX_BYTES,
    });
  } catch (error) {
    if (error instanceof OutboundRefused) return void (await fail(error.message));
    if (error instanceof OutboundFailed) return void (await fail(error.message));
    throw error;
  }
  if (res.status === 304) {
    await withTransaction((tx) => tx.update(s).set({ lastFetchedAt: fetchedAt, lastError: null }).where(eq(s.id, id)));
    return;
  }
  if (res.status !== 200) return void (await fail(`The calendar answered ${res.status}`));
  const zone = (await getSettings(row.familyId)).time_zone;
  let dates: FeedDate[];
  try {
    dates = parseFeed(res.text(), zone, now);
  } catch {
    return void (await fail(SUBSCRIPTION_MSG.notCalendar));
  }
  const etag = typeof res.headers.etag === "string" ? res.headers.etag : null;
  const lastModified = typeof res.headers["last-modified"] === "string" ? res.headers["last-modified"] : null;
  await withTransaction(async (tx) => {
    const still = await tx.select({ id: s.id }).from(s).where(eq(s.id, id)).limit(1);
    if (still.length === 0) return;
    for (const d of dates) {
      const values = { title: d.title, description: d.description, location: d.location, eventDate: d.start, endDate: d.end, allDay: d.allDay };
      await tx
        .insert(se)
        .values({ familyId: row.familyId, subscriptionId: id, uid: d.uid, occurrence: d.occurrence, ...values })
        .onConflictDoUpdate({ target: [se.subscriptionId, se.uid, se.occurrence], set: values });
    }
    // Dates that left the feed (or the kept window) go.
    const keep = new Set(dates.map((d) => `${d.uid}\u0000${d.occurrence}`));
    const current = await tx.select({ id: se.id, uid: se.uid, occurrence: se.occurrence }).from(se).where(eq(se.subscriptionId, id));
    const gone = current.filter((c) => !keep.has(`${c.uid}\u0000${c.occurrence}`)).map((c) => c.id);
    for (let i = 0; i < gone.length; i += 500) {
      await tx.delete(se).where(and(eq(se.subscriptionId, id), inArray(se.id, gone.slice(i, i + 500))));
    }
    await tx.update(s).set({ etag, lastModified, lastFetchedAt: fetchedAt, lastError: null }).where(eq(s.id, id));
  });
}

export type FeedDate = {
  uid: string;
  occurrence: string;
  title: string;
  description: string;
  location: string;
  start: string;
  end: string;
  allDay: boolean;
};

type Time = InstanceType<typeof ICAL.Time>;
const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/**
 * The dates of an RFC 5545 text within 92 days back and 366 ahead: single events, each date of a
 * repeating one (EXDATE left out, RECURRENCE-ID overrides applied), as UTC instants. A TZID the
 * runtime knows is read with its IANA data; one it does not, with the feed's VTIMEZONE; none, in
 * the family's zone (floating). All-day dates start at midnight in the family's zone.
 */
export function parseFeed(text: string, familyZone: string, now = new Date()): FeedDate[] {
  const cal = new ICAL.Component(ICAL.parse(text));
  if (cal.name !== "vcalendar") throw new Error("not a calendar");
  const feedZones = new Map<string, InstanceType<typeof ICAL.Timezone>>();
  for (const vtz of cal.getAllSubcomponents("vtimezone")) {
    const tzid = String(vtz.getFirstPropertyValue("tzid") ?? "");
    if (tzid) feedZones.set(tzid, new ICAL.Timezone(vtz));
  }
  const instant = (t: Time, tzid: string | null): string | null => {
    const local = `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
    if (t.isDate) return zonedLocalToUtc(`${local.slice(0, 10)}T00:00`, familyZone);
    if (t.zone === ICAL.Timezone.utcTimezone || (!tzid && String(t.toString()).endsWith("Z"))) return zonedLocalToUtc(local, "UTC");
    if (tzid && isTimeZone(tzid)) return zonedLocalToUtc(local, tzid);
    const feedZone = tzid ? feedZones.get(tzid) : undefined;
    if (feedZone) {
      const copy = t.clone();
      copy.zone = feedZone;
      return copy.toJSDate().toISOString();
    }
    return zonedLocalToUtc(local, familyZone);
  };
  const tzidOf = (prop: InstanceType<typeof ICAL.Property> | null) => {
    const v = prop?.getParameter("tzid");
    return typeof v === "string" ? v : null;
  };
  const from = new Date(now.getTime() - PAST_MS).toISOString();
  const to = new Date(now.getTime() + AHEAD_MS).toISOString();
  const vevents = cal.getAllSubcomponents("vevent");
  const overrides = new Map<string, InstanceType<typeof ICAL.Component>>();
  for (const v of vevents) {
    const rid = v.getFirstProperty("recurrence-id");
    if (!rid) continue;
    const at = instant(rid.getFirstValue() as Time, tzidOf(rid));
    if (at) overrides.set(`${v.getFirstPropertyValue("uid")}\u0000${at}`, v);
  }
  const out: FeedDate[] = [];
  const describe = (v: InstanceType<typeof ICAL.Component>, uid: string, occurrence: string, start: string, durationMs: number, allDay: boolean) => {
    if (start < from || start >= to || out.length >= MAX_DATES) return;
    const str = (name: string) => String(v.getFirstPropertyValue(name) ?? "").slice(0, name === "description" ? 5000 : 300);
    out.push({
      uid,
      occurrence,
      title: str("summary") || "(no title)",
      description: str("description"),
      location: str("location"),
      start,
      end: new Date(Date.parse(start) + durationMs).toISOString(),
      allDay,
    });
  };
  for (const v of vevents) {
    if (v.getFirstProperty("recurrence-id")) continue;
    const uid = String(v.getFirstPropertyValue("uid") ?? "").slice(0, 300);
    const startProp = v.getFirstProperty("dtstart");
    if (!uid || !startProp) continue;
    const dtstart = startProp.getFirstValue() as Time;
    const tzid = tzidOf(startProp);
    const start = instant(dtstart, tzid);
    if (!start) continue;
    const endProp = v.getFirstProperty("dtend");
    const endAt = endProp ? instant(endProp.getFirstValue() as Time, tzidOf(endProp)) : null;
    const durationMs = endAt ? Math.max(0, Date.parse(endAt) - Date.parse(start)) : dtstart.isDate ? 86_400_000 : 3600_000;
    const rrule = v.getFirstPropertyValue("rrule");
    if (!rrule) {
      describe(v, uid, "", start, durationMs, dtstart.isDate);
      continue;
    }
    const excluded = new Set<string>();
    for (const ex of v.getAllProperties("exdate")) {
      for (const value of ex.getValues() as Time[]) {
        const at = instant(value, tzidOf(ex));
        if (at) excluded.add(at);
      }
    }
    const it = (rrule as InstanceType<typeof ICAL.Recur>).iterator(dtstart);
    for (let step = 0; step < 20_000 && out.length < MAX_DATES; step++) {
      const next = it.next();
      if (!next) break;
      const at = instant(next, tzid);
      if (!at) continue;
      if (at >= to) break;
      if (excluded.has(at)) continue;
      const override = overrides.get(`${uid}\u0000${at}`);
      if (override) {
        const os = override.getFirstProperty("dtstart");
        const oStart = os ? instant(os.getFirstValue() as Time, tzidOf(os)) : at;
        describe(override, uid, at, oStart ?? at, durationMs, dtstart.isDate);
      } else {
        describe(v, uid, at, at, durationMs, dtstart.isDate);
      }
    }
  }
  return out;
}

// ---- reading (the Events tab and GET /api/events?from&to) ----

export type SubscribedItem = {
  id: number;
  uid: string;
  occurrence: string | null;
  title: string;
  description: string;
  location: string;
  event_date: string;
  end_date: string;
  all_day: boolean;
  read_only: true;
  source: { calendar_id: number; name: string; color: string };
};

// Read on every Events page and GET /api/events: prepared once (issue 37; built per request it
// cost 5% of the Events tab's CPU).
const datesOf = prepared((d) =>
  d
    .select({
      id: se.id,
      uid: se.uid,
      occurrence: se.occurrence,
      title: se.title,
      description: se.description,
      location: se.location,
      event_date: se.eventDate,
      end_date: se.endDate,
      all_day: se.allDay,
      calendar_id: s.id,
      name: s.name,
      color: s.color,
    })
    .from(se)
    .innerJoin(s, eq(s.id, se.subscriptionId))
    .where(and(eq(se.familyId, param("familyId")), gte(se.eventDate, param("from")), lt(se.eventDate, param("to"))))
    .orderBy(asc(se.eventDate), asc(se.id))
    .limit(param("limit"))
    .prepare(),
);

/** The family's subscribed dates starting in [from, to), soonest first (at most `limit`). */
export async function subscribedDates(familyId: number, from: string, to: string, limit = 500): Promise<SubscribedItem[]> {
  const rows = await datesOf.all({ familyId, from, to, limit });
  return rows.map(({ calendar_id, name, color, occurrence, all_day, ...r }) => ({
    ...r,
    occurrence: occurrence || null,
    all_day: Boolean(all_day),
    read_only: true as const,
    source: { calendar_id, name, color },
  }));
}
