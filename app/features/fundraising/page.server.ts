// The Fundraising tab's loader and intent table (the route file only composes the page). Every
// form is a plain POST; the card contribution answers with a 303 to the checkout.
import { pageLanguage } from "~/lib/i18n/language.server";
import type { LoaderFunctionArgs } from "react-router";
import { redirect } from "react-router";
import { requireUser } from "~/lib/session.server";
import { forRecord, pageAction, type FormInput } from "~/lib/page-action.server";
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
} from "./fundraising.server";
import { getBankAccount, saveBankAccount } from "./bank-account.server";
import { campaignFormToInput } from "./inputs";
import { FUNDRAISING_MSG as MSG, canManageCampaigns, entryTypesFor } from "./rules";

/** Modals that show one campaign's summary (?id=). */
const SUMMARY_MODALS = new Set(["campaign", "delete-entry"]);

export async function fundraisingLoader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const sp = new URL(request.url).searchParams;
  const manage = canManageCampaigns(actor.role);
  let summary = null;
  if (SUMMARY_MODALS.has(sp.get("modal") ?? "") && sp.get("id")) {
    try {
      const [settings, s, language] = await Promise.all([getSettings(actor.familyId), campaignSummary(actor, idParam(sp.get("id"))), pageLanguage(request)]);
      const tz = settings.time_zone;
      summary = { ...s, recent_entries: s.recent_entries.map((e) => ({ ...e, entered_at_text: formatEventDate(e.entered_at, tz, true, language) })) };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  const types = entryTypesFor(actor.role);
  const [campaigns, bank] = await Promise.all([listCampaigns(actor), manage ? getBankAccount(actor) : null]);
  return {
    campaigns,
    summary,
    bank,
    myName: actor.name,
    types,
    perms: { manage, pledge: types.length > 0, contribute: types.length > 0 && env().PAYMENTS !== "off" },
  };
}

/** After a change inside the campaign's detail modal, back to that modal. */
const backToCampaign = (_r: unknown, input: FormInput) => `/dashboard/fundraising?modal=campaign&id=${encodeURIComponent(String(input.id))}`;

export const fundraisingAction = pageAction({
  "create-campaign": {
    run: ({ actor, input }) => createCampaign(actor, campaignFormToInput(input)),
    success: "Campaign created successfully!",
    failure: MSG.createFailed,
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
    redirectTo: backToCampaign,
  },
  "delete-campaign": { run: forRecord(deleteCampaign), success: "Campaign deleted successfully!", failure: "Failed to delete campaign" },
  "add-entry": {
    run: forRecord(addEntry),
    success: (r: { entry_type: string }) => (r.entry_type === "pledge" ? "Pledge recorded successfully!" : "Entry added successfully!"),
    failure: MSG.addEntryFailed,
    redirectTo: backToCampaign,
  },
  "delete-entry": {
    run: ({ actor, input }) => deleteEntry(actor, idParam(input.id), idParam(input.entry)),
    success: "Entry deleted successfully!",
    failure: MSG.deleteEntryFailed,
    modal: "campaign",
    redirectTo: backToCampaign,
  },
  contribute: {
    run: async ({ actor, input }) => {
      const { url } = await startContribution(actor, { campaign_id: input.id, amount: input.amount });
      return redirect(url, 303);
    },
    failure: MSG.contributionFailed,
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

