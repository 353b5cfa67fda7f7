import { describe, expect, it } from "vitest";
import {
  PLANS,
  downgradeTargets,
  fullResources,
  downgradeNotes,
  recommendedUpgrade,
  upgradeTargets,
  usagePercentage,
  usageReport,
  withinLimit,
} from "~/features/plans/limits";
import {
  BRANDING_MSG,
  MIN_CONTRAST,
  PAGE_BACKGROUND,
  accentColorProblem,
  contrastRatio,
  formatRatio,
  normalizeHex,
  relativeLuminance,
} from "~/features/plans/branding";

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

  it("lists what is over the smaller plan's limits, and what is exactly at them", () => {
    expect(downgradeNotes("free", usage({ members: 9, photos: 49, surveys: 4 }))).toEqual([]);
    const notes = downgradeNotes("free", usage({ members: 12, photos: 50, surveys: 7 }));
    expect(notes.map((n) => [n.resource, n.current, n.limit, n.over])).toEqual([
      ["members", 12, 10, true],
      ["surveys", 7, 5, true],
      ["photos", 50, 50, false],
    ]);
    expect(notes[0]!.text).toBe("Members: 12 of 10 — nobody is removed, but nobody new can join until you are under 10");
    expect(notes[1]!.text).toBe("Surveys: 7 of 5 — every survey is kept, but no new surveys can be created until you are under 5");
    expect(notes[2]!.text).toBe("Photos: 50 of 50 — at the limit: no new photos can be added unless some are deleted");
    expect(downgradeNotes("free", usage({ photos: 80 }))[0]!.text).toBe(
      "Photos: 80 of 50 — every photo is kept, but no new photos can be added until you are under 50",
    );
    // Small Family limits members only; its unlimited photos are never "over".
    expect(downgradeNotes("small_family", usage({ members: 31, photos: 5000 })).map((n) => n.text)).toEqual([
      "Members: 31 of 30 — nobody is removed, but nobody new can join until you are under 30",
    ]);
  });
});

describe("branding accent colour contrast (WCAG 2.x)", () => {
  it("computes relative luminance and contrast ratios", () => {
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 6);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#808080")).toBeCloseTo(0.2159, 3);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 6);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 6);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#2f6f6a", "#2f6f6a")).toBe(1);
    expect(formatRatio(4.4899)).toBe("4.48:1");
  });

  it("normalizes hex colours and refuses anything else", () => {
    expect(normalizeHex(" #2F6F6A ")).toBe("#2f6f6a");
    expect(normalizeHex("#abc")).toBe("#aabbcc");
    for (const bad of ["2f6f6a", "#2f6f6", "#2f6f6az", "red", "rgb(0,0,0)", "#12345678", ""]) expect(normalizeHex(bad)).toBeNull();
    expect(accentColorProblem("blue")).toBe(BRANDING_MSG.badColor);
  });

  it("accepts dark colours and refuses ones too light for white text or the page", () => {
    for (const ok of ["#2f6f6a", "#000000", "#1a237e", "#8f3d22", "#b3261e", "#595959"]) expect([ok, accentColorProblem(ok)]).toEqual([ok, null]);
    expect(accentColorProblem("#ffeb3b")).toMatch(/^White text on #ffeb3b has a contrast of only 1\.\d+:1; it needs at least 4\.5:1/);
    expect(accentColorProblem("#777777")).toBe(
      "White text on #777777 has a contrast of only 4.47:1; it needs at least 4.5:1 to be readable. Please choose a darker colour.",
    );
    // Readable under white text (4.54:1) but not on the warmer page background (4.25:1).
    expect(contrastRatio("#767676", PAGE_BACKGROUND)).toBeLessThan(MIN_CONTRAST);
    expect(accentColorProblem("#767676")).toMatch(/^#767676 on the page background \(#faf7f2\) has a contrast of only 4\.2\d:1/);
  });
});
