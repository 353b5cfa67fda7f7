// The browser's messages of one language (issue 40): /locales/<language>-<hash>.json, named by its
// content, so it is cached for a year; another hash (an older or newer build) is a 404.
import { LANGUAGES } from "~/lib/i18n/languages";
import { browserCatalogue } from "~/lib/i18n/catalog.server";
import type { Route } from "./+types/locales.$file";

export function loader({ params }: Route.LoaderArgs) {
  for (const language of LANGUAGES) {
    const catalogue = browserCatalogue(language);
    if (catalogue.path === `/locales/${params.file}`) {
      return new Response(catalogue.json, {
        headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" },
      });
    }
  }
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
