// The console's data: analytics cards, users, families and the platform audit log. Plain tables
// that become stacked rows (a label before each cell) on narrow screens.
import type { ReactNode } from "react";
import { PLANS } from "~/features/plans/limits";
import { roleLabel } from "~/lib/permissions";
import type { PlatformAuditEntry, PlatformFamily, PlatformUser } from "../superadmin.server";
import { EmptyState } from "~/ui/EmptyState";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

type Href = (modal: string, params?: Record<string, string | number>) => string;

export type AnalyticsView = {
  users: { total: number; recent_30_days: number };
  families: { total: number; average_size: number };
  subscriptions: { total_mrr: number; conversion_rate: number; free: number; small_family: number; medium_family: number };
  feature_usage: { photos: number; events: number; surveys: number };
};

// The rows as the loader sends them (the server's own types: one definition).
export type UserRow = Omit<PlatformUser, "family_id" | "role"> & { role: string };
export type FamilyRow = Omit<PlatformFamily, "subscription_status">;
export type AuditRow = PlatformAuditEntry;

const locale = (language: string) => (language === "en" ? "en-US" : language);
const number = (n: number, language = "en") => n.toLocaleString(locale(language));
const dollars = (n: number, language: string) => n.toLocaleString(locale(language), { style: "currency", currency: "USD" });
const day = (iso: string) => iso.slice(0, 10);
/** "2026-11-27 15:16 UTC" in English; the language's own date and time elsewhere (always UTC). */
const minute = (iso: string, language: string) =>
  language === "en"
    ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
    : `${new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso))} UTC`;

function Stat({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="card" data-testid={testId}>
      <h3 className="small muted">{label}</h3>
      <p className="stat">{value}</p>
      {note ? <p className="small muted">{note}</p> : null}
    </div>
  );
}

