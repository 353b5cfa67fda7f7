// A new photo's thumbnail in the weekly digest, for the person the signed link was made for
// (read-only; no sign-in; the photo must still be in their family).
import { HttpError } from "~/lib/http.server";
import { translateText } from "~/lib/i18n/catalog.server";
import { pageLanguage } from "~/lib/i18n/language.server";
import { photoFromEmail } from "~/features/notifications/email-links.server";
import type { Route } from "./+types/email.photo";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    return await photoFromEmail(new URL(request.url).searchParams.get("token"), request);
  } catch (error) {
    // The link's error in the page's language (issue 40).
    if (error instanceof HttpError) return new Response(translateText(await pageLanguage(request), error.message), { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }
}
