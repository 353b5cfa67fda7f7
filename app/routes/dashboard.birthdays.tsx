import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { requireUser, redirectWithToast } from "~/lib/session.server";
import { handleForm, formObject, type FormFailure } from "~/lib/form.server";
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
import { formatMonthDay } from "~/features/birthdays/countdown";
import { BirthdayFormModal } from "~/features/birthdays/components/BirthdayForm";
import { ConfirmDialog } from "~/ui/Modal";
import { closeHref, modalHref } from "~/ui/modal-url";

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

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireUser(request);
  return handleForm(request, {
    "add-my-birthday": (form) => {
      addMyBirthday(actor, formObject(form));
      return redirectWithToast("/dashboard/birthdays", "Your birthday was saved");
    },
    "add-birthday": (form) => {
      const b = addBirthdayForOther(actor, formObject(form));
      return redirectWithToast("/dashboard/birthdays", `Birthday added for ${b.name}`);
    },
    "edit-birthday": (form) => {
      const values = formObject(form);
      updateBirthday(actor, idParam(values.id), values);
      return redirectWithToast("/dashboard/birthdays", "Birthday updated successfully");
    },
    "delete-birthday": (form) => {
      deleteBirthday(actor, idParam(formObject(form).id));
      return redirectWithToast("/dashboard/birthdays", "Birthday deleted successfully");
    },
  });
}

export default function BirthdaysTab() {
  const { birthdays, mine, selected, rights } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const location = useLocation();
  const modal = new URLSearchParams(location.search).get("modal");
  const closeTo = closeHref(location.pathname, location.search);
  const failed = (intent: string) => (failure?.intent === intent ? failure : undefined);
  const open = (name: string) => modal === name || failure?.intent === name;

  return (
    <div className="stack">
      <div className="spread">
        <h1>Birthdays</h1>
        <div className="row">
          {rights.addOwn ? (
            <Link className="button" to={modalHref(location.search, "add-my-birthday")} preventScrollReset>
              {mine ? "Update my birthday" : "Add my birthday"}
            </Link>
          ) : null}
          {rights.addOther ? (
            <Link className="button secondary" to={modalHref(location.search, "add-birthday")} preventScrollReset>
              Add Birthday
            </Link>
          ) : null}
        </div>
      </div>

      {birthdays.length === 0 ? (
        <p className="empty">No birthdays yet. Add yours so the family can celebrate with you.</p>
      ) : (
        <ul className="birthday-grid" data-testid="birthday-list">
          {birthdays.map((b) => (
            <li key={b.id} className={`card birthday-card${b.highlight === "Happy Birthday" ? " today" : ""}`} data-testid="birthday-card">
              <div className="spread">
                <h2 className="birthday-name">{b.name}</h2>
                <span className="row">
                  {b.is_you ? <span className="badge primary">You</span> : null}
                  {b.is_manual ? <span className="badge">Manual</span> : null}
                </span>
              </div>
              <p className="birthday-date">{formatMonthDay(b.month, b.day)}</p>
              <p className="row">
                <strong data-testid="birthday-countdown">{b.countdown}</strong>
                {b.highlight === "Happy Birthday" ? <span className="badge accent">Happy Birthday 🎉</span> : null}
                {b.highlight === "Coming Soon" ? <span className="badge warn">Coming Soon</span> : null}
              </p>
              {rights.edit || rights.delete ? (
                <div className="row">
                  {rights.edit ? (
                    <Link className="button secondary small" to={modalHref(location.search, "edit-birthday", { id: b.id })} preventScrollReset>
                      Edit
                    </Link>
                  ) : null}
                  {rights.delete ? (
                    <Link className="button secondary small" to={modalHref(location.search, "delete-birthday", { id: b.id })} preventScrollReset>
                      Delete
                    </Link>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {rights.addOwn && open("add-my-birthday") ? (
        <BirthdayFormModal
          title={mine ? "Update My Birthday" : "Add My Birthday"}
          intent="add-my-birthday"
          closeTo={closeTo}
          withName={false}
          submitLabel="Save"
          error={failed("add-my-birthday")?.error}
          initial={failed("add-my-birthday")?.values ?? (mine ? { month: mine.month, day: mine.day } : undefined)}
        />
      ) : null}
      {rights.addOther && open("add-birthday") ? (
        <BirthdayFormModal
          title="Add Birthday"
          intent="add-birthday"
          closeTo={closeTo}
          withName
          submitLabel="Add"
          error={failed("add-birthday")?.error}
          initial={failed("add-birthday")?.values}
        />
      ) : null}
      {rights.edit && open("edit-birthday") && (selected || failed("edit-birthday")) ? (
        <BirthdayFormModal
          title="Edit Birthday"
          intent="edit-birthday"
          closeTo={closeTo}
          withName
          submitLabel="Save"
          error={failed("edit-birthday")?.error}
          initial={failed("edit-birthday")?.values ?? (selected ? { id: selected.id, name: selected.name, month: selected.month, day: selected.day } : undefined)}
        />
      ) : null}
      {rights.delete && open("delete-birthday") && selected ? (
        <ConfirmDialog
          title="Delete Birthday"
          message={<>Delete {selected.name}&rsquo;s birthday?</>}
          closeTo={closeTo}
          intent="delete-birthday"
          id={selected.id}
          error={failed("delete-birthday")?.error}
        />
      ) : null}
    </div>
  );
}
