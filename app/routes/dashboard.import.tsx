// Moving a family here (issue 29): the owner of a new, empty family uploads a family export made
// on another Kindred server. A plain multipart form (works without JavaScript); the same feature
// function as POST /api/family/import.
import { data, useActionData, useNavigation } from "react-router";
import { HttpError } from "~/lib/http.server";
import { redirectWithToast, requireUser } from "~/lib/session.server";
import { IMPORT_MSG, importFamilyFromRequest, isEmptyFamily } from "~/features/export/family-import.server";
import { BackHomeLink, TabHeader } from "~/ui/TabHeader";
import { UploadForm } from "~/ui/UploadForm";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import { Card } from "~/ui/Card";
import type { Route } from "./+types/dashboard.import";

export const meta = titleMeta((t) => t("Import a family · Kindred"));

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const blocked = actor.role !== "owner" ? IMPORT_MSG.notOwner : !(await isEmptyFamily(actor.familyId)) ? IMPORT_MSG.notEmpty : null;
  return { blocked };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireUser(request);
  try {
    const r = await importFamilyFromRequest(actor, request);
    // In the reader's language with the family's name and the counts (issue 40).
    return await redirectWithToast("/dashboard", {
      id: "{family} is here: {photos} photos, {events} events. {invited, plural, one {# member was} other {# members were}} emailed a link to claim their place.",
      values: { family: r.family.name, photos: r.photos, events: r.events, invited: r.invitations },
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data({ error: error.message }, { status: error.status });
  }
}

export default function ImportPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<{ error: string }>();
  const busy = useNavigation().state === "submitting";
  const error = result?.error ?? null;
  const { t } = useT();
  return (
    <div className="stack">
      <TabHeader title={t("Import a family")}>
        <BackHomeLink />
      </TabHeader>
      <Card id="import-heading" title={t("Move a family to this server")} className="card stack">
        <p>
          {t(
            "On the old server, the owner downloads Export family (Admin tab). Upload that .zip here: everything comes across with its dates and authors, you become the owner, and every other member gets an email with a link to claim their place (their role and posts are kept). The whole file is checked first; if anything is wrong, nothing is imported.",
          )}
        </p>
        <UploadForm
          prefix="import"
          blocked={loaderData.blocked ? t(loaderData.blocked) : null}
          error={error ? t(error) : null}
          label={t("Family export (.zip)")}
          accept=".zip,application/zip"
          hint={t("The limits of this server's plan apply: upgrade in the Plan tab first if the family is larger.")}
        >
          <div className="actions">
            <button type="submit" disabled={busy}>
              {busy ? t("Importing…") : t("Import family")}
            </button>
          </div>
        </UploadForm>
      </Card>
    </div>
  );
}
