import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";
import { PublicCard } from "./PublicCard";

/**
 * A whole-page message (404 and errors outside the dashboard) with a way back. The title and the
 * message are English texts (the route error's, ~/ui/routeError): shown in the page's language.
 */
export function ErrorScreen({ title, message, alert = false }: { title: string; message: string; alert?: boolean }) {
  const { t } = useT();
  return (
    <PublicCard title={t(title)} centred>
      <p className="muted" role={alert ? "alert" : undefined}>
        {t(message)}
      </p>
      <nav aria-label={t("Ways back")} className="row centered">
        <Link className="button" to="/">
          {t("Back to the home page")}
        </Link>
        <Link className="button secondary" to="/auth">
          {t("Sign in")}
        </Link>
      </nav>
    </PublicCard>
  );
}
