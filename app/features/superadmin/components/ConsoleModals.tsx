// The console's modals (URL state, server-rendered, forms that work without JavaScript).
import { Form, useActionData, Link } from "react-router";
import type { FormFailure } from "~/lib/form-failure";
import { Field, Select, TextArea } from "~/ui/Field";
import { Modal, ModalActions } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { typed } from "~/ui/useModalState";
import { PLANS } from "~/features/plans/limits";
import type { FamilyRow, UserRow } from "./ConsoleTables";
import { useT } from "~/lib/i18n/react";

type Values = Record<string, string | string[]> | undefined;

/** Hidden fields every console form carries: the record and the search to come back to. */
function Hidden({ intent, id, q }: { intent: string; id: number; q: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {q ? <input type="hidden" name="q" value={q} /> : null}
    </>
  );
}

/** The failure of this form, shown above it only when no field carries it. */
function useFormError(intent: string): string | null {
  const failure = useActionData<FormFailure | undefined>();
  if (!failure || failure.intent !== intent) return null;
  return Object.keys(failure.fields ?? {}).length > 0 ? null : failure.error;
}

export function EditUserModal({ user, closeTo, values, q }: { user: UserRow; closeTo: string; values: Values; q: string }) {
  const emailError = useFormError("change-email");
  const passwordError = useFormError("reset-password");
  const { t } = useT();
  return (
    <Modal title={t("Edit user")} closeTo={closeTo}>
      <p>
        <strong>{user.name}</strong> · {user.family_name}
      </p>
      <Form method="post" preventScrollReset>
        <Hidden intent="change-email" id={user.id} q={q} />
        <h3>{t("Email")}</h3>
        <FormErrorText message={emailError} />
        <Field label={t("New email address")} name="new_email" type="email" autoComplete="off" defaultValue={typed(values, "new_email") ?? user.email} />
        <div className="actions">
          <button type="submit">{t("Update email")}</button>
        </div>
      </Form>
      <hr />
      <Form method="post" preventScrollReset>
        <Hidden intent="reset-password" id={user.id} q={q} />
        <h3>{t("Password")}</h3>
        <FormErrorText message={passwordError} />
        <Field
          label={t("New password")}
          name="new_password"
          type="password"
          autoComplete="new-password"
          hint={t("At least 6 characters. The user is signed out everywhere.")}
        />
        <ModalActions closeTo={closeTo} submitLabel={t("Reset password")} />
      </Form>
    </Modal>
  );
}

export function DeleteUserDialog({
  preview,
  closeTo,
  error,
  q,
}: {
  preview: { user: UserRow & { family_id: number }; deletable: boolean; deletes_family: boolean; new_owner: { name: string } | null };
  closeTo: string;
  error: string | null;
  q: string;
}) {
  const { user } = preview;
  const { t } = useT();
  return (
    <Modal title={t("Delete user")} closeTo={closeTo}>
      {preview.deletable ? (
        <>
          <p>
            {t("Delete the account of {name} ({email})? This cannot be undone.", { name: user.name, email: user.email })}
          </p>
          {preview.deletes_family ? (
            <p className="form-error" data-testid="deletes-family">
              {t(
                "{name} is the last person in the family “{family}”: the family and all its data (events, photos, announcements, birthdays, surveys and the rest) will be deleted too.",
                { name: user.name, family: user.family_name },
              )}
            </p>
          ) : null}
          {preview.new_owner ? (
            <p data-testid="new-owner">
              {t("{name} owns “{family}”: ownership passes to {owner}.", { name: user.name, family: user.family_name, owner: preview.new_owner.name })}
            </p>
          ) : null}
        </>
      ) : (
        <p>{t("Super admin accounts cannot be deleted.")}</p>
      )}
      <FormErrorText message={error} />
      <Form method="post" className="actions" preventScrollReset>
        <Hidden intent="delete-user" id={user.id} q={q} />
        <Link to={closeTo} className="button secondary" preventScrollReset>
          {t("Cancel")}
        </Link>
        <button type="submit" className="danger" disabled={!preview.deletable}>
          {preview.deletes_family ? t("Delete user and family") : t("Delete user")}
        </button>
      </Form>
    </Modal>
  );
}

export function SuspendUserModal({ user, closeTo, values, error, q }: { user: UserRow; closeTo: string; values: Values; error: string | null; q: string }) {
  const suspended = user.suspended_at !== null;
  const { t } = useT();
  return (
    <Modal title={suspended ? t("Restore account") : t("Suspend account")} closeTo={closeTo}>
      <Form method="post" preventScrollReset>
        <Hidden intent="suspend-user" id={user.id} q={q} />
        <input type="hidden" name="suspended" value={suspended ? "false" : "true"} />
        {suspended ? (
          <p>
            {t("Restore {name} ({email})? They can sign in again.", { name: user.name, email: user.email })}
            {user.suspended_reason ? ` ${t("Suspended because: {reason}", { reason: user.suspended_reason })}` : null}
          </p>
        ) : (
          <>
            <p>
              {t(
                "Suspend {name} ({email})? A suspended account cannot sign in and is signed out everywhere at once. Its data is kept, and you can restore it later.",
                { name: user.name, email: user.email },
              )}
            </p>
            <TextArea label={t("Reason (optional)")} name="reason" rows={3} defaultValue={typed(values, "reason") ?? ""} />
          </>
        )}
        <FormErrorText message={error} />
        <ModalActions closeTo={closeTo} submitLabel={suspended ? t("Restore account") : t("Suspend account")} />
      </Form>
    </Modal>
  );
}

export function RenameFamilyModal({ family, closeTo, values, q }: { family: FamilyRow; closeTo: string; values: Values; q: string }) {
  const error = useFormError("rename-family");
  const { t } = useT();
  return (
    <Modal title={t("Edit family name")} closeTo={closeTo}>
      <Form method="post" preventScrollReset>
        <Hidden intent="rename-family" id={family.id} q={q} />
        <p className="small muted">
          {t("Family code {code} · {count, plural, one {# member} other {# members}}", { code: family.family_code, count: family.actual_member_count })}
        </p>
        <FormErrorText message={error} />
        <Field
          label={t("New family name")}
          name="new_name"
          autoComplete="off"
          defaultValue={typed(values, "new_name") ?? family.name}
          hint={t("At most 50 characters.")}
        />
        <ModalActions closeTo={closeTo} submitLabel={t("Update Name")} />
      </Form>
    </Modal>
  );
}

export function PlanModal({ family, closeTo, values, q }: { family: FamilyRow; closeTo: string; values: Values; q: string }) {
  const error = useFormError("set-plan");
  const current = typed(values, "tier") ?? family.subscription_tier;
  const { t } = useT();
  return (
    <Modal title={t("Change plan")} closeTo={closeTo}>
      <Form method="post" preventScrollReset>
        <Hidden intent="set-plan" id={family.id} q={q} />
        <p>
          {t("{family} is on the {plan} plan.", { family: family.name, plan: t(PLANS[family.subscription_tier].label) })}
        </p>
        <p className="small muted">
          {t(
            "Sets the plan without payment (for servers that do not charge, and for support). Nothing is charged and the family's monthly price becomes $0.",
          )}
        </p>
        <FormErrorText message={error} />
        <Select
          label={t("Plan")}
          name="tier"
          defaultValue={current}
          choices={(Object.keys(PLANS) as (keyof typeof PLANS)[]).map((tier) => ({ value: tier, label: t(PLANS[tier].label) }))}
        />
        <ModalActions closeTo={closeTo} submitLabel={t("Set plan")} />
      </Form>
    </Modal>
  );
}
