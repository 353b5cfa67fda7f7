import type { ReactNode } from "react";

/** An empty list: what it is, what it is for, and (for those allowed) its first action. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-title">{title}</p>
      {children ? <p className="muted">{children}</p> : null}
      {action ? <p className="empty-action">{action}</p> : null}
    </div>
  );
}
