import { useLocation } from "react-router";
import { LanguageSelect } from "./LanguageSelect";
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
      <LanguageSelect id="language-picker" defaultValue={language} button={t("Change language")} />
    </form>
  );
}
