import { apiRoute } from "~/lib/api-route.server";
import { startSubscriptionCheckout } from "~/features/plans/plans.server";

const route = apiRoute({
  POST: async ({ actor, json }) => startSubscriptionCheckout(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
