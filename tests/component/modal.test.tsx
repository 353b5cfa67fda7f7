// Modal and ConfirmDialog: URL-state dialogs that work without JavaScript.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ConfirmDialog, FormErrorText, Modal, ModalActions } from "~/ui/Modal";
import { renderInRouter } from "./router";

afterEach(cleanup);

describe("Modal", () => {
  it("is an open, modal dialog named by its title", () => {
    renderInRouter({ path: "/dashboard/events", element: <Modal title="Edit Event" closeTo="/dashboard/events"><p>Body text</p></Modal> }, "/dashboard/events?modal=edit-event&id=3");
    const dialog = screen.getByRole("dialog", { name: "Edit Event" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(within(dialog).getByRole("heading", { level: 2, name: "Edit Event" })).toBeTruthy();
    expect(within(dialog).getByText("Body text")).toBeTruthy();
  });

  it("closes through a plain link to the page without the modal", () => {
    renderInRouter({ path: "/dashboard/events", element: <Modal title="Add Event" closeTo="/dashboard/events?tab=past"><p>x</p></Modal> }, "/dashboard/events?modal=add-event");
    const close = screen.getByRole("link", { name: "Close" });
    expect(close.getAttribute("href")).toBe("/dashboard/events?tab=past");
  });

  it("gives two modals different heading ids, so each is named by its own title", () => {
    renderInRouter({
      path: "/",
      element: (
        <>
          <Modal title="Add Member" closeTo="/"><p>a</p></Modal>
          <Modal title="Remove member?" closeTo="/"><p>b</p></Modal>
        </>
      ),
    });
    expect(screen.getByRole("dialog", { name: "Add Member" })).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Remove member?" })).toBeTruthy();
  });

  it("has a footer with a Cancel link and the submit button", () => {
    renderInRouter({ path: "/p", element: <form><ModalActions closeTo="/p" submitLabel="Save" /></form> });
    expect(screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/p");
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("type")).toBe("submit");
  });

  it("announces a form error as an alert, and renders nothing without one", () => {
    renderInRouter({ path: "/", element: <FormErrorText message="Title is required" /> });
    expect(screen.getByRole("alert").textContent).toBe("Title is required");
    cleanup();
    renderInRouter({ path: "/", element: <FormErrorText message={null} /> });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("ConfirmDialog", () => {
  it("asks inside a named dialog and posts its intent and id to the page's action", async () => {
    const posted: Array<Record<string, FormDataEntryValue>> = [];
    renderInRouter(
      {
        path: "/dashboard/directory",
        element: (
          <ConfirmDialog
            title="Delete entry?"
            message="This removes Aunt May from the directory."
            closeTo="/dashboard/directory"
            intent="delete-entry"
            id={42}
          />
        ),
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          return null;
        },
      },
      "/dashboard/directory?modal=delete-entry&id=42",
    );
    const dialog = screen.getByRole("dialog", { name: "Delete entry?" });
    expect(within(dialog).getByText("This removes Aunt May from the directory.")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/dashboard/directory");

    const form = within(dialog).getByRole("button", { name: "Delete" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: "delete-entry", id: "42" });
  });

  it("uses the given button label and shows the failure inside the dialog", () => {
    renderInRouter({
      path: "/",
      element: (
        <ConfirmDialog title="Remove member?" message="Sure?" closeTo="/" intent="remove-member" id="7" confirmLabel="Remove" error="You cannot remove yourself" />
      ),
    });
    const dialog = screen.getByRole("dialog", { name: "Remove member?" });
    expect(within(dialog).getByRole("button", { name: "Remove" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(dialog).getByRole("alert").textContent).toBe("You cannot remove yourself");
  });
});
