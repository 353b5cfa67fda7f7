import type { ComponentProps } from "react";
import { Select } from "./Field";

/** One option of a ChoiceSelect: the value sent and the words shown. */
export type Choice = { value: string | number; label: string };

/**
 * A labelled Select whose options are data, in order (decision record 260): the lists of kinds,
 * people or photos are written once as `{ value, label }`s instead of an `<option>` each.
 */
export function ChoiceSelect({ choices, ...select }: Omit<ComponentProps<typeof Select>, "children"> & { choices: readonly Choice[] }) {
  return (
    <Select {...select}>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </Select>
  );
}
