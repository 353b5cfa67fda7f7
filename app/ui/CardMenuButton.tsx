// A CardMenu entry that posts (close / reopen, ...): a plain form, so it works without JavaScript.
import { Form } from "react-router";
import type { ReactNode } from "react";

export function CardMenuButton({ intent, fields, children }: { intent: string; fields: Record<string, string | number>; children: ReactNode }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" className="card-menu-item">
        {children}
      </button>
    </Form>
  );
}
