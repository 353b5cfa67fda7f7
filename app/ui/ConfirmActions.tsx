import { Form, Link } from "react-router";
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n/react";

/** The buttons of a confirmation: Cancel (back where the user came from) and the dangerous action. */
export function ConfirmActions({ intent, fields, cancelTo, children }: { intent: string; fields: Record<string, string | number>; cancelTo: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <Form method="post" className="actions" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <Link to={cancelTo} className="button secondary" preventScrollReset>
        {t("Cancel")}
      </Link>
      <button type="submit" className="button danger">
        {children}
      </button>
    </Form>
  );
}
