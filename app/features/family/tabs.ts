// The dashboard tab bar (§2/§6): which tabs a role and plan see. Shared by server and browser.
import { can, type Role } from "~/lib/permissions";

export type TabId =
  | "home" | "events" | "photos" | "trip" | "birthdays" | "directory" | "tree" | "surveys"
  | "fundraising" | "admin" | "integrations" | "subscription" | "superadmin";

/** A tab's path is /dashboard/<id> (Home is /dashboard itself). */
const tab = (id: TabId, label: string) => ({ id, label, path: id === "home" ? "/dashboard" : `/dashboard/${id}` });

export const TABS: { id: TabId; label: string; path: string }[] = [
  tab("home", "Home"),
  tab("events", "Events"),
  tab("photos", "Photos"),
  tab("trip", "Trip Planning"),
  tab("birthdays", "Birthdays"),
  tab("directory", "Family Directory"),
  tab("tree", "Family tree"),
  tab("surveys", "Surveys"),
  tab("fundraising", "Fundraising"),
  // The tab and its page's heading: a word for the page, not the role "Admin" (a key of its own, issue 40).
  tab("admin", "{tab, select, other {Admin}}"),
  tab("integrations", "Integrations"),
  tab("subscription", "Plan"),
  tab("superadmin", "Super Admin"),
];

/** Tabs that exist so far; a tab is listed here once its route is built. */
export const BUILT_TABS: ReadonlySet<TabId> = new Set<TabId>(["home", "events", "trip", "birthdays", "directory", "tree", "admin", "subscription", "integrations", "surveys", "photos", "superadmin", "fundraising"]);

export function canSeeTab(tab: TabId, role: Role, opts: { showSubscriptionToMembers: boolean }): boolean {
  switch (tab) {
    case "admin":
      return can(role, "tab.admin");
    case "integrations":
      return can(role, "tab.integrations");
    case "subscription":
      return can(role, "tab.subscription") || (role === "member" && opts.showSubscriptionToMembers);
    case "superadmin":
      return can(role, "tab.superadmin");
    default:
      return true;
  }
}

export function visibleTabs(role: Role, opts: { showSubscriptionToMembers: boolean }) {
  return TABS.filter((t) => BUILT_TABS.has(t.id) && canSeeTab(t.id, role, opts));
}
