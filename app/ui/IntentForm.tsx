import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * A form inside a card (not a modal) that posts an intent: its fields, then one quiet submit
 * button on a line of its own. Works without JavaScript; the page keeps its scroll position.
 */
export function IntentForm({ intent, submitLabel, children }: { intent: string; submitLabel: string; children: ReactNode }) {
  return (
    <Form method="post" className="stack" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div>
        <button type="submit" className="secondary">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
