import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { removePartner } from "~/features/tree/tree.server";

const route = apiRoute({
  DELETE: ({ actor, params }) => removePartner(actor, idParam(params.id), idParam(params.partnerId)),
});

export const loader = route.loader;
export const action = route.action;
