// POST: fetch the calendar again now (202; the job records last_fetched_at and last_error).
import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { refreshSubscription } from "~/features/calendar-subscriptions/subscriptions.server";

const route = apiRoute({
  POST: async ({ actor, params }) => Response.json(await refreshSubscription(actor, idParam(params.id)), { status: 202 }),
});

export const loader = route.loader;
export const action = route.action;
