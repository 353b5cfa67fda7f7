// Admin → Transfer ownership (owner only): its own chunk, loaded after the page's first load (issue 37).
import { Form } from "react-router";
import { roleLabel } from "~/lib/permissions";
import { Select } from "~/ui/Field";
import { useT } from "~/lib/i18n/react";
import type { MemberView } from "./MembersPanel";

/** Owner only: pick another account, then confirm in the dialog (a GET form: works without JS). */
export function TransferPanel({ members }: { members: MemberView[] }) {
  const { t } = useT();
  const others = members.filter((m) => !m.allowed.self && m.role !== "super_admin");
  return (
    <section className="card" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">{t("Transfer ownership")}</h2>
      <p className="muted small">{t("The new owner gets billing and role management; you become an admin. A family always has exactly one owner.")}</p>
      {others.length === 0 ? (
        <p className="empty">{t("Nobody else has joined the family yet.")}</p>
      ) : (
        <Form method="get" preventScrollReset className="row">
          <input type="hidden" name="modal" value="transfer-ownership" />
          <Select
            label={t("New owner")}
            name="id"
            defaultValue=""
            required
            choices={others.map((m) => ({ value: m.id, label: t("{name} ({role})", { name: m.name, role: t(roleLabel(m.role)) }) }))}
          >
            <option value="" disabled>
              {t("Choose a family member")}
            </option>
          </Select>
          <button type="submit" className="secondary">
            {t("Continue")}
          </button>
        </Form>
      )}
    </section>
  );
}
