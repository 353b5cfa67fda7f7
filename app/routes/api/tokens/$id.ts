import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { revokeToken } from "~/features/tokens/tokens.server";

const route = apiRoute({
  DELETE: ({ actor, params }) => revokeToken(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
