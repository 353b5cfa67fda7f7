// Signed links in reminder and digest emails (decision record 180): no sign-in, so the link itself
// is the authority. A token is `<payload>.<signature>`: the payload (base64url JSON) names its
// purpose, the person, the subject and an expiry; the signature is an HMAC-SHA256 under a key
// derived for email links only (from the server's root key, app/lib/secret-box.server.ts). A token
// made for one purpose is refused for any other (an unsubscribe link cannot answer an RSVP).
import { createHmac, timingSafeEqual } from "node:crypto";
import { derivedKey } from "~/lib/secret-box.server";
import { env } from "~/lib/env.server";

export const NOTIFICATION_KINDS = ["announcements", "event_reminders", "digest", "birthdays"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type LinkPurpose = "rsvp" | "unsubscribe" | "photo" | "calendar";
export type LinkClaims = { purpose: LinkPurpose; userId: number; subjectId: number; kind: string; expiresAt: number };

function sign(body: string): Buffer {
  return createHmac("sha256", derivedKey("email-link")).update(body).digest();
}

/** A signed token for `claims` (expiry: EMAIL_LINK_DAYS from `now` unless given). */
export function signLink(claims: Omit<LinkClaims, "expiresAt"> & { expiresAt?: number }, now = new Date()): string {
  const expiresAt = claims.expiresAt ?? Math.floor(now.getTime() / 1000) + env().EMAIL_LINK_DAYS * 86_400;
  const body = Buffer.from(JSON.stringify({ p: claims.purpose, u: claims.userId, s: claims.subjectId, k: claims.kind, e: expiresAt })).toString("base64url");
  return `${body}.${sign(body).toString("base64url")}`;
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: "invalid" | "expired" };

/** Reads a token for `purpose`: refused when altered, made for another purpose, or expired. */
export function readLink(token: string | null | undefined, purpose: LinkPurpose, now = new Date()): LinkCheck {
  if (!token || token.length > 1000) return { ok: false, reason: "invalid" };
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = sign(body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let raw: { p?: unknown; u?: unknown; s?: unknown; k?: unknown; e?: unknown };
  try {
    raw = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as typeof raw;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (raw.p !== purpose || typeof raw.u !== "number" || typeof raw.s !== "number" || typeof raw.k !== "string" || typeof raw.e !== "number") {
    return { ok: false, reason: "invalid" };
  }
  if (raw.e * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, claims: { purpose, userId: raw.u, subjectId: raw.s, kind: raw.k, expiresAt: raw.e } };
}

const origin = () => env().APP_ORIGIN;

/** An unsubscribe link outlives the other links: at least a year (old emails get read too). */
const UNSUBSCRIBE_DAYS = 365;

/** The unsubscribe link of one person and kind, and the RFC 8058 headers that carry it. */
export function unsubscribeUrl(userId: number, kind: NotificationKind, now = new Date()): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + Math.max(env().EMAIL_LINK_DAYS, UNSUBSCRIBE_DAYS) * 86_400;
  return `${origin()}/email/unsubscribe?token=${signLink({ purpose: "unsubscribe", userId, subjectId: 0, kind, expiresAt }, now)}`;
}

export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The answer page of one person and event, with `answer` pre-selected. */
export function rsvpUrl(userId: number, eventId: number, answer: "yes" | "no", now = new Date(), occurrence?: string): string {
  // A date of a series is named beside the token (the token is the person's authority on the event).
  const date = occurrence ? `&occurrence=${encodeURIComponent(occurrence)}` : "";
  return `${origin()}/email/rsvp?token=${signLink({ purpose: "rsvp", userId, subjectId: eventId, kind: "event" }, now)}&answer=${answer}${date}`;
}

/** The event's .ics file for one person (read-only). */
export function calendarUrl(userId: number, eventId: number, now = new Date()): string {
  return `${origin()}/email/event.ics?token=${signLink({ purpose: "calendar", userId, subjectId: eventId, kind: "event" }, now)}`;
}

/** A photo's thumbnail for one person (read-only), for the digest. */
export function photoUrl(userId: number, photoId: number, now = new Date()): string {
  return `${origin()}/email/photo?token=${signLink({ purpose: "photo", userId, subjectId: photoId, kind: "thumb" }, now)}`;
}
