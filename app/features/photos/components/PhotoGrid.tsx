import { useT } from "~/lib/i18n/react";
import { EmptyState } from "~/ui/EmptyState";
import type { ModalState } from "~/ui/useModalState";
import { PAGE } from "../rules";
import type { PhotosPageData } from "./gridLinks";
import { Link } from "react-router";

/** The photo grid (thumbnails, hearts and comments), its empty state and its pager. */
export function PhotoGrid({
  d,
  href,
  moreHref,
  newestHref,
}: {
  d: PhotosPageData;
  href: ModalState["href"];
  moreHref: string;
  newestHref: string;
}) {
  const { t } = useT();
  return (
    <section aria-label={t("Photo grid")}>
      {d.photos.length === 0 ? (
        <EmptyState
          title={t("No photos here yet.")}
          action={
            d.canAdd ? (
              <Link className="button secondary small" to={href("add-photo")} preventScrollReset>
                {t("Add the first photo")}
              </Link>
            ) : null
          }
        >
          {t("Share pictures from gatherings so the whole family can enjoy them.")}
        </EmptyState>
      ) : null}
      <ul className="photo-grid" data-testid="photo-grid">
        {d.photos.map((p, i) => (
          <li key={p.id} className="photo-card" data-testid="photo-card">
            <Link to={href("photo", { id: p.id })} preventScrollReset className="photo-link">
              <img
                src={p.thumbnail_url}
                alt={p.title}
                width={400}
                height={400}
                loading={i < PAGE.first ? "eager" : "lazy"}
                decoding="async"
                referrerPolicy="no-referrer"
              />
              <span className="photo-title">{p.title}</span>
            </Link>
            <span className="muted small">
              <span aria-hidden="true">{p.hearted ? "♥" : "♡"}</span> {t("{hearts, plural, one {# heart} other {# hearts}} · {comments, plural, one {# comment} other {# comments}}", { hearts: p.hearts, comments: p.comments })}
            </span>
          </li>
        ))}
      </ul>
      <div className="row">
        {d.next ? (
          <Link className="button secondary" to={moreHref} preventScrollReset>
            {d.show < PAGE.apiMax ? t("Show more") : t("Older photos")}
          </Link>
        ) : null}
        {d.before ? <Link to={newestHref}>{t("Newest photos")}</Link> : null}
      </div>
    </section>
  );
}
