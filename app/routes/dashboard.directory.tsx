import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { requireUser, redirectWithToast } from "~/lib/session.server";
import { handleForm, formObject, orToast, type FormFailure } from "~/lib/form.server";
import { idParam } from "~/lib/http.server";
import { can } from "~/lib/permissions";
import { listFamilyAccounts } from "~/features/family/family.server";
import { createEntry, deleteEntry, listDirectory, updateEntry } from "~/features/directory/directory.server";
import { DirectoryCard } from "~/features/directory/components/DirectoryCard";
import { DirectoryFormModal } from "~/features/directory/components/DirectoryFormModal";
import { ConfirmDialog } from "~/ui/Modal";
import { closeHref, modalHref } from "~/ui/modal-url";

export const meta: MetaFunction = () => [{ title: "Family Directory · Kindred" }];

const PATH = "/dashboard/directory";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  return {
    entries: listDirectory(actor),
    accounts: listFamilyAccounts(actor).map(({ id, name, email, role }) => ({ id, name, email, role })),
    canAdd: can(actor.role, "directory.add"),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireUser(request);
  return handleForm(request, {
    "add-member": (form) =>
      orToast(() => {
        createEntry(actor, formObject(form));
        return redirectWithToast(PATH, "Family member added successfully!");
      }, "Failed to add family member", PATH),
    "update-member": (form) =>
      orToast(() => {
        const values = formObject(form);
        updateEntry(actor, idParam(values.id), values);
        return redirectWithToast(PATH, "Family member updated successfully!");
      }, "Failed to update family member", PATH),
    "delete-member": (form) =>
      orToast(() => {
        deleteEntry(actor, idParam(formObject(form).id));
        return redirectWithToast(PATH, "Family member deleted successfully!");
      }, "Failed to delete family member", PATH),
  });
}

const FAILURE_MODAL: Record<string, string> = {
  "add-member": "add-member",
  "update-member": "edit-member",
  "delete-member": "delete-member",
};

const ROLE_LABEL: Record<string, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  guest: "Guest",
  super_admin: "Super admin",
};

export default function DirectoryTab() {
  const { entries, accounts, canAdd } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const location = useLocation();
  const sp = new URLSearchParams(location.search);
  const closeTo = closeHref(location.pathname, location.search);
  const failed = failure && FAILURE_MODAL[failure.intent] ? failure : null;
  const modal = failed ? FAILURE_MODAL[failed.intent] : sp.get("modal");
  const id = Number(failed ? failed.values.id : sp.get("id"));
  const values = failed?.values;
  const error = failed?.error ?? null;
  const selected = entries.find((e) => e.id === id && e.can_edit) ?? null;
  const showsFailure = failed && (modal === "add-member" || selected);

  return (
    <div className="stack">
      <div className="spread">
        <h1>Family Directory</h1>
        {canAdd ? (
          <Link className="button" to={modalHref(location.search, "add-member")} preventScrollReset>
            Add Family Member
          </Link>
        ) : null}
      </div>
      {failure && !showsFailure ? (
        <p className="form-error" role="alert">
          {failure.error}
        </p>
      ) : null}

      <section aria-labelledby="contacts-heading" className="stack">
        <h2 id="contacts-heading">Contacts</h2>
        {entries.length === 0 ? <p className="empty">No family members in the directory yet.</p> : null}
        <div className="grid three">
          {entries.map((e) => (
            <DirectoryCard key={e.id} entry={e} search={location.search} />
          ))}
        </div>
      </section>

      <section aria-labelledby="accounts-heading" className="card">
        <h2 id="accounts-heading">Family accounts</h2>
        <p className="muted small">Everyone who has joined the family on Kindred.</p>
        <ul className="list" data-testid="account-list">
          {accounts.map((a) => (
            <li key={a.id} className="spread">
              <span>
                {a.name} <span className="badge">{ROLE_LABEL[a.role] ?? a.role}</span>
              </span>
              <a href={`mailto:${a.email}`} className="small">
                {a.email}
              </a>
            </li>
          ))}
        </ul>
      </section>

      {canAdd && modal === "add-member" ? <DirectoryFormModal closeTo={closeTo} entry={null} values={values} error={error} /> : null}
      {modal === "edit-member" && selected ? (
        <DirectoryFormModal closeTo={closeTo} entry={selected} values={values} error={error} />
      ) : null}
      {modal === "delete-member" && selected ? (
        <ConfirmDialog
          title="Delete Family Member"
          message={`Remove ${selected.name} from the directory? This cannot be undone.`}
          closeTo={closeTo}
          intent="delete-member"
          id={selected.id}
          error={error}
        />
      ) : null}
    </div>
  );
}
