import { apiRoute } from "~/lib/api-route.server";
import { inviteStats } from "~/features/family/family.server";

const route = apiRoute({
  GET: ({ actor, params }) => inviteStats(actor, params.code ?? ""),
});

export const loader = route.loader;
export const action = route.action;
