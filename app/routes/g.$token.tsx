// A guest link's page (issue 38, decision record 240): no account, no session, no JavaScript
// needed. The token is the only authority; the page shows its album, event or sign-up list and
// its form. Plain <form>s post the whole page (with JavaScript too) and redirect back (?done=).
import { data, redirect } from "react-router";
import { HttpError, readForm, translateError } from "~/lib/http.server";
import { formToObject } from "~/lib/inputs";
import { guestAnswer, guestClaim, guestPage, guestUploadFromRequest, openGuestLink, type GuestPage } from "~/features/guest-links/guest-links.server";
import { GUEST_HEADERS, assertGuestFormOrigin, browserKeyCookie, browserKeyOf } from "~/features/guest-links/guest-request.server";
import { DONE_TEXT, guestPath, type DoneKey } from "~/features/guest-links/rules";
import { GuestView, type GuestFailure } from "~/features/guest-links/components/GuestPages";
import { pageLanguage } from "~/lib/i18n/language.server";
import { translateText } from "~/lib/i18n/catalog.server";
import { metaTranslator } from "~/ui/meta";
import type { Route } from "./+types/g.$token";

export const meta: Route.MetaFunction = ({ loaderData: d, matches }) => {
  const { t } = metaTranslator(matches);
  const title = d && "page" in d && d.page ? (d.page.kind === "album" ? d.page.album.name : d.page.event.title) : t("Guest link");
  return [{ title: `${title} · Kindred` }, { name: "robots", content: "noindex, nofollow" }];
};

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const h = new Headers(loaderHeaders);
  for (const [k, v] of actionHeaders) h.set(k, v);
  return h;
}

type LoaderResult = { token: string; page: GuestPage | null; error: string | null; done: string | null };

export async function loader({ request, params }: Route.LoaderArgs) {
  const token = params.token ?? "";
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  // The page's texts from the server (what was done, why the link does not open) in its language.
  const language = await pageLanguage(request);
  const doneText = done && done in DONE_TEXT ? translateText(language, DONE_TEXT[done as DoneKey]) : null;
  try {
    const link = await openGuestLink(token);
    const page = await guestPage(link, browserKeyOf(request, link.id), new Date(), url.searchParams.get("date"), language);
    return data<LoaderResult>({ token, page, error: null, done: doneText }, { headers: GUEST_HEADERS });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data<LoaderResult>({ token, page: null, error: translateError(language, error.message, error.i18n), done: null }, { status: error.status, headers: { ...GUEST_HEADERS, ...error.headers } });
  }
}

// Back to the page (on a series: to the date just answered, `&date=`).
const back = (token: string, done: DoneKey, cookie?: string, date?: string | null) =>
  redirect(`${guestPath(token)}?done=${done}${date ? `&date=${encodeURIComponent(date)}` : ""}`, { headers: { ...GUEST_HEADERS, ...(cookie ? { "Set-Cookie": cookie } : {}) } });

export async function action({ request, params }: Route.ActionArgs) {
  const token = params.token ?? "";
  let values: Record<string, string> = {};
  let intent = "";
  try {
    assertGuestFormOrigin(request);
    const link = await openGuestLink(token);
    const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type === "multipart/form-data") {
      intent = "upload";
      const { added } = await guestUploadFromRequest(link, request);
      return back(token, added === 1 ? "photo" : "photos");
    }
    const form = formToObject(await readForm(request));
    values = Object.fromEntries(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === "string"));
    intent = values.intent ?? "";
    if (intent === "answer") {
      const r = await guestAnswer(link, form, browserKeyOf(request, link.id));
      return back(token, r.attending ? "yes" : "no", browserKeyCookie(link, r.browserKey), r.occurrence);
    }
    if (intent === "claim") {
      const r = await guestClaim(link, form);
      return back(token, "claim", undefined, r.occurrence);
    }
    throw new HttpError(400, "Unknown action");
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // A refused upload's body is read to its end (capped) so the browser sees the answer rather
    // than a connection cut while it is still sending.
    if (!request.bodyUsed) await drain(request);
    const language = await pageLanguage(request);
    const fields: Record<string, string> = {};
    for (const e of error.errors) if (e.field && !(e.field in fields)) fields[e.field] = translateError(language, e.message, e.i18n);
    return data<GuestFailure>(
      { intent, error: translateError(language, error.message, error.i18n), fields, values, modal: null, id: null },
      { status: error.status, headers: { ...GUEST_HEADERS, ...error.headers } },
    );
  }
}

const DRAIN_MAX = 256 * 1024 * 1024;

async function drain(request: Request) {
  if (!request.body) return;
  let seen = 0;
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += value.byteLength;
      if (seen > DRAIN_MAX) {
        await reader.cancel();
        break;
      }
    }
  } catch {
    // the client went away
  }
}

export default function GuestLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  return <GuestView {...loaderData} failure={actionData ?? null} />;
}
