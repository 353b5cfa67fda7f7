import { EmptyState } from "~/ui/EmptyState";
import { IntegrationSection, type SectionProps } from "./IntegrationSection";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

const STATUS = {
  live: { label: "{status, select, other {Live}}", badge: "badge success" },
  ended: { label: "Ended", badge: "badge" },
  scheduled: { label: "Scheduled", badge: "badge warn" },
} as const;

export function VideoSection({ data, href }: SectionProps) {
  const scheduleHref = href(data.unlocked ? "schedule-call" : "upgrade");
  const { t } = useT();
  return (
    <IntegrationSection id="video" data={data}>
      <div>
        <Link className="button" to={scheduleHref} preventScrollReset>
          {t("Schedule video call")}
        </Link>
      </div>
      <h3>{t("Recent calls")}</h3>
      {data.calls.length === 0 ? <EmptyState title={t("No video calls yet.")}>{t("Scheduled calls show here with a link to join them.")}</EmptyState> : null}
      <ul className="list" data-testid="video-calls">
        {data.calls.map((call) => {
          const status = STATUS[call.status === "live" || call.status === "ended" ? call.status : "scheduled"];
          return (
            <li key={call.id} className="spread" data-testid="video-call">
              <div>
                <strong>{call.title}</strong>{" "}
                <span className={status.badge} data-testid="call-status">
                  {t(status.label, { status: call.status })}
                </span>
                <div className="small muted">
                  {t("{when} · {minutes} minutes", { when: call.when, minutes: call.duration_minutes })}
                </div>
                {call.description ? <div className="small pre-line">{call.description}</div> : null}
              </div>
              {data.unlocked && call.status !== "ended" ? (
                <a className="button small" href={call.join_url} target="_blank" rel="noreferrer noopener" aria-label={t("Join {title}", { title: call.title })}>
                  {t("Join")}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </IntegrationSection>
  );
}
