import type { ReactNode } from "react";
import type { useLoaderData } from "react-router";
import type { integrationsLoader } from "../page.server";
import type { ModalState } from "~/ui/useModalState";
import { LockIcon } from "./Locked";

export type IntegrationsPageData = ReturnType<typeof useLoaderData<typeof integrationsLoader>>;
export type SectionProps = { data: IntegrationsPageData; href: ModalState["href"] };

/** One integration's card: the heading (with the lock on the free plan) and what it does. */
export function IntegrationSection({
  id,
  title,
  locked,
  intro,
  children,
}: {
  id: string;
  title: string;
  locked: boolean;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card stack integration-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        {locked ? <LockIcon /> : null} {title}
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
