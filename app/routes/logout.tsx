import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { clearSessionCookieHeader, deleteSession, getActor, redirectWithToast } from "~/lib/session.server";

export async function action({ request }: ActionFunctionArgs) {
  const actor = await getActor(request);
  if (actor) deleteSession(actor.sessionId);
  return redirectWithToast("/", "Logged out successfully", "success", [await clearSessionCookieHeader()]);
}

export const loader = () => redirect("/");
