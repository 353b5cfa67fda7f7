// Fundraising in the OpenAPI document (see app/lib/api-doc.ts): campaigns, their pledged and
// collected entries, the summary, card contributions and the family's bank account.
import { z } from "zod";
import { collection, defineArea, fails, messageResponse } from "~/lib/api-doc";
import { PAYMENTS_OFF_MESSAGE, CHECKOUT_FAILED } from "~/features/payments/payments.server";
import { bankAccountInput, campaignInput, campaignStatusInput, contributionInput, entryInput } from "./inputs";
import { FUNDRAISING_MSG as MSG, RECENT_ENTRIES } from "./rules";

const status = z.enum(["live", "closed"]);
const hidden = (what: string) => `${what}; null when details_hidden`;

export const campaignResponse = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  status,
  visibility: z.enum(["family", "admins"]).meta({ description: "family: everyone in the family (guests read-only); admins: owner and admins only" }),
  show_donor_names: z.boolean(),
  show_progress_details: z.boolean(),
  details_hidden: z.boolean().meta({ description: "True when the caller (a member or guest) is not shown amounts or progress (show_progress_details off)" }),
  goal_amount: z.number().nullable().meta({ description: hidden("The goal in dollars") }),
  current_amount: z.number().nullable().meta({ description: hidden("Collected so far, in dollars") }),
  pledged_amount: z.number().nullable().meta({ description: hidden("Pledged so far, in dollars") }),
  goal_cents: z.int().nullable().meta({ description: hidden("The goal in cents") }),
  current_cents: z.int().nullable().meta({ description: hidden("Collected, in cents") }),
  pledged_cents: z.int().nullable().meta({ description: hidden("Pledged, in cents") }),
  progress_percentage: z.number().nullable().meta({ description: hidden("Collected / goal in percent, one decimal, rounded down, not capped at 100") }),
  created_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
  can_manage: z.boolean().meta({ description: "Whether the caller may edit, close and delete campaigns" }),
});

export const entryResponse = z.object({
  id: z.int(),
  campaign_id: z.int(),
  entry_type: z.enum(["pledge", "collected"]),
  amount: z.number().meta({ description: "Dollars" }),
  amount_cents: z.int(),
  payer_name: z.string().meta({ description: '"Anonymous" to members and guests when the campaign hides donor names' }),
  memo: z.string(),
  source: z.enum(["manual", "card"]).meta({ description: "manual: typed in by hand; card: a paid card contribution" }),
  entered_at: z.string(),
  entered_by_name: z.string().nullable().meta({ description: "Who typed it in; null when donor names are hidden from the caller" }),
});

const summaryResponse = z.object({
  campaign_id: z.int(),
  title: z.string(),
  status,
  details_hidden: z.boolean(),
  pledged_total: z.number().nullable().meta({ description: hidden("Dollars") }),
  collected_total: z.number().nullable().meta({ description: hidden("Dollars") }),
  goal_amount: z.number().nullable().meta({ description: hidden("Dollars") }),
  total_amount: z.number().nullable().meta({ description: hidden("Pledged + collected, in dollars") }),
  progress_percentage: z.number().nullable().meta({ description: hidden("Collected / goal in percent") }),
  pledged_cents: z.int().nullable(),
  collected_cents: z.int().nullable(),
  goal_cents: z.int().nullable(),
  total_cents: z.int().nullable(),
  entry_count: z.int().nullable(),
  recent_entries: z.array(entryResponse).meta({ description: `The latest ${RECENT_ENTRIES} entries, newest first (empty when details_hidden)` }),
});

const bankAccountResponse = z.object({
  connected: z.boolean(),
  account_holder_name: z.string().nullable(),
  routing_number: z.string().nullable(),
  account_last4: z.string().nullable(),
  account_number_masked: z.string().nullable().meta({ description: 'e.g. "••••6789"; the full number is never returned' }),
  updated_by_name: z.string().nullable(),
  updated_at: z.string().nullable(),
});

const notFound: [number, string] = [404, MSG.notFound];
const manageOnly: [number, string] = [403, MSG.manageOnly];
const closed: [number, string] = [409, MSG.closed];
const campaignFields = fails(400, MSG.title, MSG.goal, MSG.visibility);
const campaigns = collection("/campaigns", campaignResponse, MSG.notFound);

