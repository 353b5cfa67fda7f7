import type { ReactNode } from "react";

/**
 * A plain form's footer with its one submit button (a modal's footer with Cancel is `ModalActions`);
 * `look` is the button's classes, e.g. "secondary small".
 */
export function SubmitActions({ children, look }: { children: ReactNode; look?: string }) {
  return (
    <div className="actions">
      <button type="submit" className={look}>
        {children}
      </button>
    </div>
  );
}
