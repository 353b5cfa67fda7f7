import type { ReactNode } from "react";
import { lazyModal } from "./lazy-modal";
import { useModalState } from "./useModalState";

// Loaded when a confirmation opens (issue 37, lazyModal); the server renders it in the page as always.
const ConfirmRecordDialog = lazyModal(() => import("./ConfirmRecordDialog").then((m) => m.ConfirmRecordDialog));

/**
 * A tab's confirmation before deleting (or revoking: a link, a token) one record. It is open when
 * the URL's modal is `<action>-<kind>` (RecordMenu's convention, e.g. `delete-birthday`) and there
 * is a record: the page passes null where the viewer may not do it, or the record is not found.
 * The form posts that intent with the record's id.
 */
export function ConfirmRecord<R extends { id: number }>({
  action = "delete",
  kind,
  record,
  title,
  message,
}: {
  action?: "delete" | "revoke";
  kind: string;
  record: R | null | undefined | false;
  title: string;
  message: (record: R) => ReactNode;
}) {
  const m = useModalState();
  const intent = `${action}-${kind}`;
  if (m.modal !== intent || !record) return null;
  return <ConfirmRecordDialog title={title} message={message(record)} intent={intent} id={record.id} revoke={action === "revoke"} />;
}
