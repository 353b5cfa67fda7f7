import { apiRoute } from "~/lib/api-route.server";
import { jsonResponse } from "~/lib/http.server";
import { createGuestLink, listGuestLinks } from "~/features/guest-links/guest-links.server";

const route = apiRoute({
  GET: ({ actor }) => listGuestLinks(actor),
  POST: async ({ actor, json }) => jsonResponse(await createGuestLink(actor, await json()), 201),
});

export const loader = route.loader;
export const action = route.action;
