import { publicApiRoute } from "~/lib/api-route.server";
import { clientAddress } from "~/lib/request-context.server";
import { register } from "~/features/auth/auth.server";

const route = publicApiRoute({
  POST: async ({ json }) => {
    const result = await register(await json(), clientAddress(), "api");
    return { access_token: result.accessToken, token_type: "bearer", family_code_info: { family_code: result.familyCode } };
  },
});

export const loader = route.loader;
export const action = route.action;
