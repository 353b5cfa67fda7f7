// GET /api/photos (?album=&limit=&cursor=; newest first; the next page's cursor is in
// X-Next-Cursor; ETag + 304) and POST /api/photos (JSON {title, description, image_url, album},
// or multipart/form-data with a `file` field).
import { apiRoute } from "~/lib/api-route.server";
import { etagJson } from "~/lib/list.server";
import { createPhotoFromRequest, listPhotosFromQuery } from "~/features/photos/photos.server";

const route = apiRoute({
  GET: ({ actor, url, request }) => {
    const page = listPhotosFromQuery(actor, url);
    return etagJson(request, page.photos, page.next ? { "X-Next-Cursor": String(page.next) } : {});
  },
  POST: ({ actor, request }) => createPhotoFromRequest(actor, request),
});

export const loader = route.loader;
export const action = route.action;
