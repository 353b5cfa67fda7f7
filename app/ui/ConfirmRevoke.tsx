import type { ReactNode } from "react";
import { ConfirmDialog } from "./Modal";
import { useModalState } from "./useModalState";
import { useT } from "~/lib/i18n/react";

/**
 * A page's revoke confirmation for one link or token (it stops working at once): a ConfirmDialog
 * with a Revoke button that closes back to the page and shows the failed revoke's message, both
 * from the modal state.
 */
export function ConfirmRevoke({ title, message, intent, id }: { title: string; message: ReactNode; intent: string; id: number }) {
  const m = useModalState();
  const { t } = useT();
  return <ConfirmDialog title={title} message={message} closeTo={m.closeTo} intent={intent} id={id} error={m.error} confirmLabel={t("Revoke")} />;
}
