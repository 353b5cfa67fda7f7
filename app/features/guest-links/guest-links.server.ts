// Guest links (issue 38, decision record 240): links for relatives without an account to one
// album (view, optionally add photos), one event (view and answer) or one event's sign-up list
// (view and take a place). Managing links is family-scoped like every feature (another family's
// id is a 404); the guest's side has no actor: the token in the URL is the only authority, and a
// link opens its own target and nothing else.
//
// The token is HMAC-SHA256(server key, seed) with a random 32-byte seed: 32 bytes no one can guess,
// never stored. The database holds its SHA-256 hash (the lookup) and the seed, so the people who
// manage a link can see its address and QR code again, while a copy of the database opens nothing.
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db, first, lockFamily, prepared, queryAll, schema, withTransaction, type Db, type Tx, param, limitOf } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { HttpError, forbidden, notFound, parseInput } from "~/lib/http.server";
import { hashToken } from "~/lib/crypto.server";
import { keyedToken } from "~/lib/secret-box.server";
import { can } from "~/lib/permissions";
import { recordAudit } from "~/lib/audit.server";
import { clientAddress } from "~/lib/request-context.server";
import { count as hitsSoFar, hit, type Limit } from "~/lib/rate-limit.server";
import { formatEventDate } from "~/lib/dates";
import { translateText } from "~/lib/i18n/catalog.server";
import type { Language } from "~/lib/i18n/languages";
import { readUpload, type ReceivedFile } from "~/lib/upload.server";
import type { Actor } from "~/lib/session.server";
import { getSettings } from "~/features/family/family.server";
import { addGuestPhotos, albumPhotoFiles, canAddPhotos, guestAlbumPhotos, storedPhotoResponse, type GuestAlbumPhoto } from "~/features/photos/photos.server";
import { ALBUM_MSG } from "~/features/photos/rules";
import { EVENT_NOT_FOUND, comingDates, dateOfEvent, findFamilyEvent, type EventRow } from "~/features/events/events.server";
import { parseOccurrence } from "~/features/events/recurrence.server";
import { canManageSignups } from "~/features/events/signups.server";
import { SIGNUP_MSG, overClaimMessage, overClaimText } from "~/features/events/signup-rules";
import { guestAnswerInput, guestClaimInput, guestLinkInput, guestUploadInput } from "./inputs";
import { GUEST_LIMITS, GUEST_MSG as MSG, guestName, guestPath, opensText, type GuestKind } from "./rules";

const links = schema.guestLinks;
/** A field of the posted form (a series' `occurrence`), or undefined. */
const bodyField = (raw: unknown, key: string): unknown => (raw && typeof raw === "object" ? (raw as Record<string, unknown>)[key] : undefined);
const DAY = 24 * 3600 * 1000;

// ---- Rate limits (decision record 210's table) ----

/**
 * Tokens that match no link, per address: guessing is hopeless (256 bits) but not free. A revoked
 * or expired link is a known link and not counted, so a venue whose relatives open an old link
 * is not locked out of the new one.
 */
const WRONG_TOKENS: Limit = { name: "guest-token-ip", max: 30, windowMs: 15 * 60_000 };
/**
 * Accepted-or-not guest submissions per link and address: GUEST_SUBMISSIONS_PER_HOUR (default
 * 600), so a hundred relatives behind one venue's connection can each answer, change their answer
 * and upload several times in an hour.
 */
const submissions = (): Limit => ({ name: "guest-submit", max: env().GUEST_SUBMISSIONS_PER_HOUR, windowMs: 60 * 60_000 });

// ---- Tokens ----

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const tokenOf = (seed: string) => keyedToken("guest-link", seed);
export const linkUrl = (seed: string) => `${env().APP_ORIGIN}${guestPath(tokenOf(seed))}`;

// ---- Managing links ----

export type GuestLinkView = {
  id: number;
  kind: GuestKind;
  target_id: number;
  label: string;
  /** "Album: Reunion 2031" (the target's name as it is now; "(removed)" when it is gone). */
  opens: string;
  expires_at: string;
  expired: boolean;
  allow_upload: boolean;
  uses: number;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
};

