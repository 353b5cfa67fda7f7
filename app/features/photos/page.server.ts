// The Photos tab's loader and actions (the route file only composes the page): the grid with its
// album filter and pager, the viewed photo, and the intent table; the add-photo upload is
// multipart and streamed by upload.server.
import { pageLanguage } from "~/lib/i18n/language.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { redirectWithToast, requireUser, type Actor } from "~/lib/session.server";
import { failureData, forRecord, pageAction, withInput, type FormInput } from "~/lib/page-action.server";
import { HttpError, idParam } from "~/lib/http.server";
import { env } from "~/lib/env.server";
import { readUpload } from "~/lib/upload.server";
import { formatLongDate } from "~/lib/dates";
import { can } from "~/lib/permissions";
import { getSettings } from "~/features/family/family.server";
import {
  addComment,
  canAddPhotos,
  createAlbum,
  createPhoto,
  deleteAlbum,
  deletePhoto,
  getPhoto,
  listAlbums,
  listPhotoTiles,
  renameAlbum,
  toggleHeart,
} from "./photos.server";
import { ALBUM_MSG, PHOTO_MSG, shownCount } from "./rules";
import { pageText } from "~/lib/page-text";
import type { ViewedPhoto } from "./components/PhotoViewer";

const PATH = "/dashboard/photos";

/** The grid's own query (album, how many shown, older-than cursor), from a URL or a form's `back`. */
function gridQuery(search: string): URLSearchParams {
  const from = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const k of ["album", "show", "before"]) {
    const v = from.get(k);
    if (v) out.set(k, v.slice(0, 60));
  }
  return out;
}

/** Back to the grid as it was (never another site), optionally with a modal open. */
function backTo(back: unknown, modal?: { modal: string; id: number }): string {
  const q = gridQuery(typeof back === "string" ? back : "");
  if (modal) {
    q.set("modal", modal.modal);
    q.set("id", String(modal.id));
  }
  const qs = q.toString();
  return qs ? `${PATH}?${qs}` : PATH;
}

async function viewed(actor: Actor, url: URL, timeZone: string, language: string): Promise<ViewedPhoto | null> {
  const modal = url.searchParams.get("modal");
  if (modal !== "photo" && modal !== "delete-photo") return null;
  try {
    const p = await getPhoto(actor, idParam(url.searchParams.get("id") ?? ""));
    return {
      id: p.id,
      title: p.title,
      description: p.description,
      display_url: p.display_url,
      download_url: p.download_url,
      source: p.source,
      album: p.album,
      uploaded_by_name: p.uploaded_by_name,
      date_label: formatLongDate(p.created_at, timeZone, language),
      width: p.width,
      height: p.height,
      hearted: p.hearts.includes(actor.userId),
      heart_count: p.hearts.length,
      comments: p.comments.map((c) => ({ id: c.id, user_name: c.user_name, comment: c.comment, date_label: formatLongDate(c.created_at, timeZone, language) })),
      can_delete: p.can_delete,
    };
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

export async function photosLoader({ request, url }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const [settings, albums, language] = await Promise.all([getSettings(actor.familyId), listAlbums(actor), pageLanguage(request)]);
  const albumParam = url.searchParams.get("album");
  const current = albums.find((a) => a.name === albumParam) ?? null;
  const show = shownCount(url.searchParams.get("show"));
  const beforeRaw = url.searchParams.get("before");
  const before = beforeRaw && /^\d{1,15}$/.test(beforeRaw) ? Number(beforeRaw) : null;
  const [page, viewing] = await Promise.all([
    listPhotoTiles(actor, { albumId: current?.id ?? null, limit: show, before }),
    viewed(actor, url, settings.time_zone, language),
  ]);
  return {
    albums: albums.map((a) => ({ id: a.id, name: a.name, count: a.photo_count, is_default: a.is_default })),
    current: current ? { id: current.id, name: current.name, is_default: current.is_default, count: current.photo_count } : null,
    total: albums.reduce((n, a) => n + a.photo_count, 0),
    photos: page.tiles,
    show,
    before,
    next: page.next,
    viewing,
    canAdd: canAddPhotos(actor, settings.allow_all_users_add_photos),
    canManage: can(actor.role, "album.manage"),
    canReact: actor.role !== "guest",
    maxMb: Math.round((env().PHOTO_MAX_BYTES / (1024 * 1024)) * 10) / 10,
  };
}

/** After a heart or a comment, back to the photo's viewer; after an album change, to that album. */
const toPhoto = (_r: unknown, input: FormInput) => backTo(input.back, { modal: "photo", id: idParam(input.id) });
const toAlbum = (r: { name: string }) => backTo(`album=${encodeURIComponent(r.name)}`);

const table = pageAction({
  heart: {
    run: ({ actor, input }) => toggleHeart(actor, { photo_id: input.id }),
    failure: PHOTO_MSG.failedHeart,
    modal: "photo",
    redirectTo: toPhoto,
  },
  comment: {
    run: ({ actor, input }) => addComment(actor, { photo_id: input.id, comment: input.comment }),
    success: (r: { ignored: boolean }) => (r.ignored ? "" : "Comment added"),
    failure: PHOTO_MSG.failedComment,
    modal: "photo",
    redirectTo: toPhoto,
  },
  "delete-photo": { run: forRecord(deletePhoto), success: (r: { message: string }) => r.message, failure: PHOTO_MSG.failedDelete },
  "create-album": {
    run: withInput(createAlbum),
    success: "Album created successfully!",
    failure: ALBUM_MSG.failedCreate,
    redirectTo: toAlbum,
  },
  "rename-album": {
    run: forRecord(renameAlbum),
    success: "Album renamed successfully!",
    failure: ALBUM_MSG.failedUpdate,
    redirectTo: toAlbum,
  },
  "delete-album": {
    run: forRecord(deleteAlbum),
    success: pageText,
    failure: ALBUM_MSG.failedDelete,
  },
});

/**
 * The add-photo form is multipart and may carry up to PHOTO_MAX_BYTES, so it is read by
 * upload.server (streamed, capped) instead of the page adapter's 1 MB form reader; every other
 * form on the page goes through the intent table.
 */
export async function photosAction(args: ActionFunctionArgs) {
  const type = (args.request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data") return table(args);
  const actor = await requireUser(args.request);
  let fields: Record<string, string | string[]> = {};
  try {
    const upload = await readUpload(args.request, { fileField: "file" });
    fields = upload.fields;
    try {
      if (fields.intent !== "add-photo") throw new HttpError(400, "Unknown action");
      await createPhoto(actor, fields, upload.file);
    } finally {
      await upload.cleanup();
    }
    return redirectWithToast(backTo(fields.back), PHOTO_MSG.added);
  } catch (error) {
    if (!(error instanceof HttpError)) {
      console.error(error);
      return redirectWithToast(backTo(fields.back), PHOTO_MSG.failedAdd, "error");
    }
    return failureData("add-photo", { modal: "add-photo" }, fields, error, await pageLanguage(args.request));
  }
}

