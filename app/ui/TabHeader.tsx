import type { ReactNode } from "react";

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
