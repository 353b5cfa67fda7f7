import type { ReactNode } from "react";
import { Link } from "react-router";
import { PublicPage } from "~/features/i18n/components/PublicPage";

/**
 * A public page that is one card under its title: a whole-page message (`centred`: an error, an
 * invalid invite) or a step someone reaches from an emailed link before they can sign in (claiming
 * a place, a new password), which ends in the way to sign in (`signIn`, the link's text).
 */
export function PublicCard({ title, centred = false, signIn, children }: { title: string; centred?: boolean; signIn?: string; children: ReactNode }) {
  return (
    <PublicPage className={centred ? "page narrow center" : undefined}>
      <div className="card stack">
        <h1>{title}</h1>
        {children}
        {signIn ? (
          <p className="small">
            <Link to="/auth">{signIn}</Link>
          </p>
        ) : null}
      </div>
    </PublicPage>
  );
}

/** One link of a `LinkButtons` row: where it goes, its (translated) text, and whether it is the lesser choice. */
export type LinkButton = { to: string; text: string; secondary?: boolean };

/**
 * A centred row of link buttons (a public page's ways on; kept beside PublicCard so the public pages share one chunk): a `nav` named by `label` where the row
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
