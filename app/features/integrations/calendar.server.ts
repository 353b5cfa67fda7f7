// Calendar integration (decision 070): each owner/admin gets their own secret feed
// `{APP_ORIGIN}/calendar/{token}.ics` that Google Calendar, Outlook or Apple Calendar subscribe to.
// The token is HMAC(server key, user id + nonce): the page can show the link again, the database
// holds only its SHA-256 hash and the nonce, and a new nonce (rotate) or deleting the row (disconnect)
// revokes the old link at once.
import { createHash } from "node:crypto";
import { and, asc, eq, gte, isNotNull, or } from "drizzle-orm";
import { db, first, schema, withTransaction, limitOf } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { badRequest, parseInput } from "~/lib/http.server";
import { hashToken, newToken } from "~/lib/crypto.server";
import { keyedToken } from "~/lib/secret-box.server";
import { recordAudit } from "~/lib/audit.server";
import { parseEventDate } from "~/lib/dates";
import type { Actor } from "~/lib/session.server";
import { getFamily, getSettings } from "~/features/family/family.server";
import { asIcsException, createEvent, exceptionsOf, type EventApiItem } from "~/features/events/events.server";
import { DEFAULT_EVENT_HOURS, eventComponents, seriesYears, vtimezone } from "~/features/events/ics";
import { signupTexts } from "~/features/events/signups.server";
import { requireIntegrations } from "./gate.server";
import { calendarConnectInput, calendarEventInput, INTEGRATION_MSG } from "./inputs";
import { birthdayItem, buildFeed, nextDay, type FeedItem } from "./feed";
import { PROVIDER_LABEL, roomUrl, subscribeUrl, webcalUrl, type CalendarProvider } from "./rules";

/** The feed holds the past 90 days and everything upcoming (bounded). */
export const FEED_PAST_DAYS = 90;
const FEED_MAX_ROWS = 1000;

const f = schema.calendarFeeds;

function feedToken(userId: number, nonce: string): string {
  return keyedToken("calendar-feed", `${userId}.${nonce}`);
}

export function feedUrl(token: string): string {
  return `${env().APP_ORIGIN}/calendar/${token}.ics`;
}

async function calendarName(familyId: number): Promise<string> {
  return `${(await getFamily(familyId)).name} (Kindred)`;
}

export type CalendarLinks = {
  provider: CalendarProvider;
  feed_url: string;
  subscribe_url: string;
  webcal_url: string;
  google_url: string;
  outlook_url: string;
};

async function links(familyId: number, provider: CalendarProvider, token: string): Promise<CalendarLinks> {
  const url = feedUrl(token);
  const name = await calendarName(familyId);
  return {
    provider,
    feed_url: url,
    subscribe_url: subscribeUrl(provider, url, name),
    webcal_url: webcalUrl(url),
    google_url: subscribeUrl("google", url, name),
    outlook_url: subscribeUrl("outlook", url, name),
  };
}

function myFeed(actor: Actor) {
  return first(db().select().from(f).where(and(eq(f.userId, actor.userId), eq(f.familyId, actor.familyId))).limit(1));
}

/** GET /api/integrations/calendar → {integrated, provider} (the caller's own feed). */
export async function calendarStatus(actor: Actor): Promise<{ integrated: boolean; provider: CalendarProvider | null }> {
  await requireIntegrations(actor);
  const row = await myFeed(actor);
  return { integrated: Boolean(row), provider: row?.provider ?? null };
}

/** The caller's links for the page (null when not connected); no plan check (the page shows locks). */
export async function myCalendarLinks(actor: Actor): Promise<CalendarLinks | null> {
  const row = await myFeed(actor);
  return row ? links(actor.familyId, row.provider, feedToken(row.userId, row.nonce)) : null;
}

const CONNECT_MESSAGE: Record<CalendarProvider, string> = {
  google:
    "Your private calendar link is ready. Open the Google Calendar link and confirm “Add”; your family's events, video calls, birthdays and reunion dates then stay up to date there. Keep the link to yourself.",
  outlook:
    "Your private calendar link is ready. Open the Outlook link and choose “Import”; your family's events, video calls, birthdays and reunion dates then stay up to date there. Keep the link to yourself.",
};

/**
 * POST /api/integrations/calendar/{provider}/connect [{rotate}]: creates the caller's feed, or
 * returns it (switching the provider's subscribe link); `rotate: true` issues a new link and
 * revokes the old one.
 */
