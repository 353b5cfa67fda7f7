import { Link } from "react-router";
import { getSettings } from "~/features/family/family.server";
import { rememberedBirthdays } from "~/features/tree/tree.server";
import { formatMonthDay } from "~/features/birthdays/countdown";
import { countdownText } from "~/features/birthdays/components/countdown-text";
import { useT } from "~/lib/i18n/react";
import type { ComponentProps } from "react";
import { requireUser } from "~/lib/session.server";
import { forRecord, pageAction, withInput } from "~/lib/page-action.server";
import { modalRecord } from "~/lib/modal-record.server";
import { can } from "~/lib/permissions";
import {
  addBirthdayForOther,
  addMyBirthday,
  deleteBirthday,
  getBirthday,
  listBirthdays,
  familyToday,
  updateBirthday,
} from "~/features/birthdays/birthdays.server";
import { BirthdayCard } from "~/features/birthdays/components/BirthdayCard";
import { FormErrorText } from "~/ui/FormErrorText";
import { ModalLink } from "~/ui/ModalLink";
import { TabHeader } from "~/ui/TabHeader";
import { EmptyState } from "~/ui/EmptyState";
import { typed, useModalState } from "~/ui/useModalState";
import { titleMeta } from "~/ui/meta";
import { lazyModal } from "~/ui/lazy-modal";
import { ConfirmRecord } from "~/ui/ConfirmRecord";
import type { Route } from "./+types/dashboard.birthdays";

// The modals' bodies load when one opens (issue 37, lazyModal); the server renders them in the page as always.
const BirthdayFormModal = lazyModal(() => import("~/features/birthdays/components/BirthdayForm").then((m) => m.BirthdayFormModal));

export const meta = titleMeta((t) => t("Birthdays · Kindred"));

export async function loader({ request, url }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const selected = await modalRecord(url, ["edit-birthday", "delete-birthday"], (id) => getBirthday(actor, id));
  const birthdays = await listBirthdays(actor);
  const settings = await getSettings(actor.familyId);
  const remembered = await rememberedBirthdays(actor, await familyToday(actor.familyId), settings.remember_in_birthdays);
  return {
    birthdays,
    remembered,
    mine: birthdays.find((b) => b.is_you) ?? null,
    selected,
    rights: {
      addOwn: can(actor.role, "birthday.addOwn"),
      addOther: can(actor.role, "birthday.addOther"),
      edit: can(actor.role, "birthday.edit"),
      delete: can(actor.role, "birthday.delete"),
    },
  };
}

export const action = pageAction({
  "add-my-birthday": { run: withInput(addMyBirthday), success: "Your birthday was saved", failure: "Failed to add birthday" },
  "add-birthday": { run: withInput(addBirthdayForOther), success: (b: { name: string }) => ({ id: "Birthday added for {name}", values: { name: b.name } }), failure: "Failed to add birthday" },
  "edit-birthday": { run: forRecord(updateBirthday), success: "Birthday updated successfully", failure: "Failed to update birthday" },
  "delete-birthday": { run: forRecord(deleteBirthday), success: "Birthday deleted successfully", failure: "Failed to delete birthday" },
});

export default function BirthdaysTab({ loaderData }: Route.ComponentProps) {
  const { birthdays, remembered, mine, selected, rights } = loaderData;
  const { t, language } = useT();
  const m = useModalState();
  const typedBirthday = m.values
    ? { id: typed(m.values, "id"), name: typed(m.values, "name"), month: typed(m.values, "month"), day: typed(m.values, "day") }
    : undefined;
  // The three birthday forms are one modal with its wording; each only for those allowed.
  const forms: Record<string, { allowed: boolean; title: string; withName: boolean; submitLabel: string; initial?: ComponentProps<typeof BirthdayFormModal>["initial"] }> = {
    "add-my-birthday": {
      allowed: rights.addOwn,
      title: mine ? t("Update my birthday") : t("Add my birthday"),
      withName: false,
      submitLabel: t("Save"),
      initial: mine ? { month: mine.month, day: mine.day } : undefined,
    },
    "add-birthday": { allowed: rights.addOther, title: t("Add a birthday"), withName: true, submitLabel: t("Add") },
    "edit-birthday": {
      allowed: rights.edit && (selected !== null || typedBirthday !== undefined),
      title: t("Edit birthday"),
      withName: true,
      submitLabel: t("Save"),
      initial: selected ? { id: selected.id, name: selected.name, month: selected.month, day: selected.day } : undefined,
    },
  };
  const form = m.modal && forms[m.modal]?.allowed ? { intent: m.modal, ...forms[m.modal] } : null;
  const showDelete = m.modal === "delete-birthday" && rights.delete && selected !== null;
  const pageError = m.errorOnPage(form !== null || showDelete);

  return (
    <div className="stack">
      <TabHeader title={t("Birthdays")}>
        {rights.addOwn ? <ModalLink to={m.href("add-my-birthday")}>{mine ? t("Update my birthday") : t("Add my birthday")}</ModalLink> : null}
        {rights.addOther ? <ModalLink to={m.href("add-birthday")} look="secondary">{t("Add a birthday")}</ModalLink> : null}
      </TabHeader>

      <FormErrorText message={pageError} />

      {birthdays.length === 0 ? (
        <EmptyState title={t("No birthdays yet.")}>{t("Add yours so the family can celebrate with you; the countdown starts a week before.")}</EmptyState>
      ) : (
        <ul className="birthday-grid" data-testid="birthday-list">
          {birthdays.map((b) => (
            <BirthdayCard key={b.id} birthday={b} rights={rights} href={m.href} />
          ))}
        </ul>
      )}

      {remembered.length > 0 ? (
        <section className="card stack" aria-labelledby="in-memory-heading" data-testid="in-memory">
          <h2 id="in-memory-heading">{t("In memory")}</h2>
          <ul className="list">
            {remembered.map((r) => (
              <li key={r.person_id} className="spread">
                <span>
                  <Link to={`/dashboard/tree?person=${r.person_id}`}>{r.name}</Link> <span className="muted small">{formatMonthDay(r.month, r.day, language)}</span>
                </span>
                <span className="small">{t("{countdown} · would have been {age}", { countdown: countdownText(t, r.days_until), age: r.would_have_been })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {form ? (
        <BirthdayFormModal
          title={form.title}
          intent={form.intent}
          closeTo={m.closeTo}
          withName={form.withName}
          submitLabel={form.submitLabel}
          error={m.error}
          initial={typedBirthday ?? form.initial}
        />
      ) : null}
      <ConfirmRecord kind="birthday" record={rights.delete && selected} title={t("Delete birthday")} message={(b) => t("Delete {name}’s birthday?", { name: b.name })} />
    </div>
  );
}
