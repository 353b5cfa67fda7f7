// The dashboard tab bar (§2/§6): which tabs a role and plan see. Shared by server and browser.
import { can, type Role } from "~/lib/permissions";

export type TabId =
  | "home" | "events" | "photos" | "trip" | "birthdays" | "directory" | "surveys"
  | "fundraising" | "admin" | "integrations" | "subscription" | "superadmin";

export const TABS: { id: TabId; label: string; path: string }[] = [
  { id: "home", label: "Home", path: "/dashboard" },
  { id: "events", label: "Events", path: "/dashboard/events" },
  { id: "photos", label: "Photos", path: "/dashboard/photos" },
  { id: "trip", label: "Trip Planning", path: "/dashboard/trip" },
  { id: "birthdays", label: "Birthdays", path: "/dashboard/birthdays" },
  { id: "directory", label: "Family Directory", path: "/dashboard/directory" },
  { id: "surveys", label: "Surveys", path: "/dashboard/surveys" },
  { id: "fundraising", label: "Fundraising", path: "/dashboard/fundraising" },
  { id: "admin", label: "Admin", path: "/dashboard/admin" },
  { id: "integrations", label: "Integrations", path: "/dashboard/integrations" },
  { id: "subscription", label: "Plan", path: "/dashboard/subscription" },
  { id: "superadmin", label: "Super Admin", path: "/dashboard/superadmin" },
];

/** Tabs that exist so far; a tab is listed here once its route is built. */
export const BUILT_TABS: ReadonlySet<TabId> = new Set<TabId>(["home", "events", "trip", "birthdays", "directory", "admin", "subscription", "integrations", "surveys", "photos", "superadmin", "fundraising"]);

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
