// PUT /api/events/{id}/signups/{item_id}: edit an item; DELETE: remove it (its claimers are emailed).
import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { removeSignupItem, updateSignupItem } from "~/features/events/signups.server";

const route = apiRoute({
  PUT: async ({ actor, params, json }) => updateSignupItem(actor, idParam(params.id), idParam(params.itemId), await json()),
  DELETE: ({ actor, params }) => removeSignupItem(actor, idParam(params.id), idParam(params.itemId)),
});

export const loader = route.loader;
export const action = route.action;
