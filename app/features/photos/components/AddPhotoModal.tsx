import { albumLabel } from "./gridLinks";
import { useT } from "~/lib/i18n/react";
import { Form } from "react-router";
import { Modal, ModalActions } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { Field, Select, TextArea } from "~/ui/Field";
import { typed } from "~/ui/useModalState";

/**
 * The add-photo form: a multipart form that works without JavaScript (the server takes the file
 * when both a file and a URL are sent). With JavaScript, choosing a file clears the URL and
 * typing a URL clears the file (§4).
 */
export function AddPhotoModal({
  closeTo,
  back,
  albums,
  album,
  maxMb,
  values,
  error,
}: {
  closeTo: string;
  back: string;
  albums: { name: string }[];
  album: string | null;
  maxMb: number;
  values?: Record<string, string | string[]>;
  error?: string | null;
}) {
  const { t, formatNumber } = useT();
  const clear = (id: string) => {
    const other = document.getElementById(id) as HTMLInputElement | null;
    if (other) other.value = "";
  };
  return (
    <Modal title={t("Add photo")} closeTo={closeTo}>
      <Form method="post" encType="multipart/form-data" preventScrollReset>
        <input type="hidden" name="intent" value="add-photo" />
        <input type="hidden" name="back" value={back} />
        <FormErrorText message={error} />
        <Field label={t("Title")} name="title" defaultValue={typed(values, "title") ?? ""} maxLength={200} autoComplete="off" />
        <TextArea label={t("Description (optional)")} name="description" rows={2} maxLength={2000} defaultValue={typed(values, "description") ?? ""} />
        <Field
          label={t("Photo file")}
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif"
          hint={t("JPEG, PNG, WebP, GIF, AVIF or HEIC, up to {size} MB.", { size: formatNumber(maxMb) })}
          onChange={(e) => {
            if (e.currentTarget.files?.length) clear("f-image_url");
          }}
        />
        <Field
          label={t("Or an image URL")}
          name="image_url"
          type="text"
          inputMode="url"
          placeholder="https://"
          maxLength={2000}
          defaultValue={typed(values, "image_url") ?? ""}
          autoComplete="off"
          onInput={(e) => {
            if (e.currentTarget.value) clear("f-file");
          }}
        />
        <Select
          label={t("Album")}
          name="album"
          defaultValue={typed(values, "album") ?? album ?? albums[0]?.name}
          choices={albums.map((a) => ({ value: a.name, label: albumLabel(a.name, t) }))}
        />
        <ModalActions closeTo={closeTo} submitLabel={t("Add photo")} />
      </Form>
    </Modal>
  );
}
