// "Add to calendar" in a reminder email: the event's .ics file for the person the signed link was
// made for (read-only; no sign-in).
import { HttpError } from "~/lib/http.server";
import { translateText } from "~/lib/i18n/catalog.server";
import { pageLanguage } from "~/lib/i18n/language.server";
import { icsFromEmail } from "~/features/notifications/email-links.server";
import type { Route } from "./+types/email.event[.]ics";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    return await icsFromEmail(new URL(request.url).searchParams.get("token"));
  } catch (error) {
    // The link's error in the page's language (issue 40).
    if (error instanceof HttpError) return new Response(translateText(await pageLanguage(request), error.message), { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }
}
