import { Form } from "@remix-run/react";
import { FormErrorText, Modal, ModalActions } from "~/ui/Modal";
import { Field, TextArea } from "~/ui/Field";
import { typed } from "~/ui/useModalState";
import { EventDateField } from "./EventDateField";

/** Create and edit in one modal: edit mode when an event is selected. */
export function EventFormModal({
  closeTo,
  event,
  values,
  error,
  zone,
}: {
  closeTo: string;
  event: { id: number; title: string; description: string; location: string; local_date: string } | null;
  values?: Record<string, string | string[]>;
  error?: string | null;
  zone: string;
}) {
  const v = (k: "title" | "description" | "location") => typed(values, k) ?? event?.[k] ?? "";
  return (
    <Modal title={event ? "Edit Event" : "Create Event"} closeTo={closeTo}>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={event ? "update-event" : "create-event"} />
        {event ? <input type="hidden" name="id" value={event.id} /> : null}
        <FormErrorText message={error} />
        <Field label="Title" name="title" defaultValue={v("title")} maxLength={200} />
        <TextArea label="Description" name="description" defaultValue={v("description")} rows={4} maxLength={5000} />
        <EventDateField
          defaultValue={typed(values, "event_date") ?? event?.local_date ?? ""}
          zone={typed(values, "time_zone") || zone}
        />
        <Field label="Location (optional)" name="location" defaultValue={v("location")} maxLength={300} />
        <ModalActions closeTo={closeTo} submitLabel={event ? "Save Changes" : "Create Event"} />
      </Form>
    </Modal>
  );
}
