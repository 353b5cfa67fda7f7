import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { EmptyState } from "~/ui/EmptyState";
import { Link, useLoaderData } from "@remix-run/react";
import { redirectWithToast, requireUser, type Actor } from "~/lib/session.server";
import { failureData, pageAction } from "~/lib/page-action.server";
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
  listPhotos,
  renameAlbum,
  toggleHeart,
} from "~/features/photos/photos.server";
import { ALBUM_MSG, DEFAULT_ALBUM, PAGE, PHOTO_MSG, shownCount } from "~/features/photos/rules";
import { AddPhotoModal } from "~/features/photos/components/AddPhotoModal";
import { AlbumFormModal } from "~/features/photos/components/AlbumModals";
import { PhotoViewer, type ViewedPhoto } from "~/features/photos/components/PhotoViewer";
import { ConfirmDialog, FormErrorText } from "~/ui/Modal";
import { useModalState } from "~/ui/useModalState";

export const meta: MetaFunction = () => [{ title: "Photos · Kindred" }];

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

function viewed(actor: Actor, url: URL, timeZone: string): ViewedPhoto | null {
  const modal = url.searchParams.get("modal");
  if (modal !== "photo" && modal !== "delete-photo") return null;
  try {
    const p = getPhoto(actor, idParam(url.searchParams.get("id") ?? ""));
    return {
      id: p.id,
      title: p.title,
      description: p.description,
      display_url: p.display_url,
      download_url: p.download_url,
      source: p.source,
      album: p.album,
      uploaded_by_name: p.uploaded_by_name,
      date_label: formatLongDate(p.created_at, timeZone),
      width: p.width,
      height: p.height,
      hearted: p.hearts.includes(actor.userId),
      heart_count: p.hearts.length,
      comments: p.comments.map((c) => ({ id: c.id, user_name: c.user_name, comment: c.comment, date_label: formatLongDate(c.created_at, timeZone) })),
      can_delete: p.can_delete,
    };
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const url = new URL(request.url);
  const settings = getSettings(actor.familyId);
  const albums = listAlbums(actor);
  const albumParam = url.searchParams.get("album");
  const current = albums.find((a) => a.name === albumParam) ?? null;
  const show = shownCount(url.searchParams.get("show"));
  const beforeRaw = url.searchParams.get("before");
  const before = beforeRaw && /^\d{1,15}$/.test(beforeRaw) ? Number(beforeRaw) : null;
  const page = listPhotos(actor, { album: current?.name ?? null, limit: show, before });
  return {
    albums: albums.map((a) => ({ id: a.id, name: a.name, count: a.photo_count, is_default: a.is_default })),
    current: current ? { id: current.id, name: current.name, is_default: current.is_default, count: current.photo_count } : null,
    total: albums.reduce((n, a) => n + a.photo_count, 0),
    photos: page.photos.map((p) => ({
      id: p.id,
      title: p.title,
      thumbnail_url: p.thumbnail_url,
      hearts: p.hearts.length,
      hearted: p.hearts.includes(actor.userId),
      comments: p.comments.length,
    })),
    show,
    before,
    next: page.next,
    viewing: viewed(actor, url, settings.time_zone),
    canAdd: canAddPhotos(actor, settings.allow_all_users_add_photos),
    canManage: can(actor.role, "album.manage"),
    canReact: actor.role !== "guest",
    maxMb: Math.round((env().PHOTO_MAX_BYTES / (1024 * 1024)) * 10) / 10,
  };
}

const table = pageAction({
  heart: {
    run: ({ actor, input }) => toggleHeart(actor, { photo_id: input.id }),
    failure: PHOTO_MSG.failedHeart,
    modal: "photo",
    redirectTo: (_r, input) => backTo(input.back, { modal: "photo", id: idParam(input.id) }),
  },
  comment: {
    run: ({ actor, input }) => addComment(actor, { photo_id: input.id, comment: input.comment }),
    success: (r: { ignored: boolean }) => (r.ignored ? "" : "Comment added"),
    failure: PHOTO_MSG.failedComment,
    modal: "photo",
    redirectTo: (_r, input) => backTo(input.back, { modal: "photo", id: idParam(input.id) }),
  },
  "delete-photo": {
    run: ({ actor, input }) => deletePhoto(actor, idParam(input.id)),
    success: (r: { message: string }) => r.message,
    failure: PHOTO_MSG.failedDelete,
    modal: "delete-photo",
  },
  "create-album": {
    run: ({ actor, input }) => createAlbum(actor, input),
    success: "Album created successfully!",
    failure: ALBUM_MSG.failedCreate,
    modal: "create-album",
    redirectTo: (r: { name: string }) => backTo(`album=${encodeURIComponent(r.name)}`),
  },
  "rename-album": {
    run: ({ actor, input }) => renameAlbum(actor, idParam(input.id), input),
    success: "Album renamed successfully!",
    failure: ALBUM_MSG.failedUpdate,
    modal: "rename-album",
    redirectTo: (r: { name: string }) => backTo(`album=${encodeURIComponent(r.name)}`),
  },
  "delete-album": {
    run: ({ actor, input }) => deleteAlbum(actor, idParam(input.id)),
    success: (r: { message: string; moved: number }) => `${r.message}. ${r.moved} photo(s) moved to ${DEFAULT_ALBUM}.`,
    failure: ALBUM_MSG.failedDelete,
    modal: "delete-album",
  },
});

/**
 * The add-photo form is multipart and may carry up to PHOTO_MAX_BYTES, so it is read by
 * upload.server (streamed, capped) instead of the page adapter's 1 MB form reader; every other
 * form on the page goes through the intent table.
 */
export async function action(args: ActionFunctionArgs) {
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
    return failureData("add-photo", { modal: "add-photo" }, fields, error);
  }
}

