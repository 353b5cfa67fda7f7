import { publicApiRoute } from "~/lib/api-route.server";
import { clientAddress } from "~/lib/request-context.server";
import { checkEmail } from "~/features/auth/auth.server";

const route = publicApiRoute({
  POST: async ({ json }) => checkEmail((await json()).email, clientAddress()),
});

export const loader = route.loader;
export const action = route.action;
