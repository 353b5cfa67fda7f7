import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

export type AuditRow = { id: number; action: string; actor_name: string; target_type: string; details: string; when: string };

/** The English label of each recorded action and target (the page shows them translated). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  album_create: "Album create",
  album_delete: "Album delete",
  album_rename: "Album rename",
  announcement_approve: "Announcement approve",
  announcement_reject: "Announcement reject",
  bank_account_connect: "Bank account connect",
  bank_account_update: "Bank account update",
  branding_update: "Branding update",
  calendar_feed_connect: "Calendar feed connect",
  calendar_feed_disconnect: "Calendar feed disconnect",
  calendar_feed_rotate: "Calendar feed rotate",
  calendar_subscription_add: "Calendar subscription add",
  calendar_subscription_remove: "Calendar subscription remove",
  campaign_create: "Campaign create",
  campaign_delete: "Campaign delete",
  campaign_entry_create: "Campaign entry create",
  campaign_entry_delete: "Campaign entry delete",
  campaign_update: "Campaign update",
  cloud_connect: "Cloud connect",
  cloud_disconnect: "Cloud disconnect",
  directory_delete: "Directory delete",
  email_template_update: "Email template update",
  event_delete: "Event delete",
  event_update: "Event update",
  family_code_rotate: "Family code rotate",
  family_export: "Family export",
  family_import: "Family import",
  family_rename: "Family rename",
  guest_link_create: "Guest link create",
  guest_link_revoke: "Guest link revoke",
  member_claim: "Member claim",
  member_remove: "Member remove",
  ownership_transfer: "Ownership transfer",
  person_add: "Person add",
  person_delete: "Person delete",
  person_parent_add: "Person parent add",
  person_parent_remove: "Person parent remove",
  person_partner_add: "Person partner add",
  person_partner_remove: "Person partner remove",
  person_update: "Person update",
  personal_export: "Personal export",
  photo_delete: "Photo delete",
  plan_downgrade: "Plan downgrade",
  role_change: "Role change",
  settings_update: "Settings update",
  signup_item_add: "Signup item add",
  signup_item_remove: "Signup item remove",
  signup_item_update: "Signup item update",
  social_connect: "Social connect",
  tree_import: "Tree import",
  video_call_schedule: "Video call schedule",
};

export const AUDIT_TARGET_LABELS: Record<string, string> = {
  album: "album",
  announcement: "announcement",
  campaign: "campaign",
  campaign_entry: "campaign entry",
  directory_entry: "directory entry",
  email_template: "email template",
  event: "event",
  family: "family",
  family_settings: "family settings",
  family_tree: "family tree",
  guest_link: "guest link",
  integration: "integration",
  person: "person",
  photo: "photo",
  subscription: "subscription",
  user: "user",
  video_session: "video session",
};

/** "role_change" → "Role change". */
export function actionLabel(action: string): string {
  const s = action.replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function AuditList({ entries }: { entries: AuditRow[] }) {
  const { t } = useT();
  if (entries.length === 0) return <p className="empty">{t("No admin actions recorded yet.")}</p>;
  return (
    <ul className="list" data-testid="audit-list">
      {entries.map((e) => (
        <li key={e.id} data-testid="audit-entry">
          <div className="spread">
            <strong data-testid="audit-action">{AUDIT_ACTION_LABELS[e.action] ? t(AUDIT_ACTION_LABELS[e.action]) : actionLabel(e.action)}</strong>
            <span className="muted small">{e.when}</span>
          </div>
          <p className="small">
            {e.actor_name} · {AUDIT_TARGET_LABELS[e.target_type] ? t(AUDIT_TARGET_LABELS[e.target_type]) : e.target_type.replace(/_/g, " ")}
          </p>
          {e.details ? <p className="muted small" dir="auto">{e.details}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** §9: the newest 10 entries; "Show more" is a link to the next page (works without JavaScript). */
export function AuditPanel({ entries, nextCursor }: { entries: AuditRow[]; nextCursor: number | null }) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="audit-heading">
      <h2 id="audit-heading">{t("Audit log")}</h2>
      <AuditList entries={entries} />
      {nextCursor !== null ? (
        <p>
          <Link to={`/dashboard/admin/audit?cursor=${nextCursor}`} className="button secondary small">
            {t("Show more")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
