import type { ModalState } from "./useModalState";
import { CardMenu, CardMenuLink } from "./CardMenu";
import { useT } from "~/lib/i18n/react";

/**
 * The usual quiet menu of a card: Edit and a dangerous Delete, each only when its link is given
 * (the viewer may do it); nothing at all when neither is. `label` names the card, e.g. "Actions for Picnic".
 */
export function EditDeleteMenu({ label, editTo, deleteTo }: { label: string; editTo?: string | null; deleteTo?: string | null }) {
  const { t } = useT();
  if (!editTo && !deleteTo) return null;
  return (
    <CardMenu label={label}>
      {editTo ? <CardMenuLink to={editTo}>{t("Edit")}</CardMenuLink> : null}
      {deleteTo ? (
        <CardMenuLink to={deleteTo} danger>
          {t("Delete")}
        </CardMenuLink>
      ) : null}
    </CardMenu>
  );
}

/**
 * The Edit/Delete menu of one record on a page whose modals follow the `edit-<kind>` and
 * `delete-<kind>` convention (e.g. `edit-birthday`), each offered only when the viewer may.
 */
export function RecordMenu({ kind, id, name, href, canEdit, canDelete }: { kind: string; id: number; name: string; href: ModalState["href"]; canEdit: boolean; canDelete: boolean }) {
  const { t } = useT();
  return <EditDeleteMenu label={t("Actions for {name}", { name })} editTo={canEdit ? href(`edit-${kind}`, { id }) : null} deleteTo={canDelete ? href(`delete-${kind}`, { id }) : null} />;
}
