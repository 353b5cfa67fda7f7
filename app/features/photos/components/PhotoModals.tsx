import { useT } from "~/lib/i18n/react";
import { ConfirmRecord } from "~/ui/ConfirmRecord";
import type { ModalState } from "~/ui/useModalState";
import { DEFAULT_ALBUM } from "../rules";
import { AddPhotoModal } from "./AddPhotoModal";
import { AlbumFormModal } from "./AlbumModals";
import { PhotoViewer } from "./PhotoViewer";
import { albumLabel, type PhotosPageData } from "./gridLinks";
import { photoModals } from "./photo-modal-state";

export function PhotoModals({ d, m, back }: { d: PhotosPageData; m: ModalState; back: string }) {
  const { t } = useT();
  const { viewing, managedAlbum } = photoModals(d, m);
  const common = { closeTo: m.closeTo, values: m.values, error: m.error };
  return (
    <>
      {d.canAdd && m.modal === "add-photo" ? (
        <AddPhotoModal {...common} back={back} albums={d.albums} album={d.current?.name ?? null} maxMb={d.maxMb} />
      ) : null}
      {m.modal === "photo" && viewing ? (
        <PhotoViewer photo={viewing} closeTo={m.closeTo} back={back} canReact={d.canReact} deleteHref={m.href("delete-photo", { id: viewing.id })} error={m.error} />
      ) : null}
      <ConfirmRecord
        kind="photo"
        record={viewing?.can_delete && viewing}
        title={t("Delete photo")}
        message={(p) => t("Delete the photo \"{title}\"? This cannot be undone.", { title: p.title })}
      />
      {d.canManage && m.modal === "create-album" ? <AlbumFormModal {...common} album={null} /> : null}
      {m.modal === "rename-album" && managedAlbum ? <AlbumFormModal {...common} album={managedAlbum} /> : null}
      <ConfirmRecord
        kind="album"
        record={managedAlbum}
        title={t("Delete album")}
        message={(a) => t("Delete the album \"{name}\"? Its {count} photo(s) will move to \"{album}\". This cannot be undone.", { name: a.name, count: a.count, album: albumLabel(DEFAULT_ALBUM, t) })}
      />
    </>
  );
}
