import { publicApiRoute } from "~/lib/api-route.server";
import { clientAddress } from "~/lib/request-context.server";
import { createSession } from "~/lib/session.server";
import { login } from "~/features/auth/auth.server";

// Login payload: {username (the email), password}; `email` is accepted as well.

const route = publicApiRoute({
  POST: async ({ json }) => {
    const body = await json();
    const user = await login({ email: body.username ?? body.email, password: body.password }, clientAddress());
    return { access_token: await createSession(user.id, "api"), token_type: "bearer" };
  },
});

export const loader = route.loader;
export const action = route.action;
