import type { ReactNode } from "react";
import { useT } from "~/lib/i18n/react";

/**
 * The Yes/No question of an RSVP form (`attending` = "yes" | "no"), as plain radio buttons so it
 * works without JavaScript: the guest-link event page and the RSVP link of a reminder email.
 * `idPrefix` keeps the ids unique on the page; `selected` is the answer to show checked.
 */
export function AttendingChoice({ idPrefix, legend, selected }: { idPrefix: string; legend: ReactNode; selected: string | null | undefined }) {
  const { t } = useT();
  return (
    <fieldset className="field">
      <legend>{legend}</legend>
      <div className="checkbox">
        <input type="radio" id={`${idPrefix}-yes`} name="attending" value="yes" defaultChecked={selected === "yes"} required />
        <label htmlFor={`${idPrefix}-yes`}>{t("Yes, I'm coming")}</label>
      </div>
      <div className="checkbox">
        <input type="radio" id={`${idPrefix}-no`} name="attending" value="no" defaultChecked={selected === "no"} />
        <label htmlFor={`${idPrefix}-no`}>{t("No, I can't come")}</label>
      </div>
    </fieldset>
  );
}
