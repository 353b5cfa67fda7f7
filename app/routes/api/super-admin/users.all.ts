import { platformApiRoute } from "~/features/superadmin/platform-actor.server";
import { listUsers } from "~/features/superadmin/superadmin.server";

const route = platformApiRoute({
  GET: ({ actor, url }) => listUsers(actor, { limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") }),
});

export const loader = route.loader;
export const action = route.action;
