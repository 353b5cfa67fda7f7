// POST /api/events/{id}/signups/{item_id}/claim {quantity, note?, occurrence?}: sets the caller's
// claim (on a series for one date); DELETE[?occurrence=] releases it.
import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { claimSignupItem, releaseSignupClaim } from "~/features/events/signups.server";

const route = apiRoute({
  POST: async ({ actor, params, json }) => claimSignupItem(actor, idParam(params.id), idParam(params.itemId), await json()),
  DELETE: ({ actor, params, url }) => releaseSignupClaim(actor, idParam(params.id), idParam(params.itemId), url.searchParams.get("occurrence") ?? undefined),
});

export const loader = route.loader;
export const action = route.action;
