import { Form } from "react-router";
import { Checkbox } from "~/ui/Field";
import { NOTIFICATION_LABELS } from "../labels";

type Prefs = { announcements: boolean; event_reminders: boolean; digest: boolean; birthdays: boolean };
const KINDS = ["announcements", "event_reminders", "digest", "birthdays"] as const;

/** The profile's Notifications section: one switch per kind of email, saved with one form. */
export function NotificationsCard({ preferences }: { preferences: Prefs }) {
  return (
    <section className="card" aria-labelledby="notifications-heading" id="notifications">
      <h2 id="notifications-heading">Notifications</h2>
      <p className="muted small">Emails Kindred sends you. Every email also has a one-click unsubscribe link.</p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="update-notifications" />
        {KINDS.map((k) => (
          <div key={k}>
            <Checkbox label={NOTIFICATION_LABELS[k].label} name={k} defaultChecked={preferences[k]} id={`n-${k}`} />
            <small className="hint setting-hint">{NOTIFICATION_LABELS[k].hint}</small>
          </div>
        ))}
        <div className="actions">
          <button type="submit" className="secondary small">
            Save notifications
          </button>
        </div>
      </Form>
    </section>
  );
}
