import { apiRoute } from "~/lib/api-route.server";
import { createAlbum, listAlbums } from "~/features/photos/photos.server";

const route = apiRoute({
  GET: ({ actor }) => listAlbums(actor),
  POST: async ({ actor, json }) => createAlbum(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
