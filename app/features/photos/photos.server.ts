// Photos and albums (SPEC §2 Photos/Admin, §3, §5, §6, §7): uploads through the image pipeline,
// links, hearts, comments, downloads (one original, or an album as a streamed zip), delete rules
// and album management. Every query is scoped to the actor's family; another family's id is 404.
import { serverTranslator } from "~/lib/i18n/catalog.server";
import fs from "node:fs";
import { once } from "node:events";
import { lazyModule } from "~/lib/lazy-module.server";
import type * as ArchiverModule from "archiver";
import { createReadableStreamFromReadable } from "@react-router/node";
import { and, asc, desc, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import { ID_LIST, changes, db, first, idList, isPostgres, lockFamily, prepared, queryAll, schema, withTransaction, type Db, type Tx, param, limitOf } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { attachmentResponse } from "~/lib/download.server";
import { HttpError, badRequest, forbidden, notFound, parseInput, readBodyBytes } from "~/lib/http.server";
import { found, idInFamily } from "~/lib/family-scope.server";
import { pageQuery } from "~/lib/list.server";
import { keptRows } from "~/lib/family-cache.server";
import { authorize } from "~/lib/guard.server";
import { can } from "~/lib/permissions";
import { recordAudit } from "~/lib/audit.server";
import { newKey, removeStored, storage } from "~/lib/storage.server";
import { fileTooLarge, readUpload, type ReceivedFile } from "~/lib/upload.server";
import type { Actor } from "~/lib/session.server";
import { withPageText } from "~/lib/page-text";
import { getSettings } from "~/features/family/family.server";
import { assertWithinPlan } from "~/features/plans/limits.server";
import { queuePush } from "~/features/notifications/push.server";
import { processImage, strippedOriginal } from "./images.server";
import { albumInput, albumRenameInput, commentInput, heartInput, photoInput } from "./inputs";
import {
  ALBUM_MSG,
  DEFAULT_ALBUM,
  PAGE,
  PHOTO_MSG,
  albumExists,
  readImageUrl,
  safeFileName,
  uniqueName,
} from "./rules";

// archiver 8 is an ES module of classes (no factory function); Node 24 loads it with require().
const archiver = lazyModule<typeof ArchiverModule>("archiver");

// ---- Types ----

export type PhotoComment = { id: number; user_id: number | null; user_name: string; comment: string; created_at: string };

export type PhotoView = {
  id: number;
  title: string;
  description: string;
  /** §3: the image's URL: the display copy of an upload, or the link as given. */
  image_url: string;
  thumbnail_url: string;
  display_url: string;
  download_url: string;
  source: "upload" | "link";
  album: string;
  album_id: number;
  uploaded_by: number | null;
  uploaded_by_name: string;
  created_at: string;
  width: number | null;
  height: number | null;
  hearts: number[];
  comments: PhotoComment[];
  can_delete: boolean;
};

export type AlbumView = {
  id: number;
  name: string;
  description: string;
  is_default: boolean;
  created_by_name: string;
  created_at: string;
  photo_count: number;
};

// ---- Who may do what (§6) ----

/** Anyone but a guest adds while allow_all_users_add_photos is on; owner and admin always. */
export function canAddPhotos(actor: Actor, allowAll: boolean): boolean {
  return can(actor.role, "photo.add") || (can(actor.role, "photo.addWhenAllowed") && allowAll);
}

/** canAddPhotos with the family's current setting (read only when the role needs it). */
async function mayAddPhotos(actor: Actor): Promise<boolean> {
  if (can(actor.role, "photo.add")) return true;
  if (!can(actor.role, "photo.addWhenAllowed")) return false;
  return (await getSettings(actor.familyId)).allow_all_users_add_photos;
}

/** The uploader (unless now a guest), or owner/admin. */
export function canDeletePhoto(actor: Actor, uploadedBy: number | null): boolean {
  if (can(actor.role, "photo.deleteAny")) return true;
  return uploadedBy !== null && uploadedBy === actor.userId && can(actor.role, "photo.addWhenAllowed");
}

// ---- Albums ----

const nameKey = (name: string) => name.trim().toLowerCase();

// Albums are listed on the Photos and Admin tabs: their reads are prepared once (issue 16).
const defaultAlbumOf = prepared((d) =>
  d
    .select({ id: schema.albums.id })
    .from(schema.albums)
    .where(and(eq(schema.albums.familyId, param("familyId")), eq(schema.albums.isDefault, true)))
    .prepare(),
);
// Each album with its photo count (photos_album_idx answers each count from the index). Written as
// text: Drizzle leaves a one-table select's columns unqualified, which inside the count would name
// the photos' own columns.
const albumsOf = prepared((d) =>
  d
    .select({
      ...albumColumns(),
      photoCount: sql<number>`(select count(*) from photos p where p.family_id = "albums"."family_id" and p.album_id = "albums"."id")`.mapWith(Number),
    })
    .from(schema.albums)
    .where(eq(schema.albums.familyId, param("familyId")))
    .orderBy(desc(schema.albums.isDefault), asc(schema.albums.nameKey))
    .limit(limitOf(500))
    .prepare(),
);

/** The family's default album "general", created on first use. */
export async function ensureDefaultAlbum(familyId: number): Promise<number> {
  const a = schema.albums;
  const existing = await defaultAlbumOf.one({ familyId });
  if (existing) return existing.id;
  // First use: created in a transaction (a savepoint when the caller is already in one).
  return withTransaction(async (tx) => {
    await tx
      .insert(a)
      .values({ familyId, name: DEFAULT_ALBUM, nameKey: DEFAULT_ALBUM, isDefault: true, description: "Photos without another album" })
      .onConflictDoNothing();
    return (await first(
      tx
        .select({ id: a.id })
        .from(a)
        .where(and(eq(a.familyId, familyId), eq(a.nameKey, DEFAULT_ALBUM)))
        .limit(1),
    ))!.id;
  });
}

function albumColumns() {
  const a = schema.albums;
  return { id: a.id, name: a.name, description: a.description, isDefault: a.isDefault, createdByName: a.createdByName, createdAt: a.createdAt };
}

/** Every album of the family with its photo count; the default album first, then by name. */
export async function listAlbums(actor: Actor): Promise<AlbumView[]> {
  // Kept per family (record 278): albums and photos are under the version triggers (record 276).
  const read = async () => (await keptRows(actor.familyId, "albums", Date.now(), async () => ({ rows: await albumsOf.all({ familyId: actor.familyId }) }))).rows;
  let albums = await read();
  // The default album sorts first; a family without one yet gets it now (one statement, not one per visit).
  if (!albums[0]?.isDefault) {
    await ensureDefaultAlbum(actor.familyId);
    albums = await read();
  }
  return albums.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    is_default: r.isDefault,
    created_by_name: r.createdByName,
    created_at: r.createdAt,
    photo_count: r.photoCount,
  }));
}

