// GET /api/events/{id}/signups[?occurrence=]: the event's sign-up list (items, claims, what is
// still needed; on a series for one date);
// POST adds an item {name, note?, quantity} (organizers). Rules: features/events/signups.server.
import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { addSignupItem, listSignups } from "~/features/events/signups.server";

const route = apiRoute({
  GET: ({ actor, params, url }) => listSignups(actor, idParam(params.id), url.searchParams.get("occurrence") ?? undefined),
  POST: async ({ actor, params, json }) => addSignupItem(actor, idParam(params.id), await json()),
});

export const loader = route.loader;
export const action = route.action;
