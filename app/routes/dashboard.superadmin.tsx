// The super admin console (§2 Super admin): analytics, search, CSV export, users and families
// (100 a page), account fixes, plan changes and the platform audit log. Every form works without
// JavaScript; every command goes through features/superadmin with the PlatformActor.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { HttpError, idParam } from "~/lib/http.server";
import { pageAction, type FormInput } from "~/lib/page-action.server";
import { platformActorFrom, requirePlatformAdminPage, type PlatformActor } from "~/features/superadmin/platform-actor.server";
import {
  analyticsOverview,
  changeUserEmail,
  deleteUser,
  deletionPreview,
  getPlatformFamily,
  getPlatformUser,
  listFamilies,
  listPlatformAudit,
  listUsers,
  renameFamily,
  resetUserPassword,
  searchUsers,
  setFamilyPlanWithoutPayment,
  setUserSuspended,
} from "~/features/superadmin/superadmin.server";
import { AnalyticsCards, AuditTable, FamiliesTable, UsersTable } from "~/features/superadmin/components/ConsoleTables";
import { DeleteUserDialog, EditUserModal, PlanModal, RenameFamilyModal, SuspendUserModal } from "~/features/superadmin/components/ConsoleModals";
import { Field } from "~/ui/Field";
import { FormErrorText } from "~/ui/Modal";
import { useModalState } from "~/ui/useModalState";
import styles from "~/features/superadmin/superadmin.css?url";

