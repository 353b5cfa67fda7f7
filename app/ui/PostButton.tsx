import { Form } from "react-router";
import { labelInName } from "./label-in-name";

/** One button that posts an intent (with a few hidden fields): works without JavaScript. */
export function PostButton({
  intent,
  label,
  fields = {},
  className,
  ariaLabel,
}: {
  intent: string;
  label: string;
  fields?: Record<string, string | number>;
  className?: string;
  ariaLabel?: string;
}) {
  return (
    <Form method="post" preventScrollReset className="inline-form">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" className={className} aria-label={labelInName(label, ariaLabel)}>
        {label}
      </button>
    </Form>
  );
}
