import { platformApiRoute } from "~/features/superadmin/platform-actor.server";
import { analyticsOverview } from "~/features/superadmin/superadmin.server";

const route = platformApiRoute({
  GET: ({ actor }) => analyticsOverview(actor),
});

export const loader = route.loader;
export const action = route.action;
