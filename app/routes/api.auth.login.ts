import type { ActionFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { clientIp } from "~/lib/rate-limit.server";
import { createSession } from "~/lib/session.server";
import { login } from "~/features/auth/auth.server";

// Login payload: {username (the email), password}; `email` is accepted as well.
export const action = ({ request }: ActionFunctionArgs) =>
  api(request, {
    POST: async () => {
      const body = await readJson(request);
      const user = await login({ email: body.username ?? body.email, password: body.password }, clientIp(request));
      return { access_token: createSession(user.id, "api"), token_type: "bearer" };
    },
  });
