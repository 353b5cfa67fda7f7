import { ConfirmDialog, Modal } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { ConfirmActions } from "~/ui/ConfirmActions";
import { useT } from "~/lib/i18n/react";

// The Events tab's confirmations, their own chunk: loaded when one opens (issue 37, lazyModal).

type Selected = { id: number; title: string; occurrence?: string | null; date_text: string };

/** Delete an event (every date of a series). */
export function DeleteEventModal({ selected, closeTo, error }: { selected: Selected; closeTo: string; error?: string | null }) {
  const { t } = useT();
  return (
    <ConfirmDialog
      title={t("Delete Event")}
      message={
        selected.occurrence
          ? t('Delete every date of "{title}"? Their RSVPs are deleted too. This cannot be undone. To skip one date, cancel that date instead.', { title: selected.title })
          : t('Delete "{title}"? Its RSVPs are deleted too. This cannot be undone.', { title: selected.title })
      }
      closeTo={closeTo}
      intent="delete-event"
      id={selected.id}
      error={error}
    />
  );
}

/** Cancel one date of a series. */
export function CancelOccurrenceModal({ selected, occurrence, closeTo, error }: { selected: Selected; occurrence: string; closeTo: string; error?: string | null }) {
  const { t } = useT();
  return (
    <Modal title={t("Cancel this date")} closeTo={closeTo}>
      <p>{t('Cancel "{title}" on {date}? The other dates stay as they are.', { title: selected.title, date: selected.date_text })}</p>
      <FormErrorText message={error} />
      <ConfirmActions intent="cancel-occurrence" fields={{ id: selected.id, occurrence }} cancelTo={closeTo}>
        {t("Yes, cancel this date")}
      </ConfirmActions>
    </Modal>
  );
}
