// GET /branding/{familyCode}/logo: the family logo for the dashboard header and the invite page;
// public as far as the invite page is (whoever has the code), only while branding is shown.
import { publicApiRoute } from "~/lib/api-route.server";
import { clientAddress } from "~/lib/request-context.server";
import { logoResponse } from "~/features/plans/branding.server";

const route = publicApiRoute({
  GET: ({ params, request }) => logoResponse(params.code ?? "", request, clientAddress()),
});

export const loader = route.loader;
export const action = route.action;
