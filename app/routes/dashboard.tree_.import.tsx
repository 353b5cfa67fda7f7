// Importing a GEDCOM file into the family tree (owner and admins; issue 42). A plain multipart
// form (works without JavaScript): "Check the file" (a dry run) or "Import"; the same feature
// function as POST /api/family-tree/import.
import { data, Link, useActionData } from "react-router";
import { HttpError, translateError } from "~/lib/http.server";
import { redirectWithToast, requireUser } from "~/lib/session.server";
import { can } from "~/lib/permissions";
import { pageLanguage } from "~/lib/i18n/language.server";
import { GEDCOM_LIMITS } from "~/features/tree/gedcom";
import { importGedcom, receiveGedcom, type ImportAnswer } from "~/features/tree/gedcom.server";
import { UploadForm } from "~/ui/UploadForm";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import { Card } from "~/ui/Card";
import type { Route } from "./+types/dashboard.tree_.import";

export const meta = titleMeta((t) => t("Import a GEDCOM file · Kindred"));

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  return { allowed: can(actor.role, "tree.import") };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireUser(request);
  try {
    const { bytes, fields } = await receiveGedcom(request);
    const dryRun = fields.intent === "check";
    const match = typeof fields.match === "string" ? fields.match : undefined;
    const answer = await importGedcom(actor, bytes, { dryRun, match });
    if (dryRun) return data({ error: null, answer, match: match ?? "" });
    return await redirectWithToast("/dashboard/tree", { id: "Imported {people} people and {families} families", values: { people: answer.people, families: answer.families } });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // In the page's language, with the line and the values the message names (issue 40).
    return data({ error: translateError(await pageLanguage(request), error.message, error.i18n), answer: null, match: "" }, { status: error.status });
  }
}

export default function TreeImportPage({ loaderData }: Route.ComponentProps) {
  const { t, formatNumber } = useT();
  const result = useActionData<{ error: string | null; answer: ImportAnswer | null; match: string }>();
  const error = result?.error ?? null;
  const answer = result?.answer ?? null;
  return (
    <div className="stack">
      <div className="spread">
        <h1>{t("Import a GEDCOM file")}</h1>
        <Link to="/dashboard/tree" className="button secondary small">
          {t("Back to the family tree")}
        </Link>
      </div>
      <Card id="ged-heading" title={t("From a genealogy program")} className="card stack">
        <p>
          {t(
            "Export a GEDCOM file (.ged, version 5.5.1 or 7.0) from your genealogy program and choose it here. The whole file is checked first; if anything is wrong, nothing is imported and the message names the line. At most {megabytes} MB and {people} people.",
            { megabytes: formatNumber(GEDCOM_LIMITS.maxBytes / (1024 * 1024)), people: formatNumber(GEDCOM_LIMITS.maxPeople) },
          )}
        </p>
        <UploadForm
          prefix="ged"
          blocked={loaderData.allowed ? null : t("Only the owner or an admin can import a GEDCOM file.")}
          error={error}
          label={t("GEDCOM file (.ged)")}
          accept=".ged,.GED,text/plain"
        >
          <div className="field">
            <label htmlFor="ged-match">{t("People who are already in the tree (optional)")}</label>
            <input id="ged-match" name="match" type="text" defaultValue={result?.match ?? ""} aria-describedby="ged-match-hint" autoComplete="off" />
            <small className="hint" id="ged-match-hint">
              {t("For example {example}: the file's @I1@ is the person 12 already here (see the look-alikes after checking).", { example: '{"@I1@": 12}' })}
            </small>
          </div>
          <div className="actions">
            <button type="submit" name="intent" value="check" className="secondary">
              {t("Check the file")}
            </button>
            <button type="submit" name="intent" value="import">
              {t("Import")}
            </button>
          </div>
        </UploadForm>
        {answer ? (
          <div className="stack" data-testid="ged-check" role="status">
            <p>
              <strong>
                {t(
                  "The file is fine: {people} people and {families} families would be added ({parentLinks} parent links, {partnerLinks} partner links).",
                  { people: answer.people, families: answer.families, parentLinks: answer.parent_links, partnerLinks: answer.partner_links },
                )}
              </strong>
            </p>
            {answer.warnings.map((w) => (
              <p key={w} className="small muted">
                {w}
              </p>
            ))}
            {answer.look_alikes.length > 0 ? (
              <>
                <h3>{t("Look like people already in the tree")}</h3>
                <ul className="list">
                  {answer.look_alikes.map((l) => (
                    <li key={`${l.gedcom_id}-${l.person_id}`}>
                      {t("{gedcomId} {name} → {personName} (person {personId})", { gedcomId: l.gedcom_id, name: l.name, personName: l.person_name, personId: l.person_id })}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </Card>
    </div>
  );
}
