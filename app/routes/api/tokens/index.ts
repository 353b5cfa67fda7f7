import { apiRoute } from "~/lib/api-route.server";
import { createToken, listTokens } from "~/features/tokens/tokens.server";

const route = apiRoute({
  GET: ({ actor }) => listTokens(actor),
  POST: async ({ actor, json }) => createToken(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
