import { Form } from "react-router";
import { FormErrorText } from "~/ui/Modal";
import { Checkbox } from "~/ui/Field";
import { SETTING_FLAGS, SETTING_LABELS } from "../settings";
import { timeZoneOptions } from "../timezones";

/** Family settings toggles and the family time zone, saved with one form. */
export function SettingsPanel({
  settings,
  error,
}: {
  settings: Record<(typeof SETTING_FLAGS)[number], boolean> & { time_zone: string };
  error?: string | null;
}) {
  // The list is a constant of the app (plus the family's own zone): made here, not sent as data.
  const zones = timeZoneOptions(settings.time_zone);
  return (
    <section className="card" aria-labelledby="settings-heading">
      <h2 id="settings-heading">Family settings</h2>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="update-settings" />
        <FormErrorText message={error} />
        {SETTING_FLAGS.map((k) => (
          <div key={k}>
            <Checkbox label={SETTING_LABELS[k].label} name={k} defaultChecked={settings[k]} />
            <small className="hint setting-hint">{SETTING_LABELS[k].hint}</small>
          </div>
        ))}
        <div className="field">
          <label htmlFor="f-time_zone">Family time zone</label>
          <select id="f-time_zone" name="time_zone" defaultValue={settings.time_zone}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, " ")}
              </option>
            ))}
          </select>
          <small className="hint">Used for event times, birthdays and the daily verse.</small>
        </div>
        <div className="actions">
          <button type="submit">Save settings</button>
        </div>
      </Form>
    </section>
  );
}
