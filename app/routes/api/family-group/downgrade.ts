import { apiRoute } from "~/lib/api-route.server";
import { downgradePlan } from "~/features/plans/plans.server";

const route = apiRoute({
  PUT: async ({ actor, json }) => downgradePlan(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
