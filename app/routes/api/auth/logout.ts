import { apiRoute } from "~/lib/api-route.server";
import { deleteSession } from "~/lib/session.server";

/** Ends the session behind the bearer token (or cookie). */

const route = apiRoute({
  POST: async ({ actor }) => {
    await deleteSession(actor.sessionId);
    return { message: "Logged out successfully" };
  },
});

export const loader = route.loader;
export const action = route.action;
