// Invite link and family code with Copy and Share. Without JavaScript: read-only fields to select
// and a mailto link. With JavaScript: Copy uses the clipboard; Share uses the Web Share API where
// the browser has it (the mailto link stays otherwise).
import { useState } from "react";
import { useClientValue } from "~/ui/useClientValue";

function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const canCopy = useClientValue(() => !!navigator.clipboard, false);
  const [copied, setCopied] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="row">
        <input id={id} type="text" readOnly value={value} onFocus={(e) => e.currentTarget.select()} data-testid={id} />
        {canCopy ? (
          <button
            type="button"
            className="secondary small"
            onClick={() => {
              void navigator.clipboard.writeText(value).then(() => {
                setCopied(true);
                setTimeout(() => setCopied(false), 2000);
              });
            }}
          >
            {copied ? "Copied!" : "Copy"}
          </button>
        ) : null}
      </div>
    </div>
  );
}

export function InvitePanel({
  familyName,
  familyCode,
  inviteUrl,
  stats,
}: {
  familyName: string;
  familyCode: string;
  inviteUrl: string;
  stats: { total_invite_joins: number; recent_invite_joins: number; recent_joins: { user_name: string; joined_at: string }[] } | null;
}) {
  const canShare = useClientValue(() => typeof navigator.share === "function", false);
  const text = `Join ${familyName} on Kindred: ${inviteUrl} (family code ${familyCode})`;
  const mailto = `mailto:?subject=${encodeURIComponent(`Join ${familyName} on Kindred`)}&body=${encodeURIComponent(text)}`;
  return (
    <section className="card stack" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite family members</h2>
      <CopyField id="invite-link" label="Invite link" value={inviteUrl} />
      <CopyField id="invite-code" label="Family code" value={familyCode} />
      <div className="row">
        {canShare ? (
          <button
            type="button"
            className="secondary small"
            onClick={() => void navigator.share({ title: `Join ${familyName} on Kindred`, text, url: inviteUrl }).catch(() => {})}
          >
            Share
          </button>
        ) : (
          <a className="button secondary small" href={mailto}>
            Share by email
          </a>
        )}
      </div>
      {stats ? (
        <div className="stack" data-testid="invite-stats">
          <p className="small">
            <strong>{stats.total_invite_joins}</strong> joined through invite links, <strong>{stats.recent_invite_joins}</strong> in
            the last 7 days.
          </p>
          {stats.recent_joins.length > 0 ? (
            <ul className="list small">
              {stats.recent_joins.map((j) => (
                <li key={`${j.user_name}-${j.joined_at}`}>
                  {j.user_name} <span className="muted">· {j.joined_at.slice(0, 10)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
