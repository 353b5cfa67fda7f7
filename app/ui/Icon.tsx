// A small inline-SVG icon set (24×24 strokes in the style of Feather, MIT): no icon font, no
// library, nothing to download. Icons are decorative (aria-hidden); the text next to them names
// the control. Each icon's shapes are in the document once, in the hidden <IconSprite> the
// dashboard layout renders; an <Icon> is a ~100-byte <svg><use href="#icon-NAME"/></svg>
// (issue 16: a list of 35 cards no longer carries 35 copies of the menu's icon; record 124).

/**
 * Each icon as its shapes: a path's `d`, or "rect:x,y,width,height,rx" / "circle:cx,cy,r".
 */
const SHAPES: Record<string, string[]> = {
  home: ["M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z", "M9 22V12h6v10"],
  events: ["rect:3,4,18,18,2", "M16 2v4M8 2v4M3 10h18"],
  photos: ["rect:3,3,18,18,2", "circle:8.5,8.5,1.5", "M21 15l-5-5L5 21"],
  trip: ["M1 6v16l7-4 8 4 7-4V2l-7 4-8-4-7 4z", "M8 2v16M16 6v16"],
  birthdays: ["M20 12v10H4V12M2 7h20v5H2zM12 22V7", "M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z"],
  directory: ["M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2", "circle:9,7,4", "M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75"],
  tree: ["circle:12,5,3", "circle:5,19,3", "circle:19,19,3", "M12 8v4M5 16v-4h14v4"],
  surveys: ["M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2", "rect:8,2,8,4,1", "M9 12h6M9 16h4"],
  fundraising: ["M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1 7.8 7.7 7.8-7.7 1-1.1a5.5 5.5 0 0 0 0-7.8z"],
  admin: ["M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z"],
  integrations: ["M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.8 1.7", "M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7"],
  subscription: ["rect:1,4,22,16,2", "M1 10h22"],
  superadmin: ["M12 2l3.1 6.3 6.9 1-5 4.8 1.2 6.9L12 17.8 5.8 21l1.2-6.9-5-4.8 6.9-1z"],
  more: ["M3 6h18M3 12h18M3 18h18"],
  dots: ["circle:5,12,1.5", "circle:12,12,1.5", "circle:19,12,1.5"],
  lock: ["rect:4,11,16,11,2", "M8 11V7a4 4 0 0 1 8 0v4"],
};

export type IconName = keyof typeof SHAPES;

/** One shape as SVG markup (the specs above are constants: digits, letters, dots and spaces). */
function shapeMarkup(spec: string): string {
  const [kind, rest] = spec.split(":");
  const n = (rest ?? "").split(",").map(Number);
  if (kind === "rect") return `<rect x="${n[0]}" y="${n[1]}" width="${n[2]}" height="${n[3]}" rx="${n[4]}"></rect>`;
  if (kind === "circle") return `<circle cx="${n[0]}" cy="${n[1]}" r="${n[2]}"></circle>`;
  return `<path d="${spec}"></path>`;
}

/** The sprite's content, made once: React renders it as one string, not ~50 elements per page. */
const SPRITE = Object.entries(SHAPES)
  .map(
    ([name, shapes]) =>
      `<symbol id="icon-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes.map(shapeMarkup).join("")}</symbol>`,
  )
  .join("");

/**
 * The icons' shapes, once per document, as <symbol>s that <Icon>s point at. Rendered by the
 * dashboard layout (every icon is used under /dashboard). Not display:none, which would stop
 * some browsers from drawing the referenced symbols; it takes no room and is hidden from
 * assistive technology.
 */
export function IconSprite() {
  return (
    <svg
      width="0"
      height="0"
      style={{ position: "absolute" }}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: SPRITE }}
    />
  );
}

export function Icon({ name, size = 20 }: { name: string; size?: number }) {
  if (!(name in SHAPES)) return null;
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
