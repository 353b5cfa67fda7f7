import type { ActionFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { clientIp } from "~/lib/rate-limit.server";
import { register } from "~/features/auth/auth.server";

export const action = ({ request }: ActionFunctionArgs) =>
  api(request, {
    POST: async () => {
      const result = await register(await readJson(request), clientIp(request), "api");
      return { access_token: result.accessToken, token_type: "bearer", family_code_info: { family_code: result.familyCode } };
    },
  });
