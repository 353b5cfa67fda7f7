import { publicApiRoute } from "~/lib/api-route.server";
import { listTiers } from "~/features/plans/plans.server";

// The plans are public information (the landing page and the Plan tab show them).
const route = publicApiRoute({
  GET: () => listTiers(),
});

export const loader = route.loader;
export const action = route.action;
