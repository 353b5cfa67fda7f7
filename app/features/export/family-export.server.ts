// The family export (issue 29, decision 191): one zip, streamed to the client as it is made:
//   family.json            the whole family in the documented, versioned format (docs/export/)
//   csv/*.csv              the tables people open in a spreadsheet
//   events.ics             the events, for any calendar app
//   index.html             an offline viewer (no external resources, works from file://)
//   photos/<album>/<id>-<title>.<ext>   the originals, in album folders
//   thumbs/<id>.webp       thumbnails for index.html
// Every part is read page by page from the database and every photo streamed from storage one at
// a time, so memory stays flat however large the family is (README: measured figures). Every read
// comes from one snapshot of the database (decision record 228).
import { once } from "node:events";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type * as ArchiverModule from "archiver";
import { createReadableStreamFromReadable } from "@react-router/node";
import { lazyModule } from "~/lib/lazy-module.server";
import { withSnapshot } from "~/lib/db.server";
import { recordAudit } from "~/lib/audit.server";
import { csvStream, type CsvCell } from "~/lib/csv.server";
import { exportGedcomText, exportTreeJson } from "~/features/tree/gedcom.server";
import { attachmentResponse } from "~/lib/download.server";
import { env } from "~/lib/env.server";
import { forbidden } from "~/lib/http.server";
import { hit, type Limit } from "~/lib/rate-limit.server";
import type { Actor } from "~/lib/session.server";
import { storage } from "~/lib/storage.server";
import { getSettings } from "~/features/family/family.server";
import { buildFeed, type FeedItem } from "~/features/integrations/feed";
import { DEFAULT_EVENT_HOURS, eventComponents, seriesYears, vtimezone, type IcsException } from "~/features/events/ics";
import * as data from "./family-data.server";
import { FIELDS, pick } from "./fields";
import { EXPORT_FORMAT, EXPORT_MSG, EXPORT_VERSION, albumFolders, photoFile, slug, thumbFile, type ExportContext } from "./format";

export { EXPORT_MSG };
import { viewerHtml } from "./viewer.server";

// archiver 8 is an ES module of classes (no factory function); Node 24 loads it with require().
const archiver = lazyModule<typeof ArchiverModule>("archiver");

/** Exports are heavy (every photo): a few per family per hour. */
export const FAMILY_EXPORT_LIMIT: Limit = { name: "family-export", max: 5, windowMs: 60 * 60_000 };
export const PERSONAL_EXPORT_LIMIT: Limit = { name: "personal-export", max: 5, windowMs: 60 * 60_000 };


/** Owner always; admins when the family allows it; members and guests never. */
export async function canExportFamily(actor: Pick<Actor, "role" | "familyId">): Promise<boolean> {
  if (actor.role === "owner") return true;
  if (actor.role === "admin" || actor.role === "super_admin") return (await getSettings(actor.familyId)).admins_can_export;
  return false;
}

export async function assertCanExportFamily(actor: Actor): Promise<void> {
  if (actor.role === "guest") throw forbidden(EXPORT_MSG.guest);
  if (!(await canExportFamily(actor))) throw forbidden(EXPORT_MSG.notOwner);
}

/** Joins small strings into chunks of about 64 KB (fewer, larger stream writes). */
async function* chunked(parts: AsyncIterable<string>): AsyncGenerator<string> {
  let buf = "";
  for await (const p of parts) {
    buf += p;
    if (buf.length >= 65_536) {
      yield buf;
      buf = "";
    }
  }
  if (buf) yield buf;
}

async function* arrayField<T>(name: string, items: AsyncIterable<T>, map: (item: T) => unknown = (x) => x): AsyncGenerator<string> {
  yield `,${JSON.stringify(name)}:[`;
  let first = true;
  for await (const item of items) {
    yield (first ? "" : ",") + JSON.stringify(map(item));
    first = false;
  }
  yield "]";
}

