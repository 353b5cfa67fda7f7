// The Integrations tab: calendar feed, video calls, social accounts and cloud backup, each locked
// behind the upgrade prompt on the free plan. Loader and intents: features/integrations/page.server.
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { integrationsAction, integrationsLoader } from "~/features/integrations/page.server";
import { UpgradePrompt } from "~/features/integrations/components/Locked";
import { CalendarSection } from "~/features/integrations/components/CalendarSection";
import { VideoSection } from "~/features/integrations/components/VideoSection";
import { lazyModal } from "~/ui/lazy-modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { useModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import type { Route } from "./+types/dashboard.integrations";

// Loaded when shown (issue 37, lazyModal: first-load JS within budget with the whole route manifest);
// the server renders them in the page as always.
const CloudSection = lazyModal(() => import("~/features/integrations/components/CloudSection").then((m) => m.CloudSection));
const SubscriptionsSection = lazyModal(() => import("~/features/integrations/components/SubscriptionsSection").then((m) => m.SubscriptionsSection));
const SocialSection = lazyModal(() => import("~/features/integrations/components/SocialSection").then((m) => m.SocialSection));
const UpgradeModal = lazyModal(() => import("~/features/integrations/components/UpgradeModal").then((m) => m.UpgradeModal));

// The modal bodies load when one opens (issue 37: first-load JS; decision record 259).
const integrationModals = () => import("~/features/integrations/components/IntegrationModals");
const CalendarEventModal = lazyModal(() => integrationModals().then((m) => m.CalendarEventModal));
const ScheduleCallModal = lazyModal(() => integrationModals().then((m) => m.ScheduleCallModal));
const WebDavModal = lazyModal(() => integrationModals().then((m) => m.WebDavModal));

export const meta = titleMeta((t) => t("Integrations · Kindred"));

export const loader = integrationsLoader;
export const action = integrationsAction;

/** While a backup runs, the page refreshes its progress every two seconds. */
function useRefreshWhile(running: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
}

export default function IntegrationsTab({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const m = useModalState();
  const { t } = useT();
  useRefreshWhile(data.cloud.some((c) => c.backup.status === "running"));

  const planBlocked = m.error === data.planMessage || m.pageError === data.planMessage;
  const showUpgrade = m.modal === "upgrade" || planBlocked;
  const open = (name: string) => data.unlocked && !planBlocked && m.modal === name;
  const pageError = planBlocked ? null : m.errorOnPage(["calendar-event", "schedule-call", "connect-webdav", "add-subscription"].some(open));

  return (
    <div className="stack">
      <h1>{t("Integrations")}</h1>
      {data.unlocked ? null : <UpgradePrompt />}
      <FormErrorText message={pageError} />
      <div className="grid two">
        <CalendarSection data={data} href={m.href} />
        <VideoSection data={data} href={m.href} />
        <SocialSection data={data} href={m.href} />
        <CloudSection data={data} href={m.href} />
        <SubscriptionsSection data={data} href={m.href} m={m} />
      </div>

      {showUpgrade ? <UpgradeModal closeTo={m.closeTo} message={planBlocked ? data.planMessage : null} /> : null}
      {open("calendar-event") ? <CalendarEventModal m={m} zone={data.zone} /> : null}
      {open("schedule-call") ? <ScheduleCallModal m={m} zone={data.zone} /> : null}
      {open("connect-webdav") ? <WebDavModal m={m} /> : null}
    </div>
  );
}
