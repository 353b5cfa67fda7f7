import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { revokeGuestLink } from "~/features/guest-links/guest-links.server";

const route = apiRoute({
  DELETE: ({ actor, params }) => revokeGuestLink(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
