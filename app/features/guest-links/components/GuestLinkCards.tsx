// Managing guest links (issue 38): the list (label, what it opens, created by, expiry, uses, the
// address and its QR code), shared by the Admin tab's "Guest links" card and the guest links page,
// and the form that creates one. Plain forms and links: everything works without JavaScript.
import { Form, Link } from "react-router";
import { EmptyState } from "~/ui/EmptyState";
import { Checkbox, Field, Select } from "~/ui/Field";
import { FormErrorText } from "~/ui/FormErrorText";
import { typed } from "~/ui/useModalState";
import type { GuestLinkView, ShareTargets } from "../guest-links.server";
import { GUEST_LIMITS, KIND_LABEL } from "../rules";
import { useT } from "~/lib/i18n/react";
import type { Translator } from "~/lib/i18n/translator";
import { guestLinksHref } from "./guest-links-href";

type Values = Record<string, string | string[]> | undefined;
type Row = GuestLinkView & { url: string };

const day = (iso: string) => iso.slice(0, 10);

export { guestLinksHref };

/** "Album: Reunion 2031" in the page's language (the target's name after the English kind label). */
function opensLabel(l: Row, t: Translator["t"]): string {
  const prefix = `${KIND_LABEL[l.kind]}: `;
  if (!l.opens.startsWith(prefix)) return l.opens;
  const title = l.opens.slice(prefix.length);
  if (l.kind === "album") return t("Album: {title}", { title });
  if (l.kind === "event") return t("Event: {title}", { title });
  return t("Sign-up list: {title}", { title });
}

export function GuestLinkList({ links, revokeHref, highlight }: { links: Row[]; revokeHref: (id: number) => string; highlight?: number | null }) {
  const { t } = useT();
  if (links.length === 0) {
    return <EmptyState title={t("No guest links yet.")}>{t("Share an album, an event or a sign-up list with relatives who have no account.")}</EmptyState>;
  }
  return (
    <ul className="list stack guest-links" data-testid="guest-link-list">
      {links.map((l) => (
        <li key={l.id} id={`guest-link-${l.id}`} className="guest-link" data-testid="guest-link-row" aria-current={highlight === l.id ? "true" : undefined}>
          <img className="guest-qr" src={`/api/guest-links/${l.id}/qr.svg`} alt={t("QR code of the guest link {label}", { label: l.label })} width={120} height={120} loading="lazy" />
          <div className="stack-tight">
            <strong>{l.label}</strong>
            <span className="small">
              {l.allow_upload ? t("{opens} · guests may add photos", { opens: opensLabel(l, t) }) : opensLabel(l, t)}
            </span>
            <span className="muted small">
              {l.expired
                ? t("Created by {name} · Expired {date} · Used {count, plural, one {# time} other {# times}}", { name: l.created_by_name, date: day(l.expires_at), count: l.uses })
                : t("Created by {name} · Expires {date} · Used {count, plural, one {# time} other {# times}}", { name: l.created_by_name, date: day(l.expires_at), count: l.uses })}
            </span>
            <div className="copy-field">
              <label htmlFor={`guest-url-${l.id}`}>{t("Link")}</label>
              <input id={`guest-url-${l.id}`} readOnly value={l.url} data-testid="guest-link-url" />
            </div>
            <div>
              <Link className="button secondary small" to={revokeHref(l.id)} preventScrollReset aria-label={t("Revoke {name}", { name: l.label })}>
                {t("Revoke")}
              </Link>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The Admin tab's card: every link of the family, with a QR code each. */
export function GuestLinksPanel({ links }: { links: Row[] }) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="guest-links-heading" data-testid="guest-links-panel">
      <div className="spread">
        <h2 id="guest-links-heading">{t("Guest links")}</h2>
        <Link className="button secondary small" to={guestLinksHref()}>
          {t("New guest link")}
        </Link>
      </div>
      <p className="muted small">{t("Relatives without an account open an album, an event or a sign-up list from a link or its QR code.")}</p>
      <GuestLinkList links={links} revokeHref={(id) => `/dashboard/guest-links?modal=revoke-guest-link&id=${id}`} />
    </section>
  );
}

export function CreateGuestLinkForm({
  targets,
  preset,
  error,
  values,
}: {
  targets: ShareTargets;
  preset: string;
  error: string | null | undefined;
  values: Values;
}) {
  const opens = typed(values, "opens") ?? preset;
  const nothing = targets.albums.length === 0 && targets.events.length === 0;
  const { t } = useT();
  // What a link can open, by kind (a kind with nothing to share is left out).
  const groups = [
    { label: t("Albums (view, optionally add photos)"), options: targets.albums.map((a) => ({ value: `album:${a.id}`, label: t("Album: {title}", { title: a.name }) })) },
    {
      label: t("Events (view and answer)"),
      options: targets.events.map((e) => ({ value: `event:${e.id}`, label: t("Event: {title} ({date})", { title: e.title, date: day(e.event_date) }) })),
    },
    {
      label: t("Sign-up lists (take a place)"),
      options: targets.events.map((e) => ({ value: `signups:${e.id}`, label: t("Sign-up list: {title} ({date})", { title: e.title, date: day(e.event_date) }) })),
    },
  ];
  return (
    <section className="card" aria-labelledby="new-guest-link" data-testid="create-guest-link">
      <h2 id="new-guest-link">{t("Share a guest link")}</h2>
      {nothing ? (
        <p className="muted">{t("There is nothing you can share yet: create an event first.")}</p>
      ) : (
        <Form method="post" className="stack">
          <input type="hidden" name="intent" value="create-guest-link" />
          <FormErrorText message={error} />
          <Select label={t("What it opens")} name="opens" defaultValue={opens}>
            {groups
              .filter((g) => g.options.length > 0)
              .map((g) => (
                <optgroup key={g.label} label={g.label}>
                  {g.options.map((o) => (
                    <option key={o.value} value={o.value}>{o.label}</option>
                  ))}
                </optgroup>
              ))}
          </Select>
          <Field
            label={t("Label")}
            name="label"
            required
            maxLength={GUEST_LIMITS.label}
            defaultValue={typed(values, "label") ?? ""}
            hint={t("Who it is for, e.g. “Cousins at the reunion”")}
          />
          <Field
            label={t("Expires in (days)")}
            name="expires_in_days"
            type="number"
            min={GUEST_LIMITS.minDays}
            max={GUEST_LIMITS.maxDays}
            defaultValue={typed(values, "expires_in_days") ?? String(GUEST_LIMITS.defaultDays)}
          />
          {targets.albums.length > 0 ? <Checkbox label={t("Guests may add photos (albums only)")} name="allow_upload" defaultChecked={typed(values, "allow_upload") === "on"} /> : null}
          <div className="actions">
            <button type="submit">{t("Create guest link")}</button>
          </div>
        </Form>
      )}
    </section>
  );
}
