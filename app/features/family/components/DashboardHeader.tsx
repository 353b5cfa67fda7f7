import type { CSSProperties } from "react";
import { Form, Link, NavLink } from "@remix-run/react";
import { roleBadge, type Role } from "~/lib/permissions";

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
                <img className="family-logo" src={branding.logo_url} alt={`${chrome.family.name} logo`} data-testid="family-logo" />
              ) : null}{" "}
              <strong className="family-name" data-testid="family-name">
                {chrome.family.name}
              </strong>
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
      {chrome ? (
        <nav className="tabs" aria-label="Dashboard">
          {chrome.tabs.map((t) => (
            <NavLink key={t.id} to={t.path} end={t.id === "home"} prefetch="intent">
              {t.label}
              {t.id === "integrations" && chrome.family.tier === "free" ? (
                <span className="lock" role="img" aria-label="locked on the free plan" title="Locked on the free plan">
                  {" "}🔒
                </span>
              ) : null}
            </NavLink>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
