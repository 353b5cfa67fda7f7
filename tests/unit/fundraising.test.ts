import { describe, expect, it } from "vitest";
import { formatCents } from "~/lib/money";
import { toCents } from "~/lib/inputs";
import {
  ANONYMOUS,
  FUNDRAISING_MSG,
  barSegments,
  canSeeCampaign,
  entryTypesFor,
  isValidRoutingNumber,
  maskAccount,
  progressPercentage,
  seesDetails,
  seesNames,
  summaryNumbers,
} from "~/features/fundraising/rules";
import { bankAccountInput, campaignFormToInput, campaignInput, contributionInput, entryInput } from "~/features/fundraising/inputs";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("money as integer cents", () => {
  it("parses dollars typed or sent as numbers into cents", () => {
    expect(toCents("12")).toBe(1200);
    expect(toCents("12.5")).toBe(1250);
    expect(toCents("$1,234.56")).toBe(123456);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(".5")).toBe(50);
    expect(toCents("1.005")).toBeUndefined();
    expect(toCents("abc")).toBeUndefined();
    expect(toCents({ amount: 5 })).toBeUndefined();
  });
  it("adds without floating-point drift: $0.10 + $0.20 = $0.30", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const sum = toCents("0.10")! + toCents("0.20")!;
    expect(sum).toBe(30);
    expect(formatCents(sum)).toBe("$0.30");
    expect(summaryNumbers({ pledgedCents: 10, collectedCents: 20, goalCents: 100 }).totalCents).toBe(30);
  });
  it("formats cents as $1,234.56", () => {
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(100_000_000_00)).toBe("$100,000,000.00");
  });
});

describe("summary arithmetic", () => {
  it("progress is collected / goal, rounded down to one decimal, not capped", () => {
    expect(progressPercentage(0, 100_00)).toBe(0);
    expect(progressPercentage(25_00, 100_00)).toBe(25);
    expect(progressPercentage(1, 3)).toBe(33.3);
    expect(progressPercentage(2, 3)).toBe(66.6);
    expect(progressPercentage(99_99, 100_00)).toBe(99.9);
    expect(progressPercentage(100_00, 100_00)).toBe(100);
    expect(progressPercentage(120_00, 100_00)).toBe(120);
    expect(progressPercentage(5, 0)).toBe(0);
  });
  it("pledges count in the total but not in the progress", () => {
    expect(summaryNumbers({ pledgedCents: 300_00, collectedCents: 250_00, goalCents: 1000_00 })).toEqual({
      pledgedCents: 300_00,
      collectedCents: 250_00,
      goalCents: 1000_00,
      totalCents: 550_00,
      progress: 25,
    });
  });
  it("the bar shows collected, then pledged in what is left of the goal", () => {
    expect(barSegments(250_00, 300_00, 1000_00)).toEqual({ collected: 25, pledged: 30 });
    expect(barSegments(800_00, 500_00, 1000_00)).toEqual({ collected: 80, pledged: 20 });
    expect(barSegments(1500_00, 500_00, 1000_00)).toEqual({ collected: 100, pledged: 0 });
  });
});

describe("who sees and records what", () => {
  it("admins-only campaigns are hidden from members and guests", () => {
    expect(canSeeCampaign("member", "family")).toBe(true);
    expect(canSeeCampaign("guest", "family")).toBe(true);
    expect(canSeeCampaign("member", "admins")).toBe(false);
    expect(canSeeCampaign("guest", "admins")).toBe(false);
    expect(canSeeCampaign("admin", "admins")).toBe(true);
    expect(canSeeCampaign("owner", "admins")).toBe(true);
  });
  it("members pledge only, owner and admin choose, guests record nothing", () => {
    expect(entryTypesFor("member")).toEqual(["pledge"]);
    expect(entryTypesFor("admin")).toEqual(["pledge", "collected"]);
    expect(entryTypesFor("owner")).toEqual(["pledge", "collected"]);
    expect(entryTypesFor("guest")).toEqual([]);
  });
  it("privacy flags apply to members and guests, never to owner and admin", () => {
    expect(seesNames("member", false)).toBe(false);
    expect(seesNames("guest", false)).toBe(false);
    expect(seesNames("admin", false)).toBe(true);
    expect(seesNames("member", true)).toBe(true);
    expect(seesDetails("member", false)).toBe(false);
    expect(seesDetails("owner", false)).toBe(true);
    expect(ANONYMOUS).toBe("Anonymous");
  });
});

