// One-click unsubscribe (RFC 8058) from a reminder, digest or announcement email (issue 28). The
// signed link names the person and the kind of email; no sign-in. GET shows a confirmation (mail
// scanners open links: it changes nothing); POST turns that kind off, for that person only.
// Mail clients POST `List-Unsubscribe=One-Click` without cookies, from wherever they run: this is
// a resource route (small pages of its own, no scripts), so the framework's same-origin check of
// page actions does not apply, and the front door lets this path's POST in from any Origin, the
// token being the only authority (decision record 180).
import { HttpError, readForm } from "~/lib/http.server";
import { serverTranslator } from "~/lib/i18n/catalog.server";
import { pageLanguage } from "~/lib/i18n/language.server";
import type { Language } from "~/lib/i18n/languages";
import type { Translator } from "~/lib/i18n/translator";
import { escText, htmlMessage } from "~/features/notifications/layout.server";
import { escapeHtml as esc } from "~/features/emailTemplates/template";
import { unsubscribe, unsubscribePage } from "~/features/notifications/email-links.server";
import type { Route } from "./+types/email.unsubscribe";

const HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "private, no-store",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "X-Robots-Tag": "noindex",
};

const STYLE =
  "body{margin:0;background:#faf7f2;color:#1f2421;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif}" +
  "main{max-width:32rem;margin:2rem auto;padding:1.25rem;background:#fff;border-radius:8px}" +
  "button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#2f5d50;color:#fff;cursor:pointer;min-height:44px}" +
  "button:focus-visible,a:focus-visible{outline:3px solid #1f2421;outline-offset:2px}.error{color:#9b1c1c}a{color:#2f5d50}";

// In the person's email language when the link is good (issue 40), else the page's language.
function page(tr: Translator, body: string, status = 200): Response {
  const { t } = tr;
  const dir = tr.dir === "rtl" ? ' dir="rtl"' : "";
  const html =
    `<!DOCTYPE html><html lang="${tr.language}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${esc(t("Unsubscribe · Kindred"))}</title><style>${STYLE}</style></head><body><main><h1>${esc(t("Unsubscribe"))}</h1>${body}` +
    `<p>${htmlMessage(t, "{link} (sign-in needed)", { link: `<a href="/dashboard">${esc(t("Open Kindred"))}</a>` })}</p></main></body></html>`;
  return new Response(html, { status, headers: HEADERS });
}

const failure = async (request: Request, error: unknown) => {
  if (error instanceof HttpError) {
    const tr = serverTranslator(await pageLanguage(request));
    return page(tr, `<p class="error" role="alert">${esc(tr.t(error.message))}</p>`, error.status);
  }
  throw error;
};

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const p = await unsubscribePage(token);
    const tr = serverTranslator(p.language);
    return page(
      tr,
      `<form method="post" action="/email/unsubscribe?token=${esc(encodeURIComponent(token))}">` +
        `<p>${htmlMessage(tr.t, "Stop {what} to {email}? Your other emails do not change.", { what: `<strong>${esc(tr.t(p.what))}</strong>`, email: esc(p.email) })}</p>` +
        `<button type="submit">${esc(tr.t("Unsubscribe"))}</button></form>`,
    );
  } catch (error) {
    return failure(request, error);
  }
}

export async function action({ request }: Route.ActionArgs) {
  try {
    // The body is `List-Unsubscribe=One-Click` (or the page's own empty form); the token is in the URL.
    await readForm(request);
    const token = new URL(request.url).searchParams.get("token");
    const result = await unsubscribe(token);
    let language: Language = "en";
    let done = result.message;
    const p = await unsubscribePage(token).catch(() => null);
    if (p) {
      language = p.language;
      done = serverTranslator(language).t("No more {what} to {email}.", { what: serverTranslator(language).t(p.what), email: p.email });
    }
    const tr = serverTranslator(language);
    return page(tr, `<p role="status">${esc(done)} ${escText(tr.t("You can turn them back on in your profile's Notifications on Home."))}</p>`);
  } catch (error) {
    return failure(request, error);
  }
}
