import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

/** A whole-page message (404 and errors outside the dashboard) with a way back. */
export function ErrorScreen({ title, message, alert = false }: { title: string; message: string; alert?: boolean }) {
  const { t } = useT();
  return (
    <main className="page narrow center">
      <div className="card stack">
        <h1>{title}</h1>
        <p className="muted" role={alert ? "alert" : undefined}>
          {message}
        </p>
        <nav aria-label={t("Ways back")} className="row centered">
          <Link className="button" to="/">
            {t("Back to the home page")}
          </Link>
          <Link className="button secondary" to="/auth">
            {t("Sign in")}
          </Link>
        </nav>
      </div>
    </main>
  );
}
