// The Photos tab: album filter, grid with pager, photo viewer (hearts, comments, download,
// delete) and album management. Loader and actions: features/photos/page.server.
import { useT } from "~/lib/i18n/react";
import { photosAction, photosLoader } from "~/features/photos/page.server";
import { gridLinks } from "~/features/photos/components/gridLinks";
import { AlbumNav } from "~/features/photos/components/AlbumNav";
import { PhotoGrid } from "~/features/photos/components/PhotoGrid";
import { photoModals } from "~/features/photos/components/photo-modal-state";
import { FormErrorText } from "~/ui/FormErrorText";
import { lazyModal } from "~/ui/lazy-modal";
import { ModalLink } from "~/ui/ModalLink";
import { TabHeader } from "~/ui/TabHeader";
import { useModalState } from "~/ui/useModalState";
import { titleMeta } from "~/ui/meta";
import type { Route } from "./+types/dashboard.photos";

// The modals' bodies load when one opens (issue 37: the first load stays under its budget); the
// server renders them in the page as before.
const PhotoModals = lazyModal(() => import("~/features/photos/components/PhotoModals").then((m) => m.PhotoModals));

export const meta = titleMeta((t) => t("Photos · Kindred"));

export const loader = photosLoader;
export const action = photosAction;

export default function PhotosTab({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const d = loaderData;
  const m = useModalState();
  const links = gridLinks(d);
  const modalShown = photoModals(d, m).shown;
  const pageError = m.errorOnPage(modalShown);

  return (
    <div className="stack">
      <TabHeader title={t("Photos")}>
        {d.canAdd ? <ModalLink to={m.href("add-photo")}>{t("Add photo")}</ModalLink> : null}
        {d.canManage ? <ModalLink to={m.href("create-album")} look="secondary">{t("New album")}</ModalLink> : null}
      </TabHeader>
      <FormErrorText message={pageError} />
      <AlbumNav d={d} href={m.href} albumHref={links.albumHref} />
      <PhotoGrid d={d} href={m.href} moreHref={links.moreHref} newestHref={links.newestHref} />
      {modalShown ? <PhotoModals d={d} m={m} back={links.back} /> : null}
    </div>
  );
}
