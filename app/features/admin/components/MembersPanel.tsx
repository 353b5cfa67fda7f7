import { Form } from "react-router";
import { CardMenu, CardMenuLink } from "~/ui/CardMenu";
import { roleLabel, type Role } from "~/lib/permissions";
import { Select } from "~/ui/Field";

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
  return (
    <section className="card" aria-labelledby="members-heading">
      <h2 id="members-heading">
        Members and roles <span className="badge">{members.length}</span>
      </h2>
      <ul className="list" data-testid="member-list">
        {members.map((m) => (
          <li key={m.id} data-testid="member" className="spread">
            <span>
              <strong>{m.name}</strong> <span className="badge primary" data-testid="member-role">{roleLabel(m.role)}</span>
              {m.allowed.self ? (
                <>
                  {" "}
                  <span className="badge">You</span>
                </>
              ) : null}
              <br />
              <span className="muted small">
                {m.email} · Joined {m.joined_label}
              </span>
            </span>
            {m.allowed.self || (!canManage.changeRoles && !canManage.removeMembers) ? null : (
              <CardMenu label={`Actions for ${m.name}`}>
                {canManage.changeRoles ? <CardMenuLink to={href("change-role", { id: m.id })}>Change role</CardMenuLink> : null}
                {canManage.removeMembers && m.role !== "super_admin" ? (
                  <CardMenuLink to={href("remove-member", { id: m.id })} danger>
                    Remove from family
                  </CardMenuLink>
                ) : null}
              </CardMenu>
            )}
          </li>
        ))}
      </ul>

      <h3 id="recent-heading">Recent signups</h3>
      <p className="muted small">Joined in the last 7 days.</p>
      {recent.length === 0 ? (
        <p className="empty">No new members this week.</p>
      ) : (
        <ul className="list" aria-labelledby="recent-heading" data-testid="recent-signups">
          {recent.map((m) => (
            <li key={m.id} className="spread" data-testid="recent-signup">
              <span>
                {m.name} <span className="muted small">{m.joined_label}</span>
              </span>
              <span className={m.via_invite ? "badge success" : "badge"}>{m.via_invite ? "Invite link" : "Family code"}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Owner only: pick another account, then confirm in the dialog (a GET form: works without JS). */
export function TransferPanel({ members }: { members: MemberView[] }) {
  const others = members.filter((m) => !m.allowed.self && m.role !== "super_admin");
  return (
    <section className="card" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">Transfer ownership</h2>
      <p className="muted small">The new owner gets billing and role management; you become an admin. A family always has exactly one owner.</p>
      {others.length === 0 ? (
        <p className="empty">Nobody else has joined the family yet.</p>
      ) : (
        <Form method="get" preventScrollReset className="row">
          <input type="hidden" name="modal" value="transfer-ownership" />
          <Select label="New owner" name="id" defaultValue="" required>
            <option value="" disabled>
              Choose a family member
            </option>
            {others.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name} ({roleLabel(m.role)})
              </option>
            ))}
          </Select>
          <button type="submit" className="secondary">
            Continue
          </button>
        </Form>
      )}
    </section>
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