/** GET /api/photos/album-list: album names with their photo counts. */
export async function albumList(actor: Actor): Promise<{ name: string; count: number }[]> {
  return (await listAlbums(actor)).map((a) => ({ name: a.name, count: a.photo_count }));
}

async function findAlbum(actor: Actor, id: number) {
  const a = schema.albums;
  return found(await first(db().select(albumColumns()).from(a).where(idInFamily(a, id, actor.familyId)).limit(1)), ALBUM_MSG.notFound);
}

async function findAlbumByName(familyId: number, name: string) {
  const a = schema.albums;
  return first(
    db()
      .select(albumColumns())
      .from(a)
      .where(and(eq(a.familyId, familyId), eq(a.nameKey, nameKey(name))))
      .limit(1),
  );
}

async function assertNameFree(familyId: number, name: string, exceptId?: number) {
  const other = await findAlbumByName(familyId, name);
  if (other && other.id !== exceptId) throw new HttpError(409, albumExists(other.name), [], {}, { id: 'An album named "{name}" already exists', values: { name: other.name } });
}

export async function createAlbum(actor: Actor, raw: unknown): Promise<AlbumView> {
  authorize(actor, "album.manage", ALBUM_MSG.denied);
  const input = parseInput(albumInput, raw);
  // The name check and the insert share one transaction (two creates of one name: one 409).
  const row = await withTransaction(async (tx) => {
    await ensureDefaultAlbum(actor.familyId);
    await assertNameFree(actor.familyId, input.name);
    const [row] = await tx
      .insert(schema.albums)
      .values({
        familyId: actor.familyId,
        name: input.name,
        nameKey: nameKey(input.name),
        description: input.description,
        createdBy: actor.userId,
        createdByName: actor.name,
      })
      .returning(albumColumns());
    await recordAudit(actor, "album_create", "album", `Created album "${row!.name}"`, row!.id);
    return row!;
  });
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_default: false,
    created_by_name: row.createdByName,
    created_at: row.createdAt,
    photo_count: 0,
  };
}

export async function renameAlbum(actor: Actor, id: number, raw: unknown): Promise<AlbumView> {
  authorize(actor, "album.manage", ALBUM_MSG.denied);
  await withTransaction(async (tx) => {
    const album = await findAlbum(actor, id);
    const input = parseInput(albumRenameInput, raw);
    if (album.isDefault) throw badRequest(ALBUM_MSG.defaultRename);
    await assertNameFree(actor.familyId, input.name, id);
    const a = schema.albums;
    await tx
      .update(a)
      .set({ name: input.name, nameKey: nameKey(input.name) })
      .where(idInFamily(a, id, actor.familyId));
    if (album.name !== input.name) {
      await recordAudit(actor, "album_rename", "album", `Renamed album "${album.name}" to "${input.name}"`, id);
    }
  });
  return (await listAlbums(actor)).find((x) => x.id === id)!;
}

