import { publicApiRoute } from "~/lib/api-route.server";
import { resetPassword } from "~/features/auth/auth.server";

const route = publicApiRoute({
  POST: async ({ json }) => resetPassword(await json()),
});

export const loader = route.loader;
export const action = route.action;
