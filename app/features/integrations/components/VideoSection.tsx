import { EmptyState } from "~/ui/EmptyState";
import { IntegrationSection, type SectionProps } from "./IntegrationSection";
import { Link } from "react-router";

const STATUS = {
  live: { label: "Live", badge: "badge success" },
  ended: { label: "Ended", badge: "badge" },
  scheduled: { label: "Scheduled", badge: "badge warn" },
} as const;

export function VideoSection({ data, href }: SectionProps) {
  const scheduleHref = href(data.unlocked ? "schedule-call" : "upgrade");
  return (
    <IntegrationSection id="video" title="Video calls" locked={!data.unlocked} intro="Family calls on Jitsi Meet: no account needed, a private room for each call.">
      <div>
        <Link className="button" to={scheduleHref} preventScrollReset>
          Schedule video call
        </Link>
      </div>
      <h3>Recent calls</h3>
      {data.calls.length === 0 ? <EmptyState title="No video calls yet.">Scheduled calls show here with a link to join them.</EmptyState> : null}
      <ul className="list" data-testid="video-calls">
        {data.calls.map((call) => {
          const status = STATUS[call.status === "live" || call.status === "ended" ? call.status : "scheduled"];
          return (
            <li key={call.id} className="spread" data-testid="video-call">
              <div>
                <strong>{call.title}</strong>{" "}
                <span className={status.badge} data-testid="call-status">
                  {status.label}
                </span>
                <div className="small muted">
                  {call.when} · {call.duration_minutes} minutes
                </div>
                {call.description ? <div className="small pre-line">{call.description}</div> : null}
              </div>
              {data.unlocked && call.status !== "ended" ? (
                <a className="button small" href={call.join_url} target="_blank" rel="noreferrer noopener" aria-label={`Join ${call.title}`}>
                  Join
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </IntegrationSection>
  );
}
