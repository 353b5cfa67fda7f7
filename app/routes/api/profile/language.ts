import { apiRoute } from "~/lib/api-route.server";
import { updateOwnLanguage } from "~/features/auth/auth.server";

const route = apiRoute({
  PUT: async ({ actor, json }) => updateOwnLanguage(actor, (await json()).language),
});

export const loader = route.loader;
export const action = route.action;
