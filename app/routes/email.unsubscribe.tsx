// One-click unsubscribe (RFC 8058) from a reminder, digest or announcement email (issue 28). The
// signed link names the person and the kind of email; no sign-in. GET shows a confirmation (mail
// scanners open links: it changes nothing); POST turns that kind off, for that person only. Mail
// clients POST `List-Unsubscribe=One-Click` without cookies or an Origin of ours: the front door
// lets this path's POST in from anywhere, the token being the authority (decision record 180).
import { data } from "react-router";
import { HttpError, readForm } from "~/lib/http.server";
import { unsubscribe, unsubscribePage } from "~/features/notifications/email-links.server";
import type { Route } from "./+types/email.unsubscribe";

export const meta: Route.MetaFunction = () => [{ title: "Unsubscribe · Kindred" }, { name: "robots", content: "noindex" }];

type Page = { name: string; email: string; label: string } | null;

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    return data<{ token: string; page: Page; error: string | null }>({ token, page: await unsubscribePage(token), error: null }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof HttpError) return data<{ token: string; page: Page; error: string | null }>({ token, page: null, error: error.message }, { status: error.status });
    throw error;
  }
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  try {
    // The one-click body is `List-Unsubscribe=One-Click`; the page's own form also sends the token.
    const form = await readForm(request);
    const fromForm = form.get("token");
    const token = typeof fromForm === "string" && fromForm ? fromForm : url.searchParams.get("token");
    const result = await unsubscribe(token);
    return { done: result.message, error: null };
  } catch (error) {
    if (error instanceof HttpError) return data({ done: null, error: error.message }, { status: error.status });
    throw error;
  }
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, page, error } = loaderData;
  const shownError = actionData?.error ?? error;
  return (
    <main className="page narrow">
      <div className="card stack">
        <h1>Unsubscribe</h1>
        {actionData?.done ? (
          <p className="form-ok" role="status" data-testid="unsubscribe-done">
            {actionData.done} You can turn them back on in your profile&apos;s Notifications.
          </p>
        ) : shownError ? (
          <p className="form-error" role="alert">
            {shownError}
          </p>
        ) : page ? (
          <form method="post" action={`/email/unsubscribe?token=${encodeURIComponent(token)}`} className="stack">
            <input type="hidden" name="token" value={token} />
            <p>
              Stop <strong>{page.label.toLowerCase()}</strong> emails to {page.email}? Your other emails do not change.
            </p>
            <div className="actions">
              <button type="submit">Unsubscribe</button>
            </div>
          </form>
        ) : null}
        <p className="small">
          <a href="/dashboard">Open Kindred</a> (sign-in needed)
        </p>
      </div>
    </main>
  );
}