export default function PhotosTab() {
  const d = useLoaderData<typeof loader>();
  const m = useModalState();
  // The grid's query string as the loader saw it (also right on the server render).
  const q = new URLSearchParams();
  if (d.current) q.set("album", d.current.name);
  if (d.show !== PAGE.first) q.set("show", String(d.show));
  if (d.before) q.set("before", String(d.before));
  const back = q.toString();
  const withQuery = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(q);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    const s = next.toString();
    return s ? `${PATH}?${s}` : PATH;
  };
  const albumHref = (name: string | null) => withQuery({ album: name, show: null, before: null });
  const moreHref = d.show < PAGE.apiMax ? withQuery({ show: String(d.show + PAGE.step) }) : withQuery({ show: null, before: String(d.next) });
  const viewing = d.viewing && d.viewing.id === m.id ? d.viewing : null;
  const managedAlbum = d.canManage && d.current && !d.current.is_default ? d.albums.find((a) => a.id === (m.id ?? d.current!.id)) ?? null : null;
  const albumModalOpen =
    (m.modal === "create-album" && d.canManage) || ((m.modal === "rename-album" || m.modal === "delete-album") && managedAlbum !== null);
  const shown =
    (m.modal === "add-photo" && d.canAdd) || ((m.modal === "photo" || m.modal === "delete-photo") && viewing !== null) || albumModalOpen;
  const pageError = m.pageError ?? (m.error && !shown ? m.error : null);

  return (
    <div className="stack">
      <div className="spread">
        <h1>Photos</h1>
        <div className="row">
          {d.canAdd ? (
            <Link className="button" to={m.href("add-photo")} preventScrollReset>
              Add Photo
            </Link>
          ) : null}
          {d.canManage ? (
            <Link className="button secondary" to={m.href("create-album")} preventScrollReset>
              New Album
            </Link>
          ) : null}
        </div>
      </div>
      <FormErrorText message={pageError} />

      <nav aria-label="Albums" className="album-filter">
        <Link to={albumHref(null)} aria-current={d.current ? undefined : "page"}>
          All photos ({d.total})
        </Link>
        {d.albums.map((a) => (
          <Link key={a.id} to={albumHref(a.name)} aria-current={d.current?.id === a.id ? "page" : undefined}>
            {a.name} ({a.count})
          </Link>
        ))}
      </nav>

      {d.current ? (
        <div className="row">
          <h2 className="album-heading">Album: {d.current.name}</h2>
          {d.current.count > 0 ? (
            <a className="button secondary small" href={`/api/albums/${d.current.id}/download`} download>
              Download album
            </a>
          ) : null}
          {d.canManage && !d.current.is_default ? (
            <>
              <Link className="button secondary small" to={m.href("rename-album", { id: d.current.id })} preventScrollReset>
                Rename album
              </Link>
              <Link className="button secondary small" to={m.href("delete-album", { id: d.current.id })} preventScrollReset>
                Delete album
              </Link>
            </>
          ) : null}
        </div>
      ) : null}

      <section aria-label="Photo grid">
        {d.photos.length === 0 ? (
          <EmptyState
            title="No photos here yet."
            action={
              d.canAdd ? (
                <Link className="button secondary small" to={m.href("add-photo")} preventScrollReset>
                  Add the first photo
                </Link>
              ) : null
            }
          >
            Share pictures from gatherings so the whole family can enjoy them.
          </EmptyState>
        ) : null}
        <ul className="photo-grid" data-testid="photo-grid">
          {d.photos.map((p, i) => (
            <li key={p.id} className="photo-card" data-testid="photo-card">
              <Link to={m.href("photo", { id: p.id })} preventScrollReset className="photo-link">
                <img
                  src={p.thumbnail_url}
                  alt={p.title}
                  width={400}
                  height={400}
                  loading={i < PAGE.first ? "eager" : "lazy"}
                  decoding="async"
                  referrerPolicy="no-referrer"
                />
                <span className="photo-title">{p.title}</span>
              </Link>
              <span className="muted small">
                <span aria-hidden="true">{p.hearted ? "♥" : "♡"}</span> {p.hearts} {p.hearts === 1 ? "heart" : "hearts"} · {p.comments}{" "}
                {p.comments === 1 ? "comment" : "comments"}
              </span>
            </li>
          ))}
        </ul>
        <div className="row">
          {d.next ? (
            <Link className="button secondary" to={moreHref} preventScrollReset>
              {d.show < PAGE.apiMax ? "Show more" : "Older photos"}
            </Link>
          ) : null}
          {d.before ? <Link to={withQuery({ before: null, show: null })}>Newest photos</Link> : null}
        </div>
      </section>

      {d.canAdd && m.modal === "add-photo" ? (
        <AddPhotoModal closeTo={m.closeTo} back={back} albums={d.albums} album={d.current?.name ?? null} maxMb={d.maxMb} values={m.values} error={m.error} />
      ) : null}
      {m.modal === "photo" && viewing ? (
        <PhotoViewer
          photo={viewing}
          closeTo={m.closeTo}
          back={back}
          canReact={d.canReact}
          deleteHref={m.href("delete-photo", { id: viewing.id })}
          error={m.error}
        />
      ) : null}
      {m.modal === "delete-photo" && viewing && viewing.can_delete ? (
        <ConfirmDialog
          title="Delete Photo"
          message={`Delete the photo "${viewing.title}"? This cannot be undone.`}
          closeTo={m.closeTo}
          intent="delete-photo"
          id={viewing.id}
          error={m.error}
        />
      ) : null}
      {d.canManage && m.modal === "create-album" ? <AlbumFormModal closeTo={m.closeTo} album={null} values={m.values} error={m.error} /> : null}
      {m.modal === "rename-album" && managedAlbum ? (
        <AlbumFormModal closeTo={m.closeTo} album={managedAlbum} values={m.values} error={m.error} />
      ) : null}
      {m.modal === "delete-album" && managedAlbum ? (
        <ConfirmDialog
          title="Delete Album"
          message={`Delete the album "${managedAlbum.name}"? Its ${managedAlbum.count} photo(s) will move to "${DEFAULT_ALBUM}". This cannot be undone.`}
          closeTo={m.closeTo}
          intent="delete-album"
          id={managedAlbum.id}
          error={m.error}
        />
      ) : null}
    </div>
  );
}
