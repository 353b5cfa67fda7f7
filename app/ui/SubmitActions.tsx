import type { ReactNode } from "react";

/** A plain form's footer with its one submit button (a modal's footer with Cancel is `ModalActions`). */
export function SubmitActions({ children }: { children: ReactNode }) {
  return (
    <div className="actions">
      <button type="submit">{children}</button>
    </div>
  );
}