/** Deletes an album; its photos move to the default album, which cannot be deleted. */
export async function deleteAlbum(actor: Actor, id: number): Promise<{ message: string; moved: number }> {
  authorize(actor, "album.manage", ALBUM_MSG.denied);
  const p = schema.photos;
  const { album, moved } = await withTransaction(async (tx) => {
    const album = await findAlbum(actor, id);
    if (album.isDefault) throw badRequest(ALBUM_MSG.defaultDelete);
    const generalId = await ensureDefaultAlbum(actor.familyId);
    const moved = await changes(
      tx
        .update(p)
        .set({ albumId: generalId })
        .where(and(eq(p.familyId, actor.familyId), eq(p.albumId, id))),
    );
    await tx.delete(schema.albums).where(and(eq(schema.albums.id, id), eq(schema.albums.familyId, actor.familyId)));
    await recordAudit(actor, "album_delete", "album", `Deleted album "${album.name}"; ${moved} photo(s) moved to ${DEFAULT_ALBUM}`, id);
    return { album, moved };
  });
  // The page also says how many photos moved to the default album ("general", as the page names it).
  return withPageText(
    { message: `Album "${album.name}" deleted`, moved },
    { id: 'Album "{name}" deleted. {count, plural, one {# photo} other {# photos}} moved to general.', values: { name: album.name, count: moved } },
  );
}

// ---- Photos: reading ----

function photoRows(familyId: number) {
  return photoSelect(db()).where(eq(schema.photos.familyId, familyId));
}

function photoSelect(d: Db) {
  const p = schema.photos;
  const a = schema.albums;
  const u = schema.users;
  return d
    .select({
      id: p.id,
      title: p.title,
      description: p.description,
      imageUrl: p.imageUrl,
      originalKey: p.originalKey,
      albumId: p.albumId,
      album: a.name,
      uploadedBy: p.uploadedBy,
      uploadedByName: sql<string>`coalesce(${u.name}, ${p.uploadedByName})`,
      createdAt: p.createdAt,
      width: p.width,
      height: p.height,
    })
    .from(p)
    .innerJoin(a, eq(a.id, p.albumId))
    .leftJoin(u, eq(u.id, p.uploadedBy))
    .$dynamic();
}

// GET /api/photos reads a page on every call: prepared once per filter (an album or not, a cursor
// or not), not built and compiled per request (decision record 270).
function photoPage(byAlbum: boolean, below: boolean) {
  const p = schema.photos;
  return prepared((d) =>
    photoSelect(d)
      .where(
        and(
          eq(p.familyId, param("familyId")),
          byAlbum ? eq(p.albumId, param("albumId")) : undefined,
          below ? lt(p.id, param("before")) : undefined,
        ),
      )
      .orderBy(desc(p.id))
      .limit(param("take"))
      .prepare(),
  );
}
const photoPages = [photoPage(false, false), photoPage(false, true), photoPage(true, false), photoPage(true, true)] as const;

type PhotoRow = Awaited<ReturnType<typeof photoRows>>[number];

/** A tile's image: an upload's thumbnail route, or a link photo's own address. */
function thumbnailUrl(id: number, originalKey: string | null, imageUrl: string | null): string {
  return originalKey !== null ? `/photos/${id}/thumb` : (imageUrl ?? "");
}

// A page of photos reads its hearts and comments on every visit: raw SQL with the photos' ids as
// one parameter, so each statement is prepared once whatever the page's length (issue 37).
const HEARTS_SQL = `select photo_id as "photoId", user_id as "userId" from photo_hearts where photo_id in ${ID_LIST} order by created_at`;
const COMMENTS_SQL = `select id, photo_id as "photoId", user_id, user_name, comment, created_at from photo_comments
  where photo_id in ${ID_LIST} order by id`;

/** A photo's row with its hearts (the users' ids, oldest first) and its comments: what any viewer sees. */
type PhotoWithDetails = { row: PhotoRow; hearts: number[]; comments: PhotoComment[] };

async function withDetails(rows: PhotoRow[]): Promise<PhotoWithDetails[]> {
  if (rows.length === 0) return [];
  const ids = idList(rows.map((r) => r.id));
  const [heartRows, commentRows] = await Promise.all([
    queryAll<{ photoId: number; userId: number }>(HEARTS_SQL, ids),
    queryAll<{ id: number; photoId: number; user_id: number | null; user_name: string; comment: string; created_at: string }>(COMMENTS_SQL, ids),
  ]);
  const hearts = new Map<number, number[]>();
  for (const h of heartRows) {
    hearts.set(h.photoId, [...(hearts.get(h.photoId) ?? []), h.userId]);
  }
  const comments = new Map<number, PhotoComment[]>();
  for (const row of commentRows) {
    const { photoId, ...comment } = row;
    comments.set(photoId, [...(comments.get(photoId) ?? []), comment]);
  }
  return rows.map((row) => ({ row, hearts: hearts.get(row.id) ?? [], comments: comments.get(row.id) ?? [] }));
}

