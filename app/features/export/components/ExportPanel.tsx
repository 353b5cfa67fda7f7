// Admin tab: download the family export, the owner's choice whether admins may, and the way to
// move a family here (issue 29).
import { Form, Link } from "react-router";
import { Checkbox } from "~/ui/Field";
import { useT } from "~/lib/i18n/react";
import { SubmitActions } from "~/ui/SubmitActions";

export function ExportPanel({ canExport, isOwner, adminsCanExport, canImport }: { canExport: boolean; isOwner: boolean; adminsCanExport: boolean; canImport: boolean }) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="export-heading">
      <h2 id="export-heading">{t("Export and move")}</h2>
      <p className="muted small">
        {t(
          "One zip with everything: members, announcements, events with RSVPs, birthdays, directory, trip, surveys, fundraising (no bank details), the audit log, spreadsheets, a calendar file and every photo. Open its index.html in a browser, or import it on another Kindred server to move the family there.",
        )}
      </p>
      {canExport ? (
        <a className="button" href="/api/family/export" download>
          {t("Export family")}
        </a>
      ) : (
        <p className="muted small">
          {adminsCanExport ? t("Only the owner can export the family.") : t("Only the owner can export the family (the owner can allow admins to).")}
        </p>
      )}
      {isOwner ? (
        <Form method="post" preventScrollReset className="stack">
          <input type="hidden" name="intent" value="export-setting" />
          <Checkbox label={t("Let admins export the family")} name="admins_can_export" defaultChecked={adminsCanExport} />
          <SubmitActions look="secondary">{t("Save")}</SubmitActions>
        </Form>
      ) : null}
      {canImport ? (
        <p>
          <Link to="/dashboard/import">{t("Import a family from another Kindred server")}</Link>
        </p>
      ) : null}
    </section>
  );
}
