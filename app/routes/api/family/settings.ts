import { apiRoute } from "~/lib/api-route.server";
import { getSettings, updateSettings } from "~/features/family/family.server";

// Every family member may read the settings (the UI needs them); only owner and admin change them.

const route = apiRoute({
  GET: ({ actor }) => getSettings(actor.familyId),
  POST: async ({ actor, json }) => updateSettings(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
