import { apiRoute } from "~/lib/api-route.server";
import { listSocial } from "~/features/integrations/social.server";

const route = apiRoute({
  GET: ({ actor }) => listSocial(actor),
});

export const loader = route.loader;
export const action = route.action;
