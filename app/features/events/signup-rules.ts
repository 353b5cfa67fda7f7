// Sign-up lists on events (decision record 170): the limits, the texts and the arithmetic, pure so
// the page's forms, the server and the unit tests share them (no zod, no database here).

export const SIGNUP_LIMITS = { items: 50, name: 100, note: 300, quantity: 100 } as const;

// The texts are written out (the translators' files find them by their literal, issue 40): they
// name SIGNUP_LIMITS' numbers, so a change of a limit changes its text here too.
export const SIGNUP_MSG = {
  name: "Please enter what is needed",
  nameLong: "Name must be at most 100 characters",
  noteLong: "Note must be at most 300 characters",
  quantity: "Please enter how many are needed (a whole number from 1 to 100)",
  claimQuantity: "Please choose how many you will take on (a whole number from 1 to 100)",
  tooMany: "An event can have at most 50 sign-up items",
  itemNotFound: "Sign-up item not found",
  manageDenied: "Only the event's organizers (the owner, admins and whoever created the event) can change its sign-up list",
  claimDenied: "Guests can see the sign-up list but cannot sign up",
} as const;

/** The 409 of a claim that asks for more than is left (the list is shown again as it now is). */
export function overClaimMessage(name: string, left: number): string {
  return left <= 0 ? `Nothing more is needed for ${name}: someone has just taken the last place` : `Only ${left} still needed for ${name}`;
}

/** overClaimMessage with its values, for the boundary that translates it (issue 40). */
export function overClaimText(name: string, left: number): { id: string; values: Record<string, string | number> } {
  return left <= 0
    ? { id: "Nothing more is needed for {name}: someone has just taken the last place", values: { name } }
    : { id: "Only {left} still needed for {name}", values: { name, left } };
}

/** The 409 of an edit that would make an item need fewer than people already signed up for. */
export function belowClaimedMessage(name: string, claimed: number): string {
  return `${claimed} already signed up for ${name}: the number needed cannot be lower than that`;
}

export const belowClaimedText = (name: string, claimed: number) => ({
  id: "{claimed} already signed up for {name}: the number needed cannot be lower than that",
  values: { name, claimed },
});

export type ClaimView = { user_id: number; user_name: string; quantity: number; note: string; updated_at: string };

export type SignupItemView = {
  id: number;
  name: string;
  note: string;
  quantity: number;
  claimed: number;
  still_needed: number;
  claims: ClaimView[];
  my_claim: { quantity: number; note: string } | null;
};

/** One item with its claims: how many are claimed and how many are still needed. */
export function itemView(
  item: { id: number; name: string; note: string; quantity: number },
  claims: ClaimView[],
  myUserId: number,
): SignupItemView {
  const claimed = claims.reduce((sum, c) => sum + c.quantity, 0);
  const mine = claims.find((c) => c.user_id === myUserId);
  return {
    id: item.id,
    name: item.name,
    note: item.note,
    quantity: item.quantity,
    claimed,
    still_needed: Math.max(0, item.quantity - claimed),
    claims,
    my_claim: mine ? { quantity: mine.quantity, note: mine.note } : null,
  };
}

/** An event's list at a glance ("3 of 8 still needed"); null when the list has no items. */
export type SignupCounts = { items: number; needed: number; still_needed: number };

export function countSignups(items: { quantity: number; claimed: number }[]): SignupCounts | null {
  if (items.length === 0) return null;
  return {
    items: items.length,
    needed: items.reduce((sum, i) => sum + i.quantity, 0),
    still_needed: items.reduce((sum, i) => sum + Math.max(0, i.quantity - i.claimed), 0),
  };
}

/** A message's text with its `{name}` values filled in: English, where no translator is at hand. */
type Translate = (id: string, values?: Record<string, unknown>) => string;
const english: Translate = (id, values = {}) => id.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

/** "3 of 8 still needed", in the language of `t` (the page's; English without one). */
export const stillNeededText = (c: SignupCounts, t: Translate = english) => t("{still} of {needed} still needed", { still: c.still_needed, needed: c.needed });

/** The most a person may claim of an item: what is left plus what they already hold. */
export const claimMax = (item: Pick<SignupItemView, "still_needed" | "my_claim">) =>
  Math.min(SIGNUP_LIMITS.quantity, item.still_needed + (item.my_claim?.quantity ?? 0));

/** "Ann 2 (vegan version)": one claim as people read it. */
export const claimText = (c: Pick<ClaimView, "user_name" | "quantity" | "note">) =>
  `${c.user_name} ${c.quantity}${c.note ? ` (${c.note})` : ""}`;

/**
 * The list as plain text (the calendar feed's event description): the summary line, then one line
 * per item with who brings what.
 */
export function signupText(items: SignupItemView[]): string {
  const counts = countSignups(items);
  if (!counts) return "";
  const lines = items.map((i) => {
    const left = i.still_needed > 0 ? `${i.still_needed} of ${i.quantity} still needed` : `all ${i.quantity} taken`;
    const who = i.claims.length > 0 ? `: ${i.claims.map(claimText).join(", ")}` : "";
    return `- ${i.name}${i.note ? ` (${i.note})` : ""}: ${left}${who}`;
  });
  return [`Sign-up list (${stillNeededText(counts)}):`, ...lines].join("\n");
}
