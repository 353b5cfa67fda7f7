import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { clearSessionCookieHeader, deleteSession, getPageActor, redirectWithToast } from "~/lib/session.server";

export async function action({ request }: ActionFunctionArgs) {
  const actor = await getPageActor(request);
  if (actor) deleteSession(actor.sessionId);
  return redirectWithToast("/", "Logged out successfully", "success", [await clearSessionCookieHeader()]);
}

export const loader = () => redirect("/");
