import { apiRoute } from "~/lib/api-route.server";
import { familyGroup } from "~/features/family/family.server";

const route = apiRoute({
  GET: ({ actor }) => familyGroup(actor),
});

export const loader = route.loader;
export const action = route.action;
