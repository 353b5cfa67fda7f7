import type { ReactNode } from "react";
import { Field } from "./Field";
import { useT } from "~/lib/i18n/react";

/** A dollar amount typed as text with cents ("12.50"); the server turns it into integer cents. */
export function MoneyField({
  label,
  name,
  min = "0.01",
  defaultValue,
  hint,
}: {
  /** Default "Amount ($)". */
  label?: string;
  name: string;
  min?: string | number;
  defaultValue: string;
  hint?: ReactNode;
}) {
  const { t } = useT();
  return <Field label={label ?? t("Amount ($)")} name={name} type="number" inputMode="decimal" min={min} step="0.01" defaultValue={defaultValue} hint={hint} />;
}
