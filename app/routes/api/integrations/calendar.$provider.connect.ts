import { providerRoute } from "~/lib/api-item-route.server";
import { connectCalendar } from "~/features/integrations/calendar.server";
import { CALENDAR_PROVIDERS } from "~/features/integrations/rules";

const route = providerRoute(CALENDAR_PROVIDERS, "Unknown calendar provider", {
  POST: async ({ actor, provider, json }) => connectCalendar(actor, provider, await json()),
});

export const loader = route.loader;
export const action = route.action;
