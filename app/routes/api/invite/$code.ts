import { publicApiRoute } from "~/lib/api-route.server";
import { clientAddress } from "~/lib/request-context.server";
import { inviteInfo } from "~/features/family/family.server";

const route = publicApiRoute({
  GET: ({ params }) => inviteInfo(params.code ?? "", clientAddress()),
});

export const loader = route.loader;
export const action = route.action;
