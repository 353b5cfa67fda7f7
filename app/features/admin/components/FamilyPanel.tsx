import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";
import { Card, CardHeadLink } from "~/ui/Card";

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
    <Card
      id="family-heading"
      title={t("Family name and code")}
      action={canRename ? <CardHeadLink to={href("edit-family-name")} verb={t("Edit")} what={t("family name")} /> : null}
    >
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
    </Card>
  );
}
