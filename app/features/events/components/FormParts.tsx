// Parts the event forms share (the event form's repeat fields, the RSVP form). Plain inputs: they
// work without JavaScript.
import { Field } from "~/ui/Field";

/** A whole number between `min` and `max` (a number keyboard on phones). */
export function CountField({ label, name, min, max, defaultValue, hint }: { label: string; name: string; min: number; max: number; defaultValue: string; hint?: string }) {
  return <Field label={label} name={name} type="number" inputMode="numeric" min={min} max={max} step={1} defaultValue={defaultValue} hint={hint} />;
}

/**
 * A group of radio buttons of the event forms, one per option with its label (ids
 * `${idPrefix}-${value}`). `checked` is the value chosen at first.
 */
export function Radios({ name, idPrefix, options, checked }: { name: string; idPrefix: string; options: [value: string, label: string][]; checked: string }) {
  return (
    <>
      {options.map(([value, label]) => (
        <div className="field checkbox" key={value}>
          <input type="radio" id={`${idPrefix}-${value}`} name={name} value={value} defaultChecked={checked === value} />
          <label htmlFor={`${idPrefix}-${value}`}>{label}</label>
        </div>
      ))}
    </>
  );
}
