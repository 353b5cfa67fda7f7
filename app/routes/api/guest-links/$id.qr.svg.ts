import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { guestLinkQr } from "~/features/guest-links/guest-links.server";

const route = apiRoute({
  GET: ({ actor, params }) => guestLinkQr(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
