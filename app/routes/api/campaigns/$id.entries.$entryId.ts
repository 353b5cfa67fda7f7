import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { deleteEntry } from "~/features/fundraising/fundraising.server";

const route = apiRoute({
  DELETE: ({ actor, params }) => deleteEntry(actor, idParam(params.id), idParam(params.entryId)),
});

export const loader = route.loader;
export const action = route.action;
