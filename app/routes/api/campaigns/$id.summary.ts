import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { campaignSummary } from "~/features/fundraising/fundraising.server";

const route = apiRoute({
  GET: ({ actor, params }) => campaignSummary(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
