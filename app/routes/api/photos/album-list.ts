// Album names with their photo counts (for the album filter).
import { apiRoute } from "~/lib/api-route.server";
import { albumList } from "~/features/photos/photos.server";

const route = apiRoute({
  GET: ({ actor }) => albumList(actor),
});

export const loader = route.loader;
export const action = route.action;
