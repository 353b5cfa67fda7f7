import { apiRoute } from "~/lib/api-route.server";
import { getReunionDetails, updateReunionDetails } from "~/features/trip/trip.server";

const route = apiRoute({
  GET: ({ actor }) => getReunionDetails(actor),
  PUT: async ({ actor, json }) => updateReunionDetails(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
