// A small SVG icon set (24×24 strokes in the style of Feather, MIT): no icon font, no library.
// Icons are decorative (aria-hidden); the text next to them names the control. Their shapes are
// in one file, icons.svg (a <symbol> per icon), that the build fingerprints and the browser caches
// once; an <Icon> is a ~100-byte <svg><use href="…icons.svg#icon-NAME"/></svg> (issue 16: a list
// of 35 cards carries no copies of the shapes, record 124). The shapes are not in the page's
// JavaScript either (issue 37's first-load budget).
import sprite from "./icons.svg?no-inline";

const NAMES = new Set(["home", "events", "photos", "trip", "birthdays", "directory", "tree", "surveys", "fundraising", "admin", "integrations", "subscription", "superadmin", "more", "dots", "lock"]);

export type IconName = string;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  if (!NAMES.has(name)) return null;
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${sprite}#icon-${name}`} />
    </svg>
  );
}
