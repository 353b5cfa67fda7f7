import { Field, Select } from "~/ui/Field";
import { WEEKDAY_LABELS } from "../recurrence-form";

/**
 * The "Repeats" part of the event form (issue 41). Plain fields, so it works without JavaScript:
 * the server builds the RFC 5545 rule from them (weekly on the chosen days, or the first date's
 * day; monthly on the same day, or the same weekday such as "the second Sunday").
 */
export function RepeatFields({ values }: { values: Record<string, string | string[]> }) {
  const one = (k: string, d = "") => {
    const v = values[k];
    return (Array.isArray(v) ? v[0] : v) ?? d;
  };
  const days = values.repeat_days === undefined ? [] : Array.isArray(values.repeat_days) ? values.repeat_days : [values.repeat_days];
  const monthly = one("repeat_monthly", "day");
  const ends = one("repeat_ends", "never");
  return (
    <fieldset className="repeat-fields stack">
      <legend>Repeats</legend>
      <Select label="How often" name="repeat" defaultValue={one("repeat", "none")}>
        <option value="none">Does not repeat</option>
        <option value="daily">Daily</option>
        <option value="weekly">Weekly</option>
        <option value="monthly">Monthly</option>
        <option value="yearly">Yearly</option>
      </Select>
      <Field
        label="Every"
        name="repeat_interval"
        type="number"
        inputMode="numeric"
        min={1}
        max={99}
        step={1}
        defaultValue={one("repeat_interval", "1")}
        hint="1 = every day, week, month or year; 2 = every other one."
      />
      <fieldset className="repeat-days">
        <legend>On these days (weekly; none chosen = the first date&apos;s day)</legend>
        <div className="row wrap">
          {WEEKDAY_LABELS.map(([code, name]) => (
            <div className="field checkbox" key={code}>
              <input type="checkbox" id={`repeat-day-${code}`} name="repeat_days" value={code} defaultChecked={days.includes(code)} />
              <label htmlFor={`repeat-day-${code}`}>{name}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Monthly</legend>
        <div className="field checkbox">
          <input type="radio" id="repeat-monthly-day" name="repeat_monthly" value="day" defaultChecked={monthly !== "weekday"} />
          <label htmlFor="repeat-monthly-day">On the same day of the month (e.g. the 14th)</label>
        </div>
        <div className="field checkbox">
          <input type="radio" id="repeat-monthly-weekday" name="repeat_monthly" value="weekday" defaultChecked={monthly === "weekday"} />
          <label htmlFor="repeat-monthly-weekday">On the same weekday of the month (e.g. the second Sunday)</label>
        </div>
      </fieldset>
      <fieldset>
        <legend>Ends</legend>
        <div className="field checkbox">
          <input type="radio" id="repeat-ends-never" name="repeat_ends" value="never" defaultChecked={ends === "never"} />
          <label htmlFor="repeat-ends-never">Never</label>
        </div>
        <div className="field checkbox">
          <input type="radio" id="repeat-ends-on" name="repeat_ends" value="on" defaultChecked={ends === "on"} />
          <label htmlFor="repeat-ends-on">On a date</label>
        </div>
        <div className="field checkbox">
          <input type="radio" id="repeat-ends-after" name="repeat_ends" value="after" defaultChecked={ends === "after"} />
          <label htmlFor="repeat-ends-after">After a number of times</label>
        </div>
        <Field label="End date" name="repeat_until" type="date" defaultValue={one("repeat_until")} />
        <Field label="Number of times" name="repeat_count" type="number" inputMode="numeric" min={1} max={730} step={1} defaultValue={one("repeat_count")} />
      </fieldset>
    </fieldset>
  );
}

/** Which dates an edit of a series changes: this one, this and the following, or all. */
export function ScopeField({ occurrence, value }: { occurrence: string; value: string }) {
  return (
    <fieldset data-testid="edit-scope">
      <legend>Change which dates?</legend>
      <input type="hidden" name="occurrence" value={occurrence} />
      <div className="field checkbox">
        <input type="radio" id="scope-this" name="scope" value="this" defaultChecked={value === "this"} />
        <label htmlFor="scope-this">This date only</label>
      </div>
      <div className="field checkbox">
        <input type="radio" id="scope-following" name="scope" value="following" defaultChecked={value === "following"} />
        <label htmlFor="scope-following">This and the following dates</label>
      </div>
      <div className="field checkbox">
        <input type="radio" id="scope-all" name="scope" value="all" defaultChecked={value !== "this" && value !== "following"} />
        <label htmlFor="scope-all">All dates</label>
      </div>
    </fieldset>
  );
}
