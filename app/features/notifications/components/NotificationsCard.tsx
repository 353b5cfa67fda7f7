import { Form } from "react-router";
import { Checkbox } from "~/ui/Field";
import { NOTIFICATION_LABELS, PUSH_LABELS } from "../labels";
import { PushDevice } from "./PushDevice";
import { useT } from "~/lib/i18n/react";
import { SubmitActions } from "~/ui/SubmitActions";

type Prefs = Record<(typeof KINDS)[number] | (typeof PUSH)[number], boolean>;
const KINDS = ["announcements", "event_reminders", "digest", "birthdays"] as const;
const PUSH = ["push_announcements", "push_event_reminders", "push_birthdays", "push_photo_comments"] as const;

/**
 * The profile's Notifications section: one switch per kind of email and of push notification,
 * saved with one form; "Notify this device" (with JavaScript) subscribes this browser.
 */
export function NotificationsCard({ preferences }: { preferences: Prefs }) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="notifications-heading" id="notifications">
      <h2 id="notifications-heading">{t("Notifications")}</h2>
      <p className="muted small">{t("Emails Kindred sends you. Every email also has a one-click unsubscribe link.")}</p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="update-notifications" />
        {KINDS.map((k) => (
          <div key={k}>
            <Checkbox label={t(NOTIFICATION_LABELS[k].label)} name={k} defaultChecked={preferences[k]} id={`n-${k}`} />
            <small className="hint setting-hint">{t(NOTIFICATION_LABELS[k].hint)}</small>
          </div>
        ))}
        <fieldset className="push-kinds">
          <legend>{t("On your devices (push notifications)")}</legend>
          <PushDevice />
          {PUSH.map((k) => (
            <div key={k}>
              <Checkbox label={t(PUSH_LABELS[k].label)} name={k} defaultChecked={preferences[k]} id={`n-${k}`} />
              <small className="hint setting-hint">{t(PUSH_LABELS[k].hint)}</small>
            </div>
          ))}
        </fieldset>
        <SubmitActions look="secondary small">{t("Save notifications")}</SubmitActions>
      </Form>
    </section>
  );
}
