import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/session.server";
import { pageAction } from "~/lib/page-action.server";
import { HttpError, idParam } from "~/lib/http.server";
import { can } from "~/lib/permissions";
import {
  addBirthdayForOther,
  addMyBirthday,
  deleteBirthday,
  getBirthday,
  listBirthdays,
  updateBirthday,
} from "~/features/birthdays/birthdays.server";
import { BirthdayFormModal } from "~/features/birthdays/components/BirthdayForm";
import { BirthdayCard } from "~/features/birthdays/components/BirthdayCard";
import { ConfirmDialog, FormErrorText } from "~/ui/Modal";
import { typed, useModalState } from "~/ui/useModalState";

export const meta: MetaFunction = () => [{ title: "Birthdays · Kindred" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const url = new URL(request.url);
  const modal = url.searchParams.get("modal");
  let selected = null;
  if (modal === "edit-birthday" || modal === "delete-birthday") {
    try {
      selected = getBirthday(actor, idParam(url.searchParams.get("id") ?? undefined));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  const birthdays = listBirthdays(actor);
  return {
    birthdays,
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
  "add-my-birthday": {
    run: ({ actor, input }) => addMyBirthday(actor, input),
    success: "Your birthday was saved",
    failure: "Failed to add birthday",
    modal: "add-my-birthday",
  },
  "add-birthday": {
    run: ({ actor, input }) => addBirthdayForOther(actor, input),
    success: (b: { name: string }) => `Birthday added for ${b.name}`,
    failure: "Failed to add birthday",
    modal: "add-birthday",
  },
  "edit-birthday": {
    run: ({ actor, input }) => updateBirthday(actor, idParam(input.id), input),
    success: "Birthday updated successfully",
    failure: "Failed to update birthday",
    modal: "edit-birthday",
  },
  "delete-birthday": {
    run: ({ actor, input }) => deleteBirthday(actor, idParam(input.id)),
    success: "Birthday deleted successfully",
    failure: "Failed to delete birthday",
    modal: "delete-birthday",
  },
});

export default function BirthdaysTab() {
  const { birthdays, mine, selected, rights } = useLoaderData<typeof loader>();
  const m = useModalState();
  const typedBirthday = m.values
    ? { id: typed(m.values, "id"), name: typed(m.values, "name"), month: typed(m.values, "month"), day: typed(m.values, "day") }
    : undefined;
  const shown =
    (m.modal === "add-my-birthday" && rights.addOwn) ||
    (m.modal === "add-birthday" && rights.addOther) ||
    (m.modal === "edit-birthday" && rights.edit && (selected !== null || typedBirthday !== undefined)) ||
    (m.modal === "delete-birthday" && rights.delete && selected !== null);
  const pageError = m.pageError ?? (m.error && !shown ? m.error : null);

  return (
    <div className="stack">
      <div className="spread">
        <h1>Birthdays</h1>
        <div className="row">
          {rights.addOwn ? (
            <Link className="button" to={m.href("add-my-birthday")} preventScrollReset>
              {mine ? "Update my birthday" : "Add my birthday"}
            </Link>
          ) : null}
          {rights.addOther ? (
            <Link className="button secondary" to={m.href("add-birthday")} preventScrollReset>
              Add a birthday
            </Link>
          ) : null}
        </div>
      </div>

      <FormErrorText message={pageError} />

      {birthdays.length === 0 ? (
        <p className="empty">No birthdays yet. Add yours so the family can celebrate with you.</p>
      ) : (
        <ul className="birthday-grid" data-testid="birthday-list">
          {birthdays.map((b) => (
            <BirthdayCard key={b.id} birthday={b} rights={rights} href={m.href} />
          ))}
        </ul>
      )}

      {rights.addOwn && m.modal === "add-my-birthday" ? (
        <BirthdayFormModal
          title={mine ? "Update my birthday" : "Add my birthday"}
          intent="add-my-birthday"
          closeTo={m.closeTo}
          withName={false}
          submitLabel="Save"
          error={m.error}
          initial={typedBirthday ?? (mine ? { month: mine.month, day: mine.day } : undefined)}
        />
      ) : null}
      {rights.addOther && m.modal === "add-birthday" ? (
        <BirthdayFormModal
          title="Add a birthday"
          intent="add-birthday"
          closeTo={m.closeTo}
          withName
          submitLabel="Add"
          error={m.error}
          initial={typedBirthday}
        />
      ) : null}
      {rights.edit && m.modal === "edit-birthday" && (selected || typedBirthday) ? (
        <BirthdayFormModal
          title="Edit birthday"
          intent="edit-birthday"
          closeTo={m.closeTo}
          withName
          submitLabel="Save"
          error={m.error}
          initial={typedBirthday ?? (selected ? { id: selected.id, name: selected.name, month: selected.month, day: selected.day } : undefined)}
        />
      ) : null}
      {rights.delete && m.modal === "delete-birthday" && selected ? (
        <ConfirmDialog
          title="Delete birthday"
          message={<>Delete {selected.name}&rsquo;s birthday?</>}
          closeTo={m.closeTo}
          intent="delete-birthday"
          id={selected.id}
          error={m.error}
        />
      ) : null}
    </div>
  );
}