function photoJson(ctx: ExportContext, p: data.PhotoRow) {
  return {
    id: p.id,
    albumId: p.albumId,
    ...pick(p, FIELDS.photos.fields),
    imageUrl: p.imageUrl,
    file: p.originalKey ? photoFile(ctx.folders, p) : null,
    mediaType: p.originalType,
    bytes: p.originalBytes,
    width: p.width,
    height: p.height,
    createdAt: p.createdAt,
    hearts: p.hearts,
    comments: p.comments,
  };
}

/** family.json (or me.json for a personal export) as a stream of text. */
async function* familyJson(ctx: ExportContext): AsyncGenerator<string> {
  const { scope } = ctx;
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    kind: ctx.kind,
    exportId: ctx.exportId,
    exportedAt: ctx.exportedAt,
    exportedBy: ctx.exportedBy,
    source: { app: "kindred", appVersion: process.env.npm_package_version ?? "0.1.0", origin: env().APP_ORIGIN },
    family: await data.familyRow(scope.familyId),
  };
  yield JSON.stringify(head).slice(0, -1);
  yield* arrayField("members", data.members(scope));
  yield* arrayField("announcements", data.announcements(scope));
  yield* arrayField("events", data.events(scope));
  yield* arrayField("eventExceptions", data.eventExceptions(scope));
  yield* arrayField("birthdays", data.birthdays(scope));
  yield* arrayField("directory", data.directory(scope));
  yield `,"trip":{"reunion":${JSON.stringify(scope.userId ? null : await data.reunion(scope.familyId))}`;
  yield* arrayField("activities", data.activities(scope));
  yield "}";
  yield* arrayField("surveys", data.surveys(scope));
  yield* arrayField("campaigns", data.campaigns(scope));
  yield* arrayField("albums", (async function* () {
    for (const a of await data.albumList(scope.familyId)) yield { ...a, folder: ctx.folders.get(a.id) };
  })());
  yield* arrayField("photos", withoutMissing(ctx, data.photos(scope)), (p) => photoJson(ctx, p));
  yield* arrayField("guestLinks", data.guestLinks(scope));
  yield* arrayField("auditLog", data.auditLog(scope));
  yield "}\n";
}

