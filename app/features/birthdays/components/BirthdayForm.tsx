import { FormModal, ModalActions } from "~/ui/Modal";
import { Field } from "~/ui/Field";
import { MONTH_NAMES } from "../countdown";

/** Add my birthday / add birthday / edit birthday. The name field is hidden for "my birthday". */
export function BirthdayFormModal({
  title,
  intent,
  closeTo,
  withName,
  submitLabel,
  initial,
  error,
}: {
  title: string;
  intent: string;
  closeTo: string;
  withName: boolean;
  submitLabel: string;
  initial?: { id?: number | string; name?: string; month?: number | string; day?: number | string };
  error?: string | null;
}) {
  return (
    <FormModal title={title} intent={intent} id={initial?.id} closeTo={closeTo} error={error}>
      {withName ? <Field label="Name" name="name" defaultValue={initial?.name ?? ""} maxLength={80} /> : null}
      <div className="field">
        <label htmlFor="f-month">Month</label>
        <select id="f-month" name="month" defaultValue={initial?.month ? String(initial.month) : ""}>
          <option value="">Choose a month</option>
          {MONTH_NAMES.map((m, i) => (
            <option key={m} value={i + 1}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <Field label="Day" name="day" type="number" inputMode="numeric" defaultValue={initial?.day ? String(initial.day) : ""} />
      <ModalActions closeTo={closeTo} submitLabel={submitLabel} />
    </FormModal>
  );
}
