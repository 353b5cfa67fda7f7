import { describe, expect, it } from "vitest";
import {
  PLANS,
  downgradeTargets,
  fullResources,
  overLimits,
  recommendedUpgrade,
  upgradeTargets,
  usagePercentage,
  usageReport,
  withinLimit,
} from "~/features/plans/limits";

const usage = (u: Partial<Record<"members" | "photos" | "events" | "surveys", number>>) => ({ members: 1, photos: 0, events: 0, surveys: 0, ...u });

describe("plan limits (§9)", () => {
  it("has the spec's prices and limits", () => {
    expect(PLANS.free).toMatchObject({ label: "Free", monthlyPriceCents: 0, integrations: false, limits: { members: 10, photos: 50, surveys: 5 } });
    expect(PLANS.small_family).toMatchObject({ label: "Small Family", monthlyPriceCents: 1000, integrations: true, limits: { members: 30, photos: -1, events: -1, surveys: -1 } });
    expect(PLANS.medium_family).toMatchObject({ label: "Large Family", monthlyPriceCents: 3000, limits: { members: -1 } });
  });

  it("allows one more only below the limit; -1 is unlimited", () => {
    expect(withinLimit(10, 9)).toBe(true);
    expect(withinLimit(10, 10)).toBe(false);
    expect(withinLimit(-1, 1_000_000)).toBe(true);
  });
});

describe("usage percentage", () => {
  it("rounds, caps at 100 and is 0 for unlimited", () => {
    expect(usagePercentage(4, 10)).toBe(40);
    expect(usagePercentage(1, 3)).toBe(33);
    expect(usagePercentage(2, 3)).toBe(67);
    expect(usagePercentage(12, 10)).toBe(100);
    expect(usagePercentage(500, -1)).toBe(0);
    expect(usagePercentage(0, 50)).toBe(0);
  });

  it("reports every counted resource with current, limit and percentage", () => {
    const r = usageReport("free", usage({ members: 5, photos: 25, events: 7, surveys: 1 }));
    expect(r.members).toEqual({ current: 5, limit: 10, percentage: 50 });
    expect(r.photos).toEqual({ current: 25, limit: 50, percentage: 50 });
    expect(r.events).toEqual({ current: 7, limit: -1, percentage: 0 });
    expect(r.surveys).toEqual({ current: 1, limit: 5, percentage: 20 });
    expect(r.recommended_upgrade).toBeNull();
  });
});

describe("recommended upgrade", () => {
  it("is null while the current plan has room", () => {
    expect(recommendedUpgrade("free", usage({ members: 9, photos: 49, surveys: 4 }))).toBeNull();
    expect(recommendedUpgrade("medium_family", usage({ members: 500 }))).toBeNull();
  });

  it("is the cheapest larger plan that has room once a limit is reached", () => {
    expect(recommendedUpgrade("free", usage({ photos: 50 }))).toBe("small_family");
    expect(recommendedUpgrade("free", usage({ surveys: 5 }))).toBe("small_family");
    expect(recommendedUpgrade("free", usage({ members: 10 }))).toBe("small_family");
    expect(recommendedUpgrade("free", usage({ members: 30 }))).toBe("medium_family");
    expect(recommendedUpgrade("small_family", usage({ members: 30 }))).toBe("medium_family");
    expect(fullResources("free", usage({ members: 10, photos: 60 }))).toEqual(["members", "photos"]);
  });
});

describe("downgrade rules (§4)", () => {
  it("goes medium → small or free, small → free, never from free", () => {
    expect(downgradeTargets("medium_family")).toEqual(["free", "small_family"]);
    expect(downgradeTargets("small_family")).toEqual(["free"]);
    expect(downgradeTargets("free")).toEqual([]);
    expect(upgradeTargets("free")).toEqual(["small_family", "medium_family"]);
    expect(upgradeTargets("small_family")).toEqual(["medium_family"]);
    expect(upgradeTargets("medium_family")).toEqual([]);
  });

  it("lists what is over the smaller plan's limits (at the limit is allowed)", () => {
    expect(overLimits("free", usage({ members: 10, photos: 50, surveys: 5 }))).toEqual([]);
    expect(overLimits("free", usage({ members: 11, photos: 80 }))).toEqual(["11 members (Free allows 10)", "80 photos (Free allows 50)"]);
    expect(overLimits("small_family", usage({ members: 31, photos: 5000 }))).toEqual(["31 members (Small Family allows 30)"]);
  });
});