function photoView(actor: Actor, r: PhotoRow, hearts: number[], comments: PhotoComment[]): PhotoView {
  const upload = r.originalKey !== null;
  const base = `/photos/${r.id}`;
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    image_url: upload ? `${base}/display` : (r.imageUrl ?? ""),
    thumbnail_url: thumbnailUrl(r.id, r.originalKey, r.imageUrl),
    display_url: upload ? `${base}/display` : (r.imageUrl ?? ""),
    download_url: upload ? `${base}/original` : (r.imageUrl ?? ""),
    source: upload ? "upload" : "link",
    album: r.album,
    album_id: r.albumId,
    uploaded_by: r.uploadedBy,
    uploaded_by_name: r.uploadedByName,
    created_at: r.createdAt,
    width: r.width,
    height: r.height,
    hearts,
    comments,
    can_delete: canDeletePhoto(actor, r.uploadedBy),
  };
}

// On PostgreSQL a page of photos with their hearts and comments in ONE statement (each statement
// there is a round trip, and the two detail reads took two connections; decision record 271): the
// details as JSON arrays of correlated subqueries. On SQLite the three reads above are prepared once
// and cost less than building and parsing JSON.
const photoPagePgSql = (byAlbum: boolean, below: boolean) => `select p.id, p.title, p.description, p.image_url as "imageUrl",
    p.original_key as "originalKey", p.album_id as "albumId", a.name as album, p.uploaded_by as "uploadedBy",
    coalesce(u.name, p.uploaded_by_name) as "uploadedByName", p.created_at as "createdAt", p.width, p.height,
    (select json_agg(h.user_id order by h.created_at) from photo_hearts h where h.photo_id = p.id) as hearts,
    (select json_agg(json_build_object('id', c.id, 'user_id', c.user_id, 'user_name', c.user_name, 'comment', c.comment,
       'created_at', c.created_at) order by c.id) from photo_comments c where c.photo_id = p.id) as comments
  from photos p join albums a on a.id = p.album_id left join users u on u.id = p.uploaded_by
  where p.family_id = ?${byAlbum ? " and p.album_id = ?" : ""}${below ? " and p.id < ?" : ""} order by p.id desc limit ?`;
const PHOTO_PAGE_PG_SQL = [photoPagePgSql(false, false), photoPagePgSql(false, true), photoPagePgSql(true, false), photoPagePgSql(true, true)] as const;
type PhotoPgRow = PhotoRow & { hearts: number[] | null; comments: PhotoComment[] | null };

export type PhotoPage = { photos: PhotoView[]; next: number | null };

/**
 * Newest first, optionally one album (by name), at most `limit` (default 60, max 200) photos
 * older than the `before` cursor (a photo id). `next` is the cursor of the following page.
 */
export async function listPhotos(actor: Actor, opts: { album?: string | null; limit?: number; before?: number | null } = {}): Promise<PhotoPage> {
  const limit = Math.min(PAGE.apiMax, Math.max(1, Math.floor(opts.limit ?? PAGE.apiDefault)));
  let albumId: number | null = null;
  if (opts.album) {
    const album = await findAlbumByName(actor.familyId, opts.album);
    if (!album) return { photos: [], next: null };
    albumId = album.id;
  }
  const before = opts.before ?? null;
  // Kept per family under its data version, which every write to its photos, albums, hearts and
  // comments moves (decision record 276): what may differ per viewer (can_delete) is added below.
  const read = await keptRows(actor.familyId, `photos:page:${albumId ?? "all"}:${before ?? "first"}:${limit}`, Date.now(), () =>
    readPhotoPage(actor.familyId, albumId, before, limit),
  );
  const photos = read.page.map(({ row, hearts, comments }) => photoView(actor, row, hearts, comments));
  return { photos, next: read.next };
}

/** A page of the family's photos with their details (the next page's cursor, or null). */
async function readPhotoPage(familyId: number, albumId: number | null, before: number | null, limit: number): Promise<{ page: PhotoWithDetails[]; next: number | null }> {
  const shape = (albumId !== null ? 2 : 0) + (before ? 1 : 0);
  if (isPostgres()) {
    const params = [familyId, ...(albumId !== null ? [albumId] : []), ...(before ? [before] : []), limit + 1];
    const rows = await queryAll<PhotoPgRow>(PHOTO_PAGE_PG_SQL[shape]!, ...params);
    const more = rows.length > limit;
    const page = (more ? rows.slice(0, limit) : rows).map(({ hearts, comments, ...row }) => ({ row, hearts: hearts ?? [], comments: comments ?? [] }));
    return { page, next: more ? page[page.length - 1]!.row.id : null };
  }
  const rows = await photoPages[shape]!.all({ familyId, albumId, before, take: limit + 1 });
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { page: await withDetails(page), next: more ? page[page.length - 1]!.id : null };
}

/** A photo in the Photos tab's grid: what its tile shows, without the comments' texts. */
export type PhotoTile = { id: number; title: string; thumbnail_url: string; hearts: number; hearted: boolean; comments: number };

/**
 * The Photos tab's page of tiles (newest first, `before` an id cursor, `albumId` the album shown):
 * one read with the hearts and comments counted in SQL. The grid needs counts, not the comments
 * and hearts that `listPhotos` (the API's JSON) carries (decision record 267).
 */
