import { apiRoute } from "~/lib/api-route.server";
import { billingPortalUrl } from "~/features/plans/plans.server";

const route = apiRoute({
  POST: async ({ actor }) => ({ url: await billingPortalUrl(actor) }),
});

export const loader = route.loader;
export const action = route.action;
