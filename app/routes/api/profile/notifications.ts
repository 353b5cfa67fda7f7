import { apiRoute } from "~/lib/api-route.server";
import { myPreferences, updateMyPreferences } from "~/features/notifications/preferences.server";

// Every signed-in person's own email choices (issue 28).
const route = apiRoute({
  GET: ({ actor }) => myPreferences(actor),
  PUT: async ({ actor, json }) => updateMyPreferences(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