export async function listPhotoTiles(actor: Actor, opts: { albumId: number | null; limit: number; before: number | null }): Promise<{ tiles: PhotoTile[]; next: number | null }> {
  const params: unknown[] = [actor.userId, actor.familyId];
  let where = "p.family_id = +?";
  if (opts.albumId !== null) {
    where += " and p.album_id = +?";
    params.push(opts.albumId);
  }
  if (opts.before !== null) {
    where += " and p.id < +?";
    params.push(opts.before);
  }
  params.push(opts.limit + 1);
  const rows = await queryAll<{ id: number; title: string; image_url: string | null; original_key: string | null; hearts: number | string; hearted: number | boolean; comments: number | string }>(
    `select p.id, p.title, p.image_url, p.original_key,
       (select count(*) from photo_hearts h where h.photo_id = p.id) as hearts,
       exists(select 1 from photo_hearts h where h.photo_id = p.id and h.user_id = +?) as hearted,
       (select count(*) from photo_comments c where c.photo_id = p.id) as comments
     from photos p where ${where} order by p.id desc limit +?`,
    ...params,
  );
  const more = rows.length > opts.limit;
  const page = more ? rows.slice(0, opts.limit) : rows;
  return {
    tiles: page.map((r) => ({
      id: r.id,
      title: r.title,
      thumbnail_url: thumbnailUrl(r.id, r.original_key, r.image_url),
      hearts: Number(r.hearts),
      hearted: Boolean(r.hearted),
      comments: Number(r.comments),
    })),
    next: more ? page[page.length - 1]!.id : null,
  };
}

/** Parses GET /api/photos's query (?album=&limit=&cursor=). */
export async function listPhotosFromQuery(actor: Actor, url: URL): Promise<PhotoPage> {
  const { limit, cursor } = pageQuery(url, { defaultLimit: PAGE.apiDefault, max: PAGE.apiMax });
  const album = url.searchParams.get("album");
  return listPhotos(actor, { album: album && album !== "all" ? album : null, limit, before: cursor });
}

export async function getPhoto(actor: Actor, id: number): Promise<PhotoView> {
  const row = await first(
    photoRows(actor.familyId)
      .where(and(eq(schema.photos.familyId, actor.familyId), eq(schema.photos.id, id)))
      .limit(1),
  );
  if (!row) throw notFound(PHOTO_MSG.notFound);
  const [details] = await withDetails([row]);
  return photoView(actor, details!.row, details!.hearts, details!.comments);
}

/** The stored files of the one photo `where` picks (inside a transaction, read with it). */
function storedPhoto(where: SQL) {
  const p = schema.photos;
  return first(
    db()
      .select({
        id: p.id,
        title: p.title,
        uploadedBy: p.uploadedBy,
        imageUrl: p.imageUrl,
        originalKey: p.originalKey,
        originalType: p.originalType,
        displayKey: p.displayKey,
        thumbKey: p.thumbKey,
      })
      .from(p)
      .where(where)
      .limit(1),
  );
}

/** The photo's stored files, or 404 (inside a transaction, read with it). */
async function photoFiles(actor: Actor, id: number) {
  return found(await storedPhoto(idInFamily(schema.photos, id, actor.familyId)), PHOTO_MSG.notFound);
}

// ---- Photos: adding ----

