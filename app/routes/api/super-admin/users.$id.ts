import { idParam } from "~/lib/http.server";
import { platformApiRoute } from "~/features/superadmin/platform-actor.server";
import { deleteUser, getPlatformUser } from "~/features/superadmin/superadmin.server";

const route = platformApiRoute({
  GET: ({ actor, params }) => getPlatformUser(actor, idParam(params.id)),
  DELETE: ({ actor, params }) => deleteUser(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
