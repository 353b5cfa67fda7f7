import { useT } from "~/lib/i18n/react";
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
  const { t } = useT();
  return (
    <FormModal title={t("Booking link")} intent="update-booking" closeTo={closeTo} error={error}>
      <Field
        label={t("Flight and hotel booking link")}
        name="booking_url"
        type="url"
        defaultValue={typed(values, "booking_url") ?? (details.booking_url_is_default ? "" : details.booking_url)}
        placeholder={details.booking_url_is_default ? details.booking_url : undefined}
        hint={t("Leave empty to use the default travel search.")}
      />
      <ModalActions closeTo={closeTo} submitLabel={t("Save link")} />
    </FormModal>
  );
}

export function ReunionDetailsModal({
  closeTo,
  values,
  error,
  details,
}: FormModalProps & { details: { location: string; start_date: string | null; end_date: string | null; description: string } }) {
  const { t } = useT();
  return (
    <FormModal title={t("Edit reunion details")} intent="update-reunion" closeTo={closeTo} error={error}>
      <Field label={t("Location")} name="location" defaultValue={typed(values, "location") ?? details.location} maxLength={300} />
      <div className="grid two">
        <Field label={t("Start date")} name="start_date" type="date" defaultValue={typed(values, "start_date") ?? details.start_date ?? ""} />
        <Field label={t("End date")} name="end_date" type="date" defaultValue={typed(values, "end_date") ?? details.end_date ?? ""} />
      </div>
      <TextArea
        label={t("Description")}
        name="description"
        rows={4}
        maxLength={5000}
        defaultValue={typed(values, "description") ?? details.description}
      />
      <ModalActions closeTo={closeTo} submitLabel={t("Save details")} />
    </FormModal>
  );
}

export function AddActivityModal({ closeTo, values, error, defaultDate }: FormModalProps & { defaultDate: string | null }) {
  const { t } = useT();
  const v = (name: string, fallback = "") => typed(values, name) ?? fallback;
  return (
    <FormModal title={t("Add activity")} intent="add-activity" closeTo={closeTo} error={error}>
      <Field label={t("Activity name")} name="name" defaultValue={v("name")} maxLength={200} />
      <TextArea label={t("Description")} name="description" rows={3} maxLength={5000} defaultValue={v("description")} />
      <div className="grid two">
        <Field label={t("Date")} name="date" type="date" defaultValue={v("date", defaultDate ?? "")} />
        <Field label={t("Time (optional)")} name="time" type="time" defaultValue={v("time")} />
      </div>
      <Field
        label={t("Cost per person ($)")}
        name="price"
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        defaultValue={v("price", "0")}
      />
      <Field label={t("Location (optional)")} name="location" defaultValue={v("location")} maxLength={300} />
      <ModalActions closeTo={closeTo} submitLabel={t("Add activity")} />
    </FormModal>
  );
}
