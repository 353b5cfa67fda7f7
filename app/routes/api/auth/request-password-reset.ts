import { publicApiRoute } from "~/lib/api-route.server";
import { requestPasswordReset } from "~/features/auth/auth.server";

const route = publicApiRoute({
  POST: async ({ json }) => requestPasswordReset(await json()),
});

export const loader = route.loader;
export const action = route.action;
