import { redirect } from "react-router";
import { publicPageAction } from "~/lib/page-action.server";
import { clearSessionCookieHeader, deleteSession, redirectWithToast } from "~/lib/session.server";
import type { Route } from "./+types/logout";

const logout = publicPageAction({
  logout: {
    run: async ({ actor }) => {
      if (actor) await deleteSession(actor.sessionId);
      return redirectWithToast("/", "Logged out successfully", "success", [await clearSessionCookieHeader()]);
    },
    failure: "Logout failed",
  },
});

/** /logout has no page of its own: a refused body (415, 400) is answered as JSON with its status. */
export async function action(args: Route.ActionArgs) {
  const result = await logout(args);
  if (result instanceof Response) return result;
  return Response.json(result.data, { status: result.init?.status ?? 400, headers: result.init?.headers });
}

export const loader = () => redirect("/");
