// Importing a GEDCOM file into the family tree (owner and admins; issue 42). A plain multipart
// form (works without JavaScript): "Check the file" (a dry run) or "Import"; the same feature
// function as POST /api/family-tree/import.
import { data, Link, useActionData } from "react-router";
import { HttpError } from "~/lib/http.server";
import { redirectWithToast, requireUser } from "~/lib/session.server";
import { can } from "~/lib/permissions";
import { GEDCOM_LIMITS } from "~/features/tree/gedcom";
import { importGedcom, receiveGedcom, type ImportAnswer } from "~/features/tree/gedcom.server";
import { UploadForm } from "~/ui/UploadForm";
import type { Route } from "./+types/dashboard.tree_.import";

export const meta: Route.MetaFunction = () => [{ title: "Import a GEDCOM file · Kindred" }];

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
    return await redirectWithToast("/dashboard/tree", `Imported ${answer.people} people and ${answer.families} families`);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data({ error: error.message, answer: null, match: "" }, { status: error.status });
  }
}

export default function TreeImportPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<{ error: string | null; answer: ImportAnswer | null; match: string }>();
  const error = result?.error ?? null;
  const answer = result?.answer ?? null;
  return (
    <div className="stack">
      <div className="spread">
        <h1>Import a GEDCOM file</h1>
        <Link to="/dashboard/tree" className="button secondary small">
          Back to the family tree
        </Link>
      </div>
      <section className="card stack" aria-labelledby="ged-heading">
        <h2 id="ged-heading">From a genealogy program</h2>
        <p>
          Export a GEDCOM file (.ged, version 5.5.1 or 7.0) from your genealogy program and choose it here. The whole file is checked first; if anything is wrong, nothing is imported and
          the message names the line. At most {GEDCOM_LIMITS.maxBytes / (1024 * 1024)} MB and {GEDCOM_LIMITS.maxPeople.toLocaleString("en-US")} people.
        </p>
        <UploadForm
          prefix="ged"
          blocked={loaderData.allowed ? null : "Only the owner or an admin can import a GEDCOM file."}
          error={error}
          label="GEDCOM file (.ged)"
          accept=".ged,.GED,text/plain"
        >
          <div className="field">
            <label htmlFor="ged-match">People who are already in the tree (optional)</label>
            <input id="ged-match" name="match" type="text" defaultValue={result?.match ?? ""} aria-describedby="ged-match-hint" autoComplete="off" />
            <small className="hint" id="ged-match-hint">
              {'For example {"@I1@": 12}: the file\'s @I1@ is the person 12 already here (see the look-alikes after checking).'}
            </small>
          </div>
          <div className="actions">
            <button type="submit" name="intent" value="check" className="secondary">
              Check the file
            </button>
            <button type="submit" name="intent" value="import">
              Import
            </button>
          </div>
        </UploadForm>
        {answer ? (
          <div className="stack" data-testid="ged-check" role="status">
            <p>
              <strong>
                The file is fine: {answer.people} people and {answer.families} families would be added ({answer.parent_links} parent links, {answer.partner_links} partner links).
              </strong>
            </p>
            {answer.warnings.map((w) => (
              <p key={w} className="small muted">
                {w}
              </p>
            ))}
            {answer.look_alikes.length > 0 ? (
              <>
                <h3>Look like people already in the tree</h3>
                <ul className="list">
                  {answer.look_alikes.map((l) => (
                    <li key={`${l.gedcom_id}-${l.person_id}`}>
                      {l.gedcom_id} {l.name} → {l.person_name} (person {l.person_id})
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}
