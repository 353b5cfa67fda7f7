import { apiRoute } from "~/lib/api-route.server";
import { familyGroupWithBilling } from "~/features/plans/plans.server";

const route = apiRoute({
  GET: ({ actor }) => familyGroupWithBilling(actor),
});

export const loader = route.loader;
export const action = route.action;
