// The Fundraising tab (§2): campaigns with collected and pledged progress, the campaign detail
// modal (totals, recent entries, add entry or make pledge, contribute by card, close), create /
// edit / delete campaign, delete entry, and the bank account (owner and admin). Every form is a
// plain POST; the card contribution answers with a 303 to the checkout.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { requireUser } from "~/lib/session.server";
import { pageAction } from "~/lib/page-action.server";
import { HttpError, idParam } from "~/lib/http.server";
import { env } from "~/lib/env.server";
import { formatEventDate } from "~/lib/dates";
import { getSettings } from "~/features/family/family.server";
import {
  addEntry,
  campaignSummary,
  createCampaign,
  deleteCampaign,
  deleteEntry,
  listCampaigns,
  setCampaignStatus,
  startContribution,
  updateCampaign,
} from "~/features/fundraising/fundraising.server";
import { getBankAccount, saveBankAccount } from "~/features/fundraising/bank-account.server";
import { campaignFormToInput } from "~/features/fundraising/inputs";
import { FUNDRAISING_MSG as MSG, canManageCampaigns, entryTypesFor } from "~/features/fundraising/rules";
import { CampaignCard } from "~/features/fundraising/components/CampaignCard";
import {
  BankAccountModal,
  CampaignDetailModal,
  CampaignFormModal,
  ContributeModal,
  DeleteEntryDialog,
  EntryFormModal,
} from "~/features/fundraising/components/CampaignModals";
import { ConfirmDialog, FormErrorText } from "~/ui/Modal";
import { useModalState } from "~/ui/useModalState";
import fundraisingStyles from "~/styles/fundraising.css?url";

export const meta: MetaFunction = () => [{ title: "Fundraising · Kindred" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: fundraisingStyles }];

