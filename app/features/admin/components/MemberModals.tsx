import { Form, Link } from "react-router";
import { roleLabel, type Role } from "~/lib/permissions";
import { Modal, ModalActions } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { Select, TextArea } from "~/ui/Field";
import { typed } from "~/ui/useModalState";
import type { MemberView } from "./MembersPanel";
import { useT } from "~/lib/i18n/react";

type Values = Record<string, string | string[]> | undefined;
type Common = { closeTo: string; error?: string | null; values?: Values };

/** §6: an admin acting on an owner (or anyone on themselves) sees this panel instead of the form. */
export function PermissionDeniedModal({ closeTo, reason }: { closeTo: string; reason: string }) {
  const { t } = useT();
  return (
    <Modal title={t("Permission Denied")} closeTo={closeTo}>
      <p role="alert" data-testid="permission-denied">
        {t(reason)}
      </p>
      <div className="actions">
        <Link to={closeTo} className="button secondary" preventScrollReset>
          {t("OK")}
        </Link>
      </div>
    </Modal>
  );
}

/** §3 Role change form {new_role, reason}; the owner option (an owner only) leads to the transfer dialog. */
export function RoleChangeModal({ target, roles, closeTo, error, values }: Common & { target: MemberView; roles: Role[] }) {
  const { t } = useT();
  return (
    <Modal title={t("Change role")} closeTo={closeTo}>
      <p>
        {t("{name} is now {role}.", { name: target.name, role: t(roleLabel(target.role)) })}
      </p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="change-role" />
        <input type="hidden" name="id" value={target.id} />
        <FormErrorText message={error} />
        <Select
          label={t("New role")}
          name="new_role"
          defaultValue={typed(values, "new_role") ?? ""}
          choices={roles.filter((r) => r !== target.role).map((r) => ({ value: r, label: r === "owner" ? t("Owner (transfer ownership)") : t(roleLabel(r)) }))}
        >
          <option value="">{t("Select a role")}</option>
        </Select>
        <TextArea label={t("Reason (optional)")} name="reason" rows={2} maxLength={500} defaultValue={typed(values, "reason") ?? ""} />
        <ModalActions closeTo={closeTo} submitLabel={t("Change role")} />
      </Form>
    </Modal>
  );
}

/** Ownership transfer: names both people and says the current owner becomes an admin. */
export function TransferModal({
  target,
  me,
  familyName,
  closeTo,
  error,
  values,
  reason,
}: Common & { target: MemberView; me: { name: string }; familyName: string; reason?: string }) {
  const { t } = useT();
  return (
    <Modal title={t("Transfer ownership")} closeTo={closeTo}>
      <p data-testid="transfer-message">
        {t("Make {name} the owner of {family}? You, {me}, will become an admin. A family has exactly one owner, so this cannot be undone by you: only the new owner can transfer it back.", { name: target.name, family: familyName, me: me.name })}
      </p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="transfer-ownership" />
        <input type="hidden" name="id" value={target.id} />
        <FormErrorText message={error} />
        <TextArea label={t("Reason (optional)")} name="reason" rows={2} maxLength={500} defaultValue={typed(values, "reason") ?? reason ?? ""} />
        <ModalActions closeTo={closeTo} submitLabel={t("Transfer ownership")} />
      </Form>
    </Modal>
  );
}

/** §3 Removal form {target_user_id, reason}, with the consequences spelled out. */
export function RemoveMemberModal({ target, familyName, closeTo, error, values }: Common & { target: MemberView; familyName: string }) {
  const { t } = useT();
  return (
    <Modal title={t("Remove member")} closeTo={closeTo}>
      <p data-testid="remove-message">
        {t("Remove {name} ({email}) from {family}? They are signed out everywhere at once and can no longer sign in. What they posted stays, shown under their name. They can rejoin later with the family code as a new member.", { name: target.name, email: target.email, family: familyName })}
      </p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="remove-member" />
        <input type="hidden" name="id" value={target.id} />
        <FormErrorText message={error} />
        <TextArea label={t("Reason (optional)")} name="reason" rows={2} maxLength={500} defaultValue={typed(values, "reason") ?? ""} />
        <div className="actions">
          <Link to={closeTo} className="button secondary" preventScrollReset>
            {t("Cancel")}
          </Link>
          <button type="submit" className="button danger">
            {t("Remove member")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