export async function connectCalendar(actor: Actor, provider: CalendarProvider, raw: unknown = {}) {
  await requireIntegrations(actor);
  const { rotate } = parseInput(calendarConnectInput, raw ?? {});
  // Read and written in one transaction: two connects at once agree on one nonce (one link).
  const nonce = await withTransaction(async (tx) => {
    const existing = await myFeed(actor);
    if (existing && !rotate) {
      if (existing.provider !== provider) await tx.update(f).set({ provider }).where(eq(f.id, existing.id));
      return existing.nonce;
    }
    const nonce = newToken();
    const tokenHash = hashToken(feedToken(actor.userId, nonce));
    await tx
      .insert(f)
      .values({ familyId: actor.familyId, userId: actor.userId, provider, nonce, tokenHash })
      .onConflictDoUpdate({ target: f.userId, set: { provider, nonce, tokenHash, etag: null, contentChangedAt: null } });
    await recordAudit(actor, rotate && existing ? "calendar_feed_rotate" : "calendar_feed_connect", "integration", `Calendar feed for ${PROVIDER_LABEL[provider]}`);
    return nonce;
  });
  const l = await links(actor.familyId, provider, feedToken(actor.userId, nonce));
  return { message: CONNECT_MESSAGE[provider], ...l };
}

/** DELETE /api/integrations/calendar: the caller's link stops working at once. */
export async function disconnectCalendar(actor: Actor): Promise<{ message: string }> {
  await requireIntegrations(actor);
  const removed = await withTransaction(async (tx) => {
    const removed = await tx.delete(f).where(and(eq(f.userId, actor.userId), eq(f.familyId, actor.familyId))).returning({ id: f.id });
    if (removed.length > 0) await recordAudit(actor, "calendar_feed_disconnect", "integration", "Calendar feed link revoked");
    return removed;
  });
  return { message: removed.length > 0 ? "Calendar disconnected. The old link no longer works." : "The calendar was not connected." };
}

/** POST /api/integrations/calendar/events {title, start_time, end_time[, description]}. */
export async function createCalendarEvent(actor: Actor, raw: unknown): Promise<EventApiItem & { message: string; end_time: string }> {
  await requireIntegrations(actor);
  const input = parseInput(calendarEventInput, raw);
  const zone = (await getSettings(actor.familyId)).time_zone;
  const start = parseEventDate(input.start_time, zone);
  const end = parseEventDate(input.end_time, zone);
  if (!start || !end) throw badRequest(INTEGRATION_MSG.badDate);
  if (end <= start) throw badRequest(INTEGRATION_MSG.endAfterStart);
  const created = await withTransaction(async (tx) => {
    const event = await createEvent(actor, {
      title: input.title,
      description: input.description || "Added from the Integrations tab",
      event_date: start,
      location: "",
    });
    await tx.insert(schema.eventEndTimes).values({ eventId: event.id, endsAt: end });
    return event;
  });
  return { ...created, end_time: end, message: "Calendar event created. It is on the Events tab and in every subscribed calendar." };
}

// ---- The feed itself (public, by token) ----

export type FeedAnswer = { body: string; etag: string; lastModified: Date };

/** The calendar behind a token, or null (unknown, revoked, or the family's plan no longer has integrations). */
export async function calendarFeed(token: string, now = new Date()): Promise<FeedAnswer | null | "locked"> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await first(db()
    .select({ id: f.id, familyId: f.familyId, etag: f.etag, changedAt: f.contentChangedAt, tier: schema.families.subscriptionTier })
    .from(f)
    .innerJoin(schema.users, and(eq(schema.users.id, f.userId), eq(schema.users.familyId, f.familyId)))
    .innerJoin(schema.families, eq(schema.families.id, f.familyId))
    .where(eq(f.tokenHash, hashToken(token)))
    .limit(1));
  if (!row) return null;
  if (row.tier === "free") return "locked";
  const body = await familyCalendar(row.familyId, now);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
  let changedAt = row.changedAt;
  if (row.etag !== etag || !changedAt) {
    changedAt = now.toISOString();
    // Built on the reader; only this one-row write takes the writer (a short transaction).
    await withTransaction((tx) => tx.update(f).set({ etag, contentChangedAt: changedAt }).where(eq(f.id, row.id)));
  }
  return { body, etag, lastModified: new Date(changedAt) };
}