type LinkRow = typeof links.$inferSelect;

/** Owner and admins manage every link of the family. */
const managesAll = (actor: Actor) => can(actor.role, "tab.admin");

async function targetTitles(familyId: number, rows: Pick<LinkRow, "kind" | "targetId">[]): Promise<Map<string, string>> {
  const albumIds = rows.filter((r) => r.kind === "album").map((r) => r.targetId);
  const eventIds = rows.filter((r) => r.kind !== "album").map((r) => r.targetId);
  const out = new Map<string, string>();
  if (albumIds.length > 0) {
    const a = schema.albums;
    for (const r of await db().select({ id: a.id, name: a.name }).from(a).where(and(eq(a.familyId, familyId), inArray(a.id, albumIds)))) out.set(`a${r.id}`, r.name);
  }
  if (eventIds.length > 0) {
    const e = schema.events;
    for (const r of await db().select({ id: e.id, title: e.title }).from(e).where(and(eq(e.familyId, familyId), inArray(e.id, eventIds)))) out.set(`e${r.id}`, r.title);
  }
  return out;
}

function view(row: LinkRow, titles: Map<string, string>, now: Date): GuestLinkView {
  const kind = row.kind as GuestKind;
  const title = titles.get(`${kind === "album" ? "a" : "e"}${row.targetId}`) ?? "(removed)";
  return {
    id: row.id,
    kind,
    target_id: row.targetId,
    label: row.label,
    opens: opensText(kind, title),
    expires_at: row.expiresAt,
    expired: row.expiresAt <= now.toISOString(),
    allow_upload: row.allowUpload,
    uses: row.uses,
    created_by: row.createdBy,
    created_by_name: row.createdByName,
    created_at: row.createdAt,
  };
}

/** May the actor share this target? Throws 404 for a target not in the family, 403 otherwise. */
async function assertMayShare(actor: Actor, kind: GuestKind, targetId: number, allowUpload: boolean) {
  if (actor.role === "guest") throw forbidden(MSG.guestDenied);
  if (kind === "album") {
    const a = schema.albums;
    const album = await first(db().select({ id: a.id }).from(a).where(and(eq(a.id, targetId), eq(a.familyId, actor.familyId))).limit(1));
    if (!album) throw notFound(ALBUM_MSG.notFound);
    if (!can(actor.role, "album.manage")) throw forbidden(MSG.denied);
    if (allowUpload && !canAddPhotos(actor, (await getSettings(actor.familyId)).allow_all_users_add_photos)) throw forbidden(MSG.uploadDenied);
    return;
  }
  const e = schema.events;
  const event = await first(db().select({ id: e.id, created_by: e.createdBy }).from(e).where(and(eq(e.id, targetId), eq(e.familyId, actor.familyId))).limit(1));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  // Owner and admins for any event; a member for an event they created (and may still create).
  if (!canManageSignups(actor, event)) throw forbidden(MSG.denied);
}

// The Admin tab lists them on every visit: prepared once (issue 16), one query per audience.
const openLinks = (d: Db, own: boolean) =>
  d
    .select()
    .from(links)
    .where(
      and(
        eq(links.familyId, param("familyId")),
        isNull(links.revokedAt),
        own ? eq(links.createdBy, param("userId")) : undefined,
      ),
    )
    .orderBy(desc(links.id))
    .limit(limitOf(GUEST_LIMITS.links))
    .prepare();
const familyOpenLinks = prepared((d) => openLinks(d, false));
const ownOpenLinks = prepared((d) => openLinks(d, true));

/** The open links the actor sees: every link of the family for owner and admins, one's own for a member. */
async function shownLinkRows(actor: Actor): Promise<LinkRow[]> {
  if (actor.role === "guest") return [];
  return managesAll(actor)
    ? familyOpenLinks.all({ familyId: actor.familyId })
    : ownOpenLinks.all({ familyId: actor.familyId, userId: actor.userId });
}

