import { publicApiRoute } from "~/lib/api-route.server";
import { clientAddress } from "~/lib/request-context.server";
import { register } from "~/features/auth/auth.server";
import { apiLanguage } from "~/lib/i18n/language.server";

const route = publicApiRoute({
  // The language the script asks in (Accept-Language), if it names one of ours; else none.
  POST: async ({ json, request }) => {
    const result = await register(await json(), clientAddress(), "api", apiLanguage(request, null));
    return { access_token: result.accessToken, token_type: "bearer", family_code_info: { family_code: result.familyCode } };
  },
});

export const loader = route.loader;
export const action = route.action;
