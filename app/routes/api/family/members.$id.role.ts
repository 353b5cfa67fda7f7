import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { changeRole } from "~/features/family/family.server";

const route = apiRoute({
  POST: async ({ actor, params, json }) => changeRole(actor, idParam(params.id), await json()),
});

export const loader = route.loader;
export const action = route.action;
