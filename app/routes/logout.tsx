import { redirect } from "react-router";
import { publicCommandAction } from "~/lib/page-action.server";
import { clearSessionCookieHeader, deleteSession, redirectWithToast } from "~/lib/session.server";

// Sign-out is one thing: any same-origin form POST ends the session, whatever its `intent` (the
// cross-origin check runs before, in the front door and the session lookup). /logout has no page
// of its own, so a refused body (415, 413, 400) is answered `{detail}` with its status.
export const action = publicCommandAction({
  run: async ({ actor }) => {
    if (actor) await deleteSession(actor.sessionId);
    return redirectWithToast("/", "Logged out successfully", "success", [await clearSessionCookieHeader()]);
  },
  failure: "Logout failed",
});

export const loader = () => redirect("/");
