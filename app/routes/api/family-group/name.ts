import { apiRoute } from "~/lib/api-route.server";
import { renameFamily } from "~/features/admin/family-group.server";

/** §7 `PUT /api/family-group/name` {name, description?} (owner). */
const route = apiRoute({
  PUT: async ({ actor, json }) => renameFamily(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
