import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { removeParent } from "~/features/tree/tree.server";

const route = apiRoute({
  DELETE: ({ actor, params }) => removeParent(actor, idParam(params.id), idParam(params.parentId)),
});

export const loader = route.loader;
export const action = route.action;
