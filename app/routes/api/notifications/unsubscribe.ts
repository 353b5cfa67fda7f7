import { publicApiRoute } from "~/lib/api-route.server";
import { unsubscribe } from "~/features/notifications/email-links.server";

// The one-click unsubscribe over the /api: the signed token from an email, no sign-in.
const route = publicApiRoute({
  POST: async ({ json }) => {
    const body = await json();
    return unsubscribe(typeof body.token === "string" ? body.token : null);
  },
});

export const loader = route.loader;
export const action = route.action;
