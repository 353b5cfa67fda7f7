// The quiet actions menu of a card (issue 15): edit, delete and other secondary actions sit behind
// one small "⋯" disclosure instead of a row of equal buttons. A native <details> works without
// JavaScript and with the keyboard (Enter/Space on the summary); the summary's accessible name
// says whose actions these are, e.g. "Actions for Summer picnic".
import type { ReactNode } from "react";
import { useLocation, Link } from "react-router";
import { Icon } from "./Icon";

export function CardMenu({ label, children }: { label: string; children: ReactNode }) {
  // React does not own a <details>' `open` state: keyed by the location, the menu is re-mounted
  // (closed) after each client-side navigation instead of staying open behind a modal.
  const { key } = useLocation();
  return (
    <details className="card-menu" key={key}>
      <summary>
        <Icon name="dots" />
        <span className="visually-hidden">{label}</span>
      </summary>
      <div className="card-menu-items">{children}</div>
    </details>
  );
}

/** One entry of a CardMenu: a link that opens a modal (URL state), danger styles a delete. */
export function CardMenuLink({ to, danger, children }: { to: string; danger?: boolean; children: ReactNode }) {
  return (
    <Link
      className={danger ? "card-menu-item danger" : "card-menu-item"}
      to={to}
      preventScrollReset
      // With JavaScript the page is not reloaded, so close the menu once an entry is chosen.
      onClick={(e) => e.currentTarget.closest("details")?.removeAttribute("open")}
    >
      {children}
    </Link>
  );
}
