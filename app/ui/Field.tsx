import { useActionData } from "react-router";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { FormFailure } from "~/lib/form-failure";

/**
 * The error for a field: the `error` prop, or the message the page's action returned for this
 * field name after a failed submit (so every form gets per-field errors without plumbing).
 */
function useFieldError(name: string, error: string | null | undefined): string | null {
  const failure = useActionData<FormFailure | undefined>();
  if (error !== undefined) return error;
  return failure?.fields?.[name] ?? null;
}

/** aria wiring for a control with an optional hint and error: screen readers hear both. */
function describe(fieldId: string, hint: ReactNode, error: string | null) {
  const ids = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? (true as const) : undefined, "aria-describedby": ids || undefined };
}

function Messages({ fieldId, hint, error }: { fieldId: string; hint?: ReactNode; error: string | null }) {
  return (
    <>
      {hint ? (
        <small className="hint" id={`${fieldId}-hint`}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <small className="field-error" id={`${fieldId}-error`}>
          {error}
        </small>
      ) : null}
    </>
  );
}

type Common = { label: string; name: string; hint?: ReactNode; error?: string | null };

/** The id, the message and the aria wiring of one control. */
function useWiring(name: string, id: string | undefined, hint: ReactNode, error: string | null | undefined) {
  const fieldId = id ?? `f-${name}`;
  const message = useFieldError(name, error);
  return { fieldId, message, aria: describe(fieldId, hint, message) };
}

/** The label above a control, its hint and its error below. */
function Frame({ label, fieldId, hint, message, children }: { label: string; fieldId: string; hint: ReactNode; message: string | null; children: ReactNode }) {
  return (
    <div className={message ? "field invalid" : "field"}>
      <label htmlFor={fieldId}>{label}</label>
      {children}
      <Messages fieldId={fieldId} hint={hint} error={message} />
    </div>
  );
}

type Wired = { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

/**
 * A labelled control: the label above, the hint and the error below and tied to it
 * (aria-invalid, aria-describedby). Field, TextArea and Select are this frame around their element.
 */
function labelled<P extends { name?: string; id?: string }>(control: (props: Omit<P, "id">, wired: Wired) => ReactNode) {
  return function Labelled({ label, hint, error, id, ...rest }: P & Common) {
    const w = useWiring(rest.name, id, hint, error);
    return (
      <Frame label={label} fieldId={w.fieldId} hint={hint} message={w.message}>
        {control(rest as unknown as Omit<P, "id">, { id: w.fieldId, ...w.aria })}
      </Frame>
    );
  };
}

/** A labelled input. */
export const Field = labelled<InputHTMLAttributes<HTMLInputElement>>((input, wired) => <input {...wired} {...input} />);

export const TextArea = labelled<TextareaHTMLAttributes<HTMLTextAreaElement>>((area, wired) => <textarea {...wired} {...area} />);

/** One option of a Select: the value sent, the words shown and, for a language's own name, its language. */
export type Choice = { value: string | number; label: string; lang?: string };

/**
 * A labelled select. Its options are data, in order (`choices`, decision records 260 and 280):
 * lists of kinds, people, zones or plans are written once as `{ value, label }`s instead of an
 * `<option>` each. `children` come first (a "none" option written by hand).
 */
export const Select = labelled<SelectHTMLAttributes<HTMLSelectElement> & { choices?: readonly Choice[] }>(({ children, choices, ...select }, wired) => (
  <select {...wired} {...select}>
    {children}
    {choices?.map((c) => (
      <option key={c.value} value={c.value} lang={c.lang}>
        {c.label}
      </option>
    ))}
  </select>
));

export function Checkbox({
  label,
  name,
  defaultChecked,
  id,
  value,
}: {
  label: string;
  name: string;
  defaultChecked?: boolean;
  id?: string;
  value?: string;
}) {
  const fieldId = id ?? `f-${name}`;
  return (
    <div className="field checkbox">
      {/* `value` only when given: React turns a present-but-undefined value into value="" on the
          client, and a ticked box would then submit "" instead of "on". */}
      <input type="checkbox" id={fieldId} name={name} {...(value === undefined ? {} : { value })} defaultChecked={defaultChecked} />
      <label htmlFor={fieldId}>{label}</label>
    </div>
  );
}
