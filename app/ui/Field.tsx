import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; hint?: ReactNode };

/** A labelled input. */
export function Field({ label, hint, id, ...input }: FieldProps) {
  const fieldId = id ?? `f-${input.name}`;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <input id={fieldId} {...input} />
      {hint ? <small className="hint">{hint}</small> : null}
    </div>
  );
}

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string };

export function TextArea({ label, id, ...area }: AreaProps) {
  const fieldId = id ?? `f-${area.name}`;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <textarea id={fieldId} {...area} />
    </div>
  );
}

export function Checkbox({ label, name, defaultChecked, id }: { label: string; name: string; defaultChecked?: boolean; id?: string }) {
  const fieldId = id ?? `f-${name}`;
  return (
    <div className="field checkbox">
      <input type="checkbox" id={fieldId} name={name} defaultChecked={defaultChecked} />
      <label htmlFor={fieldId}>{label}</label>
    </div>
  );
}