async function* withoutMissing(ctx: ExportContext, photos: AsyncIterable<data.PhotoRow>): AsyncGenerator<data.PhotoRow> {
  for await (const p of photos) if (!ctx.missing?.has(p.id)) yield p;
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The spreadsheet files: name, header and rows. */
export function csvFiles(ctx: ExportContext, names: Map<number, string>): { name: string; header: string[]; rows: () => AsyncIterable<CsvCell[]> }[] {
  const who = (id: number | null | undefined) => (id ? (names.get(id) ?? "") : "");
  const { scope } = ctx;
  return [
    {
      name: "csv/members.csv",
      header: ["id", "name", "email", "role", "joined"],
      rows: async function* () {
        for await (const m of data.members(scope)) yield [m.id, m.name, m.email, m.role, m.createdAt];
      },
    },
    {
      name: "csv/announcements.csv",
      header: ["id", "title", "content", "author", "pinned", "status", "created"],
      rows: async function* () {
        for await (const a of data.announcements(scope)) yield [a.id, a.title, a.content, a.authorName, a.pinned ? "yes" : "no", a.status, a.createdAt];
      },
    },
    {
      name: "csv/events.csv",
      // A series (issue 41): its rule and zone in "repeats"/"time zone"; its answers are per date
      // (csv/rsvps.csv), so its counts here are left empty.
      header: ["id", "title", "date", "location", "description", "attending", "not attending", "guests", "repeats", "time zone"],
      rows: async function* () {
        for await (const e of data.events(scope)) {
          const yes = e.rsvps.filter((r) => r.attending);
          const counts = e.recurrence ? ["", "", ""] : [yes.length, e.rsvps.length - yes.length, yes.reduce((s, r) => s + r.guestCount, 0)];
          yield [e.id, e.title, e.eventDate, e.location, e.description, ...counts, e.recurrence ?? "", e.recurrence ? (e.timeZone ?? "") : ""];
        }
      },
    },
    {
      name: "csv/rsvps.csv",
      // "date": the date answered for (a series' occurrence, its original start), else the event's.
      header: ["event id", "event", "date", "member", "attending", "guests", "comments", "updated"],
      rows: async function* () {
        for await (const e of data.events(scope))
          for (const r of e.rsvps) yield [e.id, e.title, r.occurrence || e.eventDate, who(r.userId), r.attending ? "yes" : "no", r.attending ? r.guestCount : "", r.comments, r.updatedAt];
      },
    },
    {
      name: "csv/birthdays.csv",
      header: ["name", "month", "day", "manual"],
      rows: async function* () {
        for await (const b of data.birthdays(scope)) yield [b.name, b.month, b.day, b.isManual ? "yes" : "no"];
      },
    },
    {
      name: "csv/directory.csv",
      header: ["name", "phone", "email", "comments"],
      rows: async function* () {
        for await (const d of data.directory(scope)) yield [d.name, d.phone, d.email, d.comments];
      },
    },
    {
      name: "csv/activities.csv",
      header: ["name", "date", "time", "location", "cost", "description"],
      rows: async function* () {
        for await (const a of data.activities(scope)) yield [a.name, a.date, a.time, a.location, money(a.costCents), a.description];
      },
    },
    {
      name: "csv/survey-answers.csv",
      header: ["survey", "member", "submitted", "question", "answer"],
      rows: async function* () {
        for await (const s of data.surveys(scope)) {
          const q = new Map(s.questions.map((x) => [x.id, x]));
          for (const r of s.responses)
            for (const a of r.answers) {
              const question = q.get(a.questionId);
              const option = question?.options.find((o) => o.id === a.answer);
              yield [s.title, who(r.userId), r.submittedAt, question?.question ?? "", option?.text ?? a.answer];
            }
        }
      },
    },
    {
      name: "csv/campaign-entries.csv",
      header: ["campaign", "type", "amount", "payer", "memo", "entered by", "entered"],
      rows: async function* () {
        for await (const c of data.campaigns(scope)) for (const e of c.entries) yield [c.title, e.entryType, money(e.amountCents), e.payerName, e.memo, e.enteredByName, e.enteredAt];
      },
    },
    {
      name: "csv/photos.csv",
      header: ["file", "album", "title", "description", "uploaded by", "uploaded", "hearts", "comments", "link"],
      rows: async function* () {
        for await (const p of data.photos(scope))
          yield [p.originalKey ? photoFile(ctx.folders, p) : "", ctx.folders.get(p.albumId) ?? "", p.title, p.description, p.uploadedByName, p.createdAt, p.hearts.length, p.comments.length, p.imageUrl ?? ""];
      },
    },
  ];
}

async function eventsIcs(ctx: ExportContext, familyName: string, timeZone: string): Promise<string> {
  const host = new URL(env().APP_ORIGIN).host;
  const items: FeedItem[] = [];
  // A series (issue 41): one VEVENT with its RRULE in its zone, EXDATE for cancelled dates and a
  // RECURRENCE-ID VEVENT per moved date, as the app's own .ics and calendar feed write it.
  const exceptions = new Map<number, IcsException[]>();
  for await (const x of data.eventExceptions(ctx.scope)) {
    const list = exceptions.get(x.eventId) ?? [];
    list.push({ occurrence: x.occurrence, cancelled: x.cancelled, event_date: x.eventDate, title: x.title, description: x.description, location: x.location });
    exceptions.set(x.eventId, list);
  }
  const zones = new Map<string, [number, number]>();
  const now = new Date(ctx.exportedAt);
  for await (const e of data.events(ctx.scope)) {
    if (ctx.scope.userId && e.rsvps.length === 0 && e.createdBy !== ctx.scope.userId) continue;
    const uid = `event-${e.id}@${host}`;
    if (e.recurrence && e.timeZone) {
      const years = seriesYears({ event_date: e.eventDate, recurrence: e.recurrence }, now);
      const had = zones.get(e.timeZone);
      zones.set(e.timeZone, had ? [Math.min(had[0], years[0]), Math.max(had[1], years[1])] : years);
      const event = { id: e.id, title: e.title, description: e.description, location: e.location, event_date: e.eventDate, updated_at: e.updatedAt, recurrence: e.recurrence, time_zone: e.timeZone, exceptions: exceptions.get(e.id) ?? [] };
      items.push({ uid, stamp: e.updatedAt, start: { utc: e.eventDate }, end: { utc: e.eventDate }, summary: e.title, lines: eventComponents(event, { uid, stamp: e.updatedAt }) });
      continue;
    }
    const end = new Date(new Date(e.eventDate).getTime() + DEFAULT_EVENT_HOURS * 3600_000).toISOString();
    items.push({ uid, stamp: e.updatedAt, start: { utc: e.eventDate }, end: { utc: end }, summary: e.title, description: e.description, location: e.location });
  }
  const timezones = [...zones].map(([zone, years]) => vtimezone(zone, ...years));
  return buildFeed({ name: familyName, timeZone, items, timezones });
}

/** Streams the zip of an export into `archive` (entries one at a time, each awaited). */
async function writeExport(archive: ArchiverModule.Archiver, ctx: ExportContext, gone: AbortSignal) {
  const add = async (name: string, source: Readable | string, opts: { store?: boolean; date?: Date } = {}) => {
    const written = once(archive, "entry", { signal: gone });
    archive.append(source, { name, store: opts.store, date: opts.date ?? new Date(ctx.exportedAt) });
    await written;
  };
  const family = await data.familyRow(ctx.scope.familyId);
  const names = new Map<number, string>();
  for await (const m of data.members({ familyId: ctx.scope.familyId })) names.set(m.id, m.name);

  const jsonName = ctx.kind === "family" ? "family.json" : "me.json";
  await add(
    "README.txt",
    `${ctx.kind === "family" ? `Kindred export of the family "${family.name}"` : `Kindred personal export of ${ctx.exportedBy.name} (family "${family.name}")`}, made ${ctx.exportedAt}.\r\n\r\n` +
      `Open index.html in a browser to look through it offline.\r\n` +
      `${jsonName}: everything, in the format "${EXPORT_FORMAT}" version ${EXPORT_VERSION} (see the Kindred documentation, docs/export/README.md).\r\n` +
      `csv/: the tables, for a spreadsheet. events.ics: the events, for a calendar app. photos/: the original photos, one folder per album.\r\n` +
      (ctx.kind === "family" ? `family-tree.ged: the family tree as GEDCOM 7.0, for any genealogy program; family-tree.json: the same as JSON.\r\n` : "") +
      (ctx.kind === "family" ? `\r\nThis file can be imported on another Kindred server to move the family there.\r\n` : ""),
  );
  for (const f of csvFiles(ctx, names)) await add(f.name, csvStream(f.header, f.rows()));
  await add("events.ics", await eventsIcs(ctx, family.name, family.settings.timeZone));
  if (ctx.kind === "family") {
    // The family tree (issue 42) as JSON and as GEDCOM 7.0. Only the owner or an admin makes a
    // family export, and they see everyone in full, so the tree is read with an owner's view.
    const viewer = { userId: ctx.exportedBy.id, familyId: ctx.scope.familyId, role: "owner" as const, name: ctx.exportedBy.name, email: "", sessionId: 0 };
    await add("family-tree.json", JSON.stringify(await exportTreeJson(viewer), null, 2));
    await add("family-tree.ged", await exportGedcomText(viewer));
  }
  await add("index.html", Readable.from(chunked(viewerHtml(ctx, family, names))));
  // The photos last: one stored file open at a time.
  const store = storage();
  const missing = new Set<number>();
  let current: Readable | null = null;
  try {
    for await (const p of data.photos(ctx.scope)) {
      if (!p.originalKey) continue;
      if (ctx.scope.userId && p.uploadedBy !== ctx.scope.userId) continue;
      const object = await store.get(p.originalKey);
      if (object) {
        current = object.stream;
        await add(photoFile(ctx.folders, p), object.stream, { store: true, date: new Date(p.createdAt) });
      } else {
        missing.add(p.id);
        continue;
      }
      if (p.thumbKey) {
        const thumb = await store.get(p.thumbKey);
        if (thumb) {
          current = thumb.stream;
          await add(thumbFile(p), thumb.stream, { store: true, date: new Date(p.createdAt) });
        }
      }
      current = null;
    }
  } finally {
    current?.destroy();
  }
  // family.json last (a zip's entries are found through its central directory, in any order): a
  // photo deleted while the export ran, whose file is gone, is left out of it rather than named
  // there without its file (which an import refuses).
  await add(jsonName, Readable.from(chunked(familyJson({ ...ctx, missing }))));
  await archive.finalize();
}

/** A streamed zip response of an export. */
export async function exportResponse(ctx: Omit<ExportContext, "folders">, filename: string): Promise<Response> {
  const archive = new (archiver().ZipArchive)({ zlib: { level: 6 } });
  const gone = new AbortController();
  // A client that goes away ends the writing (and with it the snapshot it holds open).
  archive.once("close", () => gone.abort());
  archive.once("error", () => gone.abort());
  // Every read of the export from one snapshot (decision record 228): members posting, editing
  // and deleting meanwhile cannot make its parts disagree.
  withSnapshot(async () => {
    const folders = albumFolders(await data.albumList(ctx.scope.familyId));
    await writeExport(archive, { ...ctx, folders }, gone.signal);
  }).catch((error: unknown) => {
    if (!gone.signal.aborted) console.error(error);
    archive.abort();
  });
  return attachmentResponse(createReadableStreamFromReadable(archive), filename, "application/zip");
}

/** GET /api/family/export and the Admin tab's download: the whole family as one zip. */
export async function familyExportResponse(actor: Actor): Promise<Response> {
  await assertCanExportFamily(actor);
  await hit(FAMILY_EXPORT_LIMIT, String(actor.familyId));
  const exportId = randomUUID();
  const exportedAt = new Date().toISOString();
  await recordAudit(actor, "family_export", "family", `Family exported (export ${exportId})`, actor.familyId);
  const family = await data.familyRow(actor.familyId);
  return exportResponse(
    { scope: { familyId: actor.familyId }, exportId, exportedAt, exportedBy: { id: actor.userId, name: actor.name }, kind: "family" },
    `kindred-${slug(family.name) || "family"}-${exportedAt.slice(0, 10)}.zip`,
  );
}

/** GET /api/auth/me/export and the profile's download: what this account made, as one zip. */
export async function personalExportResponse(actor: Actor): Promise<Response> {
  if (actor.role === "guest") throw forbidden(EXPORT_MSG.guest);
  await hit(PERSONAL_EXPORT_LIMIT, String(actor.userId));
  const exportId = randomUUID();
  const exportedAt = new Date().toISOString();
  await recordAudit(actor, "personal_export", "user", `${actor.name} exported their own data (export ${exportId})`, actor.userId);
  return exportResponse(
    { scope: { familyId: actor.familyId, userId: actor.userId }, exportId, exportedAt, exportedBy: { id: actor.userId, name: actor.name }, kind: "personal" },
    `kindred-${slug(actor.name) || "me"}-${exportedAt.slice(0, 10)}.zip`,
  );
}

/** What the Admin tab's export panel shows to this person. */
export async function exportPanelData(actor: Actor) {
  const { isEmptyFamily } = await import("./family-import.server");
  return {
    canExport: await canExportFamily(actor),
    isOwner: actor.role === "owner",
    adminsCanExport: (await getSettings(actor.familyId)).admins_can_export,
    canImport: actor.role === "owner" && (await isEmptyFamily(actor.familyId)),
  };
}
