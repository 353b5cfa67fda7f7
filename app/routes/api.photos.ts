// GET /api/photos (?album=&limit=&cursor=; newest first; the next page's cursor is in
// X-Next-Cursor) and POST /api/photos (JSON {title, description, image_url, album}, or
// multipart/form-data with a `file` field).
import { apiRoute } from "~/lib/api-route.server";
import { createPhotoFromRequest, listPhotosFromQuery } from "~/features/photos/photos.server";

const route = apiRoute({
  GET: ({ actor, url }) => {
    const page = listPhotosFromQuery(actor, url);
    return Response.json(page.photos, { headers: page.next ? { "X-Next-Cursor": String(page.next) } : {} });
  },
  POST: ({ actor, request }) => createPhotoFromRequest(actor, request),
});

export const loader = route.loader;
export const action = route.action;
