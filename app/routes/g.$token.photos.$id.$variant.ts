// A photo of a guest link's album through the link (issue 38): the thumbnail or the display copy
// (no metadata), checked against the link on every request (revoked 404, expired 410).
import { HttpError, idParam } from "~/lib/http.server";
import { guestPhotoResponse } from "~/features/guest-links/guest-links.server";
import { GUEST_HEADERS } from "~/features/guest-links/guest-request.server";
import { pageLanguage } from "~/lib/i18n/language.server";
import { translateText } from "~/lib/i18n/catalog.server";
import type { Route } from "./+types/g.$token.photos.$id.$variant";

export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const variant = params.variant;
    if (variant !== "thumb" && variant !== "display") throw new HttpError(404, "Not found");
    return await guestPhotoResponse(params.token ?? "", idParam(params.id), variant, request);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return new Response(translateText(await pageLanguage(request), error.message), {
      status: error.status,
      headers: { ...GUEST_HEADERS, ...error.headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
