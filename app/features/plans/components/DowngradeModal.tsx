import { formatCents } from "~/lib/money";
import { FormErrorText, Modal } from "~/ui/Modal";
import { ConfirmActions } from "~/ui/ConfirmActions";
import { PLANS, downgradeNotes, type SubscriptionTier, type Usage } from "../limits";

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
  return (
    <Modal title="Downgrade plan" closeTo={closeTo}>
      <p>
        Move from {PLANS[from].label} to <strong>{target.label}</strong> ({formatCents(target.monthlyPriceCents)}
        /month)? Fees already paid are not refunded.
      </p>
      {notes.length > 0 ? (
        <>
          <p>Nothing is deleted. Your family is at or over the {target.label} plan&apos;s limits:</p>
          <ul className="list small" data-testid="downgrade-over">
            {notes.map((n) => (
              <li key={n.resource}>{n.text}</li>
            ))}
          </ul>
        </>
      ) : null}
      {brandingShown ? (
        <p className="small" data-testid="downgrade-branding">
          Your custom branding is kept but not shown on the {target.label} plan; it shows again if you return to Large Family.
        </p>
      ) : null}
      <FormErrorText message={error} />
      <ConfirmActions intent="downgrade" fields={{ target_tier: to }} cancelTo={closeTo}>
        Downgrade to {target.label}
      </ConfirmActions>
    </Modal>
  );
}
