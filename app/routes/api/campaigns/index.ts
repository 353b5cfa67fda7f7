import { apiRoute } from "~/lib/api-route.server";
import { createCampaign, listCampaigns } from "~/features/fundraising/fundraising.server";

const route = apiRoute({
  GET: ({ actor }) => listCampaigns(actor),
  POST: async ({ actor, json }) => createCampaign(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
