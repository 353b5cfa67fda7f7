import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { addParent } from "~/features/tree/tree.server";

const route = apiRoute({
  POST: async ({ actor, params, json }) => addParent(actor, idParam(params.id), await json()),
});

export const loader = route.loader;
export const action = route.action;
