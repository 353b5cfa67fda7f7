// Guest links (issue 38, decision record 240): share an album, an event or a sign-up list with
// relatives who have no account. Owner and admins see and revoke every link of the family; a
// member shares events they created and sees and revokes their own links. Works without JS.
import { requireUser } from "~/lib/session.server";
import { forRecord, pageAction } from "~/lib/page-action.server";
import { createGuestLink, listGuestLinksWithUrls, revokeGuestLink, shareTargets } from "~/features/guest-links/guest-links.server";
import type { FormInput } from "~/lib/page-action.server";
import type { Actor } from "~/lib/session.server";
import { FormErrorText } from "~/ui/FormErrorText";
import { HomeSubpageHeader } from "~/ui/HomeSubpageHeader";
import { useModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import { ConfirmRecord } from "~/ui/ConfirmRecord";
import { lazyModals } from "~/ui/lazy-modal";
import type { Route } from "./+types/dashboard.guest-links";

// The form and the list after the page (issue 37: the first load stays under its budget), as the
// other tabs' cards: server-rendered as they are, and the page hydrates once their chunk is in.
const { CreateGuestLinkForm, GuestLinkList } = lazyModals(() => import("~/features/guest-links/components/GuestLinkCards"), "CreateGuestLinkForm", "GuestLinkList");

export const meta = titleMeta((t) => t("Guest links · Kindred"));

export async function loader({ request, url }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const kind = url.searchParams.get("kind");
  const target = url.searchParams.get("target");
  const created = Number(url.searchParams.get("created"));
  const [links, targets] = await Promise.all([listGuestLinksWithUrls(actor), shareTargets(actor)]);
  return {
    guest: actor.role === "guest",
    links,
    targets,
    preset: kind && target && /^\d+$/.test(target) ? `${kind}:${target}` : "",
    created: Number.isInteger(created) && created > 0 ? created : null,
  };
}

/** The form's "What it opens" ("album:3") as the API's kind and target_id. */
function createFromForm(actor: Actor, input: FormInput) {
  const opens = typeof input.opens === "string" ? input.opens : "";
  const [kind, target] = opens.split(":");
  return createGuestLink(actor, { ...input, kind: kind ?? "", target_id: target ?? "" });
}

export const action = pageAction({
  "create-guest-link": {
    run: ({ actor, input }) => createFromForm(actor, input),
    success: "Guest link created. Send the link or show its QR code.",
    failure: "Failed to create guest link",
    redirectTo: (r: { id: number }) => `/dashboard/guest-links?created=${r.id}#guest-link-${r.id}`,
  },
  "revoke-guest-link": {
    run: forRecord((actor, id) => revokeGuestLink(actor, id)),
    success: "Guest link revoked",
    failure: "Failed to revoke guest link",
    redirectTo: "/dashboard/guest-links",
  },
});

export default function GuestLinksPage({ loaderData }: Route.ComponentProps) {
  const { guest, links, targets, preset, created } = loaderData;
  const m = useModalState();
  const { t } = useT();
  const selected = links.find((l) => l.id === m.id) ?? null;
  const creating = m.modal === "create-guest-link";
  const revoking = m.modal === "revoke-guest-link" && selected !== null;
  return (
    <div className="stack">
      <HomeSubpageHeader title={t("Guest links")}>
        {t(
          "A guest link opens one album, one event or one sign-up list for people without an account: no sign-in, no app. They see only what the link opens; revoke it at any time.",
        )}
      </HomeSubpageHeader>
      {guest ? (
        <p className="form-error" role="alert">
          {t("Guests cannot create guest links")}
        </p>
      ) : (
        <>
          <FormErrorText message={m.errorOnPage(creating || revoking)} />
          <CreateGuestLinkForm targets={targets} preset={preset} error={creating ? m.error : null} values={creating ? m.values : undefined} />
          <section className="card" aria-labelledby="guest-links-list">
            <h2 id="guest-links-list">{t("Your guest links")}</h2>
            <GuestLinkList links={links} revokeHref={(id) => m.href("revoke-guest-link", { id })} highlight={created} />
          </section>
        </>
      )}
      <ConfirmRecord
        action="revoke"
        kind="guest-link"
        record={selected}
        title={t("Revoke guest link")}
        message={(link) => t("Revoke “{label}”? The link and its QR code stop working at once. What guests added stays.", { label: link.label })}
      />
    </div>
  );
}
