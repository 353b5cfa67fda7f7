import type { ModalState } from "~/ui/useModalState";
import type { PhotosPageData } from "./gridLinks";

// Which modal is open is decided in the page (its first load); the modals' bodies (PhotoModals)
// load when one opens.
/** Which of the page's modals can open (the others' failures show on the page). */
export function photoModals(d: PhotosPageData, m: ModalState) {
  const viewing = d.viewing && d.viewing.id === m.id ? d.viewing : null;
  const managedAlbum = d.canManage && d.current && !d.current.is_default ? (d.albums.find((a) => a.id === (m.id ?? d.current!.id)) ?? null) : null;
  const albumModalOpen = (m.modal === "create-album" && d.canManage) || ((m.modal === "rename-album" || m.modal === "delete-album") && managedAlbum !== null);
  const shown = (m.modal === "add-photo" && d.canAdd) || ((m.modal === "photo" || m.modal === "delete-photo") && viewing !== null) || albumModalOpen;
  return { viewing, managedAlbum, shown };
}