/** At most two images are decoded at once (2 cores; a 12 MP decode holds ~50 MB). */
let running = 0;
const waiting: (() => void)[] = [];
async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Decodes an image (a file's path, or its bytes) and stores its original (as it is), display copy
 * and thumbnail: uploads and the family import (issue 29) re-storing photos use this one pipeline. Each key is
 * pushed to `stored` once written, so the caller can remove them all if anything fails later.
 */
export async function storeImageFile(file: string | Buffer, stored: string[]) {
  const image = await withImageSlot(() => processImage(file));
  const keys = { original: newKey(image.ext), display: newKey("webp"), thumb: newKey("webp") };
  const store = storage();
  const original = await store.put(keys.original, typeof file === "string" ? fs.createReadStream(file) : file);
  stored.push(keys.original);
  await store.put(keys.display, image.display);
  stored.push(keys.display);
  await store.put(keys.thumb, image.thumb);
  stored.push(keys.thumb);
  return {
    originalKey: keys.original,
    originalType: image.mime,
    originalBytes: original.bytes,
    displayKey: keys.display,
    thumbKey: keys.thumb,
    width: image.width,
    height: image.height,
  };
}

function fieldError(status: number, field: string, message: string) {
  return new HttpError(status, message, [{ field, message }]);
}

/**
 * Adds a photo: an uploaded file (from upload.server), a base64 data: URL (same pipeline), or an
 * http(s) link (stored as it is, never fetched). With both a file and a URL, the file wins.
 */
export async function createPhoto(actor: Actor, raw: unknown, file: ReceivedFile | null = null): Promise<PhotoView> {
  if (!(await mayAddPhotos(actor))) throw forbidden(PHOTO_MSG.addDenied);
  const input = parseInput(photoInput, raw);
  const source = file ? ({ kind: "file" } as const) : readImageUrl(input.image_url);
  if (source.kind === "none") throw fieldError(400, "file", PHOTO_MSG.source);
  if (source.kind === "invalid") throw fieldError(400, "image_url", PHOTO_MSG.badUrl);
  const albumName = input.album || DEFAULT_ALBUM;
  /** The album to add to: its id, null for the default album (created on first use), undefined when missing. */
  const albumOf = async () => (await findAlbumByName(actor.familyId, albumName)) ?? (nameKey(albumName) === DEFAULT_ALBUM ? null : undefined);
  if ((await albumOf()) === undefined) throw fieldError(400, "album", PHOTO_MSG.albumMissing);
  // A cheap early refusal before the slow work; the check that counts is repeated with the insert.
  await assertWithinPlan(actor.familyId, "photos");

  const values = {
    familyId: actor.familyId,
    title: input.title,
    description: input.description,
    uploadedBy: actor.userId,
    uploadedByName: actor.name,
  };
  const stored: string[] = [];
  let insert: Omit<typeof schema.photos.$inferInsert, "albumId">;
  if (source.kind === "link") {
    insert = { ...values, imageUrl: source.url };
  } else {
    const bytes = source.kind === "data" ? source.bytes : null;
    if (bytes && bytes.byteLength > env().PHOTO_MAX_BYTES) throw fileTooLarge(env().PHOTO_MAX_BYTES);
    try {
      insert = { ...values, ...(await storeImageFile(bytes ?? file!.path, stored)) };
    } catch (error) {
      await removeStored(stored);
      throw error;
    }
  }
  let id: number;
  try {
    // The decoding and the files are done (outside the transaction: the writer lock is shared by
    // the whole server). The limit is checked again with the insert, in one transaction, so the
    // writer lock serialises uploads racing for the last slot: exactly one gets it.
    id = await withTransaction(async (tx) => {
      await assertWithinPlan(actor.familyId, "photos");
      const album = await albumOf();
      if (album === undefined) throw fieldError(400, "album", PHOTO_MSG.albumMissing);
      const albumId = album ? album.id : await ensureDefaultAlbum(actor.familyId);
      return (await tx.insert(schema.photos).values({ ...insert, albumId }).returning({ id: schema.photos.id }))[0]!.id;
    });
  } catch (error) {
    // Refused (the limit was reached meanwhile) or failed: the stored files go too.
    await removeStored(stored);
    throw error;
  }
  return getPhoto(actor, id);
}

// ---- Photos added by guests through a link (issue 38) ----

/** An uploaded photo of one album of a family (for a guest link's photo URLs), or 404. */
export async function albumPhotoFiles(familyId: number, albumId: number, id: number): Promise<StoredPhoto> {
  const p = schema.photos;
  const row = await storedPhoto(and(eq(p.familyId, familyId), eq(p.albumId, albumId), eq(p.id, id))!);
  // Only uploads: a link photo would send the guest to an address whose metadata we never saw.
  if (!row || !row.originalKey) throw notFound(PHOTO_MSG.notFound);
  return row;
}

export type GuestAlbumPhoto = { id: number; title: string; uploaded_by_name: string; width: number | null; height: number | null; created_at: string };

/** An album's uploaded photos as a guest sees them, newest first. */
export async function guestAlbumPhotos(familyId: number, albumId: number, limit: number): Promise<GuestAlbumPhoto[]> {
  const p = schema.photos;
  const rows = await photoRows(familyId)
    .where(and(eq(p.familyId, familyId), eq(p.albumId, albumId), sql`${p.originalKey} is not null`))
    .orderBy(desc(p.id))
    .limit(limitOf(limit));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    uploaded_by_name: r.uploadedByName,
    width: r.width,
    height: r.height,
    created_at: r.createdAt,
  }));
}

/**
 * Adds a guest's photos to an album (the same types, sizes and plan limit as members' uploads).
 * Each is decoded, its original kept WITHOUT metadata (no GPS), and inserted in its own
 * transaction with the plan check, as members' photos are; `inTransaction` runs inside the
 * transaction of the FIRST photo (the link's use is counted there). Answers with the count added.
 */
export async function addGuestPhotos(
  familyId: number,
  albumId: number,
  shownName: string,
  files: ReceivedFile[],
  inTransaction: (tx: Tx) => Promise<void>,
): Promise<number> {
  await assertWithinPlan(familyId, "photos");
  let added = 0;
  for (const file of files) {
    const stored: string[] = [];
    try {
      const image = await withImageSlot(() => processImage(file.path));
      const original = await withImageSlot(() => strippedOriginal(file.path, image.type));
      const keys = { original: newKey(original.ext), display: newKey("webp"), thumb: newKey("webp") };
      const store = storage();
      const put = await store.put(keys.original, original.data);
      stored.push(keys.original);
      await store.put(keys.display, image.display);
      stored.push(keys.display);
      await store.put(keys.thumb, image.thumb);
      stored.push(keys.thumb);
      await withTransaction(async (tx) => {
        await assertWithinPlan(familyId, "photos");
        const album = await first(tx.select({ id: schema.albums.id }).from(schema.albums).where(idInFamily(schema.albums, albumId, familyId)).limit(1));
        if (!album) throw notFound(ALBUM_MSG.notFound);
        await tx.insert(schema.photos).values({
          familyId,
          albumId,
          title: `Photo from ${shownName}`.slice(0, 200),
          uploadedBy: null,
          uploadedByName: shownName,
          originalKey: keys.original,
          originalType: original.mime,
          originalBytes: put.bytes,
          displayKey: keys.display,
          thumbKey: keys.thumb,
          width: image.width,
          height: image.height,
        });
        if (added === 0) await inTransaction(tx);
      });
      added += 1;
    } catch (error) {
      await removeStored(stored);
      throw error;
    }
  }
  return added;
}

