import { apiRoute } from "~/lib/api-route.server";
import { rsvpToEvent } from "~/features/events/events.server";

const route = apiRoute({
  POST: async ({ actor, json }) => rsvpToEvent(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
