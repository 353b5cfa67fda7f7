// The Fundraising tab (§2): campaigns with collected and pledged progress, the campaign detail
// modal (totals, recent entries, add entry or make pledge, contribute by card, close), create /
// edit / delete campaign, delete entry, and the bank account (owner and admin). Loader and
// intents: features/fundraising/page.server.
import { useT } from "~/lib/i18n/react";
import { fundraisingAction, fundraisingLoader } from "~/features/fundraising/page.server";
import { useFundraisingModals } from "~/features/fundraising/components/fundraising-modal-state";
import { EmptyState } from "~/ui/EmptyState";
import { FormErrorText } from "~/ui/FormErrorText";
import { lazyModal } from "~/ui/lazy-modal";
import { ModalLink } from "~/ui/ModalLink";
import { TabHeader } from "~/ui/TabHeader";
import { useModalState } from "~/ui/useModalState";
import fundraisingStyles from "~/styles/fundraising.css?url";
import { titleMeta } from "~/ui/meta";
import type { Route } from "./+types/dashboard.fundraising";

// The modals' bodies load when one opens, and the campaign cards after the page (issue 37: the
// first load stays under its budget); the server renders them in the page as before, and a page
// with cards hydrates once their chunk is in.
const CampaignCards = lazyModal(() => import("~/features/fundraising/components/CampaignCard").then((m) => m.CampaignCards));
const FundraisingModals = lazyModal(() => import("~/features/fundraising/components/FundraisingModals").then((m) => m.FundraisingModals));

export const meta = titleMeta((t) => t("Fundraising · Kindred"));
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: fundraisingStyles }];

export const loader = fundraisingLoader;
export const action = fundraisingAction;

export default function FundraisingTab({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const d = loaderData;
  const { campaigns, bank, perms } = d;
  const m = useModalState();
  const modals = useFundraisingModals(d, m);
  const pageError = m.errorOnPage(modals.shown);
  const createHref = m.href("create-campaign");

  return (
    <div className="stack">
      <TabHeader title={t("Fundraising")}>
        {perms.manage ? (
          <>
            <ModalLink to={m.href("bank-account")} look="secondary">{bank?.connected ? t("Bank account") : t("Connect bank account")}</ModalLink>
            <ModalLink to={createHref}>{t("Create campaign")}</ModalLink>
          </>
        ) : null}
      </TabHeader>
      <p className="muted small">{t("Pledges and collected money are entered by hand; card contributions are recorded automatically once paid.")}</p>
      <FormErrorText message={pageError} />

      {bank?.connected ? (
        <p className="small" data-testid="bank-summary">
          {t("Funds go to {name}’s account {account} (routing {routing}).", { name: bank.account_holder_name, account: bank.account_number_masked, routing: bank.routing_number })}
        </p>
      ) : null}

      <section aria-labelledby="campaigns-heading" className="stack">
        <h2 id="campaigns-heading" className="visually-hidden">
          {t("Campaigns")}
        </h2>
        {campaigns.length === 0 ? (
          <EmptyState
            title={t("No campaigns yet.")}
            action={perms.manage ? <ModalLink to={createHref} look="small">{t("Start the first campaign")}</ModalLink> : null}
          >
            {t("A campaign collects pledges and gifts toward a shared goal, such as the reunion fund.")}
          </EmptyState>
        ) : null}
        {campaigns.length > 0 ? <CampaignCards campaigns={campaigns} href={m.href} /> : null}
      </section>

      {modals.shown ? <FundraisingModals d={d} m={m} open={modals} /> : null}
    </div>
  );
}
