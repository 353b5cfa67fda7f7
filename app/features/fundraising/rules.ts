// Fundraising rules that need no database: who sees a campaign, who may record which entry type,
// progress arithmetic on integer cents, the ABA routing-number checksum, masking. Shared by the
// server and the page. Messages are SPEC §5/§8 texts, verbatim.
import { can, type Role } from "~/lib/permissions";

export const FUNDRAISING_MSG = {
  title: "Campaign title is required",
  goal: "Please enter a valid goal amount",
  payer: "Payer name is required",
  amount: "Please enter a valid amount",
  bank: "Please fill in all bank account details",
  routing: "Please enter a valid 9-digit routing number",
  accountNumber: "Please enter a valid account number (4 to 17 digits)",
  visibility: "Please choose who can see the campaign",
  entryType: "Please choose pledge or collected",
  createFailed: "Failed to create campaign",
  addEntryFailed: "Failed to add entry",
  deleteEntryFailed: "Failed to delete entry",
  contributionFailed: "Failed to process contribution",
  bankFailed: "Failed to connect bank account",
  notFound: "Campaign not found",
  entryNotFound: "Entry not found",
  closed: "This campaign is closed and no longer accepts entries or contributions",
  guest: "Guests can view campaigns but not pledge or contribute",
  pledgeOnly: "Members can only make pledges",
  ownName: "Members can only pledge in their own name",
  manageOnly: "Only the owner or an admin can manage campaigns",
  bankOnly: "Only the owner or an admin can manage the bank account",
} as const;

/** §9: the smallest card contribution, in cents ($1). */
export const MIN_CONTRIBUTION_CENTS = 100;
/** The largest single card contribution we start a checkout for ($999,999.99, Stripe's ceiling). */
export const MAX_CONTRIBUTION_CENTS = 99_999_999;
/** §2/§3: a summary lists the latest 10 entries. */
export const RECENT_ENTRIES = 10;
/** The memo of an entry recorded from a paid card checkout. */
export const CARD_MEMO = "Card contribution";
/** What members see instead of a payer's name when show_donor_names is off. */
export const ANONYMOUS = "Anonymous";

export type Visibility = "family" | "admins";
export type EntryType = "pledge" | "collected";

/** Owner and admin (and a super admin in their own family) manage campaigns and see everything. */
export function canManageCampaigns(role: Role): boolean {
  return can(role, "campaign.create");
}

/** `family`: everyone in the family (guests too, read-only); `admins`: owner and admin only. */
export function canSeeCampaign(role: Role, visibility: Visibility): boolean {
  return visibility === "family" || canManageCampaigns(role);
}

/** §4: members create pledges only; owner/admin choose pledge or collected; guests nothing. */
export function entryTypesFor(role: Role): EntryType[] {
  const types: EntryType[] = [];
  if (can(role, "campaignEntry.pledge")) types.push("pledge");
  if (can(role, "campaignEntry.collect")) types.push("collected");
  return types;
}

/** Whether a viewer sees the amounts and progress (off for members when show_progress_details is off). */
export function seesDetails(role: Role, showProgressDetails: boolean): boolean {
  return showProgressDetails || canManageCampaigns(role);
}

/** Whether a viewer sees payer names (off for members when show_donor_names is off). */
export function seesNames(role: Role, showDonorNames: boolean): boolean {
  return showDonorNames || canManageCampaigns(role);
}

/**
 * progress_percentage = collected / goal, in percent with one decimal, rounded down (so 100% means
 * the goal is really reached). Not capped: a campaign past its goal shows e.g. 120%.
 * Integer arithmetic on cents, so no floating-point drift.
 */
export function progressPercentage(collectedCents: number, goalCents: number): number {
  if (goalCents <= 0 || collectedCents <= 0) return 0;
  return Math.floor((collectedCents * 1000) / goalCents) / 10;
}

export type Totals = { pledgedCents: number; collectedCents: number; goalCents: number };

/** The summary numbers of §3 (cents) from the two sums and the goal. */
export function summaryNumbers({ pledgedCents, collectedCents, goalCents }: Totals) {
  return {
    pledgedCents,
    collectedCents,
    goalCents,
    totalCents: pledgedCents + collectedCents,
    progress: progressPercentage(collectedCents, goalCents),
  };
}

/**
 * The two bar segments (percent of the bar, summing to at most 100): collected first, then
 * pledged in what is left of the goal.
 */
export function barSegments(collectedCents: number, pledgedCents: number, goalCents: number) {
  if (goalCents <= 0) return { collected: 0, pledged: 0 };
  const collected = Math.min(100, (collectedCents * 100) / goalCents);
  const pledged = Math.min(100 - collected, (pledgedCents * 100) / goalCents);
  return { collected: Math.round(collected * 10) / 10, pledged: Math.max(0, Math.round(pledged * 10) / 10) };
}

/**
 * ABA routing number: 9 digits with 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10).
 * All zeros is refused (it passes the sum but is no bank).
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || value === "000000000") return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** A US account number: 4 to 17 digits (spaces and dashes as typed are dropped first). */
export function normaliseAccountNumber(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function isValidAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value);
}

/** "••••6789": the only form an account number is ever shown in. */
export function maskAccount(last4: string): string {
  return `••••${last4}`;
}
