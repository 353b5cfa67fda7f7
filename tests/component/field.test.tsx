// Field, TextArea and Select: a label, and after a failed submit the field's own error tied to the
// control (aria-invalid, aria-describedby), whether passed in or read from the page's action data.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Form } from "react-router";
import { Field, Select, TextArea } from "~/ui/Field";
import type { FormFailure } from "~/lib/form-failure";
import { renderInRouter } from "./router";

afterEach(cleanup);

/** The text of the elements an element's aria-describedby points at, in order. */
function description(el: HTMLElement): string[] {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => {
    const target = document.getElementById(id);
    expect(target, `aria-describedby points at a missing #${id}`).not.toBeNull();
    return target!.textContent ?? "";
  });
}

describe("Field", () => {
  it("is labelled and, without an error, neither invalid nor described", () => {
    renderInRouter({ path: "/", element: <Field label="Email" name="email" type="email" /> });
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("name")).toBe("email");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("ties a given error to the input", () => {
    renderInRouter({ path: "/", element: <Field label="Email" name="email" error="Please enter a valid email address" /> });
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(description(input)).toEqual(["Please enter a valid email address"]);
  });

  it("keeps the hint in the description next to the error", () => {
    renderInRouter({ path: "/", element: <Field label="Password" name="password" hint="At least 6 characters" error="Password is too short" /> });
    const input = screen.getByLabelText("Password");
    expect(description(input)).toEqual(["At least 6 characters", "Password is too short"]);
    cleanup();
    renderInRouter({ path: "/", element: <Field label="Password" name="password" hint="At least 6 characters" /> });
    const calm = screen.getByLabelText("Password");
    expect(calm.hasAttribute("aria-invalid")).toBe(false);
    expect(description(calm)).toEqual(["At least 6 characters"]);
  });

  it("uses its own id when given one", () => {
    renderInRouter({ path: "/", element: <Field label="Name" name="name" id="member-name" error="Name is required" /> });
    const input = screen.getByLabelText("Name");
    expect(input.id).toBe("member-name");
    expect(input.getAttribute("aria-describedby")).toBe("member-name-error");
  });
});

describe("Select", () => {
  it("offers its hand-written options first, then its choices in order, each with its own language", () => {
    renderInRouter({
      path: "/",
      element: (
        <Select
          label="Language"
          name="language"
          defaultValue="fr"
          choices={[
            { value: "en", label: "English", lang: "en" },
            { value: "fr", label: "Français", lang: "fr" },
            { value: 7, label: "Seven" },
          ]}
        >
          <option value="">Choose</option>
        </Select>
      ),
    });
    const select = screen.getByLabelText("Language") as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent, o.getAttribute("lang")])).toEqual([
      ["", "Choose", null],
      ["en", "English", "en"],
      ["fr", "Français", "fr"],
      ["7", "Seven", null],
    ]);
    expect(select.value).toBe("fr");
  });
});

describe("errors read from the page's action after a failed submit", () => {
  function SignUpForm() {
    return (
      <Form method="post">
        <input type="hidden" name="intent" value="signup" />
        <Field label="Name" name="name" />
        <Field label="Email" name="email" />
        <TextArea label="About" name="about" />
        <Select label="Role" name="role" defaultValue="member">
          <option value="member">Member</option>
          <option value="admin">Admin</option>
        </Select>
        <button type="submit">Create account</button>
      </Form>
    );
  }

  it("marks exactly the fields the action named, each described by its own message", async () => {
    let received: Record<string, FormDataEntryValue> | null = null;
    renderInRouter({
      path: "/auth",
      element: <SignUpForm />,
      action: async ({ request }): Promise<FormFailure> => {
        received = Object.fromEntries(await request.formData());
        return {
          intent: "signup",
          error: "Please enter a valid email address",
          fields: { email: "Please enter a valid email address", about: "About is too long", role: "Please choose a role" },
          values: { name: "Ada", email: "nope" },
          modal: null,
          id: null,
        };
      },
    });
    // Before the submit: nothing is wrong.
    expect(screen.getByLabelText("Email").hasAttribute("aria-invalid")).toBe(false);

    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true"));
    expect(received).toMatchObject({ intent: "signup", email: "nope", role: "member" });

    expect(description(screen.getByLabelText("Email"))).toEqual(["Please enter a valid email address"]);
    expect(screen.getByLabelText("About").getAttribute("aria-invalid")).toBe("true");
    expect(description(screen.getByLabelText("About"))).toEqual(["About is too long"]);
    expect(screen.getByLabelText("Role").getAttribute("aria-invalid")).toBe("true");
    expect(description(screen.getByLabelText("Role"))).toEqual(["Please choose a role"]);
    // A field the action did not name stays untouched.
    const name = screen.getByLabelText("Name");
    expect(name.hasAttribute("aria-invalid")).toBe(false);
    expect(name.hasAttribute("aria-describedby")).toBe(false);
  });

  it("lets an explicit error prop win over the action's message (null clears it)", async () => {
    renderInRouter({
      path: "/auth",
      element: (
        <Form method="post">
          <Field label="Name" name="name" />
          <Field label="Email" name="email" error={null} />
          <Field label="Code" name="code" error="Family code not found" />
          <button type="submit">Go</button>
        </Form>
      ),
      action: (): FormFailure => ({
        intent: "x", error: "e", fields: { name: "Name is required", email: "Please enter a valid email address", code: "Code is required" }, values: {}, modal: null, id: null,
      }),
    });
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    // The action has answered once the field without a prop shows its message.
    await waitFor(() => expect(description(screen.getByLabelText("Name"))).toEqual(["Name is required"]));
    expect(description(screen.getByLabelText("Code"))).toEqual(["Family code not found"]);
    expect(screen.getByLabelText("Email").hasAttribute("aria-invalid")).toBe(false);
  });
});
