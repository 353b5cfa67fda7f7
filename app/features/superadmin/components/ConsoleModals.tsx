// The console's modals (URL state, server-rendered, forms that work without JavaScript).
import { Form, useActionData, Link } from "react-router";
import type { FormFailure } from "~/lib/form-failure";
import { Field, Select, TextArea } from "~/ui/Field";
import { FormErrorText, Modal, ModalActions } from "~/ui/Modal";
import { typed } from "~/ui/useModalState";
import { PLANS } from "~/features/plans/limits";
import type { FamilyRow, UserRow } from "./ConsoleTables";

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
  return (
    <Modal title="Edit user" closeTo={closeTo}>
      <p>
        <strong>{user.name}</strong> · {user.family_name}
      </p>
      <Form method="post" preventScrollReset>
        <Hidden intent="change-email" id={user.id} q={q} />
        <h3>Email</h3>
        <FormErrorText message={emailError} />
        <Field label="New email address" name="new_email" type="email" autoComplete="off" defaultValue={typed(values, "new_email") ?? user.email} />
        <div className="actions">
          <button type="submit">Update email</button>
        </div>
      </Form>
      <hr />
      <Form method="post" preventScrollReset>
        <Hidden intent="reset-password" id={user.id} q={q} />
        <h3>Password</h3>
        <FormErrorText message={passwordError} />
        <Field
          label="New password"
          name="new_password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters. The user is signed out everywhere."
        />
        <ModalActions closeTo={closeTo} submitLabel="Reset password" />
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
  return (
    <Modal title="Delete user" closeTo={closeTo}>
      {preview.deletable ? (
        <>
          <p>
            Delete the account of <strong>{user.name}</strong> ({user.email})? This cannot be undone.
          </p>
          {preview.deletes_family ? (
            <p className="form-error" data-testid="deletes-family">
              {user.name} is the last person in the family “{user.family_name}”: the family and all its data (events,
              photos, announcements, birthdays, surveys and the rest) will be deleted too.
            </p>
          ) : null}
          {preview.new_owner ? (
            <p data-testid="new-owner">
              {user.name} owns “{user.family_name}”: ownership passes to <strong>{preview.new_owner.name}</strong>.
            </p>
          ) : null}
        </>
      ) : (
        <p>Super admin accounts cannot be deleted.</p>
      )}
      <FormErrorText message={error} />
      <Form method="post" className="actions" preventScrollReset>
        <Hidden intent="delete-user" id={user.id} q={q} />
        <Link to={closeTo} className="button secondary" preventScrollReset>
          Cancel
        </Link>
        <button type="submit" className="danger" disabled={!preview.deletable}>
          {preview.deletes_family ? "Delete user and family" : "Delete user"}
        </button>
      </Form>
    </Modal>
  );
}

export function SuspendUserModal({ user, closeTo, values, error, q }: { user: UserRow; closeTo: string; values: Values; error: string | null; q: string }) {
  const suspended = user.suspended_at !== null;
  return (
    <Modal title={suspended ? "Restore account" : "Suspend account"} closeTo={closeTo}>
      <Form method="post" preventScrollReset>
        <Hidden intent="suspend-user" id={user.id} q={q} />
        <input type="hidden" name="suspended" value={suspended ? "false" : "true"} />
        {suspended ? (
          <p>
            Restore <strong>{user.name}</strong> ({user.email})? They can sign in again.
            {user.suspended_reason ? ` Suspended because: ${user.suspended_reason}` : null}
          </p>
        ) : (
          <>
            <p>
              Suspend <strong>{user.name}</strong> ({user.email})? A suspended account cannot sign in and is signed out
              everywhere at once. Its data is kept, and you can restore it later.
            </p>
            <TextArea label="Reason (optional)" name="reason" rows={3} defaultValue={typed(values, "reason") ?? ""} />
          </>
        )}
        <FormErrorText message={error} />
        <ModalActions closeTo={closeTo} submitLabel={suspended ? "Restore account" : "Suspend account"} />
      </Form>
    </Modal>
  );
}

export function RenameFamilyModal({ family, closeTo, values, q }: { family: FamilyRow; closeTo: string; values: Values; q: string }) {
  const error = useFormError("rename-family");
  return (
    <Modal title="Edit family name" closeTo={closeTo}>
      <Form method="post" preventScrollReset>
        <Hidden intent="rename-family" id={family.id} q={q} />
        <p className="small muted">
          Family code {family.family_code} · {family.actual_member_count} member(s)
        </p>
        <FormErrorText message={error} />
        <Field label="New family name" name="new_name" autoComplete="off" defaultValue={typed(values, "new_name") ?? family.name} hint="At most 50 characters." />
        <ModalActions closeTo={closeTo} submitLabel="Update Name" />
      </Form>
    </Modal>
  );
}

export function PlanModal({ family, closeTo, values, q }: { family: FamilyRow; closeTo: string; values: Values; q: string }) {
  const error = useFormError("set-plan");
  const current = typed(values, "tier") ?? family.subscription_tier;
  return (
    <Modal title="Change plan" closeTo={closeTo}>
      <Form method="post" preventScrollReset>
        <Hidden intent="set-plan" id={family.id} q={q} />
        <p>
          <strong>{family.name}</strong> is on the {PLANS[family.subscription_tier].label} plan.
        </p>
        <p className="small muted">
          Sets the plan without payment (for servers that do not charge, and for support). Nothing is charged and the
          family&apos;s monthly price becomes $0.
        </p>
        <FormErrorText message={error} />
        <Select label="Plan" name="tier" defaultValue={current}>
          {(Object.keys(PLANS) as (keyof typeof PLANS)[]).map((t) => (
            <option key={t} value={t}>
              {PLANS[t].label}
            </option>
          ))}
        </Select>
        <ModalActions closeTo={closeTo} submitLabel="Set plan" />
      </Form>
    </Modal>
  );
}
