import { formatCents } from "~/lib/money";
import { Modal } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { ConfirmActions } from "~/ui/ConfirmActions";
import { PLANS, downgradeNotes, type LimitNote, type SubscriptionTier, type Usage } from "../limits";
import { useT } from "~/lib/i18n/react";
import type { Translator } from "~/lib/i18n/translator";

/** A note of `downgradeNotes` in the page's language (the same text as `note.text` in English). */
function noteText(n: LimitNote, t: Translator["t"]): string {
  const v = { count: n.current, limit: n.limit };
  if (n.over) {
    if (n.resource === "members") return t("Members: {count} of {limit} — nobody is removed, but nobody new can join until you are under {limit}", v);
    if (n.resource === "photos") return t("Photos: {count} of {limit} — every photo is kept, but no new photos can be added until you are under {limit}", v);
    if (n.resource === "events") return t("Events: {count} of {limit} — every event is kept, but no new events can be added until you are under {limit}", v);
    return t("Surveys: {count} of {limit} — every survey is kept, but no new surveys can be created until you are under {limit}", v);
  }
  if (n.resource === "members") return t("Members: {count} of {limit} — at the limit: nobody new can join unless someone leaves", v);
  if (n.resource === "photos") return t("Photos: {count} of {limit} — at the limit: no new photos can be added unless some are deleted", v);
  if (n.resource === "events") return t("Events: {count} of {limit} — at the limit: no new events can be added unless some are deleted", v);
  return t("Surveys: {count} of {limit} — at the limit: no new surveys can be created unless some are deleted", v);
}

/** Confirm a downgrade: what is over the new plan's limits (nothing is deleted), branding kept but hidden. */
export function DowngradeModal({
  from,
  to,
  counts,
  brandingShown,
  closeTo,
  error,
}: {
  from: SubscriptionTier;
  to: SubscriptionTier;
  counts: Usage;
  brandingShown: boolean;
  closeTo: string;
  error: string | null;
}) {
  const notes = downgradeNotes(to, counts);
  const target = PLANS[to];
  const { t, language } = useT();
  const targetLabel = t(target.label);
  return (
    <Modal title={t("Downgrade plan")} closeTo={closeTo}>
      <p>
        {t("Move from {from} to {to} ({price}/month)? Fees already paid are not refunded.", {
          from: t(PLANS[from].label),
          to: targetLabel,
          price: formatCents(target.monthlyPriceCents, language),
        })}
      </p>
      {notes.length > 0 ? (
        <>
          <p>{t("Nothing is deleted. Your family is at or over the {plan} plan's limits:", { plan: targetLabel })}</p>
          <ul className="list small" data-testid="downgrade-over">
            {notes.map((n) => (
              <li key={n.resource}>{noteText(n, t)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {brandingShown ? (
        <p className="small" data-testid="downgrade-branding">
          {t("Your custom branding is kept but not shown on the {plan} plan; it shows again if you return to Large Family.", { plan: targetLabel })}
        </p>
      ) : null}
      <FormErrorText message={error} />
      <ConfirmActions intent="downgrade" fields={{ target_tier: to }} cancelTo={closeTo}>
        {t("Downgrade to {plan}", { plan: targetLabel })}
      </ConfirmActions>
    </Modal>
  );
}
