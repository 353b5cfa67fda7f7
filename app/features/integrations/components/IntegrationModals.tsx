import type { ReactNode } from "react";
import { Checkbox, Field, TextArea } from "~/ui/Field";
import { IntentModal } from "~/ui/IntentModal";
import { typed, type ModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import { MAX } from "~/lib/limits";

type Props = { m: ModalState; zone: string };
type Typed = ModalState["values"];

// An event and a call have the same title and description (calendarEventInput and videoCallInput
// check the same limits, MAX), written once for both modals.

/** An event's or a call's modal: its form posts `intent`, the title field first. */
function TitledModal({ m, title, intent, submitLabel, children }: { m: ModalState; title: string; intent: string; submitLabel: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <IntentModal title={title} intent={intent} submitLabel={submitLabel} closeTo={m.closeTo} error={m.error}>
      <Field label={t("Title")} name="title" maxLength={MAX.title} defaultValue={typed(m.values, "title")} />
      {children}
    </IntentModal>
  );
}

/** An event's or a call's description. */
function DescriptionField({ values }: { values: Typed }) {
  const { t } = useT();
  return <TextArea label={t("Description (optional)")} name="description" rows={3} maxLength={MAX.text} defaultValue={typed(values, "description")} />;
}

export function CalendarEventModal({ m, zone }: Props) {
  const v = (name: string) => typed(m.values, name);
  const { t } = useT();
  return (
    <TitledModal m={m} title={t("Create calendar event")} intent="create-calendar-event" submitLabel={t("Create event")}>
      <Field label={t("Starts")} name="start_time" type="datetime-local" defaultValue={v("start_time")} hint={t("Time zone: {zone}", { zone })} />
      <Field label={t("Ends")} name="end_time" type="datetime-local" defaultValue={v("end_time")} />
      <DescriptionField values={m.values} />
    </TitledModal>
  );
}

export function ScheduleCallModal({ m, zone }: Props) {
  const v = (name: string) => typed(m.values, name);
  const { t } = useT();
  return (
    <TitledModal m={m} title={t("Schedule video call")} intent="schedule-call" submitLabel={t("Schedule call")}>
      <DescriptionField values={m.values} />
      <Field label={t("Date and time")} name="scheduled_at" type="datetime-local" defaultValue={v("scheduled_at")} hint={t("Time zone: {zone}", { zone })} />
      <Field label={t("Duration (minutes)")} name="duration_minutes" type="number" min={5} max={1440} defaultValue={v("duration_minutes") ?? "60"} />
      <Checkbox label={t("Announce it on Home")} name="announce" />
    </TitledModal>
  );
}

export function WebDavModal({ m }: Pick<Props, "m">) {
  const { t } = useT();
  return (
    <IntentModal title={t("Connect WebDAV storage")} intent="connect-webdav" submitLabel={t("Check and connect")} closeTo={m.closeTo} error={m.error}>
      <Field
        label={t("WebDAV folder address")}
        name="url"
        type="url"
        maxLength={2000}
        defaultValue={typed(m.values, "url")}
        hint={t("For Nextcloud: https://your.cloud/remote.php/dav/files/USERNAME/")}
      />
      <Field label={t("Username")} name="username" autoComplete="off" maxLength={100} defaultValue={typed(m.values, "username")} />
      <Field
        label={t("Password or app password")}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={200}
        hint={t("Stored encrypted on this server.")}
      />
    </IntentModal>
  );
}
