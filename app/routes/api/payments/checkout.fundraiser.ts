import { apiRoute } from "~/lib/api-route.server";
import { startContribution } from "~/features/fundraising/fundraising.server";

const route = apiRoute({
  POST: async ({ actor, json }) => startContribution(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
