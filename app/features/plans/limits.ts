// Plan constants (SPEC §9). -1 means unlimited.
import type { SubscriptionTier } from "../../../db/schema";

export type PlanLimits = { members: number; photos: number; surveys: number; events: number };

export const PLANS: Record<SubscriptionTier, { label: string; monthlyPriceCents: number; limits: PlanLimits }> = {
  free: { label: "Free", monthlyPriceCents: 0, limits: { members: 10, photos: 50, surveys: 5, events: -1 } },
  small_family: { label: "Small Family", monthlyPriceCents: 1000, limits: { members: 30, photos: -1, surveys: -1, events: -1 } },
  medium_family: { label: "Large Family", monthlyPriceCents: 3000, limits: { members: -1, photos: -1, surveys: -1, events: -1 } },
};

export function withinLimit(limit: number, current: number): boolean {
  return limit === -1 || current < limit;
}
