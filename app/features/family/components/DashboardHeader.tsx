import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { roleBadge, type Role } from "~/lib/permissions";
import { Icon } from "~/ui/Icon";

/**
 * On a phone the tab bar is a bar at the bottom with these tabs and "More" (a <details>, so it
 * works without JavaScript) listing the rest; from 700 px every tab sits in one row at the top.
 */
const PHONE_BAR = new Set(["home", "events", "photos", "birthdays"]);

export type DashboardChrome = {
  user: { id: number; name: string; role: Role };
  family: { name: string; tier?: string };
  tabs: { id: string; label: string; path: string }[];
};

/**
 * The dashboard's header: family, user, role badge, Sign out and the tab bar. Without `chrome`
 * (the layout's loader failed) it is the brand and Sign out only.
 */
export function DashboardHeader({ chrome }: { chrome: DashboardChrome | null }) {
  const badge = chrome ? roleBadge(chrome.user.role) : null;
  return (
    <header className="topbar">
      <div className="page">
        <div>
          <Link to="/dashboard" className="brand">
            Kindred
          </Link>
          {chrome ? (
            <>
              {" "}
              <span className="muted">·</span> <strong data-testid="family-name">{chrome.family.name}</strong>
            </>
          ) : null}
        </div>
        <div className="row">
          {chrome ? <span data-testid="user-name">{chrome.user.name}</span> : null}
          {badge ? <span className="badge primary" data-testid="role-badge">{badge}</span> : null}
          <Form method="post" action="/logout">
            <input type="hidden" name="intent" value="logout" />
            <button type="submit" className="secondary small">
              Sign out
            </button>
          </Form>
        </div>
      </div>
      {chrome ? <TabBar tabs={chrome.tabs} locked={chrome.family.tier === "free"} /> : null}
    </header>
  );
}

function TabBar({ tabs, locked }: { tabs: DashboardChrome["tabs"]; locked: boolean }) {
  const { pathname } = useLocation();
  const isCurrent = (t: { id: string; path: string }) =>
    t.id === "home" ? pathname === t.path : pathname === t.path || pathname.startsWith(`${t.path}/`);
  const rest = tabs.filter((t) => !PHONE_BAR.has(t.id));
  const restCurrent = rest.find(isCurrent);
  const link = (t: DashboardChrome["tabs"][number]) => (
    <NavLink to={t.path} end={t.id === "home"} prefetch="intent">
      <Icon name={t.id} />
      <span className="tab-label">{t.label}</span>
      {t.id === "integrations" && locked ? (
        <span className="lock" role="img" aria-label="locked on the free plan" title="Locked on the free plan">
          {" "}🔒
        </span>
      ) : null}
    </NavLink>
  );
  return (
    <nav className="tabs" aria-label="Dashboard">
      <ul className="tab-list">
        {tabs.map((t) => (
          <li key={t.id} className={PHONE_BAR.has(t.id) ? "tab" : "tab tab-extra"}>
            {link(t)}
          </li>
        ))}
        {rest.length > 0 ? (
          <li className="tab tab-more">
            {/* Re-mounted (closed) on every page change. */}
            <details key={pathname}>
              <summary className={restCurrent ? "current" : undefined}>
                <Icon name="more" />
                <span className="tab-label">
                  More{restCurrent ? <span className="visually-hidden">, current page: {restCurrent.label}</span> : null}
                </span>
              </summary>
              <ul className="more-list">
                {rest.map((t) => (
                  <li key={t.id}>{link(t)}</li>
                ))}
              </ul>
            </details>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
