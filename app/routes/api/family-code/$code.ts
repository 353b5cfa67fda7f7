import { publicApiRoute } from "~/lib/api-route.server";
import { clientAddress } from "~/lib/request-context.server";
import { lookupFamilyCode } from "~/features/family/family.server";

const route = publicApiRoute({
  GET: ({ params }) => lookupFamilyCode(params.code ?? "", clientAddress()),
});

export const loader = route.loader;
export const action = route.action;
