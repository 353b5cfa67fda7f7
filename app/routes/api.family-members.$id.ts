import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { deleteEntry, updateEntry } from "~/features/directory/directory.server";

const route = apiRoute({
  PUT: async ({ actor, params, json }) => updateEntry(actor, idParam(params.id), await json()),
  DELETE: ({ actor, params }) => deleteEntry(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
