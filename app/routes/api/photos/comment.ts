// POST {photo_id, comment}: a blank comment is ignored ({ignored: true}).
import { apiRoute } from "~/lib/api-route.server";
import { addComment } from "~/features/photos/photos.server";

const route = apiRoute({
  POST: async ({ actor, json }) => addComment(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
