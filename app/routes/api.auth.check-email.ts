import { publicApiRoute } from "~/lib/api-route.server";
import { clientIp } from "~/lib/rate-limit.server";
import { checkEmail } from "~/features/auth/auth.server";

const route = publicApiRoute({
  POST: async ({ request, json }) => checkEmail((await json()).email, clientIp(request)),
});

export const loader = route.loader;
export const action = route.action;
