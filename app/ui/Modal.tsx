import { Form, Link } from "react-router";
import { useRef, type ReactNode } from "react";
import { ConfirmActions } from "./ConfirmActions";
import { useModalDialog } from "./useModalDialog";
import { FormErrorText } from "./FormErrorText";
import { useT } from "~/lib/i18n/react";

/**
 * A modal is URL state (`?modal=...`): it renders as an open <dialog> on the server, and
 * Close is a plain link to the URL without the parameter, so it works without JavaScript.
 * When JavaScript runs it becomes a real modal (showModal(): focus in, Tab trapped, Esc closes,
 * focus back to the opener); see useModalDialog.
 */
export function Modal({
  title,
  closeTo,
  children,
  wide = false,
}: {
  title: string;
  closeTo: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useT();
  // From the title (any script: an Arabic title has no a-z), unique enough for the one open modal.
  const id = `modal-${title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-")}`;
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, closeTo);
  return (
    <div className="modal-backdrop">
      <dialog ref={ref} open aria-modal="true" aria-labelledby={id} className={wide ? "modal wide" : "modal"}>
        <div className="modal-header">
          <h2 id={id}>{title}</h2>
          <Link to={closeTo} className="modal-close" aria-label={t("Close")} preventScrollReset>
            ×
          </Link>
        </div>
        <div className="modal-body">{children}</div>
      </dialog>
    </div>
  );
}

/** "Asks for confirmation": a modal whose button posts the delete. */
export function ConfirmDialog({
  title,
  message,
  closeTo,
  intent,
  id,
  confirmLabel,
  error,
}: {
  title: string;
  message: ReactNode;
  closeTo: string;
  intent: string;
  id: number | string;
  confirmLabel?: string;
  error?: string | null;
}) {
  const { t } = useT();
  return (
    <Modal title={title} closeTo={closeTo}>
      <p>{message}</p>
      <FormErrorText message={error} />
      <ConfirmActions intent={intent} fields={{ id }} cancelTo={closeTo}>
        {confirmLabel ?? t("Delete")}
      </ConfirmActions>
    </Modal>
  );
}

/** A modal form's footer: Cancel (a link that closes the modal) and the submit button. */
export function ModalActions({ closeTo, submitLabel }: { closeTo: string; submitLabel: ReactNode }) {
  const { t } = useT();
  return (
    <div className="actions">
      <Link to={closeTo} className="button secondary" preventScrollReset>
        {t("Cancel")}
      </Link>
      <button type="submit">{submitLabel}</button>
    </div>
  );
}

/**
 * A modal holding one form: it posts `intent` (and the record's `id` when editing one) and shows
 * the failed submit's message above the fields.
 */
export function FormModal({
  title,
  intent,
  id,
  closeTo,
  error,
  wide,
  children,
}: {
  title: string;
  intent: string;
  id?: number | string | null;
  closeTo: string;
  error?: string | null;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal title={title} closeTo={closeTo} wide={wide}>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        {id != null && id !== "" ? <input type="hidden" name="id" value={id} /> : null}
        <FormErrorText message={error} />
        {children}
      </Form>
    </Modal>
  );
}

/** What every form modal receives: where Cancel goes, and after a failed submit the message and what was typed. */
export type FormModalProps = { closeTo: string; error?: string | null; values?: Record<string, string | string[]> };


// Also in modules of their own, so a page that needs only these does not load the modal.
export { lazyModal } from "./lazy-modal";
export { FormErrorText };
