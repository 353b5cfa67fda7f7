import { FormModal, ModalActions } from "~/ui/Modal";
import { Field } from "~/ui/Field";
import { useT } from "~/lib/i18n/react";
import { monthName } from "../countdown";

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

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
  const { t, language } = useT();
  return (
    <FormModal title={title} intent={intent} id={initial?.id} closeTo={closeTo} error={error}>
      {withName ? <Field label={t("Name")} name="name" defaultValue={initial?.name ?? ""} maxLength={80} /> : null}
      <div className="field">
        <label htmlFor="f-month">{t("Month")}</label>
        <select id="f-month" name="month" defaultValue={initial?.month ? String(initial.month) : ""}>
          <option value="">{t("Choose a month")}</option>
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {monthName(m, language)}
            </option>
          ))}
        </select>
      </div>
      <Field label={t("Day")} name="day" type="number" inputMode="numeric" defaultValue={initial?.day ? String(initial.day) : ""} />
      <ModalActions closeTo={closeTo} submitLabel={submitLabel} />
    </FormModal>
  );
}
