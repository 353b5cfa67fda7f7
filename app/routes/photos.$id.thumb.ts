// The photo's thumb image, for signed-in members of its family only (another family's: 404).
import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { photoFileResponse } from "~/features/photos/photos.server";

const route = apiRoute({
  GET: ({ actor, params, request }) => photoFileResponse(actor, idParam(params.id), "thumb", request),
});

export const loader = route.loader;
export const action = route.action;
