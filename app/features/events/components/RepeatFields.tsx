import { Field, Select } from "~/ui/Field";
import { WEEKDAY_CODES, weekdayName } from "../recurrence-form";
import { useT } from "~/lib/i18n/react";
import { CountField, Radios } from "./FormParts";

/**
 * The "Repeats" part of the event form (issue 41). Plain fields, so it works without JavaScript:
 * the server builds the RFC 5545 rule from them (weekly on the chosen days, or the first date's
 * day; monthly on the same day, or the same weekday such as "the second Sunday").
 */
export function RepeatFields({ values }: { values: Record<string, string | string[]> }) {
  const tr = useT();
  const { t } = tr;
  const one = (k: string, d = "") => {
    const v = values[k];
    return (Array.isArray(v) ? v[0] : v) ?? d;
  };
  const days = values.repeat_days === undefined ? [] : Array.isArray(values.repeat_days) ? values.repeat_days : [values.repeat_days];
  const monthly = one("repeat_monthly", "day");
  const ends = one("repeat_ends", "never");
  return (
    <fieldset className="repeat-fields stack">
      <legend>{t("Repeats")}</legend>
      <Select label={t("How often")} name="repeat" defaultValue={one("repeat", "none")}>
        <option value="none">{t("Does not repeat")}</option>
        <option value="daily">{t("Daily")}</option>
        <option value="weekly">{t("Weekly")}</option>
        <option value="monthly">{t("Monthly")}</option>
        <option value="yearly">{t("Yearly")}</option>
      </Select>
      <CountField
        label={t("Every")}
        name="repeat_interval"
        min={1}
        max={99}
        defaultValue={one("repeat_interval", "1")}
        hint={t("1 = every day, week, month or year; 2 = every other one.")}
      />
      <fieldset className="repeat-days">
        <legend>{t("On these days (weekly; none chosen = the first date's day)")}</legend>
        <div className="row wrap">
          {WEEKDAY_CODES.map((code) => (
            <div className="field checkbox" key={code}>
              <input type="checkbox" id={`repeat-day-${code}`} name="repeat_days" value={code} defaultChecked={days.includes(code)} />
              <label htmlFor={`repeat-day-${code}`}>{weekdayName(tr, code)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("Monthly")}</legend>
        <Radios
          name="repeat_monthly"
          idPrefix="repeat-monthly"
          checked={monthly === "weekday" ? "weekday" : "day"}
          options={[
            ["day", t("On the same day of the month (e.g. the 14th)")],
            ["weekday", t("On the same weekday of the month (e.g. the second Sunday)")],
          ]}
        />
      </fieldset>
      <fieldset>
        <legend>{t("Ends")}</legend>
        <Radios
          name="repeat_ends"
          idPrefix="repeat-ends"
          checked={ends}
          options={[
            ["never", t("Never")],
            ["on", t("On a date")],
            ["after", t("After a number of times")],
          ]}
        />
        <Field label={t("End date")} name="repeat_until" type="date" defaultValue={one("repeat_until")} />
        <CountField label={t("Number of times")} name="repeat_count" min={1} max={730} defaultValue={one("repeat_count")} />
      </fieldset>
    </fieldset>
  );
}

/** Which dates an edit of a series changes: this one, this and the following, or all. */
export function ScopeField({ occurrence, value }: { occurrence: string; value: string }) {
  const { t } = useT();
  return (
    <fieldset data-testid="edit-scope">
      <legend>{t("Change which dates?")}</legend>
      <input type="hidden" name="occurrence" value={occurrence} />
      <Radios
        name="scope"
        idPrefix="scope"
        checked={value === "this" || value === "following" ? value : "all"}
        options={[
          ["this", t("This date only")],
          ["following", t("This and the following dates")],
          ["all", t("All dates")],
        ]}
      />
    </fieldset>
  );
}
