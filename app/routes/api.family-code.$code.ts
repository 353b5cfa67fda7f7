import { publicApiRoute } from "~/lib/api-route.server";
import { clientIp } from "~/lib/rate-limit.server";
import { lookupFamilyCode } from "~/features/family/family.server";

const route = publicApiRoute({
  GET: ({ request, params }) => lookupFamilyCode(params.code ?? "", clientIp(request)),
});

export const loader = route.loader;
export const action = route.action;
