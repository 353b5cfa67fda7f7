import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

const LOOK = { primary: "button", secondary: "button secondary", small: "button secondary small" } as const;

/**
 * A button that opens one of this page's modals (`to` from `useModalState().href(...)`): a plain
 * link, so it works without JavaScript, and the page keeps its scroll position.
 */
export function ModalLink({ to, look = "primary", children }: { to: string; look?: keyof typeof LOOK; children: ReactNode }) {
  return (
    <Link className={LOOK[look]} to={to} preventScrollReset>
      {children}
    </Link>
  );
}

/** The Close button of a modal that shows a record rather than a form (back to the page). */
export function CloseModalLink({ to }: { to: string }) {
  const { t } = useT();
  return (
    <ModalLink to={to} look="secondary">
      {t("Close")}
    </ModalLink>
  );
}
