import { PostButton } from "~/ui/PostButton";
import { CLOUD_PROVIDERS, PHOTO_BACKUP_UNAVAILABLE, PROVIDER_LABEL } from "../rules";
import { IntegrationSection, type IntegrationsPageData, type SectionProps } from "./IntegrationSection";
import { Link } from "react-router";

type Account = IntegrationsPageData["cloud"][number];

function BackupStatus({ backup }: { backup: Account["backup"] }) {
  if (backup.status === "running") {
    return (
      <div className="stack" data-testid="backup-progress">
        <div className="progress" aria-hidden="true">
          <span style={{ width: `${backup.total ? Math.round((backup.processed / backup.total) * 100) : 0}%` }} />
        </div>
        <p className="small" role="status">
          Backing up: {backup.processed} of {backup.total} photos checked, {backup.copied} copied. <Link to=".">Refresh</Link>
        </p>
      </div>
    );
  }
  if (backup.status === "done") return <p className="small">Last run copied {backup.copied} new of {backup.total} photos.</p>;
  if (backup.status === "failed") return <p className="small form-error">Backup stopped: {backup.error}</p>;
  return null;
}

export function CloudSection({ data, href }: SectionProps) {
  return (
    <IntegrationSection
      id="cloud"
      title="Cloud storage"
      locked={!data.unlocked}
      intro="Back up the family's photo originals to Google Drive, Dropbox or your own WebDAV storage (Nextcloud, ownCloud)."
    >
      {!data.photoBackup ? <p className="small" data-testid="photo-backup-note">{PHOTO_BACKUP_UNAVAILABLE}</p> : null}
      <ul className="list">
        {CLOUD_PROVIDERS.map((p) => {
          const c = data.cloud.find((x) => x.provider === p);
          return (
            <li key={p} className="stack" data-testid={`cloud-${p}`}>
              <div className="spread">
                <strong>{PROVIDER_LABEL[p]}</strong>
                {c ? <span className="badge success">Connected</span> : null}
              </div>
              {c ? (
                <>
                  {c.account ? <div className="small">{c.account}</div> : null}
                  <div className="small muted">Last backup: {c.last_backup_label ?? "never"}</div>
                  <BackupStatus backup={c.backup} />
                  {data.unlocked ? (
                    <div className="row">
                      <PostButton intent="backup-now" label="Back up photos now" fields={{ provider: p }} />
                      <PostButton intent="disconnect-cloud" label="Disconnect" fields={{ provider: p }} className="danger small" />
                    </div>
                  ) : null}
                </>
              ) : !data.unlocked ? (
                <div>
                  <Link className="button small" to={href("upgrade")} preventScrollReset>
                    Connect {PROVIDER_LABEL[p]}
                  </Link>
                </div>
              ) : p === "webdav" ? (
                <div>
                  <Link className="button small" to={href("connect-webdav")} preventScrollReset>Connect WebDAV</Link>
                </div>
              ) : data.available[p] ? (
                <div>
                  <a className="button small" href={`/integrations/cloud-storage/${p}/start`}>
                    Connect {PROVIDER_LABEL[p]}
                  </a>
                </div>
              ) : (
                <p className="small muted">Not available on this server: its administrator has not set it up.</p>
              )}
            </li>
          );
        })}
      </ul>
    </IntegrationSection>
  );
}
