// The answer page of a reminder email's Yes/No links (issue 28): no sign-in, a signed link for one
// person and event. GET shows the answer pre-selected and changes nothing (mail scanners open
// links); the button POSTs it. Works without JavaScript (a plain form).
import { data } from "react-router";
import { HttpError, readForm } from "~/lib/http.server";
import { formToObject } from "~/lib/inputs";
import { rsvpFromEmail, rsvpPage, type RsvpPageData } from "~/features/notifications/email-links.server";
import type { Route } from "./+types/email.rsvp";
import { AttendingChoice } from "~/ui/AttendingChoice";
import { SubmitActions } from "~/ui/SubmitActions";
import { Field, TextArea } from "~/ui/Field";
import { useT } from "~/lib/i18n/react";
import { pageLanguage } from "~/lib/i18n/language.server";
import { metaTranslator } from "~/ui/meta";
import { PublicPage } from "~/features/i18n/components/PublicPage";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches).t("Your answer · Kindred") },
  { name: "robots", content: "noindex" },
];

type LoaderResult = { token: string; answer: "yes" | "no" | null; page: RsvpPageData | null; error: string | null };

export async function loader({ request, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const a = url.searchParams.get("answer");
  const answer = a === "yes" || a === "no" ? a : null;
  try {
    return data<LoaderResult>({ token, answer, page: await rsvpPage(token, new Date(), url.searchParams.get("occurrence"), await pageLanguage(request)), error: null }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof HttpError) return data<LoaderResult>({ token, answer, page: null, error: error.message }, { status: error.status });
    throw error;
  }
}

export async function action({ request, url }: Route.ActionArgs) {
  try {
    const form = formToObject(await readForm(request));
    const token = typeof form.token === "string" && form.token ? form.token : url.searchParams.get("token");
    const result = await rsvpFromEmail(token, form, url.searchParams.get("occurrence"));
    return { done: result.message, error: null, attending: result.rsvp.attending };
  } catch (error) {
    if (error instanceof HttpError) return data({ done: null, error: error.message, attending: null }, { status: error.status });
    throw error;
  }
}

export default function EmailRsvpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { token, answer, page, error } = loaderData;
  const shownError = actionData?.error ?? error;
  const selected = answer ?? (page?.current ? (page.current.attending ? "yes" : "no") : null);
  return (
    <PublicPage>
      <div className="card stack">
        <h1>{page ? page.event.title : t("Answer an invitation")}</h1>
        {actionData?.done ? (
          <p className="form-ok" role="status" data-testid="rsvp-done">
            {t(actionData.done)} {actionData.attending ? t("See you there.") : t("Thank you for letting us know.")}
          </p>
        ) : null}
        {shownError ? (
          <p className="form-error" role="alert">
            {t(shownError)}
          </p>
        ) : null}
        {page ? (
          <>
            <p>
              <strong>{t("When:")}</strong> {page.event.when}
              {page.event.location ? (
                <>
                  <br />
                  <strong>{t("Where:")}</strong> {page.event.location}
                </>
              ) : null}
            </p>
            {page.event.description ? <p className="pre-line">{page.event.description}</p> : null}
            {page.past ? <p className="muted">{t("This event has already started.")}</p> : null}
            <form method="post" action={`/email/rsvp?token=${encodeURIComponent(token)}${page.occurrence ? `&occurrence=${encodeURIComponent(page.occurrence)}` : ""}`} className="stack">
              <input type="hidden" name="token" value={token} />
              <AttendingChoice idPrefix="rsvp" legend={t("{name}, will you come?", { name: page.name })} selected={selected} />
              <Field
                id="rsvp-guests"
                label={t("How many people in your party (you included)?")}
                name="guest_count"
                type="number"
                min={1}
                max={20}
                defaultValue={page.current?.guest_count ?? 1}
                hint={t("Only counted when you answer Yes.")}
              />
              <TextArea id="rsvp-comments" label={t("Comments (optional)")} name="comments" rows={2} defaultValue={page.current?.comments ?? ""} />
              <SubmitActions>{t("Save my answer")}</SubmitActions>
            </form>
          </>
        ) : null}
        <p className="small">
          <a href="/dashboard/events">{t("Open the Events tab")}</a> {t("(sign-in needed)")}
        </p>
      </div>
    </PublicPage>
  );
}
