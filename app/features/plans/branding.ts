// Large Family's custom branding (SPEC §9): the accent colour's rules, shared by server and browser.
// The accent is used behind white text (the role badge, the invite page's Join button) and as a
// line/text colour on the page, so it must reach WCAG AA's 4.5:1 against both (WCAG 2.x relative
// luminance and contrast ratio).
import type { SubscriptionTier } from "./limits";

export const MIN_CONTRAST = 4.5;
/** The page background (--c-bg in app/styles/app.css). */
export const PAGE_BACKGROUND = "#faf7f2";
export const WHITE = "#ffffff";
export const BRANDING_TIER: SubscriptionTier = "medium_family";
export const LOGO_MAX_PX = 256;

export const BRANDING_MSG = {
  badColor: "Please enter the accent colour as a hex colour, like #2f6f6a",
  ownerOnly: "Only the family owner can change the family's branding",
  largeOnly: "Custom branding comes with the Large Family plan. Please upgrade to Large Family to set an accent colour and a logo.",
  noFile: "Please choose a logo image",
  notImage: "The logo must be an image (JPEG, PNG, WebP, GIF, AVIF or HEIC)",
  colorSaved: "Accent colour saved",
  colorCleared: "Accent colour removed",
  logoSaved: "Logo uploaded",
  logoRemoved: "Logo removed",
  failed: "Failed to update branding",
} as const;

/** "#abc" or "#aabbcc" (any case, spaces around) → "#aabbcc"; anything else → null. */
export function normalizeHex(value: string): string | null {
  const v = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return /^#[0-9a-f]{6}$/.test(v) ? v : null;
}

function channel(byte: number): number {
  const c = byte / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of a "#rrggbb" colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const n = normalizeHex(hex);
  if (!n) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(n.slice(i, i + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A ratio as people read it, rounded down so a failing 4.49 never shows as "4.5". */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 100) / 100}:1`;
}

/** Why `value` cannot be the accent colour, or null when it can (`value` must be normalized). */
export function accentColorProblem(value: string): string | null {
  const hex = normalizeHex(value);
  if (!hex) return BRANDING_MSG.badColor;
  const onWhite = contrastRatio(hex, WHITE);
  if (onWhite < MIN_CONTRAST) {
    return `White text on ${hex} has a contrast of only ${formatRatio(onWhite)}; it needs at least 4.5:1 to be readable. Please choose a darker colour.`;
  }
  const onPage = contrastRatio(hex, PAGE_BACKGROUND);
  if (onPage < MIN_CONTRAST) {
    return `${hex} on the page background (${PAGE_BACKGROUND}) has a contrast of only ${formatRatio(onPage)}; it needs at least 4.5:1 to be readable. Please choose a darker colour.`;
  }
  return null;
}