/** Events, video calls, birthdays and the reunion dates of one family, as RFC 5545 text. */
export async function familyCalendar(familyId: number, now = new Date()): Promise<string> {
  const host = new URL(env().APP_ORIGIN).hostname;
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000).toISOString();
  const e = schema.events;
  const v = schema.videoSessions;
  const b = schema.birthdays;
  const items: FeedItem[] = [];

  // Independent reads on the reader connection, run together.
  const [events, calls, birthdays, r, name, settings] = await Promise.all([
    db()
      .select({ id: e.id, title: e.title, description: e.description, location: e.location, eventDate: e.eventDate, updatedAt: e.updatedAt, endsAt: schema.eventEndTimes.endsAt, recurrence: e.recurrence, timeZone: e.timeZone })
      .from(e)
      .leftJoin(schema.eventEndTimes, eq(schema.eventEndTimes.eventId, e.id))
      .where(and(eq(e.familyId, familyId), or(gte(e.eventDate, since), isNotNull(e.recurrence))))
      .orderBy(asc(e.eventDate), asc(e.id))
      .limit(limitOf(FEED_MAX_ROWS)),
    db()
      .select()
      .from(v)
      .where(and(eq(v.familyId, familyId), gte(v.scheduledAt, since)))
      .orderBy(asc(v.scheduledAt), asc(v.id))
      .limit(limitOf(FEED_MAX_ROWS)),
    db().select().from(b).where(eq(b.familyId, familyId)).orderBy(asc(b.month), asc(b.day), asc(b.id)).limit(limitOf(FEED_MAX_ROWS)),
    first(db().select().from(schema.reunionDetails).where(eq(schema.reunionDetails.familyId, familyId)).limit(1)),
    calendarName(familyId),
    getSettings(familyId),
  ]);

  // Each event's sign-up list (who brings what, what is still needed) under its description.
  const signups = await signupTexts(familyId, events.filter((ev) => !ev.recurrence).map((ev) => ev.id));
  // A series (issue 41) is one VEVENT with RRULE, EXDATE and RECURRENCE-ID overrides, in its zone.
  const seriesIds = events.filter((ev) => ev.recurrence && ev.timeZone).map((ev) => ev.id);
  const exceptions = await exceptionsOf(familyId, seriesIds);
  const zones = new Map<string, [number, number]>();
  for (const ev of events) {
    if (ev.recurrence && ev.timeZone) {
      const years = seriesYears({ event_date: ev.eventDate, recurrence: ev.recurrence }, now);
      const had = zones.get(ev.timeZone);
      zones.set(ev.timeZone, had ? [Math.min(had[0], years[0]), Math.max(had[1], years[1])] : years);
      items.push({
        uid: `event-${ev.id}@${host}`,
        stamp: ev.updatedAt,
        start: { utc: ev.eventDate },
        end: { utc: ev.eventDate },
        summary: ev.title,
        lines: eventComponents(
          {
            id: ev.id,
            title: ev.title,
            description: ev.description,
            location: ev.location,
            event_date: ev.eventDate,
            recurrence: ev.recurrence,
            time_zone: ev.timeZone,
            exceptions: exceptions.filter((x) => x.event_id === ev.id).map(asIcsException),
          },
          { uid: `event-${ev.id}@${host}`, stamp: ev.updatedAt, extra: signups.get(ev.id) },
        ),
      });
      continue;
    }
    const end = ev.endsAt ?? new Date(Date.parse(ev.eventDate) + DEFAULT_EVENT_HOURS * 3600_000).toISOString();
    items.push({
      uid: `event-${ev.id}@${host}`, // the same UID as the event's own .ics download
      stamp: ev.updatedAt,
      start: { utc: ev.eventDate },
      end: { utc: end },
      summary: ev.title,
      description: [ev.description, signups.get(ev.id) ?? ""].filter(Boolean).join("\n\n"),
      location: ev.location,
    });
  }

  const jitsi = env().JITSI_BASE_URL;
  for (const c of calls) {
    const url = roomUrl(jitsi, c.roomName);
    items.push({
      uid: `video-call-${c.id}@${host}`,
      stamp: c.updatedAt,
      start: { utc: c.scheduledAt },
      end: { utc: new Date(Date.parse(c.scheduledAt) + c.durationMinutes * 60_000).toISOString() },
      summary: `Video call: ${c.title}`,
      description: [c.description, `Join: ${url}`].filter(Boolean).join("\n\n"),
      location: url,
      url,
    });
  }

  for (const bd of birthdays) items.push(birthdayItem(bd, host));

  if (r?.startDate && r.endDate && r.endDate >= since.slice(0, 10)) {
    items.push({
      uid: `reunion-${familyId}@${host}`,
      stamp: r.updatedAt,
      start: { date: r.startDate },
      end: { date: nextDay(r.endDate) },
      summary: "Family reunion",
      description: r.description,
      location: r.location,
    });
  }

  const timezones = [...zones].map(([zone, years]) => vtimezone(zone, ...years));
  return buildFeed({ name, timeZone: settings.time_zone, items, timezones });
}
