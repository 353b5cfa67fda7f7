// The service worker's own pages (issue 39) in every language (issue 40): public/sw.js is a plain
// file without our catalogue, so it keeps these texts when it is installed and shows them in the
// language of the page it kept (or the browser's) when the network is gone.
import { LANGUAGES } from "~/lib/i18n/languages";
import { serverTranslator } from "~/lib/i18n/catalog.server";

/** The texts of the offline banner and pages, English as in the catalogue (area `offline`). */
const OFFLINE_TEXTS = {
  banner: "You are offline — showing what you saw at {time}",
  forms: "Forms need a connection.",
  offline: "You are offline",
  needsConnection: "This page needs a connection.",
  saved: "Pages saved on this device:",
  none: "No pages are saved on this device yet.",
  formTitle: "This form needs a connection",
  formMessage: "You are offline. This needs a connection: nothing was sent. Please try again when you are online.",
  back: "Back",
  home: "Home",
  events: "Events",
  birthdays: "Birthdays",
  directory: "Directory",
} as const;

export function loader() {
  const texts = Object.fromEntries(
    LANGUAGES.map((language) => {
      const { t } = serverTranslator(language);
      // {time} is filled in by the service worker: kept as written.
      return [language, Object.fromEntries(Object.entries(OFFLINE_TEXTS).map(([k, v]) => [k, k === "banner" ? t(v, { time: "{time}" }) : t(v)]))];
    }),
  );
  return Response.json(texts, { headers: { "Cache-Control": "no-cache" } });
}
