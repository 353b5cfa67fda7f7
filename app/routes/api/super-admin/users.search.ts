import { platformApiRoute } from "~/features/superadmin/platform-actor.server";
import { searchUsers } from "~/features/superadmin/superadmin.server";

const route = platformApiRoute({
  GET: ({ actor, url }) => searchUsers(actor, url.searchParams.get("query") ?? ""),
});

export const loader = route.loader;
export const action = route.action;
