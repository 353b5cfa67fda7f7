/** A form's failure message (the spec's text), announced to screen readers. */
export function FormErrorText({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
