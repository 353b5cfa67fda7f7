// GET /api/photos (?album=&limit=&cursor=&envelope=; newest first; the next page's cursor is in
// X-Next-Cursor, and in the body's next_cursor with ?envelope=1; ETag + 304) and POST /api/photos (JSON {title, description, image_url, album},
// or multipart/form-data with a `file` field).
import { apiRoute } from "~/lib/api-route.server";
import { pagedJson } from "~/lib/list.server";
import { createPhotoFromRequest, listPhotosFromQuery } from "~/features/photos/photos.server";

const route = apiRoute({
  GET: async ({ actor, url, request }) => {
    const page = await listPhotosFromQuery(actor, url);
    return pagedJson(request, page.photos, page.next);
  },
  POST: ({ actor, request }) => createPhotoFromRequest(actor, request),
});

export const loader = route.loader;
export const action = route.action;
