import { CardMenu, CardMenuLink } from "~/ui/CardMenu";
import { roleLabel, type Role } from "~/lib/permissions";
import { useT } from "~/lib/i18n/react";
import { Card } from "~/ui/Card";

export type MemberView = {
  id: number;
  name: string;
  email: string;
  role: Role;
  joined_label: string;
  via_invite: boolean;
  allowed: { self: boolean; changeRole: boolean; remove: boolean };
};

/** §2 Members and roles: every account with its role and joined date; actions open URL-state modals. */
export function MembersPanel({
  members,
  recent,
  canManage,
  href,
}: {
  members: MemberView[];
  recent: Omit<MemberView, "allowed">[];
  canManage: { changeRoles: boolean; removeMembers: boolean };
  href: (modal: string, params?: Record<string, string | number>) => string;
}) {
  const { t } = useT();
  return (
    <Card id="members-heading" title={t("Members and roles")} count={members.length}>
      <ul className="list" data-testid="member-list">
        {members.map((m) => (
          <li key={m.id} data-testid="member" className="spread">
            <span>
              <strong>{m.name}</strong> <span className="badge primary" data-testid="member-role">{t(roleLabel(m.role))}</span>
              {m.allowed.self ? (
                <>
                  {" "}
                  <span className="badge">{t("You")}</span>
                </>
              ) : null}
              <br />
              <span className="muted small">
                {t("{email} · Joined {date}", { email: m.email, date: m.joined_label })}
              </span>
            </span>
            {m.allowed.self || (!canManage.changeRoles && !canManage.removeMembers) ? null : (
              <CardMenu label={t("Actions for {name}", { name: m.name })}>
                {canManage.changeRoles ? <CardMenuLink to={href("change-role", { id: m.id })}>{t("Change role")}</CardMenuLink> : null}
                {canManage.removeMembers && m.role !== "super_admin" ? (
                  <CardMenuLink to={href("remove-member", { id: m.id })} danger>
                    {t("Remove from family")}
                  </CardMenuLink>
                ) : null}
              </CardMenu>
            )}
          </li>
        ))}
      </ul>

      <h3 id="recent-heading">{t("Recent signups")}</h3>
      <p className="muted small">{t("Joined in the last 7 days.")}</p>
      {recent.length === 0 ? (
        <p className="empty">{t("No new members this week.")}</p>
      ) : (
        <ul className="list" aria-labelledby="recent-heading" data-testid="recent-signups">
          {recent.map((m) => (
            <li key={m.id} className="spread" data-testid="recent-signup">
              <span>
                {m.name} <span className="muted small">{m.joined_label}</span>
              </span>
              <span className={m.via_invite ? "badge success" : "badge"}>{m.via_invite ? t("Invite link") : t("Family code")}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Why the actor may not act on `target` (null when they may). */
export function deniedReason(target: MemberView, action: "changeRole" | "remove"): string | null {
  if (target.allowed[action]) return null;
  if (target.allowed.self) return action === "remove" ? "You cannot remove yourself." : "You cannot change your own role.";
  if (target.role === "owner") {
    return action === "remove"
      ? "The family owner cannot be removed. The owner can transfer ownership first."
      : "Only the owner can change the owner's role.";
  }
  if (target.role === "super_admin") return "A super admin account is managed from the platform console.";
  return "You do not have permission to manage members.";
}
