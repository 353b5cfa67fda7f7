import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { addEntry } from "~/features/fundraising/fundraising.server";

const route = apiRoute({
  POST: async ({ actor, params, json }) => addEntry(actor, idParam(params.id), await json()),
});

export const loader = route.loader;
export const action = route.action;
