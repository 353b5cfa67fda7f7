import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

export type Family = { name: string; description: string; code: string };

/** The family's name, the description shown on the invite page, and the family code. */
export function FamilyPanel({
  family,
  canRename,
  canRotate,
  href,
}: {
  family: Family;
  canRename: boolean;
  canRotate: boolean;
  href: (modal: string) => string;
}) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="family-heading">
      <div className="card-head">
        <h2 id="family-heading">{t("Family name and code")}</h2>
        {canRename ? (
          <Link className="button secondary small" to={href("edit-family-name")} preventScrollReset>
            {t("Edit")}<span className="wide-only"> {t("family name")}</span>
          </Link>
        ) : null}
      </div>
      <p>
        <strong data-testid="admin-family-name">{family.name}</strong>
      </p>
      <p className="muted small">{family.description || t("No description yet. It is shown on the invite page.")}</p>
      <div className="spread">
        <p>
          {t("Family code:")} <code data-testid="admin-family-code">{family.code}</code>
        </p>
        {canRotate ? (
          <Link className="button secondary small" to={href("rotate-code")} preventScrollReset>
            {t("New family code")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
