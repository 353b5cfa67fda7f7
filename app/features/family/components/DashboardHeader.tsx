import type { CSSProperties } from "react";
import { Form, Link, useLocation } from "react-router";
import { roleBadge, type Role } from "~/lib/permissions";
import { Icon } from "~/ui/Icon";
import { useT } from "~/lib/i18n/react";

/**
 * On a phone the tab bar is a bar at the bottom with these tabs and "More" (a <details>, so it
 * works without JavaScript) listing the rest; from 700 px every tab sits in one row at the top.
 */
const PHONE_BAR = new Set(["home", "events", "photos", "birthdays"]);

export type DashboardChrome = {
  user: { id: number; name: string; role: Role };
  family: {
    name: string;
    tier?: string;
    /** Large Family's custom branding, shown while the family is on that plan (else null). */
    branding?: { accent_color: string | null; logo_url: string | null } | null;
  };
  tabs: { id: string; label: string; path: string }[];
};

/**
 * The dashboard's header: family, user, role badge, Sign out and the tab bar. Without `chrome`
 * (the layout's loader failed) it is the brand and Sign out only.
 */
export function DashboardHeader({ chrome }: { chrome: DashboardChrome | null }) {
  const { t } = useT();
  const badge = chrome ? roleBadge(chrome.user.role) : null;
  const branding = chrome?.family.branding ?? null;
  // The accent colour (checked for contrast when saved) as a custom property the header's CSS uses.
  const style = branding?.accent_color ? ({ "--family-accent": branding.accent_color } as CSSProperties) : undefined;
  return (
    <header className={branding?.accent_color ? "topbar branded" : "topbar"} style={style} data-testid="dashboard-header">
      <div className="page">
        <div>
          <Link to="/dashboard" className="brand">
            Kindred
          </Link>
          {chrome ? (
            <>
              {" "}
              <span className="muted">·</span>{" "}
              {branding?.logo_url ? (
                <img className="family-logo" src={branding.logo_url} alt={t("{name} logo", { name: chrome.family.name })} data-testid="family-logo" />
              ) : null}{" "}
              <strong className="family-name" data-testid="family-name">
                {chrome.family.name}
              </strong>
            </>
          ) : null}
        </div>
        <div className="row">
          {chrome ? <span data-testid="user-name">{chrome.user.name}</span> : null}
          {badge ? <span className="badge primary" data-testid="role-badge">{t(badge)}</span> : null}
          <Form method="post" action="/logout">
            <input type="hidden" name="intent" value="logout" />
            <button type="submit" className="secondary small">
              {t("Sign out")}
            </button>
          </Form>
        </div>
      </div>
      {chrome ? <TabBar tabs={chrome.tabs} locked={chrome.family.tier === "free"} /> : null}
    </header>
  );
}

function TabBar({ tabs, locked }: { tabs: DashboardChrome["tabs"]; locked: boolean }) {
  const { t } = useT();
  const { pathname } = useLocation();
  // As the framework matches routes: any letter case, a trailing slash allowed.
  const here = pathname.toLowerCase().replace(/\/+$/, "");
  const isCurrent = (tab: { id: string; path: string }) =>
    tab.id === "home" ? here === tab.path : here === tab.path || here.startsWith(`${tab.path}/`);
  const current = tabs.find(isCurrent);
  const rest = tabs.filter((tab) => !PHONE_BAR.has(tab.id));
  const restCurrent = rest.find(isCurrent);
  // "More" sits right after the last tab of the phone bar, so the keyboard order stays natural.
  const lastBar = tabs.reduce((at, tab, i) => (PHONE_BAR.has(tab.id) ? i : at), -1);
  const more =
    rest.length > 0 ? (
      <li key="more" className="tab tab-more">
        {/* Each tab is in the list once; an open More shows the other tabs (CSS :has), without
            JavaScript. Re-mounted (closed) on every page change. */}
        <details key={pathname}>
          <summary className={restCurrent ? "current" : undefined}>
            <Icon name="more" />
            <span className="tab-label">{t("More")}</span>
            {restCurrent ? <span className="visually-hidden">{t(", current page: {page}", { page: t(restCurrent.label) })}</span> : null}
          </summary>
        </details>
      </li>
    ) : null;
  return (
    <nav className="tabs" aria-label={t("Dashboard")}>
      <ul className="tab-list">
        {tabs.flatMap((tab, i) => [
          <li key={tab.id} className={PHONE_BAR.has(tab.id) ? "tab" : "tab tab-extra"}>
            {/* The current tab: class "active", aria-current="page"; Home only on its own path. A Link
                told by isCurrent, not a NavLink: the same marks, at half the cost (a NavLink matches
                the location again for each of the 12 tabs of every page; 10 µs against 5, measured). */}
            <Link
              to={tab.path}
              prefetch="intent"
              className={current === tab ? "active" : ""}
              aria-current={current === tab ? "page" : undefined}
            >
              <Icon name={tab.id} />
              <span className="tab-label">{t(tab.label, { tab: tab.id })}</span>
              {tab.id === "integrations" && locked ? (
                <span className="lock" role="img" aria-label={t("locked on the free plan")} title={t("Locked on the free plan")}>
                  {/* Drawn as SVG: an emoji font is not always installed. */}
                  {" "}
                  <Icon name="lock" size={14} />
                  <span className="visually-hidden">🔒</span>
                </span>
              ) : null}
            </Link>
          </li>,
          i === lastBar ? more : null,
        ])}
      </ul>
    </nav>
  );
}
