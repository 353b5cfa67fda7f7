// Outside calendars a family subscribes to (owner/admin, paid plan): list and add.
import { apiRoute } from "~/lib/api-route.server";
import { addSubscription, listSubscriptions } from "~/features/calendar-subscriptions/subscriptions.server";

const route = apiRoute({
  GET: ({ actor }) => listSubscriptions(actor),
  POST: async ({ actor, json }) => addSubscription(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
