// The Admin tab (/dashboard/admin): owner and admin only. Page-side helpers; the commands live in
// their features (announcements, family settings, email templates).
import { can } from "~/lib/permissions";
import type { Actor } from "~/lib/session.server";

/** Pages: a 404 for roles without the Admin tab (the tab is not even listed for them). */
export function assertAdminTab(actor: Actor) {
  if (!can(actor.role, "tab.admin")) throw new Response("Not found", { status: 404 });
}

export { SETTING_FLAGS, SETTING_LABELS, settingsFromForm } from "./settings";
