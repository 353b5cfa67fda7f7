import type { ReactNode } from "react";
import { ConfirmDialog } from "./Modal";
import { useModalState } from "./useModalState";
import { useT } from "~/lib/i18n/react";

/**
 * The body of ConfirmRecord (loaded when one opens): a ConfirmDialog that closes back to the page
 * and shows the failed delete's or revoke's message, both from the modal state.
 */
export function ConfirmRecordDialog({ title, message, intent, id, revoke }: { title: string; message: ReactNode; intent: string; id: number; revoke: boolean }) {
  const m = useModalState();
  const { t } = useT();
  return <ConfirmDialog title={title} message={message} closeTo={m.closeTo} intent={intent} id={id} error={m.error} confirmLabel={revoke ? t("Revoke") : undefined} />;
}
