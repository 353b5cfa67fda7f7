import { itemRoute } from "~/lib/api-item-route.server";
import { deleteCampaign, getCampaign, updateCampaign } from "~/features/fundraising/fundraising.server";

const route = itemRoute({ GET: getCampaign, PUT: updateCampaign, DELETE: deleteCampaign });

export const loader = route.loader;
export const action = route.action;
