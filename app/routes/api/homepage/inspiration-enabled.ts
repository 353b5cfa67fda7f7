import { apiRoute } from "~/lib/api-route.server";
import { inspirationEnabled } from "~/features/inspiration/inspiration.server";

const route = apiRoute({
  GET: ({ actor }) => inspirationEnabled(actor),
});

export const loader = route.loader;
export const action = route.action;