/** A console table: hidden caption, one header row, and rows that stack on a phone (data-label). */
function ConsoleTable({ caption, columns, testId, children }: { caption: string; columns: string[]; testId?: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <table className="sa-table" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {t(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A card of labelled counts (subscription breakdown, feature usage). */
function CountsCard({ id, title, testId, rows }: { id: string; title: string; testId: string; rows: [string, number][] }) {
  const { t, language } = useT();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="list" data-testid={testId}>
        {rows.map(([label, n]) => (
          <li key={label} className="spread">
            <span>{t(label)}</span>
            <strong>{number(n, language)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AnalyticsCards({ a }: { a: AnalyticsView }) {
  const { t, language } = useT();
  return (
    <>
      <div className="sa-cards">
        <Stat
          testId="stat-users"
          label={t("Users")}
          value={number(a.users.total, language)}
          note={t("{count} joined in the last 30 days", { count: number(a.users.recent_30_days, language) })}
        />
        <Stat
          testId="stat-families"
          label={t("Families")}
          value={number(a.families.total, language)}
          note={t("{count} people per family on average", { count: number(a.families.average_size, language) })}
        />
        <Stat testId="stat-mrr" label={t("Monthly recurring revenue")} value={dollars(a.subscriptions.total_mrr, language)} />
        <Stat testId="stat-conversion" label={t("Paid conversion")} value={`${a.subscriptions.conversion_rate}%`} note={t("of families on a paid plan")} />
      </div>
      <div className="grid two">
        <CountsCard
          id="sa-subscriptions"
          title={t("Subscription breakdown")}
          testId="subscription-breakdown"
          rows={[
            [PLANS.free.label, a.subscriptions.free],
            [PLANS.small_family.label, a.subscriptions.small_family],
            [PLANS.medium_family.label, a.subscriptions.medium_family],
          ]}
        />
        <CountsCard
          id="sa-usage"
          title={t("Feature usage")}
          testId="feature-usage"
          rows={[
            ["Photos", a.feature_usage.photos],
            ["Events", a.feature_usage.events],
            ["Surveys", a.feature_usage.surveys],
          ]}
        />
      </div>
    </>
  );
}

const USER_COLUMNS = ["Name", "Email", "Role", "Family", "Plan", "Joined", "Status", "Actions"];

export function UsersTable({ users, href, caption }: { users: UserRow[]; href: Href; caption: string }) {
  const { t } = useT();
  if (users.length === 0) return <EmptyState title={t("No users found.")}>{t("Try part of a name, an email address or a family name.")}</EmptyState>;
  return (
    <ConsoleTable caption={caption} columns={USER_COLUMNS}>
        {users.map((u) => {
          const superAdmin = u.role === "super_admin";
          return (
            <tr key={u.id} data-testid={`user-row-${u.id}`}>
              <td data-label={t("Name")}>{u.name}</td>
              <td data-label={t("Email")}>{u.email}</td>
              <td data-label={t("Role")}>{t(roleLabel(u.role))}</td>
              <td data-label={t("Family")}>{u.family_name}</td>
              <td data-label={t("Plan")}>{t(PLANS[u.subscription_tier].label)}</td>
              <td data-label={t("Joined")}>{day(u.created_at)}</td>
              <td data-label={t("Status")}>
                {u.suspended_at ? (
                  <span className="badge danger" title={u.suspended_reason ?? undefined}>{t("Suspended")}</span>
                ) : (
                  t("Active")
                )}
              </td>
              <td data-label={t("Actions")} className="sa-actions">
                <Link className="button small secondary" to={href("edit-user", { id: u.id })} preventScrollReset>
                  {t("Edit")}<span className="visually-hidden"> {u.name}</span>
                </Link>
                {superAdmin ? null : (
                  <Link className="button small secondary" to={href("suspend-user", { id: u.id })} preventScrollReset>
                    {u.suspended_at ? t("Restore") : t("Suspend")}
                    <span className="visually-hidden"> {u.name}</span>
                  </Link>
                )}
                {superAdmin ? (
                  <button type="button" className="small danger" disabled title={t("Super admin accounts cannot be deleted")}>
                    {t("Delete")}
                    <span className="visually-hidden"> {t("{name} (super admin accounts cannot be deleted)", { name: u.name })}</span>
                  </button>
                ) : (
                  <Link className="button small danger" to={href("delete-user", { id: u.id })} preventScrollReset>
                    {t("Delete")}<span className="visually-hidden"> {u.name}</span>
                  </Link>
                )}
              </td>
            </tr>
          );
        })}
    </ConsoleTable>
  );
}

const FAMILY_COLUMNS = ["Name", "Code", "Members", "Plan", "Owner", "Created", "Actions"];

export function FamiliesTable({ families, href }: { families: FamilyRow[]; href: Href }) {
  const { t } = useT();
  if (families.length === 0) return <EmptyState title={t("No families yet.")}>{t("Families show here once someone signs up and creates one.")}</EmptyState>;
  return (
    <ConsoleTable caption={t("Families, newest first")} columns={FAMILY_COLUMNS}>
        {families.map((f) => (
          <tr key={f.id} data-testid={`family-row-${f.id}`}>
            <td data-label={t("Name")}>{f.name}</td>
            <td data-label={t("Code")}>{f.family_code}</td>
            <td data-label={t("Members")}>{f.actual_member_count}</td>
            <td data-label={t("Plan")}>{t(PLANS[f.subscription_tier].label)}</td>
            <td data-label={t("Owner")}>
              {f.owner ? (
                <>
                  {f.owner.name}
                  <br />
                  <span className="small muted">{f.owner.email}</span>
                </>
              ) : (
                <span className="muted">{t("No owner")}</span>
              )}
            </td>
            <td data-label={t("Created")}>{day(f.created_at)}</td>
            <td data-label={t("Actions")} className="sa-actions">
              <Link className="button small secondary" to={href("rename-family", { id: f.id })} preventScrollReset>
                {t("Rename")}<span className="visually-hidden"> {f.name}</span>
              </Link>
              <Link className="button small secondary" to={href("set-plan", { id: f.id })} preventScrollReset>
                {t("Change plan")}<span className="visually-hidden"> {t("of {name}", { name: f.name })}</span>
              </Link>
            </td>
          </tr>
        ))}
    </ConsoleTable>
  );
}

const ACTION_LABEL: Record<string, string> = {
  change_email: "Changed email",
  reset_password: "Reset password",
  delete_user: "Deleted user",
  suspend_user: "Suspended user",
  restore_user: "Restored user",
  rename_family: "Renamed family",
  set_plan: "Set plan",
  export_users: "Exported users",
};

const AUDIT_COLUMNS = ["When", "Who", "What", "On whom", "Details"];

export function AuditTable({ entries }: { entries: AuditRow[] }) {
  const { t, language } = useT();
  if (entries.length === 0) return <EmptyState title={t("No platform changes yet.")}>{t("Every change made from this console is recorded here.")}</EmptyState>;
  return (
    <ConsoleTable caption={t("Platform audit log, newest first")} columns={AUDIT_COLUMNS} testId="platform-audit">
        {entries.map((e) => (
          <tr key={e.id}>
            <td data-label={t("When")}>{minute(e.timestamp, language)}</td>
            <td data-label={t("Who")}>{e.actor_name}</td>
            <td data-label={t("What")}>{ACTION_LABEL[e.action] ? t(ACTION_LABEL[e.action]) : e.action}</td>
            <td data-label={t("On whom")}>
              {e.target_label} <span className="small muted">({e.target_type}{e.target_id ? ` #${e.target_id}` : ""})</span>
            </td>
            <td data-label={t("Details")}>{e.details}</td>
          </tr>
        ))}
    </ConsoleTable>
  );
}
