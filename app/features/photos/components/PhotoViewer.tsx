import { albumLabel } from "./gridLinks";
import { useT } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { Modal } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { TextArea } from "~/ui/Field";
import { EmptyState } from "~/ui/EmptyState";
import { SubmitActions } from "~/ui/SubmitActions";

export type ViewedPhoto = {
  id: number;
  title: string;
  description: string;
  display_url: string;
  download_url: string;
  source: "upload" | "link";
  album: string;
  uploaded_by_name: string;
  date_label: string;
  width: number | null;
  height: number | null;
  hearted: boolean;
  heart_count: number;
  comments: { id: number; user_name: string; comment: string; date_label: string }[];
  can_delete: boolean;
};

/** The photo detail modal: display-size image, heart toggle, comments, download, delete. */
export function PhotoViewer({
  photo,
  closeTo,
  back,
  canReact,
  deleteHref,
  error,
}: {
  photo: ViewedPhoto;
  closeTo: string;
  back: string;
  canReact: boolean;
  deleteHref: string;
  error?: string | null;
}) {
  const { t } = useT();
  return (
    <Modal title={photo.title} closeTo={closeTo} wide>
      <figure className="photo-view">
        <img
          src={photo.display_url}
          alt={photo.title}
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          referrerPolicy="no-referrer"
        />
        {photo.description ? <figcaption className="pre-line">{photo.description}</figcaption> : null}
      </figure>
      <p className="muted small">
        {t("Added by {name} on {date} · Album: {album}", { name: photo.uploaded_by_name, date: photo.date_label, album: albumLabel(photo.album, t) })}
      </p>
      <FormErrorText message={error} />
      <div className="row">
        {canReact ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="heart" />
            <input type="hidden" name="id" value={photo.id} />
            <input type="hidden" name="back" value={back} />
            <button type="submit" className={photo.hearted ? "" : "secondary"} aria-pressed={photo.hearted} data-testid="heart-button">
              <span aria-hidden="true">{photo.hearted ? "♥" : "♡"}</span> {t("Heart ({count})", { count: photo.heart_count })}
            </button>
          </Form>
        ) : (
          <span data-testid="heart-count">
            <span aria-hidden="true">♥</span> {t("{count, plural, one {# heart} other {# hearts}}", { count: photo.heart_count })}
          </span>
        )}
        <a className="button secondary" href={photo.download_url} download={photo.source === "upload" ? "" : undefined} rel="noreferrer">
          {t("Download")}
        </a>
        {photo.can_delete ? (
          <Link className="button danger" to={deleteHref} preventScrollReset>
            {t("Delete")}
          </Link>
        ) : null}
      </div>
      <section aria-labelledby="comments-heading" className="photo-comments">
        <h3 id="comments-heading">{t("Comments ({count})", { count: photo.comments.length })}</h3>
        {photo.comments.length === 0 ? <EmptyState title={t("No comments yet.")}>{t("What the family says about this photo shows here.")}</EmptyState> : null}
        <ul className="list" data-testid="comment-list">
          {photo.comments.map((c) => (
            <li key={c.id}>
              <strong>{c.user_name}</strong> <span className="muted small">{c.date_label}</span>
              <p className="pre-line">{c.comment}</p>
            </li>
          ))}
        </ul>
        {canReact ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="comment" />
            <input type="hidden" name="id" value={photo.id} />
            <input type="hidden" name="back" value={back} />
            <TextArea label={t("Add a comment")} name="comment" rows={2} maxLength={1000} />
            <SubmitActions>{t("Post comment")}</SubmitActions>
          </Form>
        ) : null}
      </section>
    </Modal>
  );
}
