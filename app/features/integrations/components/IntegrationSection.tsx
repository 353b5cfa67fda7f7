import type { ReactNode } from "react";
import type { useLoaderData } from "react-router";
import type { integrationsLoader } from "../page.server";
import type { ModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import type { Translator } from "~/lib/i18n/translator";
import { LockIcon } from "./Locked";

export type IntegrationsPageData = ReturnType<typeof useLoaderData<typeof integrationsLoader>>;
export type SectionProps = { data: IntegrationsPageData; href: ModalState["href"] };

/**
 * Each integration's card by its id (the heading is `${id}-heading`): its title and what it does.
 * Each text is written here as a t() call of its English words, so the translators' check finds it.
 */
const SECTIONS = {
  calendar: (t) => ({ title: t("Calendar"), intro: t("Subscribe to the family's events, video calls, birthdays and reunion dates from Google Calendar, Outlook or Apple Calendar. Your link is your own; keep it private.") }),
  video: (t) => ({ title: t("Video calls"), intro: t("Family calls on Jitsi Meet: no account needed, a private room for each call.") }),
  social: (t) => ({ title: t("Social"), intro: t("Record the family's page or handle, and share posts through each platform's own share dialog. Kindred never posts for you and never asks for your social passwords.") }),
  cloud: (t) => ({ title: t("Cloud storage"), intro: t("Back up the family's photo originals to Google Drive, Dropbox or your own WebDAV storage (Nextcloud, ownCloud).") }),
  subscriptions: (t) => ({ title: t("Other calendars"), intro: t("Show a school, club or shared calendar beside the family's events (read-only). Paste its https:// or webcal:// address; it is fetched every few hours.") }),
} satisfies Record<string, (t: Translator["t"]) => { title: string; intro: string }>;

/** One integration's card: the heading (with the lock on the free plan) and what it does. */
export function IntegrationSection({ id, data, children }: { id: keyof typeof SECTIONS; data: IntegrationsPageData; children: ReactNode }) {
  const { t } = useT();
  const { title, intro } = SECTIONS[id](t);
  return (
    <section className="card stack integration-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        {data.unlocked ? null : <LockIcon />} {title}
      </h2>
      <p className="muted small">{intro}</p>
      {children}
    </section>
  );
}

export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const id = `copy-${testId}`;
  return (
    <div className="field copy-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={value} data-testid={testId} />
    </div>
  );
}
