import { albumLabel, type PhotosPageData } from "./gridLinks";
import { useT } from "~/lib/i18n/react";
import { CardMenu, CardMenuLink } from "~/ui/CardMenu";
import { guestLinksHref } from "~/features/guest-links/components/guest-links-href";
import type { ModalState } from "~/ui/useModalState";
import { Link } from "react-router";

/** The album filter, and the open album's heading with its download link and quiet menu. */
export function AlbumNav({ d, href, albumHref }: { d: PhotosPageData; href: ModalState["href"]; albumHref: (name: string | null) => string }) {
  const { t } = useT();
  const current = d.current;
  return (
    <>
      <nav aria-label={t("Albums")} className="album-filter">
        <Link to={albumHref(null)} aria-current={current ? undefined : "page"}>
          {t("All photos ({count})", { count: d.total })}
        </Link>
        {d.albums.map((a) => (
          <Link key={a.id} to={albumHref(a.name)} aria-current={current?.id === a.id ? "page" : undefined}>
            {albumLabel(a.name, t)} ({a.count})
          </Link>
        ))}
      </nav>
      {current ? (
        <div className="spread album-bar">
          <h2 className="album-heading">{t("Album: {name}", { name: albumLabel(current.name, t) })}</h2>
          <div className="row">
            {current.count > 0 ? (
              <a className="button secondary small" href={`/api/albums/${current.id}/download`} download>
                {t("Download album")}
              </a>
            ) : null}
            {d.canManage ? (
              <CardMenu label={t("Actions for album {name}", { name: albumLabel(current.name, t) })}>
                <CardMenuLink to={guestLinksHref("album", current.id)}>{t("Share a guest link")}</CardMenuLink>
                {current.is_default ? null : <CardMenuLink to={href("rename-album", { id: current.id })}>{t("Rename album")}</CardMenuLink>}
                {current.is_default ? null : (
                  <CardMenuLink to={href("delete-album", { id: current.id })} danger>
                    {t("Delete album")}
                  </CardMenuLink>
                )}
              </CardMenu>
            ) : null}
          </div>
        </div>
      ) : null}
    </>
  );
}
