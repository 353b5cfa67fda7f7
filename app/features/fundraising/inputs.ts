// zod inputs for fundraising, shared by the Fundraising page and the /api. Money is typed in
// dollars and parsed to integer cents (`cents()`); messages are the spec's texts.
import { z } from "zod";
import { MAX, cents, choice, flag, id, text } from "~/lib/inputs";
import {
  FUNDRAISING_MSG as MSG,
  MAX_CONTRIBUTION_CENTS,
  MIN_CONTRIBUTION_CENTS,
  isValidAccountNumber,
  isValidRoutingNumber,
  normaliseAccountNumber,
} from "./rules";

export const campaignInput = z.object({
  title: text({ max: MAX.title, required: MSG.title }),
  description: text({ max: MAX.text }),
  goal_amount: cents({ message: MSG.goal, min: 1 }),
  visibility: choice(["family", "admins"] as const, { message: MSG.visibility, fallback: "family" }),
  // §3 defaults: both flags on when left out of a JSON body.
  show_donor_names: flag({ absent: true }),
  show_progress_details: flag({ absent: true }),
});
export type CampaignInput = z.infer<typeof campaignInput>;

export const campaignStatusInput = z.object({
  status: choice(["live", "closed"] as const, { message: "Status must be live or closed" }),
});

export const entryInput = z.object({
  entry_type: choice(["pledge", "collected"] as const, { message: MSG.entryType, fallback: "pledge" }),
  amount: cents({ message: MSG.amount, min: 1 }),
  payer_name: text({ max: MAX.name, required: MSG.payer }),
  memo: text({ max: 500 }),
});
export type EntryInput = z.infer<typeof entryInput>;

export const contributionInput = z.object({
  campaign_id: id("Please choose a campaign"),
  amount: cents({ message: MSG.amount, min: MIN_CONTRIBUTION_CENTS, max: MAX_CONTRIBUTION_CENTS }),
});

// 'Please fill in all bank account details' when any of the three is blank (§5).
export const bankAccountInput = z
  .object({
    account_holder_name: text({ max: MAX.name }),
    routing_number: text({ max: 40 }),
    account_number: text({ max: 40 }).transform(normaliseAccountNumber),
  })
  .superRefine((v, ctx) => {
    const blank = (["account_holder_name", "routing_number", "account_number"] as const).filter((k) => v[k] === "");
    for (const field of blank) ctx.addIssue({ code: "custom", message: MSG.bank, path: [field] });
    if (blank.length > 0) return;
    if (!isValidRoutingNumber(v.routing_number)) ctx.addIssue({ code: "custom", message: MSG.routing, path: ["routing_number"] });
    if (!isValidAccountNumber(v.account_number)) ctx.addIssue({ code: "custom", message: MSG.accountNumber, path: ["account_number"] });
  });

/**
 * A campaign form as the page posts it: an unticked checkbox sends nothing, which for a form
 * means "off" (a JSON body that leaves a flag out gets the §3 default, on).
 */
export function campaignFormToInput(form: Record<string, unknown>): Record<string, unknown> {
  return {
    ...form,
    show_donor_names: form.show_donor_names ?? "false",
    show_progress_details: form.show_progress_details ?? "false",
  };
}
