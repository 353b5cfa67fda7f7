import { EmptyState } from "~/ui/EmptyState";
import { requireUser } from "~/lib/session.server";
import { forRecord, pageAction, withInput } from "~/lib/page-action.server";
import { can, roleLabel } from "~/lib/permissions";
import { listFamilyAccounts } from "~/features/family/family.server";
import { createEntry, deleteEntry, listDirectory, updateEntry } from "~/features/directory/directory.server";
import { DirectoryCard } from "~/features/directory/components/DirectoryCard";
import { ModalLink } from "~/ui/ModalLink";
import { TabTop } from "~/ui/TabTop";
import { useModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import { lazyModal } from "~/ui/lazy-modal";
import { ConfirmRecord } from "~/ui/ConfirmRecord";
import type { Route } from "./+types/dashboard.directory";

// Loaded when shown (issue 37, lazyModal: first-load JS within budget with the whole route manifest);
// the server renders them in the page as always.
const DirectoryFormModal = lazyModal(() => import("~/features/directory/components/DirectoryFormModal").then((m) => m.DirectoryFormModal));

export const meta = titleMeta((t) => t("Family Directory · Kindred"));

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const [entries, accounts] = await Promise.all([listDirectory(actor), listFamilyAccounts(actor)]);
  return {
    entries,
    accounts: accounts.map(({ id, name, email, role }) => ({ id, name, email, role })),
    canAdd: can(actor.role, "directory.add"),
  };
}

export const action = pageAction({
  "add-member": { run: withInput(createEntry), success: "Family member added successfully!", failure: "Failed to add family member" },
  "update-member": {
    run: forRecord(updateEntry),
    success: "Family member updated successfully!",
    failure: "Failed to update family member",
    modal: "edit-member",
  },
  "delete-member": { run: forRecord(deleteEntry), success: "Family member deleted successfully!", failure: "Failed to delete family member" },
});

export default function DirectoryTab({ loaderData }: Route.ComponentProps) {
  const { entries, accounts, canAdd } = loaderData;
  const { t } = useT();
  const m = useModalState();
  const selected = entries.find((e) => e.id === m.id && e.can_edit) ?? null;
  const pageError = m.errorOnPage(m.modal === "add-member" ? canAdd : selected !== null);

  return (
    <div className="stack">
      <TabTop title={t("Family Directory")} add={canAdd ? { href: m.href("add-member"), label: t("Add contact") } : null} error={pageError} />

      <section aria-labelledby="contacts-heading" className="stack">
        <div>
          <h2 id="contacts-heading">{t("Contacts")}</h2>
          <p className="muted small">{t("Phone numbers and emails kept for relatives, with or without a Kindred account.")}</p>
        </div>
        {entries.length === 0 ? (
          <EmptyState
            title={t("No contacts in the directory yet.")}
            action={canAdd ? <ModalLink to={m.href("add-member")} look="small">{t("Add the first contact")}</ModalLink> : null}
          >
            {t("Phone numbers, emails and notes for relatives, including those without an account.")}
          </EmptyState>
        ) : null}
        <div className="grid three">
          {entries.map((e) => (
            <DirectoryCard key={e.id} entry={e} href={m.href} />
          ))}
        </div>
      </section>

      <section aria-labelledby="accounts-heading" className="card">
        <h2 id="accounts-heading">{t("Family accounts")}</h2>
        <p className="muted small">{t("Everyone who has joined the family on Kindred and signs in (manage them on Admin).")}</p>
        <ul className="list" data-testid="account-list">
          {accounts.map((a) => (
            <li key={a.id} className="spread">
              <span>
                {a.name} <span className="badge">{t(roleLabel(a.role))}</span>
              </span>
              <a href={`mailto:${a.email}`} className="small">
                {a.email}
              </a>
            </li>
          ))}
        </ul>
      </section>

      {canAdd && m.modal === "add-member" ? <DirectoryFormModal closeTo={m.closeTo} entry={null} values={m.values} error={m.error} /> : null}
      {m.modal === "edit-member" && selected ? (
        <DirectoryFormModal closeTo={m.closeTo} entry={selected} values={m.values} error={m.error} />
      ) : null}
      <ConfirmRecord
        kind="member"
        record={selected}
        title={t("Delete contact")}
        message={(entry) => t("Remove {name} from the directory? This cannot be undone.", { name: entry.name })}
      />
    </div>
  );
}
