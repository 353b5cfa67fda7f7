// POST {photo_id}: toggles the caller's heart; answers {photo_id, hearted, count, hearts}.
import { apiRoute } from "~/lib/api-route.server";
import { toggleHeart } from "~/features/photos/photos.server";

const route = apiRoute({
  POST: async ({ actor, json }) => toggleHeart(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
