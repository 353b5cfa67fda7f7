import type { ReactNode } from "react";
import { Field } from "./Field";

/** A dollar amount typed as text with cents ("12.50"); the server turns it into integer cents. */
export function MoneyField({
  label = "Amount ($)",
  name,
  min = "0.01",
  defaultValue,
  hint,
}: {
  label?: string;
  name: string;
  min?: string | number;
  defaultValue: string;
  hint?: ReactNode;
}) {
  return <Field label={label} name={name} type="number" inputMode="decimal" min={min} step="0.01" defaultValue={defaultValue} hint={hint} />;
}
