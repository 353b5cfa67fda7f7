import { useT } from "~/lib/i18n/react";
import { LinkButtons, PublicCard } from "./PublicCard";

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
      <LinkButtons
        label={t("Ways back")}
        links={[
          { to: "/", text: t("Back to the home page") },
          { to: "/auth", text: t("Sign in"), secondary: true },
        ]}
      />
    </PublicCard>
  );
}
