import { albumLabel } from "./gridLinks";
import { useT } from "~/lib/i18n/react";
import { CardMenu, CardMenuLink } from "~/ui/CardMenu";
import { Link } from "react-router";
import { guestLinksHref } from "~/features/guest-links/components/guest-links-href";

/** The Admin tab's photo albums panel: the album modals live on the Photos tab. */
export function AlbumsPanel({ albums }: { albums: { id: number; name: string; photo_count: number; is_default: boolean }[] }) {
  const { t } = useT();
  const photos = (params: Record<string, string | number>) =>
    `/dashboard/photos?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
  return (
    <section className="card" aria-labelledby="albums-heading">
      <div className="spread">
        <h2 id="albums-heading">{t("Photo albums")}</h2>
        <Link className="button secondary small" to={photos({ modal: "create-album" })}>
          {t("New album")}
        </Link>
      </div>
      <ul className="list" data-testid="admin-albums">
        {albums.map((a) => (
          <li key={a.id} className="spread">
            <Link to={photos({ album: a.name })}>
              {albumLabel(a.name, t)} ({a.photo_count})
            </Link>
            {a.is_default ? <span className="muted small">{t("Default album")}</span> : null}
            <CardMenu label={t("Actions for album {name}", { name: albumLabel(a.name, t) })}>
              <CardMenuLink to={guestLinksHref("album", a.id)}>{t("Share a guest link")}</CardMenuLink>
              {a.is_default ? null : <CardMenuLink to={photos({ album: a.name, modal: "rename-album", id: a.id })}>{t("Rename album")}</CardMenuLink>}
              {a.is_default ? null : (
                <CardMenuLink to={photos({ album: a.name, modal: "delete-album", id: a.id })} danger>
                  {t("Delete album")}
                </CardMenuLink>
              )}
            </CardMenu>
          </li>
        ))}
      </ul>
    </section>
  );
}
