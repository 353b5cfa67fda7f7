import type { ReactNode } from "react";
import { LANGUAGES, LANGUAGE_NAMES } from "~/lib/i18n/languages";
import { useT } from "~/lib/i18n/react";

/**
 * "Language" and a select of our languages, each named in itself (lang on each option), then the
 * form's button: the public pages' picker and the profile's choice (which adds "My browser's").
 */
export function LanguageSelect({ id, defaultValue, first, button }: { id: string; defaultValue: string; first?: ReactNode; button: string }) {
  const { t } = useT();
  return (
    <>
      <label htmlFor={id}>{t("Language")}</label>{" "}
      <select id={id} name="language" defaultValue={defaultValue}>
        {first}
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>{" "}
      <button type="submit" className="secondary small">
        {button}
      </button>
    </>
  );
}
