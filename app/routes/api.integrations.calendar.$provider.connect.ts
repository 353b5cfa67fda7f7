import { apiRoute } from "~/lib/api-route.server";
import { notFound } from "~/lib/http.server";
import { connectCalendar } from "~/features/integrations/calendar.server";
import { CALENDAR_PROVIDERS, pickProvider } from "~/features/integrations/rules";

const route = apiRoute({
  POST: async ({ actor, params, json }) => {
    const provider = pickProvider(CALENDAR_PROVIDERS, params.provider);
    if (!provider) throw notFound("Unknown calendar provider");
    return connectCalendar(actor, provider, await json());
  },
});

export const loader = route.loader;
export const action = route.action;
