import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

/**
 * A tab's title row: its heading and, beside it (under it on a narrow phone), the actions of
 * those allowed, e.g. a `ModalLink` to Create. No actions, no row.
 */
export function TabHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="spread">
      <h1>{title}</h1>
      {children ? <div className="row">{children}</div> : null}
    </div>
  );
}

/** The way back from a page outside the tabs (Import, Tokens) to the Home tab. */
export function BackHomeLink() {
  const { t } = useT();
  return (
    <Link to="/dashboard" className="button secondary small">
      {t("Back to Home")}
    </Link>
  );
}
