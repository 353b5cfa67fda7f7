import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { deletePhoto, getPhoto } from "~/features/photos/photos.server";

const route = apiRoute({
  GET: ({ actor, params }) => getPhoto(actor, idParam(params.id)),
  DELETE: ({ actor, params }) => deletePhoto(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
