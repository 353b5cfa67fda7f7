import { useActionData } from "react-router";
import type { FormFailure } from "~/lib/form-failure";
import { FormModal, ModalActions, type FormModalProps } from "~/ui/Modal";
import { Field, TextArea } from "~/ui/Field";
import { typed } from "~/ui/useModalState";
import { EventDateField } from "./EventDateField";
import { RepeatFields, ScopeField } from "./RepeatFields";
import { formFromRule } from "../recurrence-form";
import { useT } from "~/lib/i18n/react";
import { toZonedLocalInput } from "~/lib/dates";

const LABELS = { title: "Title", description: "Description", event_date: "Date and time", location: "Location" } as const;
/** A failed field's own line (the spec's message stays on top). */
const FILL_IN = {
  title: "Please fill in the title",
  description: "Please fill in the description",
  event_date: "Please fill in the date and time",
  location: "Please fill in the location",
} as const;

/** Create and edit in one modal: edit mode when an event is selected. */
export function EventFormModal({
  closeTo,
  event,
  values,
  error,
  zone,
}: FormModalProps & {
  event: {
    id: number;
    title: string;
    description: string;
    location: string;
    /** Its start (ISO); the field shows it in the family's time zone. */
    event_date: string;
    /** A date of a series: its original start (the edit asks which dates it changes). */
    occurrence?: string | null;
    recurrence?: string | null;
    time_zone?: string | null;
  } | null;
  zone: string;
}) {
  const { t, formatList } = useT();
  const label = (k: keyof typeof LABELS) => t(LABELS[k]);
  const repeatValues = values && typed(values, "repeat") !== undefined ? values : formFromRule(event?.recurrence ?? null, event?.time_zone ?? zone);
  const v = (k: "title" | "description" | "location") => typed(values, k) ?? event?.[k] ?? "";
  // The spec's one message ('Please fill in all required fields') stays on top; each failed field
  // is named, next to it and in a line under the message, so nobody has to guess which one.
  const fields = useActionData<FormFailure | undefined>()?.fields ?? {};
  const named = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter((k) => fields[k]);
  const fieldError = (k: keyof typeof LABELS) =>
    fields[k] && fields[k] === error && named.length > 0 ? t(FILL_IN[k]) : undefined;
  return (
    <FormModal title={event ? t("Edit Event") : t("Create Event")} intent={event ? "update-event" : "create-event"} id={event?.id} closeTo={closeTo} error={error}>
      {error && named.length > 0 ? (
        <p className="field-error" data-testid="event-form-fields">
          {t("Check {fields}.", { fields: formatList(named.map(label)) })}
        </p>
      ) : null}
      <Field label={t("Title")} name="title" defaultValue={v("title")} maxLength={200} error={fieldError("title")} />
      <TextArea label={t("Description")} name="description" defaultValue={v("description")} rows={4} maxLength={5000} error={fieldError("description")} />
      <EventDateField
        defaultValue={typed(values, "event_date") ?? (event ? toZonedLocalInput(event.event_date, zone) : "")}
        zone={typed(values, "time_zone") || zone}
      />
      <Field label={t("Location (optional)")} name="location" defaultValue={v("location")} maxLength={300} />
      {event?.occurrence ? <ScopeField occurrence={event.occurrence} value={typed(values, "scope") ?? "all"} /> : null}
      <RepeatFields values={repeatValues} />
      <ModalActions closeTo={closeTo} submitLabel={event ? t("Save Changes") : t("Create Event")} />
    </FormModal>
  );
}
