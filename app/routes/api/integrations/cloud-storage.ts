import { apiRoute } from "~/lib/api-route.server";
import { listCloud } from "~/features/integrations/cloud.server";

const route = apiRoute({
  GET: ({ actor }) => listCloud(actor),
});

export const loader = route.loader;
export const action = route.action;
