import { redirect, Link } from "react-router";
import { Outlet, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { requireUser } from "~/lib/session.server";
import { getFamily, getSettings } from "~/features/family/family.server";
import { visibleTabs } from "~/features/family/tabs";
import { shownBranding } from "~/features/plans/branding.server";
import { DashboardHeader, type DashboardChrome } from "~/features/family/components/DashboardHeader";
import { titleMeta } from "~/ui/meta";
import { useT } from "~/lib/i18n/react";
import { NOT_FOUND_TEXT } from "~/ui/routeError";
import type { Route } from "./+types/dashboard";

export const meta = titleMeta((t) => t("Dashboard · Kindred"));

export async function loader({ request, url }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  // §2: ?session_id= (back from a checkout) starts the payment-status check; ?updated=1 asks for
  // fresh data, which a server-rendered page already has. Both leave the address afterwards.
  const sessionId = url.searchParams.get("session_id");
  if (sessionId) throw redirect(`/payment-success?session_id=${encodeURIComponent(sessionId.slice(0, 255))}`);
  if (url.searchParams.has("updated")) {
    url.searchParams.delete("updated");
    throw redirect(url.pathname + url.search);
  }
  const family = await getFamily(actor.familyId);
  const settings = await getSettings(actor.familyId);
  return {
    user: { id: actor.userId, name: actor.name, role: actor.role },
    family: { name: family.name, familyCode: family.familyCode, tier: family.subscriptionTier, branding: await shownBranding(family) },
    tabs: visibleTabs(actor.role, { showSubscriptionToMembers: settings.show_subscription_to_members }),
  };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const chrome = loaderData;
  return (
    <>
      <DashboardHeader chrome={chrome} />
      <main className="page dash">
        <Outlet />
      </main>
    </>
  );
}

/**
 * An error in a tab (or an unknown /dashboard/... page) keeps the header and the tab bar and says
 * what happened in plain words; the details stay in the server log, never on the page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  const chrome = useRouteLoaderData<typeof loader>("routes/dashboard") ?? null;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  // A refused request (403 cross-origin, 413 too large, 415/400 not a form) says why.
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && !notFound;
  const detail: unknown = refused ? (error.data as { detail?: unknown } | null)?.detail : undefined;
  return (
    <>
      <DashboardHeader chrome={chrome as DashboardChrome | null} />
      <main className="page dash">
        <div className="card stack" data-testid="dashboard-error">
          <h1>{notFound ? t("Page not found") : refused ? t("Request refused") : t("Something went wrong")}</h1>
          <p role="alert">
            {notFound
              ? t(NOT_FOUND_TEXT)
              : refused && typeof detail === "string"
                ? t(detail)
                : t("This page could not be loaded. Please try again in a moment.")}
          </p>
          <p>
            <Link className="button" to="/dashboard">
              {t("Back to Home")}
            </Link>
          </p>
        </div>
      </main>
    </>
  );
}