/** Modals that show one campaign's summary (?id=). */
const SUMMARY_MODALS = new Set(["campaign", "delete-entry"]);

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const sp = new URL(request.url).searchParams;
  const manage = canManageCampaigns(actor.role);
  let summary = null;
  if (SUMMARY_MODALS.has(sp.get("modal") ?? "") && sp.get("id")) {
    try {
      const tz = getSettings(actor.familyId).time_zone;
      const s = campaignSummary(actor, idParam(sp.get("id")));
      summary = { ...s, recent_entries: s.recent_entries.map((e) => ({ ...e, entered_at_text: formatEventDate(e.entered_at, tz) })) };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  const types = entryTypesFor(actor.role);
  return {
    campaigns: listCampaigns(actor),
    summary,
    bank: manage ? getBankAccount(actor) : null,
    myName: actor.name,
    types,
    perms: { manage, pledge: types.length > 0, contribute: types.length > 0 && env().PAYMENTS !== "off" },
  };
}

export const action = pageAction({
  "create-campaign": {
    run: ({ actor, input }) => createCampaign(actor, campaignFormToInput(input)),
    success: "Campaign created successfully!",
    failure: MSG.createFailed,
    modal: "create-campaign",
  },
  "update-campaign": {
    run: ({ actor, input }) => updateCampaign(actor, idParam(input.id), campaignFormToInput(input)),
    success: "Campaign updated successfully!",
    failure: "Failed to update campaign",
    modal: "edit-campaign",
  },
  "set-status": {
    run: ({ actor, input }) => setCampaignStatus(actor, idParam(input.id), input.status),
    success: (r: { status: string }) => (r.status === "closed" ? "Campaign closed" : "Campaign reopened"),
    failure: "Failed to update campaign",
    modal: "campaign",
    redirectTo: (_r: unknown, input) => `/dashboard/fundraising?modal=campaign&id=${encodeURIComponent(String(input.id))}`,
  },
  "delete-campaign": {
    run: ({ actor, input }) => deleteCampaign(actor, idParam(input.id)),
    success: "Campaign deleted successfully!",
    failure: "Failed to delete campaign",
    modal: "delete-campaign",
  },
  "add-entry": {
    run: ({ actor, input }) => addEntry(actor, idParam(input.id), input),
    success: (r: { entry_type: string }) => (r.entry_type === "pledge" ? "Pledge recorded successfully!" : "Entry added successfully!"),
    failure: MSG.addEntryFailed,
    modal: "add-entry",
    redirectTo: (_r: unknown, input) => `/dashboard/fundraising?modal=campaign&id=${encodeURIComponent(String(input.id))}`,
  },
  "delete-entry": {
    run: ({ actor, input }) => deleteEntry(actor, idParam(input.id), idParam(input.entry)),
    success: "Entry deleted successfully!",
    failure: MSG.deleteEntryFailed,
    modal: "campaign",
    redirectTo: (_r: unknown, input) => `/dashboard/fundraising?modal=campaign&id=${encodeURIComponent(String(input.id))}`,
  },
  contribute: {
    run: async ({ actor, input }) => {
      const { url } = await startContribution(actor, { campaign_id: input.id, amount: input.amount });
      return redirect(url, 303);
    },
    failure: MSG.contributionFailed,
    modal: "contribute",
  },
  "save-bank-account": {
    run: ({ actor, input }) => {
      const body = { ...input };
      // The typed account number is never echoed back into the page after a failed submit.
      delete input.account_number;
      delete input.routing_number;
      return saveBankAccount(actor, body);
    },
    success: "Bank account connected successfully!",
    failure: MSG.bankFailed,
    modal: "bank-account",
  },
});

export default function FundraisingTab() {
  const { campaigns, summary, bank, myName, types, perms } = useLoaderData<typeof loader>();
  const m = useModalState();
  const location = useLocation();
  const selected = campaigns.find((c) => c.id === m.id) ?? null;
  const backTo = selected ? `?modal=campaign&id=${selected.id}` : m.closeTo;
  const live = selected?.status === "live";

  const createOpen = m.modal === "create-campaign" && perms.manage;
  const editOpen = m.modal === "edit-campaign" && perms.manage && selected !== null;
  const deleteOpen = m.modal === "delete-campaign" && perms.manage && selected !== null;
  const detailOpen = m.modal === "campaign" && summary !== null && summary.campaign_id === m.id;
  const entryOpen = m.modal === "add-entry" && perms.pledge && selected !== null && live;
  const contributeOpen = m.modal === "contribute" && perms.contribute && selected !== null && live;
  const bankOpen = m.modal === "bank-account" && bank !== null;
  const entryParam = new URLSearchParams(location.search).get("entry");
  const entryToDelete =
    m.modal === "delete-entry" && perms.manage && summary?.campaign_id === m.id
      ? (summary.recent_entries.find((e) => String(e.id) === entryParam) ?? null)
      : null;
  const shown = createOpen || editOpen || deleteOpen || detailOpen || entryOpen || contributeOpen || bankOpen || entryToDelete !== null;
  const pageError = m.pageError ?? (m.error && !shown ? m.error : null);

  return (
    <div className="stack">
      <div className="spread">
        <h1>Fundraising</h1>
        {perms.manage ? (
          <div className="row">
            <Link className="button secondary" to={m.href("bank-account")} preventScrollReset>
              {bank?.connected ? "Bank Account" : "Connect bank account"}
            </Link>
            <Link className="button" to={m.href("create-campaign")} preventScrollReset>
              Create campaign
            </Link>
          </div>
        ) : null}
      </div>
      <p className="muted small">Pledges and collected money are entered by hand; card contributions are recorded automatically once paid.</p>
      <FormErrorText message={pageError} />

      {bank?.connected ? (
        <p className="small" data-testid="bank-summary">
          Funds go to {bank.account_holder_name}&rsquo;s account {bank.account_number_masked} (routing {bank.routing_number}).
        </p>
      ) : null}

      <section aria-labelledby="campaigns-heading" className="stack">
        <h2 id="campaigns-heading" className="visually-hidden">
          Campaigns
        </h2>
        {campaigns.length === 0 ? <p className="empty">No campaigns yet.</p> : null}
        <div className="grid two">
          {campaigns.map((c) => (
            <CampaignCard key={c.id} campaign={c} href={m.href} />
          ))}
        </div>
      </section>

      {createOpen ? <CampaignFormModal closeTo={m.closeTo} campaign={null} values={m.values} error={m.error} /> : null}
      {editOpen && selected ? <CampaignFormModal closeTo={m.closeTo} campaign={selected} values={m.values} error={m.error} /> : null}
      {deleteOpen && selected ? (
        <ConfirmDialog
          title="Delete campaign"
          message={`Delete "${selected.title}" and all of its pledges and collections? This cannot be undone.`}
          closeTo={m.closeTo}
          intent="delete-campaign"
          id={selected.id}
          error={m.error}
        />
      ) : null}
      {detailOpen && summary ? (
        <CampaignDetailModal
          summary={summary}
          description={selected?.description ?? ""}
          closeTo={m.closeTo}
          href={m.href}
          perms={perms}
          error={m.error}
        />
      ) : null}
      {entryOpen && selected ? (
        <EntryFormModal campaign={selected} closeTo={m.closeTo} backTo={backTo} types={types} myName={myName} values={m.values} error={m.error} />
      ) : null}
      {contributeOpen && selected ? <ContributeModal campaign={selected} closeTo={m.closeTo} backTo={backTo} values={m.values} error={m.error} /> : null}
      {entryToDelete && summary ? (
        <DeleteEntryDialog campaignId={summary.campaign_id} entry={entryToDelete} closeTo={m.closeTo} backTo={backTo} error={m.error} />
      ) : null}
      {bankOpen && bank ? <BankAccountModal bank={bank} closeTo={m.closeTo} values={m.values} error={m.error} /> : null}
    </div>
  );
}
