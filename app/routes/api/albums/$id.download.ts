// The album's originals as one zip, streamed.
import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { albumZipResponse } from "~/features/photos/photos.server";

const route = apiRoute({
  GET: ({ actor, params }) => albumZipResponse(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
