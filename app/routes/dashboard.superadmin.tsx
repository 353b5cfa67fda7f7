// The super admin console (§2 Super admin): analytics, search, CSV export, users and families
// (100 a page), account fixes, plan changes and the platform audit log. Every form works without
// JavaScript. Loader and commands: features/superadmin/page.server.
import { superAdminAction, superAdminLoader } from "~/features/superadmin/page.server";
import { CONSOLE_PATH } from "~/features/superadmin/console-path";
import { lazyModal } from "~/ui/lazy-modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { useModalState } from "~/ui/useModalState";
import styles from "~/features/superadmin/superadmin.css?url";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import type { Route } from "./+types/dashboard.superadmin";

// Loaded when shown (issue 37, lazyModal: first-load JS within budget with the whole route manifest);
// the server renders them in the page as always.
const consoleSections = () => import("~/features/superadmin/components/ConsoleSections");
const AnalyticsCards = lazyModal(() => import("~/features/superadmin/components/ConsoleTables").then((m) => m.AnalyticsCards));
const AuditSection = lazyModal(() => consoleSections().then((m) => m.AuditSection));
const FamiliesSection = lazyModal(() => consoleSections().then((m) => m.FamiliesSection));
const SearchSection = lazyModal(() => consoleSections().then((m) => m.SearchSection));
const UsersSection = lazyModal(() => consoleSections().then((m) => m.UsersSection));

// The console's modal bodies load when one opens (issue 37: first-load JS; decision record 259).
const consoleModals = () => import("~/features/superadmin/components/ConsoleModals");
const DeleteUserDialog = lazyModal(() => consoleModals().then((m) => m.DeleteUserDialog));
const EditUserModal = lazyModal(() => consoleModals().then((m) => m.EditUserModal));
const PlanModal = lazyModal(() => consoleModals().then((m) => m.PlanModal));
const RenameFamilyModal = lazyModal(() => consoleModals().then((m) => m.RenameFamilyModal));
const SuspendUserModal = lazyModal(() => consoleModals().then((m) => m.SuspendUserModal));

export const meta = titleMeta((t) => t("Super Admin · Kindred"));
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const loader = superAdminLoader;
export const action = superAdminAction;

export default function SuperAdminTab({ loaderData }: Route.ComponentProps) {
  const { q, analytics, search, users, families, audit, user, deletion, family } = loaderData;
  const m = useModalState();
  const { t } = useT();
  const pageError = m.errorOnPage(Boolean(user || deletion || family));
  const common = { closeTo: m.closeTo, values: m.values, q };

  return (
    <div className="stack">
      <div className="spread">
        <h1>{t("Super Admin")}</h1>
        <a className="button secondary" href={`${CONSOLE_PATH}/export`} download>
          {t("Export users (CSV)")}
        </a>
      </div>
      <FormErrorText message={pageError} />

      <section aria-labelledby="sa-analytics" className="stack">
        <h2 id="sa-analytics">{t("Platform analytics")}</h2>
        {analytics.data ? <AnalyticsCards a={analytics.data} /> : <FormErrorText message={t(analytics.error ?? "")} />}
      </section>

      <SearchSection q={q} search={search} href={m.href} />
      <UsersSection users={users} href={m.href} />
      <FamiliesSection families={families} href={m.href} />
      <AuditSection audit={audit} />

      {m.modal === "edit-user" && user ? <EditUserModal {...common} user={user} /> : null}
      {m.modal === "suspend-user" && user && user.role !== "super_admin" ? <SuspendUserModal {...common} user={user} error={m.error} /> : null}
      {m.modal === "delete-user" && deletion ? <DeleteUserDialog preview={deletion} closeTo={m.closeTo} error={m.error} q={q} /> : null}
      {m.modal === "rename-family" && family ? <RenameFamilyModal {...common} family={family} /> : null}
      {m.modal === "set-plan" && family ? <PlanModal {...common} family={family} /> : null}
    </div>
  );
}
