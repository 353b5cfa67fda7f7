// Claiming a place in an imported family with the emailed token (issue 29).
import { publicApiRoute } from "~/lib/api-route.server";
import { claimInfo, claimPlace } from "~/features/export/claim.server";

const route = publicApiRoute({
  GET: ({ url }) => claimInfo(url.searchParams.get("token") ?? ""),
  POST: async ({ json }) => ({ access_token: (await claimPlace(await json(), "api")).accessToken, token_type: "bearer" }),
});

export const loader = route.loader;
export const action = route.action;
