import { FormModal, ModalActions, type FormModalProps } from "~/ui/Modal";
import { Field, TextArea } from "~/ui/Field";
import { typed } from "~/ui/useModalState";


/** The flight and hotel booking link (empty = the default travel search). */
export function BookingLinkModal({
  closeTo,
  values,
  error,
  details,
}: FormModalProps & { details: { booking_url: string; booking_url_is_default: boolean } }) {
  return (
    <FormModal title="Booking link" intent="update-booking" closeTo={closeTo} error={error}>
      <Field
        label="Flight and hotel booking link"
        name="booking_url"
        type="url"
        defaultValue={typed(values, "booking_url") ?? (details.booking_url_is_default ? "" : details.booking_url)}
        placeholder={details.booking_url_is_default ? details.booking_url : undefined}
        hint="Leave empty to use the default travel search."
      />
      <ModalActions closeTo={closeTo} submitLabel="Save link" />
    </FormModal>
  );
}

export function ReunionDetailsModal({
  closeTo,
  values,
  error,
  details,
}: FormModalProps & { details: { location: string; start_date: string | null; end_date: string | null; description: string } }) {
  return (
    <FormModal title="Edit reunion details" intent="update-reunion" closeTo={closeTo} error={error}>
      <Field label="Location" name="location" defaultValue={typed(values, "location") ?? details.location} maxLength={300} />
      <div className="grid two">
        <Field label="Start date" name="start_date" type="date" defaultValue={typed(values, "start_date") ?? details.start_date ?? ""} />
        <Field label="End date" name="end_date" type="date" defaultValue={typed(values, "end_date") ?? details.end_date ?? ""} />
      </div>
      <TextArea
        label="Description"
        name="description"
        rows={4}
        maxLength={5000}
        defaultValue={typed(values, "description") ?? details.description}
      />
      <ModalActions closeTo={closeTo} submitLabel="Save details" />
    </FormModal>
  );
}

export function AddActivityModal({ closeTo, values, error, defaultDate }: FormModalProps & { defaultDate: string | null }) {
  const v = (name: string, fallback = "") => typed(values, name) ?? fallback;
  return (
    <FormModal title="Add activity" intent="add-activity" closeTo={closeTo} error={error}>
      <Field label="Activity name" name="name" defaultValue={v("name")} maxLength={200} />
      <TextArea label="Description" name="description" rows={3} maxLength={5000} defaultValue={v("description")} />
      <div className="grid two">
        <Field label="Date" name="date" type="date" defaultValue={v("date", defaultDate ?? "")} />
        <Field label="Time (optional)" name="time" type="time" defaultValue={v("time")} />
      </div>
      <Field
        label="Cost per person ($)"
        name="price"
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        defaultValue={v("price", "0")}
      />
      <Field label="Location (optional)" name="location" defaultValue={v("location")} maxLength={300} />
      <ModalActions closeTo={closeTo} submitLabel="Add activity" />
    </FormModal>
  );
}
