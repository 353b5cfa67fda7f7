import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { deleteAlbum, renameAlbum } from "~/features/photos/photos.server";

const route = apiRoute({
  PUT: async ({ actor, params, json }) => renameAlbum(actor, idParam(params.id), await json()),
  DELETE: ({ actor, params }) => deleteAlbum(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
