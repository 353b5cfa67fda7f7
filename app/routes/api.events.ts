import { apiRoute } from "~/lib/api-route.server";
import { createEvent, listEventsForApi } from "~/features/events/events.server";

const route = apiRoute({
  GET: ({ actor }) => listEventsForApi(actor),
  POST: async ({ actor, json }) => createEvent(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
