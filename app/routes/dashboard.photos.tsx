// The Photos tab: album filter, grid with pager, photo viewer (hearts, comments, download,
// delete) and album management. Loader and actions: features/photos/page.server.
import { photosAction, photosLoader } from "~/features/photos/page.server";
import { gridLinks } from "~/features/photos/components/gridLinks";
import { AlbumNav } from "~/features/photos/components/AlbumNav";
import { PhotoGrid } from "~/features/photos/components/PhotoGrid";
import { PhotoModals, photoModals } from "~/features/photos/components/PhotoModals";
import { FormErrorText } from "~/ui/Modal";
import { ModalLink } from "~/ui/ModalLink";
import { TabHeader } from "~/ui/TabHeader";
import { useModalState } from "~/ui/useModalState";
import type { Route } from "./+types/dashboard.photos";

export const meta: Route.MetaFunction = () => [{ title: "Photos · Kindred" }];

export const loader = photosLoader;
export const action = photosAction;

export default function PhotosTab({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const m = useModalState();
  const links = gridLinks(d);
  const pageError = m.errorOnPage(photoModals(d, m).shown);

  return (
    <div className="stack">
      <TabHeader title="Photos">
        {d.canAdd ? <ModalLink to={m.href("add-photo")}>Add photo</ModalLink> : null}
        {d.canManage ? <ModalLink to={m.href("create-album")} look="secondary">New album</ModalLink> : null}
      </TabHeader>
      <FormErrorText message={pageError} />
      <AlbumNav d={d} href={m.href} albumHref={links.albumHref} />
      <PhotoGrid d={d} href={m.href} moreHref={links.moreHref} newestHref={links.newestHref} />
      <PhotoModals d={d} m={m} back={links.back} />
    </div>
  );
}
