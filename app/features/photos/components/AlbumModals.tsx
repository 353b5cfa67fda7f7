import { useT } from "~/lib/i18n/react";
import { CreateOrEditModal, type CreateOrEditWords } from "~/ui/IntentModal";
import { Field, TextArea } from "~/ui/Field";
import { typed } from "~/ui/useModalState";

export function AlbumFormModal({
  closeTo,
  album,
  values,
  error,
}: {
  closeTo: string;
  /** The album to rename, or null to create one. */
  album: { id: number; name: string } | null;
  values?: Record<string, string | string[]>;
  error?: string | null;
}) {
  const { t } = useT();
  const words = albumWords(t);
  return (
    <CreateOrEditModal record={album} words={words} closeTo={closeTo} error={error}>
      <Field label={t("Album name")} name="name" defaultValue={typed(values, "name") ?? album?.name ?? ""} maxLength={50} autoComplete="off" hint={t("At most 50 characters.")} />
      {album ? null : <TextArea label={t("Description (optional)")} name="description" rows={2} maxLength={500} defaultValue={typed(values, "description") ?? ""} />}
    </CreateOrEditModal>
  );
}

/** The create and edit cases of the form modal above. */
const albumWords = (t: (id: string) => string): CreateOrEditWords => ({
  create: { title: t("Create album"), intent: "create-album", submitLabel: t("Create album") },
  edit: { title: t("Rename album"), intent: "rename-album", submitLabel: t("Save name") },
});
