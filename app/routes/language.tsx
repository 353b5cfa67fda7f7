import { redirect } from "react-router";
import { publicCommandAction } from "~/lib/page-action.server";
import { badRequest } from "~/lib/http.server";
import { env } from "~/lib/env.server";
import { isLanguage } from "~/lib/i18n/languages";
import { languageCookie } from "~/lib/i18n/language.server";

/** Where the picker sends the reader back: a path of this site only (never another origin). */
function backTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\") || value.length > 2000) return "/";
  return value;
}

// The public pages' language picker (issue 40): a plain form POST, so it works without
// JavaScript; the choice is a cookie for a year. A signed-in person's own choice (their profile)
// still comes first.
export const action = publicCommandAction({
  run: ({ input }) => {
    if (!isLanguage(input.language)) throw badRequest("Choose one of the languages offered");
    return redirect(backTo(input.redirectTo), {
      headers: { "Set-Cookie": languageCookie(input.language, env().APP_ORIGIN.startsWith("https://")) },
    });
  },
  failure: "Could not change the language",
});

export const loader = () => redirect("/");
