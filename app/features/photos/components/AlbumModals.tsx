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
  return (
    <CreateOrEditModal record={album} words={ALBUM_WORDS} closeTo={closeTo} error={error}>
      <Field label="Album name" name="name" defaultValue={typed(values, "name") ?? album?.name ?? ""} maxLength={50} autoComplete="off" hint="At most 50 characters." />
      {album ? null : <TextArea label="Description (optional)" name="description" rows={2} maxLength={500} defaultValue={typed(values, "description") ?? ""} />}
    </CreateOrEditModal>
  );
}

/** The create and edit cases of the form modal above. */
const ALBUM_WORDS: CreateOrEditWords = {
  create: { title: "Create album", intent: "create-album", submitLabel: "Create album" },
  edit: { title: "Rename album", intent: "rename-album", submitLabel: "Save name" },
};
