import { apiRoute } from "~/lib/api-route.server";
import { createActivity, listActivities } from "~/features/trip/trip.server";

const route = apiRoute({
  GET: ({ actor }) => listActivities(actor),
  POST: async ({ actor, json }) => createActivity(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
