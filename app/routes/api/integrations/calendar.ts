import { apiRoute } from "~/lib/api-route.server";
import { calendarStatus, disconnectCalendar } from "~/features/integrations/calendar.server";

const route = apiRoute({
  GET: ({ actor }) => calendarStatus(actor),
  DELETE: ({ actor }) => disconnectCalendar(actor),
});

export const loader = route.loader;
export const action = route.action;
