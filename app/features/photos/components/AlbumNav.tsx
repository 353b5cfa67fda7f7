import { CardMenu, CardMenuLink } from "~/ui/CardMenu";
import { guestLinksHref } from "~/features/guest-links/components/GuestLinkCards";
import type { ModalState } from "~/ui/useModalState";
import type { PhotosPageData } from "./gridLinks";
import { Link } from "react-router";

/** The album filter, and the open album's heading with its download link and quiet menu. */
export function AlbumNav({ d, href, albumHref }: { d: PhotosPageData; href: ModalState["href"]; albumHref: (name: string | null) => string }) {
  const current = d.current;
  return (
    <>
      <nav aria-label="Albums" className="album-filter">
        <Link to={albumHref(null)} aria-current={current ? undefined : "page"}>
          All photos ({d.total})
        </Link>
        {d.albums.map((a) => (
          <Link key={a.id} to={albumHref(a.name)} aria-current={current?.id === a.id ? "page" : undefined}>
            {a.name} ({a.count})
          </Link>
        ))}
      </nav>
      {current ? (
        <div className="spread album-bar">
          <h2 className="album-heading">Album: {current.name}</h2>
          <div className="row">
            {current.count > 0 ? (
              <a className="button secondary small" href={`/api/albums/${current.id}/download`} download>
                Download album
              </a>
            ) : null}
            {d.canManage ? (
              <CardMenu label={`Actions for album ${current.name}`}>
                <CardMenuLink to={guestLinksHref("album", current.id)}>Share a guest link</CardMenuLink>
                {current.is_default ? null : <CardMenuLink to={href("rename-album", { id: current.id })}>Rename album</CardMenuLink>}
                {current.is_default ? null : (
                  <CardMenuLink to={href("delete-album", { id: current.id })} danger>
                    Delete album
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
