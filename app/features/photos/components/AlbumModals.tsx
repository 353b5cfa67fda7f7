import { Form } from "@remix-run/react";
import { FormErrorText, Modal, ModalActions } from "~/ui/Modal";
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
    <Modal title={album ? "Rename album" : "Create album"} closeTo={closeTo}>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={album ? "rename-album" : "create-album"} />
        {album ? <input type="hidden" name="id" value={album.id} /> : null}
        <FormErrorText message={error} />
        <Field label="Album name" name="name" defaultValue={typed(values, "name") ?? album?.name ?? ""} maxLength={50} autoComplete="off" hint="At most 50 characters." />
        {album ? null : <TextArea label="Description (optional)" name="description" rows={2} maxLength={500} defaultValue={typed(values, "description") ?? ""} />}
        <ModalActions closeTo={closeTo} submitLabel={album ? "Save name" : "Create album"} />
      </Form>
    </Modal>
  );
}
