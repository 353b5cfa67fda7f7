// The Family tree tab (issue 42): the tree around a chosen person as an SVG picture and the same
// as a nested list, the person's card, and "How are we related?". Works without JavaScript: the
// person and the question are GET forms, every change a POST form (feature: app/features/tree/).
import { Form, Link } from "react-router";
import { desc, eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { HttpError, idParam } from "~/lib/http.server";
import { requireUser } from "~/lib/session.server";
import { pageLanguage } from "~/lib/i18n/language.server";
import { serverTranslator } from "~/lib/i18n/catalog.server";
import { forRecord, pageAction, withInput, type FormInput } from "~/lib/page-action.server";
import { can } from "~/lib/permissions";
import { listFamilyAccounts } from "~/features/family/family.server";
import {
  addParent,
  addPartner,
  createPerson,
  deletePerson,
  getPerson,
  lifeYears,
  loadFamilyTree,
  nameWords,
  present,
  relationship,
  removeParent,
  removePartner,
  updatePerson,
} from "~/features/tree/tree.server";
import { buildView } from "~/features/tree/view";
import { displayDateIn } from "~/features/tree/dates";
import { personChoices } from "~/features/tree/components/person-choices";
import { Select } from "~/ui/Field";
import { EmptyState } from "~/ui/EmptyState";
import { ModalLink } from "~/ui/ModalLink";
import { TabTop } from "~/ui/TabTop";
import { lazyModal, lazyModals } from "~/ui/lazy-modal";
import { ConfirmRecord } from "~/ui/ConfirmRecord";
import { useModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import type { Route } from "./+types/dashboard.tree";

// The modals' bodies load when one opens (issue 37, lazyModal); the server renders them in the page as always.
const { PersonFormModal, LinkModal } = lazyModals(() => import("~/features/tree/components/PersonFormModal"), "PersonFormModal", "LinkModal");
// The tree picture and its list at the foot of the page, server-rendered as they are: their
// JavaScript comes after the first load, and the page hydrates once it is in (as Admin's foot cards).
const { TreeSvg, TreeList } = lazyModals(() => import("~/features/tree/components/TreePicture"), "TreeSvg", "TreeList");
// The chosen person's card (facts, relatives, their unlink buttons) likewise.
const PersonCard = lazyModal(() => import("~/features/tree/components/PersonCard").then((m) => m.PersonCard));

export const meta = titleMeta((t) => t("Family tree · Kindred"));

const num = (v: string | null) => (v && /^\d{1,10}$/.test(v) ? Number(v) : null);

export async function loader({ request, url }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const language = await pageLanguage(request);
  const tr = serverTranslator(language);
  const tree = await loadFamilyTree(actor.familyId);
  const now = new Date();
  // A hidden or nameless person is called so in the page's language.
  const words = nameWords(tr.t);
  const everyone = [...tree.rows.values()].map((r) => present(actor, r, now, words));
  everyone.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const people = everyone.map((p) => ({ id: p.id, name: p.name, years: lifeYears(p, tr.t) }));
  const asked = num(url.searchParams.get("person"));
  const mine = [...tree.rows.values()].find((r) => r.userId === actor.userId)?.id ?? null;
  const focusId = asked !== null && tree.rows.has(asked) ? asked : (mine ?? people[0]?.id ?? null);
  const person = focusId !== null ? await getPerson(actor, focusId, tree, words) : null;
  // Birth and death as read in the page's language, made here (issue 37: the date reading stays off the page's JavaScript).
  const when = (e: { date: string; place: string }) => [displayDateIn(e.date, tr.t, language), e.place].filter(Boolean).join(", ");
  const focus = person ? { ...person, birth_text: when(person.birth), death_text: when(person.death) } : null;
  const byId = new Map(everyone.map((p) => [p.id, p]));
  const label = (id: number) => {
    const p = byId.get(id);
    return { name: p?.name ?? tr.t("Unknown"), years: p ? lifeYears(p, tr.t) : "" };
  };
  const view = focusId !== null ? buildView(tree.graph, focusId, label) : null;
  const other = num(url.searchParams.get("other"));
  const related = focusId !== null && other !== null && tree.rows.has(other) ? await relationship(actor, focusId, other, tree, language) : null;
  const editAny = can(actor.role, "tree.editAny");
  const canAdd = can(actor.role, "tree.add");
  const accounts = canAdd
    ? editAny
      ? (await listFamilyAccounts(actor)).map((a) => ({ id: a.id, name: a.name }))
      : [{ id: actor.userId, name: tr.t("{name} (me)", { name: actor.name }) }]
    : [];
  const photos = canAdd
    ? await db()
        .select({ id: schema.photos.id, title: schema.photos.title })
        .from(schema.photos)
        .where(eq(schema.photos.familyId, actor.familyId))
        .orderBy(desc(schema.photos.id))
        .limit(200)
    : [];
  return { people, focus, view, related, canAdd, canImport: can(actor.role, "tree.import"), accounts, photos, otherId: related ? other : null };
}

/** The chosen person from a link form ("Please choose a person" when none). */
function otherId(input: FormInput): number {
  const v = input.other_id;
  if (typeof v !== "string" || !/^\d{1,10}$/.test(v)) throw new HttpError(400, "Please choose a person", [{ field: "other_id", message: "Please choose a person" }]);
  return Number(v);
}
const toPerson = (id: unknown) => `/dashboard/tree?person=${typeof id === "string" || typeof id === "number" ? id : ""}`;
const backToCard = (_r: never, input: FormInput) => toPerson(input.id);

export const action = pageAction({
  "add-person": {
    run: withInput(createPerson),
    success: "Person added to the family tree",
    failure: "Failed to add person",
    redirectTo: (r: { id: number }) => toPerson(r.id),
  },
  "update-person": { run: forRecord(updatePerson), success: "Person updated", failure: "Failed to update person", modal: "edit-person", redirectTo: backToCard },
  "delete-person": { run: forRecord(deletePerson), success: "Person removed from the family tree", failure: "Failed to remove person", redirectTo: "/dashboard/tree" },
  "add-parent": {
    run: ({ actor, input }) => addParent(actor, idParam(input.id), { parent_id: otherId(input), kind: input.kind }),
    success: "Parent linked",
    failure: "Failed to link parent",
    redirectTo: backToCard,
  },
  "add-child": {
    run: ({ actor, input }) => addParent(actor, otherId(input), { parent_id: idParam(input.id), kind: input.kind }),
    success: "Child linked",
    failure: "Failed to link child",
    redirectTo: backToCard,
  },
  "add-partner": {
    run: ({ actor, input }) => addPartner(actor, idParam(input.id), { partner_id: otherId(input), kind: input.kind, start: input.start, end: input.end }),
    success: "Partner linked",
    failure: "Failed to link partner",
    redirectTo: backToCard,
  },
  "remove-parent": {
    run: ({ actor, input }) => removeParent(actor, idParam(input.id), idParam(input.other_id)),
    success: "Parent unlinked",
    failure: "Failed to unlink parent",
    redirectTo: backToCard,
  },
  "remove-child": {
    run: ({ actor, input }) => removeParent(actor, idParam(input.other_id), idParam(input.id)),
    success: "Child unlinked",
    failure: "Failed to unlink child",
    redirectTo: backToCard,
  },
  "remove-partner": {
    run: ({ actor, input }) => removePartner(actor, idParam(input.id), idParam(input.other_id)),
    success: "Partner unlinked",
    failure: "Failed to unlink partner",
    redirectTo: backToCard,
  },
});


export default function FamilyTreeTab({ loaderData }: Route.ComponentProps) {
  const { people, focus, view, related, canAdd, canImport, accounts, photos, otherId: other } = loaderData;
  const { t, language, formatList } = useT();
  const m = useModalState();
  const linkModal = m.modal === "add-parent" || m.modal === "add-child" || m.modal === "add-partner" ? (m.modal.slice(4) as "parent" | "child" | "partner") : null;
  const editable = focus?.can_edit ?? false;
  const pageError = m.errorOnPage(
    m.modal === "add-person" ? canAdd : m.modal === "edit-person" ? editable : linkModal !== null ? canAdd && focus !== null : false,
  );
  const nameOf = (id: number) => related?.people.find((p) => p.id === id)?.name ?? t("Unknown");

  return (
    <div className="stack">
      <TabTop title={t("Family tree")} add={canAdd ? { href: m.href("add-person"), label: t("Add person") } : null} error={pageError} />

      {people.length === 0 || !focus || !view ? (
        <EmptyState title={t("No one in the family tree yet.")} action={canAdd ? <ModalLink to={m.href("add-person")} look="small">{t("Add the first person")}</ModalLink> : null}>
          {canImport
            ? t("Add relatives, living or remembered, with or without an account, and link parents and partners. Or import a GEDCOM file from a genealogy program.")
            : t("Add relatives, living or remembered, with or without an account, and link parents and partners.")}
        </EmptyState>
      ) : (
        <>
          <Form method="get" className="card inline-fields" aria-label={t("Choose a person")}>
            <Select label={t("Show the tree around")} id="tree-person" name="person" defaultValue={focus.id} choices={personChoices(people)} />
            <button type="submit" className="secondary">
              {t("Show")}
            </button>
          </Form>

          <PersonCard focus={focus} canAdd={canAdd} href={m.href} />

          <section className="card stack" aria-labelledby="related-heading">
            <h2 id="related-heading">{t("How are we related?")}</h2>
            <Form method="get" className="inline-fields">
              <input type="hidden" name="person" value={focus.id} />
              <Select label={t("Compare {name} with", { name: focus.name })} id="tree-other" name="other" defaultValue={other ?? ""} choices={personChoices(people, focus.id)} />
              <button type="submit">{t("How are we related?")}</button>
            </Form>
            {related ? (
              <div className="stack" data-testid="relationship" aria-live="polite">
                <p className="lead">
                  <strong>{related.sentence}</strong>
                </p>
                {related.path.length > 1 ? (
                  <>
                    <h3 className="small">{t("The path through the tree")}</h3>
                    <ol className="tree-path">
                      {related.path.map((id, i) => (
                        <li key={`${id}-${i}`}>
                          <Link to={`/dashboard/tree?person=${id}`}>{nameOf(id)}</Link>
                        </li>
                      ))}
                    </ol>
                  </>
                ) : null}
                {related.common_ancestors.length > 0 ? (
                  <p className="small">{t("Common ancestors: {names}", { names: language === "en" ? related.common_ancestors.map(nameOf).join(" and ") : formatList(related.common_ancestors.map(nameOf)) })}</p>
                ) : null}
              </div>
            ) : null}
          </section>

          <section className="card stack" aria-labelledby="tree-heading">
            <h2 id="tree-heading">{t("The tree around {name}", { name: focus.name })}</h2>
            <TreeSvg view={view} />
            <h3>{t("As a list")}</h3>
            <TreeList view={view} />
          </section>
        </>
      )}

      <section className="card stack" aria-labelledby="gedcom-heading">
        <h2 id="gedcom-heading">GEDCOM</h2>
        <p className="small">{t("Take the tree to any genealogy program, or bring one in.")}</p>
        <p className="inline-actions">
          <a href="/api/family-tree/export.ged" className="button secondary small" download>
            {t("Download GEDCOM 7")}
          </a>
          {canImport ? (
            <Link to="/dashboard/tree/import" className="button secondary small">
              {t("Import a GEDCOM file")}
            </Link>
          ) : null}
        </p>
      </section>

      {canAdd && m.modal === "add-person" ? <PersonFormModal closeTo={m.closeTo} person={null} values={m.values} error={m.error} accounts={accounts} photos={photos} /> : null}
      {m.modal === "edit-person" && focus && editable ? (
        <PersonFormModal closeTo={m.closeTo} person={focus} values={m.values} error={m.error} accounts={accounts} photos={photos} />
      ) : null}
      <ConfirmRecord
        kind="person"
        record={editable && focus}
        title={t("Remove person")}
        message={(p) => t("Remove {name} and their links from the family tree? This cannot be undone.", { name: p.name })}
      />
      {canAdd && focus && linkModal ? (
        <LinkModal closeTo={m.closeTo} values={m.values} error={m.error} relation={linkModal} person={{ id: focus.id, name: focus.name }} people={people} />
      ) : null}
    </div>
  );
}