/** Every stored file of a family's photos (original, display copy, thumbnail): for deleting the family. */
export async function familyPhotoFiles(familyId: number): Promise<string[]> {
  const p = schema.photos;
  const rows = await db()
    .select({ original: p.originalKey, display: p.displayKey, thumb: p.thumbKey })
    .from(p)
    .where(eq(p.familyId, familyId));
  return rows.flatMap((r) => [r.original, r.display, r.thumb]).filter((k): k is string => !!k);
}

// ---- Photos: delete, hearts, comments ----

export async function deletePhoto(actor: Actor, id: number): Promise<{ message: string }> {
  const p = schema.photos;
  const photo = await withTransaction(async (tx) => {
    const photo = await photoFiles(actor, id);
    if (!canDeletePhoto(actor, photo.uploadedBy)) throw forbidden(PHOTO_MSG.deleteDenied);
    await tx.delete(p).where(idInFamily(p, id, actor.familyId));
    if (photo.uploadedBy !== actor.userId) {
      await recordAudit(actor, "photo_delete", "photo", `Deleted photo "${photo.title}" added by someone else`, id);
    }
    return photo;
  });
  // The files go once the row is gone (committed).
  await removeStored([photo.originalKey, photo.displayKey, photo.thumbKey]);
  return { message: photo.uploadedBy !== actor.userId ? PHOTO_MSG.deletedByAdmin : PHOTO_MSG.deleted };
}

/**
 * §4: toggles the actor's heart; returns the new state and count. Guests only look. The check,
 * the toggle and the count are one transaction, so two quick toggles never both add or remove.
 */
export async function toggleHeart(actor: Actor, raw: unknown): Promise<{ photo_id: number; hearted: boolean; count: number; hearts: number[] }> {
  if (actor.role === "guest") throw forbidden("Guests can view photos but not heart them");
  const { photo_id } = parseInput(heartInput, raw);
  const h = schema.photoHearts;
  const mine = and(eq(h.photoId, photo_id), eq(h.userId, actor.userId));
  return withTransaction(async (tx) => {
    await lockFamily(tx, actor.familyId); // two toggles at once run one after the other
    await photoFiles(actor, photo_id); // 404 for another family's photo
    const removed = await changes(tx.delete(h).where(mine));
    const hearted = removed === 0;
    if (hearted) await tx.insert(h).values({ photoId: photo_id, userId: actor.userId });
    const rows = await tx.select({ userId: h.userId }).from(h).where(eq(h.photoId, photo_id)).orderBy(asc(h.createdAt));
    const hearts = rows.map((r) => r.userId);
    return { photo_id, hearted, count: hearts.length, hearts };
  });
}

/** Adds a comment; a blank comment is ignored (§5), not an error. Guests only look. */
export async function addComment(actor: Actor, raw: unknown): Promise<{ comment: PhotoComment | null; ignored: boolean; comments_count: number }> {
  if (actor.role === "guest") throw forbidden("Guests can view photos but not comment");
  const input = parseInput(commentInput, raw);
  const c = schema.photoComments;
  const count = async () => (await first(db().select({ n: sql<number>`count(*)` }).from(c).where(eq(c.photoId, input.photo_id))))!.n;
  if (input.comment === "") {
    await photoFiles(actor, input.photo_id);
    return { comment: null, ignored: true, comments_count: await count() };
  }
  return withTransaction(async (tx) => {
    const photo = await photoFiles(actor, input.photo_id);
    const [comment] = await tx
      .insert(c)
      .values({ photoId: input.photo_id, userId: actor.userId, userName: actor.name, comment: input.comment })
      .returning({ id: c.id, user_id: c.userId, user_name: c.userName, comment: c.comment, created_at: c.createdAt });
    // Push to the photo's uploader (their own switch), not for their own comments.
    if (photo.uploadedBy && photo.uploadedBy !== actor.userId) {
      await queuePush(
        [photo.uploadedBy],
        "photo_comments",
        // The title in the uploader's language (issue 40); the comment is as written.
        (language) => ({
          title: serverTranslator(language).t("{name} commented on your photo", { name: actor.name }),
          body: photo.title ? `${photo.title}: ${input.comment}` : input.comment,
          url: "/dashboard/photos",
        }),
        `photo-comment:${comment!.id}`,
        { ttl: 86_400, urgency: "low" },
      );
    }
    return { comment: comment!, ignored: false, comments_count: await count() };
  });
}

// ---- Files: the image routes and the album zip ----

export type Variant = "thumb" | "display" | "original";

const LONG_CACHE = "private, max-age=31536000, immutable";

