import { ModalLink } from "~/ui/ModalLink";
import { PostButton } from "~/ui/PostButton";
import type { ModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import type { PersonDetail } from "../tree.server";
import { Relatives } from "./Relatives";

const KIND_WORD: Record<string, string> = { birth: "", adoptive: "adoptive", step: "step", foster: "foster", married: "married", partners: "partners" };

/**
 * The family tree's card of the chosen person: facts, parents, partners, children and siblings with
 * their Add and Unlink buttons. Its own chunk (issue 37): the tab loads it after the first load.
 */
export function PersonCard({
  focus,
  canAdd,
  href,
}: {
  focus: PersonDetail & { birth_text: string; death_text: string };
  canAdd: boolean;
  href: ModalState["href"];
}) {
  const { t } = useT();
  const editable = focus.can_edit;
  const kindBadge = (kind: string) => (KIND_WORD[kind] ? <span className="badge">{t(KIND_WORD[kind])}</span> : null);
  const unlink = (intent: string, otherPerson: { id: number; name: string }, ariaLabel: string) =>
    canAdd ? (
      <PostButton intent={intent} label={t("Unlink")} className="linklike small" fields={{ id: focus.id, other_id: otherPerson.id }} ariaLabel={ariaLabel} />
    ) : null;
  const addLink = (relation: "parent" | "partner" | "child") =>
    canAdd ? (
      <ModalLink to={href(`add-${relation}`, { id: focus.id })} look="small">
        {relation === "parent" ? t("Add parent") : relation === "partner" ? t("Add partner") : t("Add child")}
      </ModalLink>
    ) : null;
  return (
    <section className="card stack" aria-labelledby="person-heading" data-testid="person-card">
      <div className="spread">
        <h2 id="person-heading">{focus.name}</h2>
        {editable ? (
          <span className="inline-actions">
            <ModalLink to={href("edit-person", { id: focus.id })} look="small">
              {t("Edit")}
            </ModalLink>
            <ModalLink to={href("delete-person", { id: focus.id })} look="small">
              {t("Remove")}
            </ModalLink>
          </span>
        ) : null}
      </div>
      {focus.photo_id ? <img src={`/photos/${focus.photo_id}/thumb`} alt={t("Photo of {name}", { name: focus.name })} className="person-photo" width={96} height={96} /> : null}
      <dl className="facts">
        {focus.member_name ? (
          <>
            <dt>{t("Member")}</dt>
            <dd>{t("Linked to {name}'s account", { name: focus.member_name })}</dd>
          </>
        ) : null}
        {focus.birth_surname ? (
          <>
            <dt>{t("Birth surname")}</dt>
            <dd>{focus.birth_surname}</dd>
          </>
        ) : null}
        {focus.birth.display || focus.birth.place ? (
          <>
            <dt>{t("Born")}</dt>
            <dd>{focus.birth_text}</dd>
          </>
        ) : null}
        {focus.deceased ? (
          <>
            <dt>{t("Died")}</dt>
            <dd>{focus.death_text || t("Date unknown")}</dd>
          </>
        ) : null}
        {focus.name === t("Living") && !focus.can_edit ? (
          <>
            <dt>{t("Details")}</dt>
            <dd>{t("Living people's details are shown to members only.")}</dd>
          </>
        ) : null}
      </dl>
      {focus.note ? <p className="pre-line small">{focus.note}</p> : null}
      <div className="grid two">
        <Relatives title={t("Parents")} people={focus.parents} detail={(p) => kindBadge(p.kind)} unlink={(p) => unlink("remove-parent", p, t("Unlink {name} as parent of {person}", { name: p.name, person: focus.name }))} add={addLink("parent")} />
        <Relatives
          title={t("Partners")}
          people={focus.partners}
          detail={(p) => (
            <>
              <span className="badge">{t(KIND_WORD[p.kind] ?? "")}</span>
              {p.start || p.end ? <span className="muted small"> {[p.start, p.end].filter(Boolean).join(" – ")}</span> : null}
            </>
          )}
          unlink={(p) => unlink("remove-partner", p, t("Unlink {name} as partner of {person}", { name: p.name, person: focus.name }))}
          add={addLink("partner")}
        />
        <Relatives title={t("Children")} people={focus.children} detail={(c) => kindBadge(c.kind)} unlink={(c) => unlink("remove-child", c, t("Unlink {name} as child of {person}", { name: c.name, person: focus.name }))} add={addLink("child")} />
        <Relatives title={t("Siblings")} people={focus.siblings} detail={(s) => (s.half ? <span className="badge">{t("half")}</span> : null)} />
      </div>
    </section>
  );
}
