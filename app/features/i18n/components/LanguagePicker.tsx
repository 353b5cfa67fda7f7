import { useLocation } from "react-router";
import { LANGUAGES, LANGUAGE_NAMES } from "~/lib/i18n/languages";
import { useT } from "~/lib/i18n/react";

/**
 * The public pages' language picker (issue 40): a form without JavaScript (POST /language sets a
 * cookie and comes back here). A full page load, so the new language's messages come with it.
 */
export function LanguagePicker() {
  const { t, language } = useT();
  const location = useLocation();
  return (
    <form method="post" action="/language" className="language-picker">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="language-picker">{t("Language")}</label>{" "}
      <select id="language-picker" name="language" defaultValue={language}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>{" "}
      <button type="submit" className="secondary small">
        {t("Change language")}
      </button>
    </form>
  );
}
