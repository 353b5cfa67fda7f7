import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { removeMember } from "~/features/admin/members.server";

/** §7 `DELETE /api/admin/users/{id}` {target_user_id, reason}: remove an account from the family. */
const route = apiRoute({
  DELETE: async ({ actor, params, json }) => removeMember(actor, idParam(params.id), await json()),
});

export const loader = route.loader;
export const action = route.action;
