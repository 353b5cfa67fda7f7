import { useT } from "~/lib/i18n/react";
import type { ModalState } from "~/ui/useModalState";
import { RecordMenu } from "~/ui/EditDeleteMenu";
import { EmptyState } from "~/ui/EmptyState";
import { Card, CardHeadLink } from "~/ui/Card";

type ActivityRow = {
  id: number;
  name: string;
  description: string;
  location: string;
  date_text: string;
  time_text: string;
  cost_text: string;
};

/** Trip Planning: the planned activities with their cost per person and the total. */
export function ActivityList({
  activities,
  totalText,
  canManage,
  href,
}: {
  activities: ActivityRow[];
  totalText: string;
  canManage: boolean;
  href: ModalState["href"];
}) {
  const { t } = useT();
  return (
    <Card
      id="activities-heading"
      title={t("Planned activities")}
      action={canManage ? <CardHeadLink to={href("add-activity")} verb={t("Add")} what={t("activity")} look="small" /> : null}
    >
      {activities.length === 0 ? (
        <EmptyState title={t("No activities planned yet.")}>
          {t("Outings, meals and tours for the reunion, with the cost per person.")}
          {canManage ? ` ${t("Add the first one above.")}` : ""}
        </EmptyState>
      ) : (
        <ul className="list" data-testid="activity-list">
          {activities.map((a) => (
            <li key={a.id} className="activity" data-testid="activity">
              <div className="spread">
                <strong>{a.name}</strong>
                <span className="row">
                  <span className="badge" data-testid="activity-cost">
                    {a.cost_text}
                  </span>
                  <RecordMenu kind="activity" id={a.id} name={a.name} href={href} canEdit={false} canDelete={canManage} />
                </span>
              </div>
              <div className="muted small">
                {a.date_text}
                {a.time_text ? ` ${t("at {time}", { time: a.time_text })}` : ""}
                {a.location ? ` · ${a.location}` : ""}
              </div>
              {a.description ? <p className="small">{a.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {activities.length > 0 ? (
        <p className="activity-total">
          {t("Total cost per person:")} <strong data-testid="activity-total">{totalText}</strong>
        </p>
      ) : null}
    </Card>
  );
}