/** The links the actor sees: every link of the family for owner and admins, one's own for a member. */
export async function listGuestLinks(actor: Actor, now = new Date()): Promise<GuestLinkView[]> {
  const rows = await shownLinkRows(actor);
  const titles = await targetTitles(actor.familyId, rows);
  return rows.map((r) => view(r, titles, now));
}

/** Each listed link with its address (for the people who manage it: the card and its QR codes). */
export async function listGuestLinksWithUrls(actor: Actor, now = new Date()): Promise<(GuestLinkView & { url: string })[]> {
  const rows = await shownLinkRows(actor);
  if (rows.length === 0) return [];
  const titles = await targetTitles(actor.familyId, rows);
  return rows.map((r) => ({ ...view(r, titles, now), url: linkUrl(r.tokenSeed) }));
}

export type CreatedGuestLink = {
  id: number;
  url: string;
  kind: GuestKind;
  target_id: number;
  label: string;
  expires_at: string;
  allow_upload: boolean;
  uses: number;
};

export async function createGuestLink(actor: Actor, raw: unknown, now = new Date()): Promise<CreatedGuestLink> {
  if (actor.role === "guest") throw forbidden(MSG.guestDenied);
  const input = parseInput(guestLinkInput, raw);
  const allowUpload = input.kind === "album" && input.allow_upload;
  const seed = randomBytes(32).toString("base64url");
  const token = tokenOf(seed);
  const row = await withTransaction(async (tx) => {
    await lockFamily(tx, actor.familyId); // the count and the insert: two creates never pass the limit
    await assertMayShare(actor, input.kind, input.target_id, allowUpload);
    const [n] = await tx.select({ n: count() }).from(links).where(and(eq(links.familyId, actor.familyId), isNull(links.revokedAt)));
    if (Number(n!.n) >= GUEST_LIMITS.links) throw new HttpError(409, MSG.tooMany);
    const [inserted] = await tx
      .insert(links)
      .values({
        familyId: actor.familyId,
        kind: input.kind,
        targetId: input.target_id,
        label: input.label,
        tokenHash: hashToken(token),
        tokenSeed: seed,
        allowUpload,
        expiresAt: new Date(now.getTime() + input.expires_in_days * DAY).toISOString(),
        createdBy: actor.userId,
        createdByName: actor.name,
        createdAt: now.toISOString(),
      })
      .returning();
    const titles = await targetTitles(actor.familyId, [inserted!]);
    const opens = view(inserted!, titles, now).opens;
    await recordAudit(
      actor,
      "guest_link_create",
      "guest_link",
      `Created guest link "${input.label}" (${opens}${allowUpload ? ", guests may add photos" : ""}), expires in ${input.expires_in_days} day(s)`,
      inserted!.id,
    );
    return inserted!;
  });
  return {
    id: row.id,
    url: `${env().APP_ORIGIN}${guestPath(token)}`,
    kind: row.kind as GuestKind,
    target_id: row.targetId,
    label: row.label,
    expires_at: row.expiresAt,
    allow_upload: row.allowUpload,
    uses: row.uses,
  };
}

/** A link the actor may manage (owner/admin: the family's; a member: their own), else 404. */
async function manageableLink(actor: Actor, id: number): Promise<LinkRow> {
  if (actor.role === "guest") throw notFound(MSG.notFound);
  const row = await first(db().select().from(links).where(and(eq(links.id, id), eq(links.familyId, actor.familyId), isNull(links.revokedAt))).limit(1));
  if (!row || (!managesAll(actor) && row.createdBy !== actor.userId)) throw notFound(MSG.notFound);
  return row;
}

/** Revokes a link at once: its page and every photo URL through it answer 404 from now on. */
export async function revokeGuestLink(actor: Actor, id: number, now = new Date()): Promise<{ message: string }> {
  await withTransaction(async (tx) => {
    const row = await manageableLink(actor, id);
    await tx.update(links).set({ revokedAt: now.toISOString() }).where(and(eq(links.id, row.id), eq(links.familyId, actor.familyId)));
    await recordAudit(actor, "guest_link_revoke", "guest_link", `Revoked guest link "${row.label}" (used ${row.uses} time(s))`, row.id);
  });
  return { message: "Guest link revoked" };
}

