import type { ComponentProps } from "react";
import { Select } from "./Field";

/** One option of a ChoiceSelect: the value sent, the words shown and (for a language's own name) their language. */
export type Choice = { value: string | number; label: string; lang?: string };

/**
 * A labelled Select whose options are data, in order (decision record 260): the lists of kinds,
 * people or photos are written once as `{ value, label }`s instead of an `<option>` each.
 */
export function ChoiceSelect({ choices, ...select }: Omit<ComponentProps<typeof Select>, "children"> & { choices: readonly Choice[] }) {
  return (
    <Select {...select}>
      {choices.map((c) => (
        <option key={c.value} value={c.value} lang={c.lang}>
          {c.label}
        </option>
      ))}
    </Select>
  );
}