export const meta: MetaFunction = () => [{ title: "Super Admin · Kindred" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

const PATH = "/dashboard/superadmin";
const AUDIT_PAGE = "20";

type Loaded<T> = { data: T; error: null } | { data: null; error: string };

/** A section that fails shows the spec's text (§8) instead of taking the whole console down. */
function section<T>(load: () => T, failure: string): Loaded<T> {
  try {
    return { data: load(), error: null };
  } catch (error) {
    if (error instanceof HttpError) return { data: null, error: error.message };
    console.error(error);
    return { data: null, error: failure };
  }
}

function selected<T>(load: () => T): T | null {
  try {
    return load();
  } catch (error) {
    if (error instanceof HttpError) return null; // a stale or unknown id: no modal
    throw error;
  }
}

function modalTargets(actor: PlatformActor, sp: URLSearchParams) {
  const modal = sp.get("modal");
  const rawId = sp.get("id") ?? undefined;
  const userModal = modal === "edit-user" || modal === "suspend-user";
  const familyModal = modal === "rename-family" || modal === "set-plan";
  return {
    user: userModal ? selected(() => getPlatformUser(actor, idParam(rawId))) : null,
    deletion: modal === "delete-user" ? selected(() => deletionPreview(actor, idParam(rawId))) : null,
    family: familyModal ? selected(() => getPlatformFamily(actor, idParam(rawId))) : null,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requirePlatformAdminPage(request);
  const sp = new URL(request.url).searchParams;
  const q = (sp.get("q") ?? "").trim();
  return {
    q,
    analytics: section(() => analyticsOverview(actor), "Failed to load analytics"),
    search: q ? section(() => searchUsers(actor, q), "Search failed") : null,
    users: section(() => listUsers(actor, { cursor: sp.get("users_after") }), "Failed to load users"),
    families: section(() => listFamilies(actor, { cursor: sp.get("families_after") }), "Failed to load families"),
    audit: section(() => listPlatformAudit(actor, { limit: AUDIT_PAGE, cursor: sp.get("audit_after") }), "Failed to load the audit log"),
    ...modalTargets(actor, sp),
  };
}

/** After a change, back to the console (keeping the search the operator was working from). */
function backTo(_result: unknown, input: FormInput): string {
  const q = typeof input.q === "string" ? input.q.trim() : "";
  return q ? `${PATH}?q=${encodeURIComponent(q)}` : PATH;
}

const id = (input: FormInput) => idParam(typeof input.id === "string" ? input.id : undefined);

export const action = pageAction({
  "change-email": {
    run: ({ actor, input }) => changeUserEmail(platformActorFrom(actor), id(input), input),
    success: "Email updated successfully",
    failure: "Failed to update email",
    modal: "edit-user",
    redirectTo: backTo,
  },
  "reset-password": {
    run: ({ actor, input }) => resetUserPassword(platformActorFrom(actor), id(input), input),
    success: "Password updated successfully",
    failure: "Failed to update password",
    modal: "edit-user",
    redirectTo: backTo,
  },
  "delete-user": {
    run: ({ actor, input }) => deleteUser(platformActorFrom(actor), id(input)),
    success: (r: { message: string }) => r.message,
    failure: "Failed to delete user",
    modal: "delete-user",
    redirectTo: backTo,
  },
  "suspend-user": {
    run: ({ actor, input }) => setUserSuspended(platformActorFrom(actor), id(input), input),
    success: (r: { message: string }) => r.message,
    failure: "Failed to update the account",
    modal: "suspend-user",
    redirectTo: backTo,
  },
  "rename-family": {
    run: ({ actor, input }) => renameFamily(platformActorFrom(actor), id(input), input),
    success: "Family name updated successfully",
    failure: "Failed to update family name",
    modal: "rename-family",
    redirectTo: backTo,
  },
  "set-plan": {
    run: ({ actor, input }) => setFamilyPlanWithoutPayment(platformActorFrom(actor), id(input), input),
    success: (r: { message: string }) => r.message,
    failure: "Failed to update plan",
    modal: "set-plan",
    redirectTo: backTo,
  },
});

/** This page's URL with one query parameter set (or removed), modal closed. */
function withParam(search: string, key: string, value: string | number | null): string {
  const sp = new URLSearchParams(search);
  sp.delete("modal");
  sp.delete("id");
  if (value === null) sp.delete(key);
  else sp.set(key, String(value));
  const qs = sp.toString();
  return qs ? `${PATH}?${qs}` : PATH;
}

function Pager({ next, param, label }: { next: number | null; param: string; label: string }) {
  const { search } = useLocation();
  const paged = new URLSearchParams(search).has(param);
  if (!next && !paged) return null;
  return (
    <nav className="row" aria-label={`${label} pages`}>
      {paged ? (
        <Link className="button small secondary" to={withParam(search, param, null)} preventScrollReset>
          First page<span className="visually-hidden"> of {label}</span>
        </Link>
      ) : null}
      {next ? (
        <Link className="button small secondary" to={withParam(search, param, next)} preventScrollReset>
          Next 100<span className="visually-hidden"> {label}</span>
        </Link>
      ) : null}
    </nav>
  );
}

export default function SuperAdminTab() {
  const { q, analytics, search, users, families, audit, user, deletion, family } = useLoaderData<typeof loader>();
  const m = useModalState();
  const location = useLocation();
  const openModal = (name: string) => m.modal === name;
  const pageError = m.pageError ?? (m.error && !(user || deletion || family) ? m.error : null);

  return (
    <div className="stack">
      <div className="spread">
        <h1>Super Admin</h1>
        <a className="button secondary" href={`${PATH}/export`} download>
          Export users (CSV)
        </a>
      </div>
      <FormErrorText message={pageError} />

      <section aria-labelledby="sa-analytics" className="stack">
        <h2 id="sa-analytics">Platform analytics</h2>
        {analytics.data ? <AnalyticsCards a={analytics.data} /> : <FormErrorText message={analytics.error} />}
      </section>

      <section aria-labelledby="sa-search" className="card stack">
        <h2 id="sa-search">Find a user</h2>
        <Form method="get" className="sa-search" role="search">
          <Field label="Name, email or family name" name="q" type="search" defaultValue={q} error={null} />
          <button type="submit">Search</button>
          {q ? (
            <Link className="button secondary" to={PATH}>
              Clear
            </Link>
          ) : null}
        </Form>
        {search ? (
          search.data ? (
            <>
              <p className="small muted" data-testid="search-count" role="status">
                {search.data.count === 100 ? "The first 100 matches" : `${search.data.count} match${search.data.count === 1 ? "" : "es"}`} for “{q}”
              </p>
              <UsersTable users={search.data.users} href={m.href} caption={`Users matching ${q}`} />
            </>
          ) : (
            <FormErrorText message={search.error} />
          )
        ) : null}
      </section>

      <section aria-labelledby="sa-users" className="card stack">
        <h2 id="sa-users">Users</h2>
        {users.data ? (
          <>
            <UsersTable users={users.data.users} href={m.href} caption="Users, newest first" />
            <Pager next={users.data.next_cursor} param="users_after" label="users" />
          </>
        ) : (
          <FormErrorText message={users.error} />
        )}
      </section>

      <section aria-labelledby="sa-families" className="card stack">
        <h2 id="sa-families">Families</h2>
        {families.data ? (
          <>
            <FamiliesTable families={families.data.families} href={m.href} />
            <Pager next={families.data.next_cursor} param="families_after" label="families" />
          </>
        ) : (
          <FormErrorText message={families.error} />
        )}
      </section>

      <section aria-labelledby="sa-audit" className="card stack">
        <h2 id="sa-audit">Platform audit log</h2>
        {audit.data ? (
          <>
            <AuditTable entries={audit.data.entries} />
            {audit.data.next_cursor || new URLSearchParams(location.search).has("audit_after") ? (
              <nav className="row" aria-label="Audit log pages">
                {new URLSearchParams(location.search).has("audit_after") ? (
                  <Link className="button small secondary" to={withParam(location.search, "audit_after", null)} preventScrollReset>
                    Latest entries
                  </Link>
                ) : null}
                {audit.data.next_cursor ? (
                  <Link className="button small secondary" to={withParam(location.search, "audit_after", audit.data.next_cursor)} preventScrollReset>
                    Older entries
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        ) : (
          <FormErrorText message={audit.error} />
        )}
      </section>

      {openModal("edit-user") && user ? <EditUserModal user={user} closeTo={m.closeTo} values={m.values} q={q} /> : null}
      {openModal("suspend-user") && user && user.role !== "super_admin" ? (
        <SuspendUserModal user={user} closeTo={m.closeTo} values={m.values} error={m.error} q={q} />
      ) : null}
      {openModal("delete-user") && deletion ? <DeleteUserDialog preview={deletion} closeTo={m.closeTo} error={m.error} q={q} /> : null}
      {openModal("rename-family") && family ? <RenameFamilyModal family={family} closeTo={m.closeTo} values={m.values} q={q} /> : null}
      {openModal("set-plan") && family ? <PlanModal family={family} closeTo={m.closeTo} values={m.values} q={q} /> : null}
    </div>
  );
}
