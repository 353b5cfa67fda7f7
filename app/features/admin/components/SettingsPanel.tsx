import { Form } from "react-router";
import { FormErrorText } from "~/ui/FormErrorText";
import { Checkbox, Select } from "~/ui/Field";
import { SETTING_FLAGS, SETTING_LABELS } from "../settings";
import { LANGUAGES, LANGUAGE_NAMES } from "~/lib/i18n/languages";
import { useT } from "~/lib/i18n/react";
import type { Translator } from "~/lib/i18n/translator";

// 2023-01-01 was a Sunday: day i of the week is 1 + i January 2023 (names in the page's language).
const weekdayName = (i: number, formatDate: Translator["formatDate"]) => formatDate(new Date(Date.UTC(2023, 0, 1 + i)), WEEKDAY);
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: "long", timeZone: "UTC" };

/** Family settings toggles and the family time zone, saved with one form. */
export function SettingsPanel({
  settings,
  zones,
  error,
}: {
  settings: Record<(typeof SETTING_FLAGS)[number], boolean> & { time_zone: string; language: string; event_reminders: string; digest_day: number; digest_hour: number };
  /** The time zones to choose from (`timeZoneOptions`, made by the loader: the list is not in the page's JavaScript). */
  zones: string[];
  error?: string | null;
}) {
  const { t, formatDate } = useT();
  // The list is a constant of the app (plus the family's own zone): made here, not sent as data.
  return (
    <section className="card" aria-labelledby="settings-heading">
      <h2 id="settings-heading">{t("Family settings")}</h2>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="update-settings" />
        <FormErrorText message={error} />
        {SETTING_FLAGS.map((k) => (
          <div key={k}>
            <Checkbox label={t(SETTING_LABELS[k].label)} name={k} defaultChecked={settings[k]} />
            <small className="hint setting-hint">{t(SETTING_LABELS[k].hint)}</small>
          </div>
        ))}
        <Select
          label={t("Family time zone")}
          name="time_zone"
          defaultValue={settings.time_zone}
          hint={t("Used for event times, birthdays, the daily verse and when emails go out.")}
          choices={zones.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))}
        />
        <Select
          label={t("Family's default language")}
          name="language"
          defaultValue={settings.language}
          hint={t("For emails to members who have not chosen a language, and for pages when their browser asks for none of ours.")}
          choices={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l], lang: l }))}
        />
        <Select
          label={t("Event reminder emails")}
          name="event_reminders"
          defaultValue={settings.event_reminders}
          hint={t("To everyone who said Yes or has not answered. Each member can turn them off in their profile.")}
          choices={[
            { value: "off", label: t("Off") },
            { value: "1d", label: t("One day before") },
            { value: "1w1d", label: t("One week and one day before") },
          ]}
        />
        <fieldset className="field">
          <legend>{t("Weekly digest")}</legend>
          <div className="row">
            <label htmlFor="f-digest_day">{t("Day")}</label>{" "}
            <select id="f-digest_day" name="digest_day" defaultValue={String(settings.digest_day)}>
              {Array.from({ length: 7 }, (_, i) => (
                <option key={i} value={i}>
                  {weekdayName(i, formatDate)}
                </option>
              ))}
            </select>{" "}
            <label htmlFor="f-digest_hour">{t("Hour")}</label>{" "}
            <select id="f-digest_hour" name="digest_hour" defaultValue={String(settings.digest_hour)}>
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h} value={h}>
                  {`${String(h).padStart(2, "0")}:00`}
                </option>
              ))}
            </select>
          </div>
          <small className="hint">{t("In the family time zone. Birthday reminders go out at the same hour, the day before.")}</small>
        </fieldset>
        <div className="actions">
          <button type="submit">{t("Save settings")}</button>
        </div>
      </Form>
    </section>
  );
}
