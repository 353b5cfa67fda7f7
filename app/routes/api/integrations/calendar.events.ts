import { apiRoute } from "~/lib/api-route.server";
import { createCalendarEvent } from "~/features/integrations/calendar.server";

const route = apiRoute({
  POST: async ({ actor, json }) => createCalendarEvent(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
