import { Form } from "react-router";
import { Modal, ModalActions } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { TextArea } from "~/ui/Field";
import { typed } from "~/ui/useModalState";
import { CountField, Radios } from "./FormParts";
import { useT } from "~/lib/i18n/react";

/**
 * RSVP: attending yes/no; guest count and comments show only when attending (CSS :has(), so it
 * works without JavaScript; the server ignores them for a "no"). A previous answer pre-fills it.
 */
export function RsvpModal({
  closeTo,
  event,
  previous,
  values,
  error,
}: {
  closeTo: string;
  event: { id: number; title: string; occurrence?: string | null; date_text?: string };
  previous: { attending: boolean; guest_count: number; comments: string } | null;
  values?: Record<string, string | string[]>;
  error?: string | null;
}) {
  const { t } = useT();
  const typedAttending = typed(values, "attending");
  const attending = typedAttending ? typedAttending !== "no" : previous ? previous.attending : true;
  const guestCount = typed(values, "guest_count") ?? String(previous?.attending ? previous.guest_count : 1);
  const comments = typed(values, "comments") ?? (previous?.attending ? previous.comments : "");
  return (
    <Modal title={t("RSVP: {title}", { title: event.title })} closeTo={closeTo}>
      {event.occurrence && event.date_text ? <p data-testid="rsvp-date">{t("For {date}", { date: event.date_text })}</p> : null}
      <Form method="post" className="rsvp-form" preventScrollReset>
        <input type="hidden" name="intent" value="rsvp" />
        <input type="hidden" name="event_id" value={event.id} />
        {event.occurrence ? <input type="hidden" name="occurrence" value={event.occurrence} /> : null}
        <FormErrorText message={error} />
        <fieldset>
          <legend>{t("Will you attend?")}</legend>
          <Radios
            name="attending"
            idPrefix="rsvp"
            checked={attending ? "yes" : "no"}
            options={[
              ["yes", t("Yes, I will attend")],
              ["no", t("No, I cannot attend")],
            ]}
          />
        </fieldset>
        <div className="attending-only">
          <CountField
            label={t("Guest count")}
            name="guest_count"
            min={1}
            max={20}
            defaultValue={guestCount}
            hint={t("People coming under your answer, including you (1 to 20).")}
          />
          <TextArea label={t("Comments (optional)")} name="comments" defaultValue={comments} rows={3} maxLength={1000} />
        </div>
        <ModalActions closeTo={closeTo} submitLabel={t("Submit RSVP")} />
      </Form>
    </Modal>
  );
}
