// Invite link and family code with Copy and Share. Without JavaScript: read-only fields to select
// and a mailto link. With JavaScript: Copy uses the clipboard; Share uses the Web Share API where
// the browser has it (the mailto link stays otherwise).
import { useState } from "react";
import { useClientValue } from "~/ui/useClientValue";
import { useT } from "~/lib/i18n/react";

function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const canCopy = useClientValue(() => !!navigator.clipboard, false);
  const [copied, setCopied] = useState(false);
  const { t } = useT();
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
            {copied ? t("Copied!") : t("Copy")}
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
  const { t } = useT();
  const text = t("Join {family} on Kindred: {url} (family code {code})", { family: familyName, url: inviteUrl, code: familyCode });
  const subject = t("Join {family} on Kindred", { family: familyName });
  const mailto = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
  return (
    <section className="card stack" aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t("Invite family members")}</h2>
      <CopyField id="invite-link" label={t("Invite link")} value={inviteUrl} />
      <CopyField id="invite-code" label={t("Family code")} value={familyCode} />
      <div className="row">
        {canShare ? (
          <button
            type="button"
            className="secondary small"
            onClick={() => void navigator.share({ title: subject, text, url: inviteUrl }).catch(() => {})}
          >
            {t("Share")}
          </button>
        ) : (
          <a className="button secondary small" href={mailto}>
            {t("Share by email")}
          </a>
        )}
      </div>
      {stats ? (
        <div className="stack" data-testid="invite-stats">
          <p className="small">
            {t("{total} joined through invite links, {recent} in the last 7 days.", { total: stats.total_invite_joins, recent: stats.recent_invite_joins })}
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
