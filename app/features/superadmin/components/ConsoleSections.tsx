// The console's sections: search, users, families and the platform audit log, each with its own
// error (a failing section does not take the console down) and its pager.
import type { ReactNode } from "react";
import { Form, useLocation, Link } from "react-router";
import { Field } from "~/ui/Field";
import { FormErrorText } from "~/ui/FormErrorText";
import type { ModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import { AuditTable, FamiliesTable, UsersTable, type AuditRow, type FamilyRow, type UserRow } from "./ConsoleTables";
import { CONSOLE_PATH } from "../console-path";

type Loaded<T> = { data: T; error: null } | { data: null; error: string };

/** This page's URL with one query parameter set (or removed), modal closed. */
function withParam(search: string, key: string, value: string | number | null): string {
  const sp = new URLSearchParams(search);
  sp.delete("modal");
  sp.delete("id");
  if (value === null) sp.delete(key);
  else sp.set(key, String(value));
  const qs = sp.toString();
  return qs ? `${CONSOLE_PATH}?${qs}` : CONSOLE_PATH;
}

/** Back to the first page and on to the next one (a cursor in the URL, so it works without JS). */
function Pager({ next, param, label, first, more }: { next: number | null; param: string; label: string; first: ReactNode; more: ReactNode }) {
  const { search } = useLocation();
  const { t } = useT();
  const paged = new URLSearchParams(search).has(param);
  if (!next && !paged) return null;
  return (
    <nav className="row" aria-label={t("{label} pages", { label })}>
      {paged ? (
        <Link className="button small secondary" to={withParam(search, param, null)} preventScrollReset>
          {first}
        </Link>
      ) : null}
      {next ? (
        <Link className="button small secondary" to={withParam(search, param, next)} preventScrollReset>
          {more}
        </Link>
      ) : null}
    </nav>
  );
}

/** A card section that shows its content, or its loading error. */
function ConsoleSection<T>({ id, title, loaded, children }: { id: string; title: string; loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  const { t } = useT();
  return (
    <section aria-labelledby={id} className="card stack">
      <h2 id={id}>{title}</h2>
      {loaded.data ? children(loaded.data) : <FormErrorText message={t(loaded.error ?? "")} />}
    </section>
  );
}

const pageOf = (label: string, t: (id: string, values?: Record<string, unknown>) => string) => ({
  first: (
    <>
      {t("First page")}
      <span className="visually-hidden"> {t("of {label}", { label })}</span>
    </>
  ),
  more: (
    <>
      {t("Next 100")}
      <span className="visually-hidden"> {label}</span>
    </>
  ),
});

export function SearchSection({ q, search, href }: { q: string; search: Loaded<{ count: number; users: UserRow[] }> | null; href: ModalState["href"] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="sa-search" className="card stack">
      <h2 id="sa-search">{t("Find a user")}</h2>
      <Form method="get" className="sa-search" role="search">
        <Field label={t("Name, email or family name")} name="q" type="search" defaultValue={q} error={null} />
        <button type="submit">{t("Search")}</button>
        {q ? (
          <Link className="button secondary" to={CONSOLE_PATH}>
            {t("Clear")}
          </Link>
        ) : null}
      </Form>
      {search ? (
        search.data ? (
          <>
            <p className="small muted" data-testid="search-count" role="status">
              {search.data.count === 100
                ? t("The first 100 matches for “{q}”", { q })
                : t("{count, plural, one {# match} other {# matches}} for “{q}”", { count: search.data.count, q })}
            </p>
            <UsersTable users={search.data.users} href={href} caption={t("Users matching {q}", { q })} />
          </>
        ) : (
          <FormErrorText message={t(search.error ?? "")} />
        )
      ) : null}
    </section>
  );
}

/**
 * A ConsoleSection of one list (its table) with the pager below: "First page" and "Next 100" by
 * default, or the words given.
 */
function PagedSection<T extends { next_cursor: number | null }>({
  param,
  label,
  words,
  children,
  ...section
}: {
  id: string;
  title: string;
  loaded: Loaded<T>;
  param: string;
  label: string;
  words?: { first: ReactNode; more: ReactNode };
  children: (data: T) => ReactNode;
}) {
  const { t } = useT();
  return (
    <ConsoleSection {...section}>
      {(d) => (
        <>
          {children(d)}
          <Pager next={d.next_cursor} param={param} label={label} {...(words ?? pageOf(label, t))} />
        </>
      )}
    </ConsoleSection>
  );
}

export function UsersSection({ users, href }: { users: Loaded<{ users: UserRow[]; next_cursor: number | null }>; href: ModalState["href"] }) {
  const { t } = useT();
  return (
    <PagedSection id="sa-users" title={t("Users")} loaded={users} param="users_after" label={t("users")}>
      {(d) => <UsersTable users={d.users} href={href} caption={t("Users, newest first")} />}
    </PagedSection>
  );
}

export function FamiliesSection({ families, href }: { families: Loaded<{ families: FamilyRow[]; next_cursor: number | null }>; href: ModalState["href"] }) {
  const { t } = useT();
  return (
    <PagedSection id="sa-families" title={t("Families")} loaded={families} param="families_after" label={t("families")}>
      {(d) => <FamiliesTable families={d.families} href={href} />}
    </PagedSection>
  );
}

export function AuditSection({ audit }: { audit: Loaded<{ entries: AuditRow[]; next_cursor: number | null }> }) {
  const { t } = useT();
  return (
    <PagedSection
      id="sa-audit"
      title={t("Platform audit log")}
      loaded={audit}
      param="audit_after"
      label={t("Audit log")}
      words={{ first: t("Latest entries"), more: t("Older entries") }}
    >
      {(d) => <AuditTable entries={d.entries} />}
    </PagedSection>
  );
}