/** GET /photos/{id}/thumb|display|original: family-checked, cached, the original as a download. */
export async function photoFileResponse(actor: Actor, id: number, variant: Variant, request: Request): Promise<Response> {
  return storedPhotoResponse(await photoFiles(actor, id), variant, request);
}

type StoredPhoto = Awaited<ReturnType<typeof photoFiles>>;

/** A photo's file (already checked by the caller), cached unless `cacheControl` says otherwise. */
export async function storedPhotoResponse(photo: StoredPhoto, variant: Variant, request: Request, cacheControl = LONG_CACHE): Promise<Response> {
  if (!photo.originalKey) {
    // A link photo: the server never fetches it; the browser goes to it.
    return new Response(null, { status: 302, headers: { Location: photo.imageUrl ?? "/", "Cache-Control": "private, no-cache" } });
  }
  const key = variant === "thumb" ? photo.thumbKey : variant === "display" ? photo.displayKey : photo.originalKey;
  if (!key) throw notFound(PHOTO_MSG.notFound);
  const etag = `"${key.replace(/^.*\//, "").replace(/\..*$/, "")}"`;
  const headers = new Headers({ "Cache-Control": cacheControl, ETag: etag });
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  // HEAD asks the store for the size only (no body is opened: with S3, no object download).
  const object = request.method === "HEAD" ? { ...(await storage().stat(key)), stream: null } : await storage().get(key);
  if (!object || object.size === undefined) throw notFound(PHOTO_MSG.notFound);
  headers.set("Content-Type", variant === "original" ? (photo.originalType ?? "application/octet-stream") : "image/webp");
  headers.set("Content-Length", String(object.size));
  if (variant === "original") {
    const ext = key.slice(key.lastIndexOf(".") + 1);
    headers.set("Content-Disposition", `attachment; filename="${safeFileName(photo.title, ext)}"`);
  }
  if (!object.stream) return new Response(null, { status: 200, headers });
  return new Response(createReadableStreamFromReadable(object.stream), { status: 200, headers });
}

/**
 * GET /api/albums/{id}/download: the album's originals as a zip, streamed in store mode (photos
 * are already compressed). Entries are added one at a time as the previous one is written, so
 * memory and open files stay flat however large the album; names are unique inside the zip.
 */
export async function albumZipResponse(actor: Actor, albumId: number): Promise<Response> {
  const album = await findAlbum(actor, albumId);
  const archive = new (archiver().ZipArchive)({ store: true });
  const p = schema.photos;
  // A client that goes away closes the archive: stop feeding it (and release the open file).
  const gone = new AbortController();
  archive.on("close", () => gone.abort());
  let current: { destroy: () => void } | null = null;
  const feed = async () => {
    const taken = new Set<string>();
    const links: string[] = [];
    let after = 0;
    for (;;) {
      const batch = await db()
        .select({ id: p.id, title: p.title, originalKey: p.originalKey, imageUrl: p.imageUrl, createdAt: p.createdAt })
        .from(p)
        .where(and(eq(p.familyId, actor.familyId), eq(p.albumId, album.id), gt(p.id, after)))
        .orderBy(asc(p.id))
        .limit(limitOf(100));
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.id;
      for (const photo of batch) {
        if (!photo.originalKey) {
          links.push(`${photo.title}: ${photo.imageUrl ?? ""}`);
          continue;
        }
        const object = await storage().get(photo.originalKey);
        if (!object) continue;
        const ext = photo.originalKey.slice(photo.originalKey.lastIndexOf(".") + 1);
        const written = once(archive, "entry", { signal: gone.signal });
        current = object.stream;
        archive.append(object.stream, { name: uniqueName(taken, safeFileName(photo.title, ext)), date: new Date(photo.createdAt) });
        await written;
        current = null;
      }
    }
    if (links.length > 0) archive.append(`${links.join("\n")}\n`, { name: uniqueName(taken, "links.txt") });
    await archive.finalize();
  };
  feed().catch((error: unknown) => {
    current?.destroy();
    if (!gone.signal.aborted) console.error(error);
    archive.abort();
  });
  const file = safeFileName(album.name, "zip", "album");
  return attachmentResponse(createReadableStreamFromReadable(archive), file, "application/zip");
}

// ---- Requests: how an upload arrives ----

/**
 * POST /api/photos and the add-photo form: multipart (a `file` field, streamed to a scratch file
 * with the PHOTO_MAX_BYTES cap) or JSON `{title, description, image_url, album}` whose body may
 * hold a data: URL (capped at the same size once decoded).
 */
export async function createPhotoFromRequest(actor: Actor, request: Request): Promise<PhotoView> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "multipart/form-data") {
    const upload = await readUpload(request, { fileField: "file" });
    try {
      return await createPhoto(actor, upload.fields, upload.file);
    } finally {
      await upload.cleanup();
    }
  }
  const cap = Math.ceil((env().PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024;
  const text = new TextDecoder().decode(await readBodyBytes(request, cap));
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw badRequest("Request body must be a JSON object");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw badRequest("Request body must be a JSON object");
  return createPhoto(actor, body);
}
