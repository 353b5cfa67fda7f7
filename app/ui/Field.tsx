import { useActionData } from "@remix-run/react";
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
type FieldProps = InputHTMLAttributes<HTMLInputElement> & Common;

/** A labelled input with its hint and error tied to it (aria-invalid, aria-describedby). */
export function Field({ label, hint, error, id, ...input }: FieldProps) {
  const fieldId = id ?? `f-${input.name}`;
  const message = useFieldError(input.name, error);
  return (
    <div className={message ? "field invalid" : "field"}>
      <label htmlFor={fieldId}>{label}</label>
      <input id={fieldId} {...describe(fieldId, hint, message)} {...input} />
      <Messages fieldId={fieldId} hint={hint} error={message} />
    </div>
  );
}

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Common;

export function TextArea({ label, hint, error, id, ...area }: AreaProps) {
  const fieldId = id ?? `f-${area.name}`;
  const message = useFieldError(area.name, error);
  return (
    <div className={message ? "field invalid" : "field"}>
      <label htmlFor={fieldId}>{label}</label>
      <textarea id={fieldId} {...describe(fieldId, hint, message)} {...area} />
      <Messages fieldId={fieldId} hint={hint} error={message} />
    </div>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & Common;

export function Select({ label, hint, error, id, children, ...select }: SelectProps) {
  const fieldId = id ?? `f-${select.name}`;
  const message = useFieldError(select.name, error);
  return (
    <div className={message ? "field invalid" : "field"}>
      <label htmlFor={fieldId}>{label}</label>
      <select id={fieldId} {...describe(fieldId, hint, message)} {...select}>
        {children}
      </select>
      <Messages fieldId={fieldId} hint={hint} error={message} />
    </div>
  );
}

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
      {/* No `value` prop unless given: React sets value="" on hydration for an explicit undefined,
          and the box would then submit "" instead of "on". */}
      <input type="checkbox" id={fieldId} name={name} defaultChecked={defaultChecked} {...(value === undefined ? {} : { value })} />
      <label htmlFor={fieldId}>{label}</label>
    </div>
  );
}
