import { Checkbox, Field, TextArea } from "~/ui/Field";
import { IntentModal } from "~/ui/IntentModal";
import { typed, type ModalState } from "~/ui/useModalState";

type Props = { m: ModalState; zone: string };

export function CalendarEventModal({ m, zone }: Props) {
  const v = (name: string) => typed(m.values, name);
  return (
    <IntentModal title="Create calendar event" intent="create-calendar-event" submitLabel="Create event" closeTo={m.closeTo} error={m.error}>
      <Field label="Title" name="title" maxLength={200} defaultValue={v("title")} />
      <Field label="Starts" name="start_time" type="datetime-local" defaultValue={v("start_time")} hint={`Time zone: ${zone}`} />
      <Field label="Ends" name="end_time" type="datetime-local" defaultValue={v("end_time")} />
      <TextArea label="Description (optional)" name="description" rows={3} maxLength={5000} defaultValue={v("description")} />
    </IntentModal>
  );
}

export function ScheduleCallModal({ m, zone }: Props) {
  const v = (name: string) => typed(m.values, name);
  return (
    <IntentModal title="Schedule video call" intent="schedule-call" submitLabel="Schedule call" closeTo={m.closeTo} error={m.error}>
      <Field label="Title" name="title" maxLength={200} defaultValue={v("title")} />
      <TextArea label="Description (optional)" name="description" rows={3} maxLength={5000} defaultValue={v("description")} />
      <Field label="Date and time" name="scheduled_at" type="datetime-local" defaultValue={v("scheduled_at")} hint={`Time zone: ${zone}`} />
      <Field label="Duration (minutes)" name="duration_minutes" type="number" min={5} max={1440} defaultValue={v("duration_minutes") ?? "60"} />
      <Checkbox label="Announce it on Home" name="announce" />
    </IntentModal>
  );
}

export function WebDavModal({ m }: Pick<Props, "m">) {
  return (
    <IntentModal title="Connect WebDAV storage" intent="connect-webdav" submitLabel="Check and connect" closeTo={m.closeTo} error={m.error}>
      <Field
        label="WebDAV folder address"
        name="url"
        type="url"
        maxLength={2000}
        defaultValue={typed(m.values, "url")}
        hint="For Nextcloud: https://your.cloud/remote.php/dav/files/USERNAME/"
      />
      <Field label="Username" name="username" autoComplete="off" maxLength={100} defaultValue={typed(m.values, "username")} />
      <Field label="Password or app password" name="password" type="password" autoComplete="new-password" maxLength={200} hint="Stored encrypted on this server." />
    </IntentModal>
  );
}
