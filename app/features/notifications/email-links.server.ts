// What an email's links do, without sign-in (decision record 180). The token is the authority:
// it names the person, and the rules are the feature's own (an RSVP goes through rsvpToEvent, so
// the family boundary, guests and validation apply). A removed person's token finds no account;
// a suspended one is refused. A GET never changes anything (mail scanners open links): answering
// and unsubscribing are POSTs.
import { and, eq } from "drizzle-orm";
import { db, first, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { attachmentResponse } from "~/lib/download.server";
import { HttpError, badRequest, notFound } from "~/lib/http.server";
import type { Actor } from "~/lib/session.server";
import { findEvent, getOccurrence, rsvpToEvent, eventIcs } from "~/features/events/events.server";
import { formatEventDate } from "~/lib/dates";
import { getSettings } from "~/features/family/family.server";
import { photoFileResponse } from "~/features/photos/photos.server";
import { NOTIFICATION_KINDS, readLink, type LinkPurpose, type NotificationKind } from "./links.server";
import { NOTIFICATION_LABELS, setPreferences } from "./preferences.server";
import { languageOfUser } from "./recipients.server";

export const LINK_MSG = {
  invalid: "This link is not valid. Please use the link from your most recent email, or sign in to Kindred.",
  expired: "This link has expired. Please sign in to Kindred.",
  chooseAnswer: "Please choose Yes or No.",
  noAccount: "This link is not valid any more: the account it was made for no longer exists or is suspended.",
} as const;

/** The person a link was made for, as an actor of their family, or a 400/410/404 HttpError. */
async function linkActor(token: string | null, purpose: LinkPurpose, now = new Date()) {
  const check = readLink(token, purpose, now);
  if (!check.ok) throw new HttpError(check.reason === "expired" ? 410 : 400, check.reason === "expired" ? LINK_MSG.expired : LINK_MSG.invalid);
  const u = schema.users;
  const user = await first(db().select().from(u).where(eq(u.id, check.claims.userId)).limit(1));
  if (!user || user.suspendedAt) throw new HttpError(404, LINK_MSG.noAccount);
  const actor: Actor = { userId: user.id, familyId: user.familyId, role: user.role, name: user.name, email: user.email, sessionId: 0 };
  return { actor, claims: check.claims };
}

export type RsvpPageData = {
  name: string;
  event: { id: number; title: string; when: string; location: string; description: string };
  current: { attending: boolean; guest_count: number; comments: string } | null;
  past: boolean;
  /** The date of a series the page answers for. */
  occurrence: string | null;
};

/** GET /email/rsvp: what the answer page shows (changes nothing). */
/** `language`: the page's (its date is written in it). */
export async function rsvpPage(token: string | null, now = new Date(), occurrenceRaw: string | null = null, language = "en"): Promise<RsvpPageData> {
  const { actor, claims } = await linkActor(token, "rsvp", now);
  // A date of a series (the link names it): that date's time, title and answer.
  const event = occurrenceRaw ? await getOccurrence(actor, claims.subjectId, occurrenceRaw) : await findEvent(actor, claims.subjectId);
  const occurrence = "occurrence" in event && typeof event.occurrence === "string" ? event.occurrence : "";
  const r = schema.rsvps;
  const mine = await first(
    db()
      .select()
      .from(r)
      .where(and(eq(r.eventId, event.id), eq(r.userId, actor.userId), eq(r.occurrence, occurrence)))
      .limit(1),
  );
  const zone = (await getSettings(actor.familyId)).time_zone;
  return {
    name: actor.name,
    event: { id: event.id, title: event.title, when: formatEventDate(event.event_date, zone, true, language), location: event.location, description: event.description },
    current: mine ? { attending: mine.attending, guest_count: mine.guestCount, comments: mine.comments } : null,
    past: event.event_date < now.toISOString(),
    occurrence: occurrence || null,
  };
}

/** POST /email/rsvp: records the answer with the events' own rules. */
export async function rsvpFromEmail(token: string | null, form: Record<string, unknown>, occurrence: string | null = null) {
  const { actor, claims } = await linkActor(token, "rsvp");
  // An answer must be chosen: a form without one records nothing (never a silent "No").
  const attending = form.attending === "yes" ? true : form.attending === "no" ? false : undefined;
  if (attending === undefined) throw badRequest(LINK_MSG.chooseAnswer);
  return rsvpToEvent(actor, {
    event_id: claims.subjectId,
    attending,
    guest_count: attending ? form.guest_count : undefined,
    comments: typeof form.comments === "string" ? form.comments : "",
    ...(occurrence ? { occurrence } : {}),
  });
}

/** GET /email/event.ics: the event's calendar file. */
export async function icsFromEmail(token: string | null): Promise<Response> {
  const { actor, claims } = await linkActor(token, "calendar");
  const { filename, body } = await eventIcs(actor, claims.subjectId, new URL(env().APP_ORIGIN).hostname);
  return attachmentResponse(body, filename, "text/calendar; charset=utf-8");
}

/** GET /email/photo: a photo's thumbnail in the digest. */
export async function photoFromEmail(token: string | null, request: Request): Promise<Response> {
  const { actor, claims } = await linkActor(token, "photo");
  return photoFileResponse(actor, claims.subjectId, "thumb", request);
}

const WHAT: Record<NotificationKind, string> = {
  announcements: "announcement emails",
  event_reminders: "event reminders",
  digest: "weekly digests",
  birthdays: "birthday reminders",
};

function kindOf(kind: string): NotificationKind {
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) throw notFound(LINK_MSG.invalid);
  return kind as NotificationKind;
}

/** GET /email/unsubscribe: what the confirmation page shows (changes nothing). */
export async function unsubscribePage(token: string | null) {
  const { actor, claims } = await linkActor(token, "unsubscribe");
  const kind = kindOf(claims.kind);
  // The page is in the person's email language (issue 40): their own choice, else the family's default.
  return { name: actor.name, email: actor.email, kind, label: NOTIFICATION_LABELS[kind].label, what: WHAT[kind], language: await languageOfUser(actor.userId) };
}

/** POST /email/unsubscribe (RFC 8058 one-click) and POST /api/notifications/unsubscribe: that kind only. */
export async function unsubscribe(token: string | null) {
  const { actor, claims } = await linkActor(token, "unsubscribe");
  const kind = kindOf(claims.kind);
  const preferences = await setPreferences(actor.userId, { [kind]: false });
  return { message: `No more ${WHAT[kind]} to ${actor.email}.`, kind, preferences };
}
