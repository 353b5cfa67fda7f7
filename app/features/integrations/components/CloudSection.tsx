import { PostButton } from "~/ui/PostButton";
import { CLOUD_PROVIDERS, PHOTO_BACKUP_UNAVAILABLE, PROVIDER_LABEL } from "../rules";
import { IntegrationSection, type IntegrationsPageData, type SectionProps } from "./IntegrationSection";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

type Account = IntegrationsPageData["cloud"][number];

function BackupStatus({ backup }: { backup: Account["backup"] }) {
  const { t } = useT();
  if (backup.status === "running") {
    return (
      <div className="stack" data-testid="backup-progress">
        <div className="progress" aria-hidden="true">
          <span style={{ width: `${backup.total ? Math.round((backup.processed / backup.total) * 100) : 0}%` }} />
        </div>
        <p className="small" role="status">
          {t("Backing up: {processed} of {total} photos checked, {copied} copied.", { processed: backup.processed, total: backup.total, copied: backup.copied })}{" "}
          <Link to=".">{t("Refresh")}</Link>
        </p>
      </div>
    );
  }
  if (backup.status === "done") return <p className="small">{t("Last run copied {copied} new of {total} photos.", { copied: backup.copied, total: backup.total })}</p>;
  if (backup.status === "failed") return <p className="small form-error">{t("Backup stopped: {error}", { error: t(backup.error ?? "") })}</p>;
  return null;
}

export function CloudSection({ data, href }: SectionProps) {
  const { t } = useT();
  return (
    <IntegrationSection id="cloud" data={data}>
      {!data.photoBackup ? <p className="small" data-testid="photo-backup-note">{t(PHOTO_BACKUP_UNAVAILABLE)}</p> : null}
      <ul className="list">
        {CLOUD_PROVIDERS.map((p) => {
          const c = data.cloud.find((x) => x.provider === p);
          return (
            <li key={p} className="stack" data-testid={`cloud-${p}`}>
              <div className="spread">
                <strong>{PROVIDER_LABEL[p]}</strong>
                {c ? <span className="badge success">{t("Connected")}</span> : null}
              </div>
              {c ? (
                <>
                  {c.account ? <div className="small">{c.account}</div> : null}
                  <div className="small muted">{t("Last backup: {date}", { date: c.last_backup_label ?? t("never") })}</div>
                  <BackupStatus backup={c.backup} />
                  {data.unlocked ? (
                    <div className="row">
                      <PostButton intent="backup-now" label={t("Back up photos now")} fields={{ provider: p }} />
                      <PostButton intent="disconnect-cloud" label={t("Disconnect")} fields={{ provider: p }} className="danger small" />
                    </div>
                  ) : null}
                </>
              ) : !data.unlocked ? (
                <div>
                  <Link className="button small" to={href("upgrade")} preventScrollReset>
                    {t("Connect {provider}", { provider: PROVIDER_LABEL[p] })}
                  </Link>
                </div>
              ) : p === "webdav" ? (
                <div>
                  <Link className="button small" to={href("connect-webdav")} preventScrollReset>{t("Connect {provider}", { provider: "WebDAV" })}</Link>
                </div>
              ) : data.available[p] ? (
                <div>
                  <a className="button small" href={`/integrations/cloud-storage/${p}/start`}>
                    {t("Connect {provider}", { provider: PROVIDER_LABEL[p] })}
                  </a>
                </div>
              ) : (
                <p className="small muted">{t("Not available on this server: its administrator has not set it up.")}</p>
              )}
            </li>
          );
        })}
      </ul>
    </IntegrationSection>
  );
}
