import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * A page that takes one file (a family export, a GEDCOM file): a plain multipart form that works
 * without JavaScript. Where the viewer may not upload, only the reason why (`blocked`); else the
 * last try's error, the labelled file field tied to that error and to its hint, then `children`
 * (further fields and the buttons). Ids: `<prefix>-file`, `<prefix>-error`, `<prefix>-file-hint`.
 */
export function UploadForm({
  prefix,
  blocked,
  error,
  label,
  accept,
  hint,
  children,
}: {
  prefix: string;
  blocked: ReactNode;
  error: string | null;
  label: string;
  accept: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  if (blocked) {
    return (
      <p className="form-error" role="alert">
        {blocked}
      </p>
    );
  }
  const hintId = `${prefix}-file-hint`;
  const describedBy = [error ? `${prefix}-error` : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <Form method="post" encType="multipart/form-data" className="stack">
      {error ? (
        <p className="form-error" role="alert" id={`${prefix}-error`}>
          {error}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${prefix}-file`}>{label}</label>
        <input id={`${prefix}-file`} name="file" type="file" accept={accept} required aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} />
        {hint ? (
          <small className="hint" id={hintId}>
            {hint}
          </small>
        ) : null}
      </div>
      {children}
    </Form>
  );
}
