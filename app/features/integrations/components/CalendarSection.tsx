import { PostButton } from "~/ui/PostButton";
import { CALENDAR_PROVIDERS, PROVIDER_LABEL } from "../rules";
import { CopyField, IntegrationSection, type SectionProps } from "./IntegrationSection";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

export function CalendarSection({ data, href }: SectionProps) {
  const c = data.calendar;
  const { t } = useT();
  return (
    <IntegrationSection id="calendar" data={data}>
      {!data.unlocked ? (
        <div className="row">
          <Link className="button" to={href("upgrade")} preventScrollReset>{t("Connect {provider}", { provider: "Google Calendar" })}</Link>
          <Link className="button" to={href("upgrade")} preventScrollReset>{t("Connect {provider}", { provider: "Outlook" })}</Link>
        </div>
      ) : c ? (
        <div className="stack" data-testid="calendar-connected">
          <p>
            <span className="badge success">{t("Connected")}</span> {PROVIDER_LABEL[c.provider]}
          </p>
          <div className="row">
            <a className="button" href={c.google_url} target="_blank" rel="noreferrer noopener">{t("Subscribe in {app}", { app: "Google Calendar" })}</a>
            <a className="button" href={c.outlook_url} target="_blank" rel="noreferrer noopener">{t("Subscribe in {app}", { app: "Outlook" })}</a>
            <a className="button" href={c.webcal_url}>{t("Subscribe in {app}", { app: "Apple Calendar" })}</a>
          </div>
          <CopyField label={t("Your private calendar link")} value={c.feed_url} testId="feed-url" />
          <div className="row">
            <PostButton intent="rotate-calendar" label={t("Get a new link")} fields={{ provider: c.provider }} className="secondary small" />
            <PostButton intent="disconnect-calendar" label={t("Disconnect calendar")} className="danger small" />
          </div>
        </div>
      ) : (
        <div className="row">
          {CALENDAR_PROVIDERS.map((p) => (
            <PostButton key={p} intent="connect-calendar" label={t("Connect {provider}", { provider: PROVIDER_LABEL[p] })} fields={{ provider: p }} />
          ))}
        </div>
      )}
      <div>
        <Link className="button secondary" to={href(data.unlocked ? "calendar-event" : "upgrade")} preventScrollReset>
          {t("Create calendar event")}
        </Link>
      </div>
    </IntegrationSection>
  );
}
