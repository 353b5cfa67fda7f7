import { useT } from "~/lib/i18n/react";
import { RecordMenu } from "~/ui/EditDeleteMenu";
import { RecordCard } from "~/ui/RecordCard";
import { formatCents } from "~/lib/money";
import type { ModalState } from "~/ui/useModalState";
import { barSegments } from "../rules";
import { Link } from "react-router";

/** 42.5 → "42.5%" (in the page's language: "42,5 %"). */
export function formatPercent(formatNumber: (n: number, options?: Intl.NumberFormatOptions) => string, value: number): string {
  return formatNumber(value / 100, { style: "percent", maximumFractionDigits: 1 });
}

export type CardCampaign = {
  id: number;
  title: string;
  description: string;
  status: "live" | "closed";
  visibility: "family" | "admins";
  details_hidden: boolean;
  goal_cents: number | null;
  current_cents: number | null;
  pledged_cents: number | null;
  progress_percentage: number | null;
  can_manage: boolean;
};

/** Collected (solid) and pledged (striped) against the goal, with a text equivalent. */
export function ProgressBar({
  collected,
  pledged,
  goal,
  percentage,
  tall = false,
}: {
  collected: number | null;
  pledged: number | null;
  goal: number;
  percentage: number | null;
  tall?: boolean;
}) {
  const { t, language, formatNumber } = useT();
  const pledgedCents = pledged ?? 0;
  const seg = barSegments(collected ?? 0, pledgedCents, goal);
  return (
    <div>
      <div
        className={tall ? "progress stacked tall" : "progress stacked"}
        role="img"
        aria-label={t("{percent} of the goal collected; {amount} more pledged", { percent: formatPercent(formatNumber, percentage ?? 0), amount: formatCents(pledgedCents, language) })}
        data-testid="progress-bar"
      >
        <span className="collected" style={{ width: `${seg.collected}%` }} />
        <span className="pledged" style={{ width: `${seg.pledged}%` }} />
      </div>
      <div className="legend" aria-hidden="true">
        <span>
          <span className="swatch" />
          {t("Collected")}
        </span>
        <span>
          <span className="swatch pledged" />
          {t("Pledged")}
        </span>
      </div>
    </div>
  );
}

export function StatusBadge({ status }: { status: "live" | "closed" }) {
  const { t } = useT();
  return status === "live" ? <span className="badge fr-live">{t("Live")}</span> : <span className="badge">{t("Closed")}</span>;
}

export function CampaignCard({ campaign, href }: { campaign: CardCampaign; href: ModalState["href"] }) {
  const { t, language, formatNumber } = useT();
  return (
    <RecordCard
      kind="campaign"
      id={campaign.id}
      className="card stack"
      title={campaign.title}
      badges={
        <span className="row">
          {campaign.visibility === "admins" ? <span className="badge fr-private">{t("Admins only")}</span> : null}
          <StatusBadge status={campaign.status} />
        </span>
      }
    >
      {campaign.description ? <p className="pre-line">{campaign.description}</p> : null}
      {campaign.details_hidden || campaign.goal_cents === null ? (
        <p className="small muted">{t("The organisers keep this campaign’s amounts private.")}</p>
      ) : (
        <div>
          <p className="small" data-testid="campaign-amounts">
            {t("{collected} collected of {goal} goal", {
              collected: formatCents(campaign.current_cents ?? 0, language),
              goal: formatCents(campaign.goal_cents, language),
            })}
            {" · "}
            {t("{amount} pledged", { amount: formatCents(campaign.pledged_cents ?? 0, language) })} · {formatPercent(formatNumber, campaign.progress_percentage ?? 0)}
          </p>
          <ProgressBar collected={campaign.current_cents} pledged={campaign.pledged_cents} goal={campaign.goal_cents} percentage={campaign.progress_percentage} />
        </div>
      )}
      <div className="spread">
        <Link className="button small" to={href("campaign", { id: campaign.id })} preventScrollReset>
          {t("View details")}
        </Link>
        <RecordMenu kind="campaign" id={campaign.id} name={campaign.title} href={href} canEdit={campaign.can_manage} canDelete={campaign.can_manage} />
      </div>
    </RecordCard>
  );
}

/** The tab's grid of campaign cards (its own chunk: the page's first load stays under its budget, issue 37). */
export function CampaignCards({ campaigns, href }: { campaigns: CardCampaign[]; href: ModalState["href"] }) {
  return (
    <div className="grid two">
      {campaigns.map((c) => (
        <CampaignCard key={c.id} campaign={c} href={href} />
      ))}
    </div>
  );
}