describe("inputs", () => {
  it("a campaign needs a title and a goal above zero, in steps of 0.01", () => {
    expect(firstMessage(campaignInput.safeParse({ title: " ", goal_amount: 100 }))).toBe("Campaign title is required");
    expect(firstMessage(campaignInput.safeParse({ title: "Reunion", goal_amount: 0 }))).toBe("Please enter a valid goal amount");
    expect(firstMessage(campaignInput.safeParse({ title: "Reunion", goal_amount: "-5" }))).toBe("Please enter a valid goal amount");
    expect(firstMessage(campaignInput.safeParse({ title: "Reunion", goal_amount: "10.001" }))).toBe("Please enter a valid goal amount");
    expect(firstMessage(campaignInput.safeParse({ title: "Reunion" }))).toBe("Please enter a valid goal amount");
  });
  it("a JSON campaign gets the §3 defaults; a form's unticked boxes are off", () => {
    expect(campaignInput.parse({ title: "Reunion", goal_amount: "2,500" })).toEqual({
      title: "Reunion",
      description: "",
      goal_amount: 250_000,
      visibility: "family",
      show_donor_names: true,
      show_progress_details: true,
    });
    const form = campaignInput.parse(campaignFormToInput({ title: "Reunion", goal_amount: "10", visibility: "admins", show_donor_names: "on" }));
    expect(form).toMatchObject({ visibility: "admins", show_donor_names: true, show_progress_details: false });
    expect(campaignInput.safeParse({ title: "Reunion", goal_amount: 5, visibility: "everyone" }).success).toBe(false);
  });
  it("an entry needs a payer name and an amount above zero", () => {
    expect(firstMessage(entryInput.safeParse({ entry_type: "pledge", amount: 10, payer_name: "" }))).toBe(FUNDRAISING_MSG.payer);
    expect(firstMessage(entryInput.safeParse({ entry_type: "pledge", amount: 0, payer_name: "Ann" }))).toBe("Please enter a valid amount");
    expect(firstMessage(entryInput.safeParse({ entry_type: "gift", amount: 5, payer_name: "Ann" }))).toBe(FUNDRAISING_MSG.entryType);
    expect(entryInput.parse({ amount: "25.50", payer_name: " Ann " })).toEqual({ entry_type: "pledge", amount: 2550, payer_name: "Ann", memo: "" });
  });
  it("a card contribution is at least $1", () => {
    expect(firstMessage(contributionInput.safeParse({ campaign_id: 1, amount: "0.99" }))).toBe("Please enter a valid amount");
    expect(contributionInput.parse({ campaign_id: "3", amount: "1" })).toEqual({ campaign_id: 3, amount: 100 });
  });
});

describe("bank account", () => {
  it("routing numbers are 9 digits with the ABA checksum", () => {
    expect(isValidRoutingNumber("011000015")).toBe(true);
    expect(isValidRoutingNumber("021000021")).toBe(true);
    expect(isValidRoutingNumber("121000358")).toBe(true);
    expect(isValidRoutingNumber("011000016")).toBe(false);
    expect(isValidRoutingNumber("12345678")).toBe(false);
    expect(isValidRoutingNumber("0110000150")).toBe(false);
    expect(isValidRoutingNumber("01100001a")).toBe(false);
    expect(isValidRoutingNumber("000000000")).toBe(false);
  });
  it("all three fields are required; the number is checked; only the last 4 are shown", () => {
    expect(firstMessage(bankAccountInput.safeParse({ account_holder_name: "Ann", routing_number: "011000015" }))).toBe(
      "Please fill in all bank account details",
    );
    expect(firstMessage(bankAccountInput.safeParse({ account_holder_name: "Ann", routing_number: "011000016", account_number: "123456789" }))).toBe(
      FUNDRAISING_MSG.routing,
    );
    expect(firstMessage(bankAccountInput.safeParse({ account_holder_name: "Ann", routing_number: "011000015", account_number: "12ab" }))).toBe(
      FUNDRAISING_MSG.accountNumber,
    );
    expect(bankAccountInput.parse({ account_holder_name: "Ann", routing_number: "011000015", account_number: "1234 5678-9" }).account_number).toBe("123456789");
    expect(maskAccount("6789")).toBe("••••6789");
  });
});
