import { idParam } from "~/lib/http.server";
import { platformApiRoute } from "~/features/superadmin/platform-actor.server";
import { setUserSuspended } from "~/features/superadmin/superadmin.server";

const route = platformApiRoute({
  PUT: async ({ actor, params, json }) => setUserSuspended(actor, idParam(params.id), await json()),
});

export const loader = route.loader;
export const action = route.action;
