import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { deleteCampaign, getCampaign, updateCampaign } from "~/features/fundraising/fundraising.server";

const route = apiRoute({
  GET: ({ actor, params }) => getCampaign(actor, idParam(params.id)),
  PUT: async ({ actor, params, json }) => updateCampaign(actor, idParam(params.id), await json()),
  DELETE: ({ actor, params }) => deleteCampaign(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
