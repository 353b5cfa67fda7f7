// The dashboard header and tab bar per role: the layout route rendered with the tabs its loader
// computes (visibleTabs), as each role sees them.
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { BUILT_TABS, TABS, visibleTabs } from "~/features/family/tabs";
import type { Role } from "~/lib/permissions";
import { renderInRouter } from "./router";

// The layout's loader is not run here (its data is given): keep the database out of jsdom.
vi.mock("~/lib/session.server", () => ({ requireUser: vi.fn() }));
vi.mock("~/features/family/family.server", () => ({ getFamily: vi.fn(), getSettings: vi.fn() }));

const { default: DashboardLayout } = await import("~/routes/dashboard");

afterEach(cleanup);

function renderDashboard(role: Role, url = "/dashboard", opts = { showSubscriptionToMembers: false }) {
  const loaderData = {
    user: { id: 1, name: "Pat Example", role },
    family: { name: "The Examples", familyCode: "ABC234", tier: "free" },
    tabs: visibleTabs(role, opts),
  };
  // The framework hands a route component its loader's data as a prop (Route.ComponentProps).
  const props = { loaderData, params: {}, matches: [] } as unknown as ComponentProps<typeof DashboardLayout>;
  return renderInRouter(
    {
      id: "routes/dashboard",
      path: "/dashboard",
      element: <DashboardLayout {...props} />,
      loaderData,
      children: [
        { index: true, element: <p>Home content</p> },
        { path: "*", element: <p>Tab content</p> },
      ],
    },
    url,
  );
}

function tabNames(): string[] {
  const nav = screen.getByRole("navigation", { name: "Dashboard" });
  return within(nav).getAllByRole("link").map((a) => a.textContent ?? "");
}

const label = (id: (typeof TABS)[number]["id"]) => TABS.find((t) => t.id === id)!.label;
const built = (id: (typeof TABS)[number]["id"]) => BUILT_TABS.has(id);
// Tabs every role sees (those built so far), in the spec's order.
const EVERYONE = TABS.filter((t) => built(t.id) && !["admin", "integrations", "subscription", "superadmin"].includes(t.id)).map((t) => t.label);

describe("dashboard tab bar", () => {
  it.each(["member", "guest"] as const)("a %s sees the family tabs, never Admin, Integrations or Super Admin", (role) => {
    renderDashboard(role);
    expect(tabNames()).toEqual(EVERYONE);
    expect(tabNames()).toEqual(expect.arrayContaining(["Home", "Events", "Trip Planning", "Birthdays", "Family Directory"]));
    expect(tabNames()).not.toContain("Admin");
    expect(tabNames()).not.toContain("Super Admin");
  });

  it.each(["owner", "admin"] as const)("an %s also sees Admin (and Integrations and Plan once built)", (role) => {
    renderDashboard(role);
    const names = tabNames();
    expect(names.slice(0, EVERYONE.length)).toEqual(EVERYONE);
    expect(names).toContain("Admin");
    for (const id of ["integrations", "subscription"] as const) {
      expect(names.some((n) => n === label(id) || n.startsWith(`${label(id)} `))).toBe(built(id));
    }
    expect(names).not.toContain("Super Admin");
    // On the free plan the Integrations tab says it is locked.
    if (built("integrations")) {
      const nav = screen.getByRole("navigation", { name: "Dashboard" });
      expect(within(nav).getByRole("img", { name: "locked on the free plan" })).toBeTruthy();
    }
  });

  it("a super admin sees the admin tabs, and Super Admin once built", () => {
    renderDashboard("super_admin");
    const names = tabNames();
    expect(names).toContain("Admin");
    expect(names.includes("Super Admin")).toBe(built("superadmin"));
  });

  it("shows a member the Plan tab only when the family allows it (once built)", () => {
    renderDashboard("member", "/dashboard", { showSubscriptionToMembers: true });
    expect(tabNames().includes("Plan")).toBe(built("subscription"));
  });

  it("links each tab to its page and marks the current one", () => {
    renderDashboard("owner", "/dashboard/events");
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    const events = within(nav).getByRole("link", { name: "Events" });
    const home = within(nav).getByRole("link", { name: "Home" });
    expect(events.getAttribute("href")).toBe("/dashboard/events");
    expect(home.getAttribute("href")).toBe("/dashboard");
    expect(events.getAttribute("aria-current")).toBe("page");
    expect(home.hasAttribute("aria-current")).toBe(false); // Home matches only /dashboard itself
    expect(screen.getByText("Tab content")).toBeTruthy();
  });

  it("marks Home on the Home tab", () => {
    renderDashboard("member");
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("Home content")).toBeTruthy();
  });
});

describe("dashboard header", () => {
  it.each([
    ["owner", "Owner"],
    ["admin", "Admin"],
    ["guest", "Guest"],
    ["super_admin", "Super admin"],
  ] as const)("shows a %s the badge %s", (role, badge) => {
    renderDashboard(role);
    expect(screen.getByTestId("role-badge").textContent).toBe(badge);
    expect(screen.getByTestId("family-name").textContent).toBe("The Examples");
    expect(screen.getByTestId("user-name").textContent).toBe("Pat Example");
  });

  it("shows a member no badge", () => {
    renderDashboard("member");
    expect(screen.queryByTestId("role-badge")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });
});
