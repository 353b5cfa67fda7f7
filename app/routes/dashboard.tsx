import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/session.server";
import { getFamily, getSettings } from "~/features/family/family.server";
import { visibleTabs } from "~/features/family/tabs";
import { roleBadge } from "~/lib/permissions";

export const meta: MetaFunction = () => [{ title: "Dashboard · Kindred" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  // §2: ?session_id= (back from a checkout) starts the payment-status check; ?updated=1 asks for
  // fresh data, which a server-rendered page already has. Both leave the address afterwards.
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session_id");
  if (sessionId) throw redirect(`/payment-success?session_id=${encodeURIComponent(sessionId.slice(0, 255))}`);
  if (url.searchParams.has("updated")) {
    url.searchParams.delete("updated");
    throw redirect(url.pathname + url.search);
  }
  const family = getFamily(actor.familyId);
  const settings = getSettings(actor.familyId);
  return {
    user: { id: actor.userId, name: actor.name, role: actor.role },
    family: { name: family.name, familyCode: family.familyCode, tier: family.subscriptionTier },
    tabs: visibleTabs(actor.role, { showSubscriptionToMembers: settings.show_subscription_to_members }),
  };
}

export default function DashboardLayout() {
  const { user, family, tabs } = useLoaderData<typeof loader>();
  const badge = roleBadge(user.role);
  return (
    <>
      <header className="topbar">
        <div className="page">
          <div>
            <Link to="/dashboard" className="brand">
              Kindred
            </Link>{" "}
            <span className="muted">·</span> <strong data-testid="family-name">{family.name}</strong>
          </div>
          <div className="row">
            <span data-testid="user-name">{user.name}</span>
            {badge ? <span className="badge primary" data-testid="role-badge">{badge}</span> : null}
            <Form method="post" action="/logout">
              <button type="submit" className="secondary small">
                Sign out
              </button>
            </Form>
          </div>
        </div>
        <nav className="tabs" aria-label="Dashboard">
          {tabs.map((t) => (
            <NavLink key={t.id} to={t.path} end={t.id === "home"} prefetch="intent">
              {t.label}
              {t.id === "integrations" && family.tier === "free" ? (
                <span className="lock" role="img" aria-label="locked on the free plan" title="Locked on the free plan">
                  {" "}🔒
                </span>
              ) : null}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="page">
        <Outlet />
      </main>
    </>
  );
}
