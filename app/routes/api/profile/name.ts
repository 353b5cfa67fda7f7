import { apiRoute } from "~/lib/api-route.server";
import { updateOwnName } from "~/features/auth/auth.server";

const route = apiRoute({
  PUT: async ({ actor, json }) => updateOwnName(actor, (await json()).name),
});

export const loader = route.loader;
export const action = route.action;
