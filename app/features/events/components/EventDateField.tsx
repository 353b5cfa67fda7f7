import { useEffect, useRef } from "react";
import { toZonedLocalInput, zonedLocalToUtc } from "~/lib/dates";
import { useViewerZone } from "./LocalTime";
import { useT } from "~/lib/i18n/react";

/**
 * The event's date-time input. Without JavaScript the value is read in the family's time zone
 * (hidden `time_zone` field). With JavaScript the shown value is converted to the viewer's zone
 * and `time_zone` is set to it, so the viewer types their own local time.
 */
export function EventDateField({ defaultValue, zone }: { defaultValue: string; zone: string }) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const tz = useViewerZone() ?? zone;
  // The input stays uncontrolled (what was typed before hydration is kept): the untouched
  // server value is rewritten in the viewer's zone once that zone is known.
  useEffect(() => {
    if (tz === zone) return;
    const el = input.current;
    if (el && el.value && el.value === defaultValue) {
      const utc = zonedLocalToUtc(el.value, zone);
      if (utc) el.value = toZonedLocalInput(utc, tz);
    }
  }, [tz, zone, defaultValue]);
  return (
    <div className="field">
      <label htmlFor="f-event_date">{t("Date and time")}</label>
      <input ref={input} id="f-event_date" name="event_date" type="datetime-local" defaultValue={defaultValue} />
      <input type="hidden" name="time_zone" value={tz} />
      <small className="hint" data-testid="event-time-zone">
        {t("Time zone: {zone}", { zone: tz })}
      </small>
    </div>
  );
}
