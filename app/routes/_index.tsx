import { redirect, Link } from "react-router";
import { useLocation } from "react-router";
import { getActor } from "~/lib/session.server";
import { env } from "~/lib/env.server";
import { Modal } from "~/ui/Modal";
import { LinkButtons } from "~/features/home/components/PublicCard";
import { useT } from "~/lib/i18n/react";
import { metaTranslator } from "~/ui/meta";
import { LanguagePicker } from "~/features/i18n/components/LanguagePicker";
import type { Route } from "./+types/_index";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaTranslator(matches);
  return [
    { title: t("Kindred: a private home for your family") },
    { name: "description", content: t("Announcements, events with RSVP, photos, birthdays and reunion planning for your family.") },
  ];
};

export async function loader({ request }: Route.LoaderArgs) {
  if (await getActor(request)) throw redirect("/dashboard");
  return { supportEmail: env().SUPPORT_EMAIL };
}

const FEATURES = [
  { title: "News & announcements", text: "Share family news in one place, pinned where everyone sees it." },
  { title: "Event planning", text: "Plan gatherings, collect RSVPs and know exactly how many are coming." },
  { title: "Fundraising tracking", text: "Track pledges and collected gifts for a shared cause, by hand and in the open." },
  { title: "Photo albums", text: "Keep reunion photos together in albums the whole family can enjoy." },
  { title: "Daily inspiration", text: "Start each day with the same verse and a short reflection as your family." },
  { title: "Family directory", text: "Phone numbers, emails and notes for every branch of the family tree." },
];

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { supportEmail } = loaderData;
  const modal = new URLSearchParams(useLocation().search).get("modal");
  return (
    <>
      <header className="hero">
        <p className="brand">Kindred</p>
        <h1>{t("Your family, together in one private place")}</h1>
        <p className="muted">{t("Create a family group, invite relatives with a code, and plan your next reunion.")}</p>
        <LinkButtons
          links={[
            { to: "/auth?mode=signup", text: t("Get started") },
            { to: "/auth", text: t("Sign in"), secondary: true },
          ]}
        />
      </header>
      <main className="page stack">
        <section className="grid three" aria-label={t("Features")}>
          {FEATURES.map((f) => (
            <article key={f.title} className="card">
              <h2>{t(f.title)}</h2>
              <p className="muted">{t(f.text)}</p>
            </article>
          ))}
        </section>
        <section className="figures card" aria-label={t("Kindred in numbers")}>
          <div>
            <strong>1000+</strong> {t("families")}
          </div>
          <div>
            <strong>50K+</strong> {t("photos shared")}
          </div>
          <div>
            <strong>500+</strong> {t("reunions planned")}
          </div>
        </section>
      </main>
      <footer className="site">
        <p>
          <Link to="?modal=privacy" preventScrollReset>
            {t("Privacy policy")}
          </Link>{" "}
          ·{" "}
          <Link to="?modal=terms" preventScrollReset>
            {t("Terms of service")}
          </Link>{" "}
          · {t("Support:")} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
        <LanguagePicker />
      </footer>
      {modal === "privacy" ? (
        <Modal title={t("Privacy policy")} closeTo="/">
          <p>
            {t(
              "Your family's information stays inside your private family group. We do not sell personal data. Only members of your family can see its announcements, events, photos, birthdays and directory.",
            )}
          </p>
          <p>{t("You must be at least 13 years old to use Kindred. If you are under 18, you need permission from a parent or guardian.")}</p>
          <p>
            {t("Questions? Write to")} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
        </Modal>
      ) : null}
      {modal === "terms" ? (
        <Modal title={t("Terms of service")} closeTo="/">
          <p>{t("By using Kindred you agree to use it for your family in good faith and to respect the privacy of other members.")}</p>
          <p>{t("The minimum age is 13. Users under 18 need permission from a parent or guardian. Subscription fees are non-refundable.")}</p>
          <p>
            {t("Contact:")} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
        </Modal>
      ) : null}
    </>
  );
}
