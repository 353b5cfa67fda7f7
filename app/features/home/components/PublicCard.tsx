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
