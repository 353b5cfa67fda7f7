import { PostButton } from "~/ui/PostButton";
import { CALENDAR_PROVIDERS, PROVIDER_LABEL } from "../rules";
import { CopyField, IntegrationSection, type SectionProps } from "./IntegrationSection";
import { Link } from "react-router";

export function CalendarSection({ data, href }: SectionProps) {
  const c = data.calendar;
  return (
    <IntegrationSection
      id="calendar"
      title="Calendar"
      locked={!data.unlocked}
      intro="Subscribe to the family's events, video calls, birthdays and reunion dates from Google Calendar, Outlook or Apple Calendar. Your link is your own; keep it private."
    >
      {!data.unlocked ? (
        <div className="row">
          <Link className="button" to={href("upgrade")} preventScrollReset>Connect Google Calendar</Link>
          <Link className="button" to={href("upgrade")} preventScrollReset>Connect Outlook</Link>
        </div>
      ) : c ? (
        <div className="stack" data-testid="calendar-connected">
          <p>
            <span className="badge success">Connected</span> {PROVIDER_LABEL[c.provider]}
          </p>
          <div className="row">
            <a className="button" href={c.google_url} target="_blank" rel="noreferrer noopener">Subscribe in Google Calendar</a>
            <a className="button" href={c.outlook_url} target="_blank" rel="noreferrer noopener">Subscribe in Outlook</a>
            <a className="button" href={c.webcal_url}>Subscribe in Apple Calendar</a>
          </div>
          <CopyField label="Your private calendar link" value={c.feed_url} testId="feed-url" />
          <div className="row">
            <PostButton intent="rotate-calendar" label="Get a new link" fields={{ provider: c.provider }} className="secondary small" />
            <PostButton intent="disconnect-calendar" label="Disconnect calendar" className="danger small" />
          </div>
        </div>
      ) : (
        <div className="row">
          {CALENDAR_PROVIDERS.map((p) => (
            <PostButton key={p} intent="connect-calendar" label={`Connect ${PROVIDER_LABEL[p]}`} fields={{ provider: p }} />
          ))}
        </div>
      )}
      <div>
        <Link className="button secondary" to={href(data.unlocked ? "calendar-event" : "upgrade")} preventScrollReset>
          Create calendar event
        </Link>
      </div>
    </IntegrationSection>
  );
}
