import { Link } from "react-router";

/** One link of a `LinkButtons` row: where it goes, its (translated) text, and whether it is the lesser choice. */
export type LinkButton = { to: string; text: string; secondary?: boolean };

/**
 * A centred row of link buttons (a public page's ways on): a `nav` named by `label` where the row
 * is a page's navigation, else a plain paragraph.
 */
export function LinkButtons({ links, label }: { links: LinkButton[]; label?: string }) {
  const buttons = links.map(({ to, text, secondary }) => (
    <Link key={to} className={secondary ? "button secondary" : "button"} to={to}>
      {text}
    </Link>
  ));
  if (label === undefined) return <p className="row centered">{buttons}</p>;
  return (
    <nav aria-label={label} className="row centered">
      {buttons}
    </nav>
  );
}
