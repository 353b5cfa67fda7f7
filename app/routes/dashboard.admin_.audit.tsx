import { Link } from "react-router";
import { TabHeader } from "~/ui/TabHeader";
import { requireUser } from "~/lib/session.server";
import { assertAdminTab, auditRows } from "~/features/admin/admin.server";
import { auditLogPage } from "~/features/admin/audit-log.server";
import { getSettings } from "~/features/family/family.server";
import { AuditList } from "~/features/admin/components/AuditPanel";
import { pageLanguage } from "~/lib/i18n/language.server";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import type { Route } from "./+types/dashboard.admin_.audit";

export const meta = titleMeta((t) => t("Audit log · Kindred"));

const PAGE_SIZE = 25;

/** The whole audit log, a page at a time (`?cursor=` = the last id already shown). */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  assertAdminTab(actor);
  const cursor = new URL(request.url).searchParams.get("cursor");
  const page = await auditLogPage(actor, { limit: PAGE_SIZE, cursor: cursor && /^\d+$/.test(cursor) ? cursor : undefined });
  const settings = await getSettings(actor.familyId);
  return {
    entries: auditRows(page.entries, settings.time_zone, await pageLanguage(request)),
    next_cursor: page.next_cursor,
    paged: Boolean(cursor),
  };
}

export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { entries, next_cursor, paged } = loaderData;
  const { t } = useT();
  return (
    <div className="stack">
      <TabHeader title={t("Audit log")}>
        <Link to="/dashboard/admin" className="button secondary small">
          {t("Back to admin")}
        </Link>
      </TabHeader>
      <section className="card" aria-label={t("Audit entries")}>
        <AuditList entries={entries} />
        <div className="row">
          {paged ? (
            <Link to="/dashboard/admin/audit" className="button secondary small">
              {t("Newest entries")}
            </Link>
          ) : null}
          {next_cursor !== null ? (
            <Link to={`/dashboard/admin/audit?cursor=${next_cursor}`} className="button secondary small">
              {t("Show more")}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
