import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A card section named by its heading (`id` is the heading's). `count` is a badge after the title;
 * `action` sits beside the heading in the card's head (the head is there whenever `action` is
 * given, also as null for a viewer who may not act).
 */
export function Card({
  id,
  title,
  count,
  action,
  className = "card",
  children,
}: {
  id: string;
  title: string;
  count?: number;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const heading =
    count === undefined ? (
      <h2 id={id}>{title}</h2>
    ) : (
      <h2 id={id}>
        {title} <span className="badge">{count}</span>
      </h2>
    );
  return (
    <section className={className} aria-labelledby={id}>
      {action === undefined ? heading : <div className="card-head">{heading}{action}</div>}
      {children}
    </section>
  );
}

/**
 * A card head's link to one of the page's modals: the verb, and on wide screens what it acts on
 * ("Edit family name", "Add activity"; just "Edit" or "Add" on a phone).
 */
export function CardHeadLink({ to, verb, what, look = "secondary small" }: { to: string; verb: string; what: string; look?: "secondary small" | "small" }) {
  return (
    <Link className={`button ${look}`} to={to} preventScrollReset>
      {verb}<span className="wide-only"> {what}</span>
    </Link>
  );
}
