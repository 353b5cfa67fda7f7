// Plan constants (SPEC §9) and the pure rules on them (usage, recommended upgrade, downgrades).
// Shared by server and browser. -1 means unlimited.
import type { SubscriptionTier } from "../../../db/schema";

export type { SubscriptionTier };
export type PlanLimits = { members: number; photos: number; surveys: number; events: number };
export type CountedResource = keyof PlanLimits;

export type Plan = {
  id: SubscriptionTier;
  label: string;
  monthlyPriceCents: number;
  limits: PlanLimits;
  /** Paid-only features (integrations, conditional survey logic). */
  integrations: boolean;
  features: string[];
};

export const PLANS: Record<SubscriptionTier, Plan> = {
  free: {
    id: "free",
    label: "Free",
    monthlyPriceCents: 0,
    limits: { members: 10, photos: 50, surveys: 5, events: -1 },
    integrations: false,
    features: ["Up to 10 family members", "Up to 50 photos", "Up to 5 surveys", "Events, birthdays and announcements"],
  },
  small_family: {
    id: "small_family",
    label: "Small Family",
    monthlyPriceCents: 1000,
    limits: { members: 30, photos: -1, surveys: -1, events: -1 },
    integrations: true,
    features: ["Up to 30 family members", "Unlimited events and photos", "Unlimited surveys with smart logic", "Integrations"],
  },
  medium_family: {
    id: "medium_family",
    label: "Large Family",
    monthlyPriceCents: 3000,
    limits: { members: -1, photos: -1, surveys: -1, events: -1 },
    integrations: true,
    features: ["Unlimited family members", "Everything in Small Family", "Priority support", "Custom branding"],
  },
};

/** Cheapest first. */
export const TIER_ORDER: readonly SubscriptionTier[] = ["free", "small_family", "medium_family"];
export const COUNTED: readonly CountedResource[] = ["members", "photos", "events", "surveys"];

export function isTier(value: unknown): value is SubscriptionTier {
  return typeof value === "string" && (TIER_ORDER as readonly string[]).includes(value);
}

export function withinLimit(limit: number, current: number): boolean {
  return limit === -1 || current < limit;
}

/** Share of the limit used, 0-100 (unlimited is 0; over the limit shows 100). */
export function usagePercentage(current: number, limit: number): number {
  if (limit === -1) return 0;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((current / limit) * 100));
}

export type Usage = Record<CountedResource, number>;
export type UsageLine = { current: number; limit: number; percentage: number };

export function usageReport(tier: SubscriptionTier, usage: Usage) {
  const limits = PLANS[tier].limits;
  const line = (r: CountedResource): UsageLine => ({ current: usage[r], limit: limits[r], percentage: usagePercentage(usage[r], limits[r]) });
  return {
    members: line("members"),
    photos: line("photos"),
    events: line("events"),
    surveys: line("surveys"),
    recommended_upgrade: recommendedUpgrade(tier, usage),
  };
}

/** Resources whose usage is at or above the tier's limit (no room for one more). */
export function fullResources(tier: SubscriptionTier, usage: Usage): CountedResource[] {
  return COUNTED.filter((r) => !withinLimit(PLANS[tier].limits[r], usage[r]));
}

/**
 * The cheapest tier above the current one that has room for one more of everything, when the
 * current tier is full on some resource; null while the current tier still fits.
 */
export function recommendedUpgrade(tier: SubscriptionTier, usage: Usage): SubscriptionTier | null {
  if (fullResources(tier, usage).length === 0) return null;
  const above = TIER_ORDER.slice(TIER_ORDER.indexOf(tier) + 1);
  return above.find((t) => fullResources(t, usage).length === 0) ?? above.at(-1) ?? null;
}

/** §4: medium → small or free, small → free. */
export function downgradeTargets(tier: SubscriptionTier): SubscriptionTier[] {
  return TIER_ORDER.slice(0, TIER_ORDER.indexOf(tier));
}

export function upgradeTargets(tier: SubscriptionTier): SubscriptionTier[] {
  return TIER_ORDER.slice(TIER_ORDER.indexOf(tier) + 1);
}

export type LimitNote = {
  resource: CountedResource;
  current: number;
  limit: number;
  /** true: above the limit; false: exactly at it (nothing more can be added either way). */
  over: boolean;
  /** "Members: 12 of 10 — nobody is removed, but nobody new can join until you are under 10" */
  text: string;
};

const RESOURCE_NAME: Record<CountedResource, string> = { members: "Members", photos: "Photos", events: "Events", surveys: "Surveys" };

const OVER_EFFECT: Record<CountedResource, (limit: number) => string> = {
  members: (l) => `nobody is removed, but nobody new can join until you are under ${l}`,
  photos: (l) => `every photo is kept, but no new photos can be added until you are under ${l}`,
  events: (l) => `every event is kept, but no new events can be added until you are under ${l}`,
  surveys: (l) => `every survey is kept, but no new surveys can be created until you are under ${l}`,
};

const AT_EFFECT: Record<CountedResource, string> = {
  members: "at the limit: nobody new can join unless someone leaves",
  photos: "at the limit: no new photos can be added unless some are deleted",
  events: "at the limit: no new events can be added unless some are deleted",
  surveys: "at the limit: no new surveys can be created unless some are deleted",
};

/**
 * What a downgrade to `target` means for the family's content (§4): nothing is removed; every
 * resource at or above the smaller plan's limit is listed, with what is paused until it is under.
 * Over-limit lines come first. Empty when the family fits with room to spare.
 */
export function downgradeNotes(target: SubscriptionTier, usage: Usage): LimitNote[] {
  const limits = PLANS[target].limits;
  const notes = COUNTED.filter((r) => limits[r] !== -1 && usage[r] >= limits[r]).map((r): LimitNote => {
    const over = usage[r] > limits[r];
    return {
      resource: r,
      current: usage[r],
      limit: limits[r],
      over,
      text: `${RESOURCE_NAME[r]}: ${usage[r]} of ${limits[r]} — ${over ? OVER_EFFECT[r](limits[r]) : AT_EFFECT[r]}`,
    };
  });
  return [...notes.filter((n) => n.over), ...notes.filter((n) => !n.over)];
}
