// GET /calendar/{token}.ics: a person's secret calendar feed (decision 070). Calendar apps poll it
// without cookies; ETag / Last-Modified let them revalidate cheaply (304).
import { calendarFeed } from "~/features/integrations/calendar.server";
import { withApiHeaders } from "~/lib/http.server";
import { translateText } from "~/lib/i18n/catalog.server";
import { pageLanguage } from "~/lib/i18n/language.server";
import type { Route } from "./+types/calendar.$file";

function text(body: string, status: number) {
  return new Response(body, { status, headers: withApiHeaders({ "Content-Type": "text/plain; charset=utf-8" }) });
}

function notModified(request: Request, etag: string, lastModified: Date): boolean {
  const inm = request.headers.get("If-None-Match");
  if (inm !== null) {
    return inm.trim() === "*" || inm.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
  }
  const ims = Date.parse(request.headers.get("If-Modified-Since") ?? "");
  return !Number.isNaN(ims) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(ims / 1000);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const file = params.file ?? "";
  // The refusals in the language of whoever opens the link (calendar apps send none: English).
  const say = async (message: string, status: number) => text(translateText(await pageLanguage(request), message), status);
  if (!file.endsWith(".ics")) return say("Not found", 404);
  const feed = await calendarFeed(file.slice(0, -4));
  if (feed === null) return say("This calendar link is not valid. It may have been disconnected or replaced.", 404);
  if (feed === "locked") return say("Integrations need a paid plan. Please upgrade your subscription to connect integrations.", 403);
  const headers = withApiHeaders({
    ETag: feed.etag,
    "Last-Modified": feed.lastModified.toUTCString(),
    "Cache-Control": "private, no-cache",
  });
  if (notModified(request, feed.etag, feed.lastModified)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "text/calendar; charset=utf-8");
  headers.set("Content-Disposition", 'inline; filename="kindred.ics"');
  return new Response(request.method === "HEAD" ? null : feed.body, { status: 200, headers });
}