export const fundraisingDoc = defineArea({
  id: "fundraising",
  title: "Fundraising",
  description:
    "Campaigns with pledges and collected amounts entered by hand, their summary, card contributions through the payment provider, and the family's bank account. Amounts are sent in dollars and answered in dollars and integer cents. Members and guests see only campaigns visible to the family, and no amounts or names when the campaign hides them.",
  calls: [
    campaigns.list("The campaigns you may see, live first, newest first (at most 100)"),
    campaigns.create("Create a campaign (live; visibility family and both show flags on when left out)", {
      permission: "campaign.create",
      body: campaignInput,
      errors: [...campaignFields, manageOnly],
      example: { title: "Reunion hall", description: "Renting the hall for 2026", goal_amount: 1500, visibility: "family" },
    }),
    campaigns.get("One campaign"),
    campaigns.update("Change a campaign: any of the create fields (left out = unchanged), and status live or closed", {
      description: "A closed campaign takes no new entries or card contributions; it can be reopened.",
      permission: "campaign.create",
      body: campaignInput.partial().extend(campaignStatusInput.partial().shape),
      errors: [...campaignFields, [400, "Status must be live or closed"], manageOnly],
      example: { status: "closed" },
    }),
    campaigns.remove("Delete a campaign with all its entries", { permission: "campaign.create", errors: [manageOnly] }),
    {
      method: "get",
      path: "/campaigns/{id}/summary",
      summary: `A campaign's totals and its latest ${RECENT_ENTRIES} entries`,
      response: summaryResponse,
      errors: [notFound],
    },
    {
      method: "post",
      path: "/campaigns/{id}/entries",
      summary: "Record a pledge or a collected amount",
      permission: ["campaignEntry.pledge", "campaignEntry.collect"],
      rule: "Members record pledges only, in their own name; owner and admins record either type for anyone",
      body: entryInput,
      response: entryResponse,
      errors: [...fails(400, MSG.entryType, MSG.amount, MSG.payer), ...fails(403, MSG.guest, MSG.pledgeOnly, MSG.ownName), notFound, closed],
      example: { entry_type: "pledge", amount: 50, payer_name: "Olivia Owner", memo: "" },
    },
    {
      method: "delete",
      path: "/campaigns/{id}/entries/{entryId}",
      summary: "Delete an entry",
      permission: "campaignEntry.delete",
      response: messageResponse,
      errors: [[403, "Only the owner or an admin can delete entries"], notFound, [404, MSG.entryNotFound]],
    },
    {
      method: "post",
      path: "/payments/checkout/fundraiser",
      summary: "Start a card contribution to a live campaign; open the returned url in a browser",
      description: "At least $1. When the payment completes, it is recorded once as a collected entry (source card) in your name.",
      permission: "campaignEntry.pledge",
      body: contributionInput,
      response: z.object({ url: z.string(), session_id: z.string() }),
      errors: [...fails(400, "Please choose a campaign", MSG.amount), [403, MSG.guest], notFound, closed, [502, CHECKOUT_FAILED], [503, PAYMENTS_OFF_MESSAGE]],
      example: { campaign_id: 1, amount: 25 },
    },
    {
      method: "get",
      path: "/admin/bank-account",
      summary: "The family's bank account (the account number only masked)",
      permission: "bankAccount.manage",
      response: bankAccountResponse,
      errors: [[403, MSG.bankOnly]],
    },
    {
      method: "post",
      path: "/admin/bank-account",
      summary: "Connect (or replace) the family's bank account",
      description:
        "All three fields are required: the routing number is 9 digits with a valid ABA checksum, the account number 4 to 17 digits (spaces and dashes are dropped). The account number is stored encrypted and never returned; answers show its last 4 digits.",
      permission: "bankAccount.manage",
      body: bankAccountInput,
      response: bankAccountResponse,
      errors: [...fails(400, MSG.bank, MSG.routing, MSG.accountNumber), [403, MSG.bankOnly]],
      example: { account_holder_name: "Olivia Owner", routing_number: "021000021", account_number: "123456789" },
    },
  ],
});