/** GET /api/guest-links/{id}/qr.svg: the link's address as a QR code (SVG). */
export async function guestLinkQr(actor: Actor, id: number): Promise<Response> {
  const row = await manageableLink(actor, id);
  const QRCode = await import("qrcode");
  const svg = await QRCode.toString(linkUrl(row.tokenSeed), { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return new Response(svg, {
    status: 200,
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}

// ---- The guest's side: opening a link ----

export type OpenLink = {
  id: number;
  familyId: number;
  kind: GuestKind;
  targetId: number;
  label: string;
  allowUpload: boolean;
  expiresAt: string;
};

/**
 * The link behind a token: 404 for an unknown or revoked one, 410 for an expired one, 429 for an
 * address that has tried too many unknown tokens.
 */
export async function openGuestLink(token: string, now = new Date()): Promise<OpenLink> {
  const ip = clientAddress();
  // An address past the limit is refused before any lookup (hit counts once more and throws the
  // 429 with Retry-After); below it, each unknown token is counted with one atomic increment.
  if ((await hitsSoFar(WRONG_TOKENS, ip)) >= WRONG_TOKENS.max) await hit(WRONG_TOKENS, ip);
  const row = TOKEN_SHAPE.test(token)
    ? await first(
        db()
          .select({
            id: links.id,
            familyId: links.familyId,
            kind: links.kind,
            targetId: links.targetId,
            label: links.label,
            allowUpload: links.allowUpload,
            expiresAt: links.expiresAt,
            revokedAt: links.revokedAt,
          })
          .from(links)
          .where(eq(links.tokenHash, hashToken(token)))
          .limit(1),
      )
    : undefined;
  if (!row) {
    await hit(WRONG_TOKENS, ip);
    throw notFound(MSG.invalid);
  }
  if (row.revokedAt) throw notFound(MSG.invalid);
  if (row.expiresAt <= now.toISOString()) throw new HttpError(410, MSG.expired);
  return { id: row.id, familyId: row.familyId, kind: row.kind as GuestKind, targetId: row.targetId, label: row.label, allowUpload: row.allowUpload, expiresAt: row.expiresAt };
}

export type GuestAnswer = { name: string; attending: boolean; guest_count: number; comments: string };

/** A coming date of a series (issue 41): its original start, when it is, and this browser's answer to it. */
export type GuestDate = { occurrence: string; when: string; cancelled: boolean; answer: GuestAnswer | null };

/**
 * The link's event; on a series, `dates` lists the coming ones and `date` is the one the page is
 * about (`?date=`, else the first that is not cancelled; null when none is left), its details shown.
 */
export type GuestEvent = {
  id: number;
  title: string;
  when: string;
  location: string;
  description: string;
  past: boolean;
  dates: GuestDate[] | null;
  date: string | null;
};

export type GuestPage =
  | { kind: "album"; family: string; label: string; album: { name: string; description: string }; photos: GuestAlbumPhoto[]; allowUpload: boolean }
  | { kind: "event"; family: string; label: string; event: GuestEvent; answer: GuestAnswer | null; name: string }
  | {
      kind: "signups";
      family: string;
      label: string;
      event: GuestEvent;
      items: { id: number; name: string; note: string; quantity: number; still_needed: number }[];
    };

async function familyName(familyId: number): Promise<string> {
  const f = schema.families;
  return (await first(db().select({ name: f.name }).from(f).where(eq(f.id, familyId)).limit(1)))?.name ?? "";
}

/** The link's event row (404 "no longer available" when it was deleted). */
async function linkEvent(link: OpenLink): Promise<EventRow> {
  try {
    return await findFamilyEvent(link.familyId, link.targetId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound(MSG.targetMissing);
    throw error;
  }
}

async function guestEvent(link: OpenLink, now: Date, wanted: string | null = null, language: Language = "en"): Promise<GuestEvent> {
  const row = await linkEvent(link);
  const zone = (await getSettings(link.familyId)).time_zone;
  const nowIso = now.toISOString();
  if (!row.recurrence) {
    const when = formatEventDate(row.event_date, zone, true, language);
    return { id: row.id, title: row.title, when, location: row.location, description: row.description, past: row.event_date < nowIso, dates: null, date: null };
  }
  const coming = await comingDates(link.familyId, row, now, GUEST_LIMITS.dates);
  const dates = coming.map((d) => ({ occurrence: d.occurrence!, when: formatEventDate(d.event_date, zone, true, language), cancelled: d.cancelled, answer: null }));
  const want = parseOccurrence(wanted);
  const shown = coming.find((d) => d.occurrence === want && !d.cancelled) ?? coming.find((d) => !d.cancelled) ?? null;
  return {
    id: row.id,
    title: shown?.title ?? row.title,
    when: shown ? formatEventDate(shown.event_date, zone, true, language) : translateText(language, "No dates to come"),
    location: shown?.location ?? row.location,
    description: shown?.description ?? row.description,
    past: !shown,
    dates,
    date: shown?.occurrence ?? null,
  };
}

const browserHash = (key: string | null) => (key && TOKEN_SHAPE.test(key) ? hashToken(key) : null);

/**
 * What the guest page shows for a link (`browserKey`: the cookie of an earlier answer; `date`: the
 * `?date=` of a series' page, the date it is about; `language`: the page's, for its dates).
 */
export async function guestPage(
  link: OpenLink,
  browserKey: string | null,
  now = new Date(),
  date: string | null = null,
  language: Language = "en",
): Promise<GuestPage> {
  const family = await familyName(link.familyId);
  if (link.kind === "album") {
    const a = schema.albums;
    const album = await first(db().select({ name: a.name, description: a.description }).from(a).where(and(eq(a.id, link.targetId), eq(a.familyId, link.familyId))).limit(1));
    if (!album) throw notFound(MSG.targetMissing);
    const photos = await guestAlbumPhotos(link.familyId, link.targetId, GUEST_LIMITS.photosShown);
    return { kind: "album", family, label: link.label, album, photos, allowUpload: link.allowUpload };
  }
  const event = await guestEvent(link, now, date, language);
  if (link.kind === "event") {
    const hash = browserHash(browserKey);
    const r = schema.guestRsvps;
    // This browser's answers through the link: one per date of a series ("" for a one-date event).
    const mine = hash
      ? await db()
          .select({ occurrence: r.occurrence, name: r.name, attending: r.attending, guest_count: r.guestCount, comments: r.comments })
          .from(r)
          .where(and(eq(r.linkId, link.id), eq(r.browserHash, hash)))
          .orderBy(desc(r.updatedAt))
          .limit(limitOf(500))
      : [];
    const answerOf = (occurrence: string): GuestAnswer | null => {
      const a = mine.find((m) => m.occurrence === occurrence);
      return a ? { name: a.name, attending: Boolean(a.attending), guest_count: a.guest_count, comments: a.comments } : null;
    };
    if (event.dates) for (const d of event.dates) d.answer = answerOf(d.occurrence);
    // The form shows the shown date's answer; the name is the latest one given (another date's too).
    const answer = event.dates ? (event.date ? answerOf(event.date) : null) : answerOf("");
    return { kind: "event", family, label: link.label, event, answer, name: answer?.name ?? mine[0]?.name ?? "" };
  }
  const occ = event.date ?? "";
  const rows = await queryAll<{ id: number; name: string; note: string; quantity: number; claimed: number }>(
    `select i.id, i.name, i.note, i.quantity,
       coalesce((select sum(c.quantity) from signup_claims c where c.item_id = i.id and c.occurrence = +?), 0)
       + coalesce((select sum(g.quantity) from guest_claims g where g.item_id = i.id and g.occurrence = +?), 0) as claimed
     from signup_items i where i.family_id = +? and i.event_id = +? order by i.id limit 50`,
    occ,
    occ,
    link.familyId,
    event.id,
  );
  return {
    kind: "signups",
    family,
    label: link.label,
    event,
    items: rows.map((i) => ({ id: i.id, name: i.name, note: i.note, quantity: i.quantity, still_needed: Math.max(0, i.quantity - Number(i.claimed)) })),
  };
}

/** A photo of the link's album through the link (thumb or display copy only: no original). */
export async function guestPhotoResponse(token: string, photoId: number, variant: "thumb" | "display", request: Request): Promise<Response> {
  const link = await openGuestLink(token);
  if (link.kind !== "album") throw notFound(MSG.photoNotFound);
  const photo = await albumPhotoFiles(link.familyId, link.targetId, photoId);
  const response = await storedPhotoResponse(photo, variant, request, "private, no-cache");
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}

// ---- The guest's side: submissions ----

/** Counts a submission against the link and address (429 with Retry-After past the limit). */
async function countSubmission(link: OpenLink) {
  await hit(submissions(), `${link.id}|${clientAddress()}`);
}

const countUse = (tx: Tx, link: OpenLink) => tx.update(links).set({ uses: sql`${links.uses} + 1` }).where(eq(links.id, link.id));

/**
 * The guest's upload form (multipart: `name` and one or more `photos`), streamed with the same
 * caps as members' uploads; counted against the rate limit before the body is read.
 */
export async function guestUploadFromRequest(link: OpenLink, request: Request): Promise<{ added: number }> {
  if (link.kind !== "album") throw notFound(MSG.notFound);
  if (!link.allowUpload) throw forbidden(MSG.uploadOff);
  await countSubmission(link);
  const upload = await readUpload(request, { fileField: "photos", maxFiles: GUEST_LIMITS.photosPerUpload, tooManyFiles: MSG.tooManyPhotos });
  try {
    return await guestUpload(link, upload.fields, upload.files);
  } finally {
    await upload.cleanup();
  }
}

/** A guest adds photos to the link's album (the submission already counted): how many were added. */
async function guestUpload(link: OpenLink, fields: unknown, files: ReceivedFile[]): Promise<{ added: number }> {
  const input = parseInput(guestUploadInput, fields);
  if (files.length === 0) throw new HttpError(400, MSG.noPhotos, [{ field: "photos", message: MSG.noPhotos }]);
  if (files.length > GUEST_LIMITS.photosPerUpload) throw new HttpError(400, MSG.tooManyPhotos, [{ field: "photos", message: MSG.tooManyPhotos }]);
  const added = await addGuestPhotos(link.familyId, link.targetId, guestName(input.name), files, async (tx) => {
    await countUse(tx, link);
  });
  return { added };
}

/**
 * A guest answers the link's event: one answer per link and browser (`browserKey` from the cookie;
 * a new one is made for a first answer and returned to be set as the cookie).
 */
export async function guestAnswer(
  link: OpenLink,
  raw: unknown,
  browserKey: string | null,
  now = new Date(),
): Promise<{ attending: boolean; browserKey: string; occurrence: string | null }> {
  if (link.kind !== "event") throw notFound(MSG.notFound);
  await countSubmission(link);
  const input = parseInput(guestAnswerInput, raw);
  const key = browserKey && TOKEN_SHAPE.test(browserKey) ? browserKey : randomBytes(32).toString("base64url");
  const r = schema.guestRsvps;
  const attending = input.attending === "yes";
  const updatedAt = now.toISOString();
  let occurrence = "";
  await withTransaction(async (tx) => {
    const event = await linkEvent(link); // the event still exists (404 otherwise)
    // On a series the guest answers one date (400 none, 404 not in the series, 409 cancelled).
    occurrence = await dateOfEvent(link.familyId, event, bodyField(raw, "occurrence"));
    const values = { name: input.name, attending, guestCount: input.guest_count, comments: input.comments, updatedAt };
    await tx
      .insert(r)
      .values({ familyId: link.familyId, eventId: link.targetId, linkId: link.id, browserHash: hashToken(key), occurrence, ...values })
      .onConflictDoUpdate({ target: [r.linkId, r.browserHash, r.occurrence], set: values });
    await countUse(tx, link);
  });
  return { attending, browserKey: key, occurrence: occurrence || null };
}

/** A guest takes a place on the link's sign-up list; never more than is still needed (409). */
export async function guestClaim(link: OpenLink, raw: unknown): Promise<{ message: string; occurrence: string | null }> {
  if (link.kind !== "signups") throw notFound(MSG.notFound);
  await countSubmission(link);
  const input = parseInput(guestClaimInput, raw);
  return withTransaction(async (tx) => {
    await lockFamily(tx, link.familyId); // claims of the family's items run one after the other
    // On a series the place is taken for one date (400 none, 404 not in the series, 409 cancelled).
    const occurrence = await dateOfEvent(link.familyId, await linkEvent(link), bodyField(raw, "occurrence"));
    const i = schema.signupItems;
    const item = await first(
      tx
        .select({ id: i.id, name: i.name, quantity: i.quantity })
        .from(i)
        .where(and(eq(i.id, input.item_id), eq(i.familyId, link.familyId), eq(i.eventId, link.targetId)))
        .limit(1),
    );
    if (!item) throw new HttpError(404, SIGNUP_MSG.itemNotFound, [{ field: "item_id", message: SIGNUP_MSG.itemNotFound }]);
    const [taken] = await queryAll<{ n: number }>(
      `select coalesce((select sum(quantity) from signup_claims where item_id = +? and occurrence = +?), 0)
        + coalesce((select sum(quantity) from guest_claims where item_id = +? and occurrence = +?), 0) as n`,
      item.id,
      occurrence,
      item.id,
      occurrence,
    );
    const left = item.quantity - Number(taken!.n);
    if (input.quantity > left) {
      const text = overClaimText(item.name, left);
      throw new HttpError(409, overClaimMessage(item.name, left), [{ field: "quantity", message: overClaimMessage(item.name, left), i18n: text }], {}, text);
    }
    await tx.insert(schema.guestClaims).values({
      familyId: link.familyId,
      eventId: link.targetId,
      itemId: item.id,
      linkId: link.id,
      occurrence,
      name: input.name,
      quantity: input.quantity,
      note: input.note,
    });
    await countUse(tx, link);
    return { message: `You are signed up for ${input.quantity} × ${item.name}`, occurrence: occurrence || null };
  });
}

// ---- The guest links page: what the actor may share ----

export type ShareTargets = { albums: { id: number; name: string }[]; events: { id: number; title: string; event_date: string }[] };

/** Albums (owner/admin) and events (owner/admin: all; a member: their own) the actor may share, newest events first. */
export async function shareTargets(actor: Actor): Promise<ShareTargets> {
  if (actor.role === "guest") return { albums: [], events: [] };
  const a = schema.albums;
  const e = schema.events;
  const albums = can(actor.role, "album.manage")
    ? await db().select({ id: a.id, name: a.name }).from(a).where(eq(a.familyId, actor.familyId)).orderBy(desc(a.isDefault), asc(a.nameKey)).limit(limitOf(500))
    : [];
  const mayAll = can(actor.role, "signup.manageAny");
  const events = can(actor.role, "signup.manageOwn")
    ? await db()
        .select({ id: e.id, title: e.title, event_date: e.eventDate })
        .from(e)
        .where(and(eq(e.familyId, actor.familyId), mayAll ? undefined : eq(e.createdBy, actor.userId)))
        .orderBy(desc(e.eventDate), desc(e.id))
        .limit(limitOf(200))
    : [];
  return { albums, events };
}

/** Whether the actor may share some event (the Events tab's "Share a guest link"). */
export const mayShareEvent = (actor: Actor, event: { created_by: number | null }) => actor.role !== "guest" && canManageSignups(actor, event);
