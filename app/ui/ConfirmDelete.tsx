import type { ReactNode } from "react";
import { ConfirmDialog } from "./Modal";
import { useModalState } from "./useModalState";

/**
 * A tab's delete confirmation for one record: a ConfirmDialog that closes back to the page and
 * shows the failed delete's message, both from the modal state.
 */
export function ConfirmDelete({ title, message, intent, id }: { title: string; message: ReactNode; intent: string; id: number }) {
  const m = useModalState();
  return <ConfirmDialog title={title} message={message} closeTo={m.closeTo} intent={intent} id={id} error={m.error} />;
}
