import { apiRoute } from "~/lib/api-route.server";
import { subscriptionUsage } from "~/features/plans/plans.server";

const route = apiRoute({
  GET: ({ actor }) => subscriptionUsage(actor),
});

export const loader = route.loader;
export const action = route.action;
