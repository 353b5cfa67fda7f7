// The event form after a failed submit (issue 15): the spec's one message stays on top, and the
// missing field is named, in a line under it and next to the field (aria-invalid, aria-describedby).
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { EventFormModal } from "~/features/events/components/EventFormModal";
import type { FormFailure } from "~/lib/form-failure";
import { useModalState } from "~/ui/useModalState";
import { renderInRouter } from "./router";

afterEach(cleanup);

const REQUIRED = "Please fill in all required fields";

/** As the Events tab renders it: the message and typed values come from useModalState(). */
function Page() {
  const m = useModalState();
  return <EventFormModal closeTo="/dashboard/events" event={null} zone="UTC" error={m.error} values={m.values} />;
}

describe("EventFormModal", () => {
  it("names the missing field after the spec's message", async () => {
    renderInRouter({
      path: "/dashboard/events",
      element: <Page />,
      action: async (): Promise<FormFailure> => ({
        intent: "create-event",
        error: REQUIRED,
        fields: { description: REQUIRED },
        values: { title: "Summer Picnic" },
        modal: "create-event",
        id: null,
      }),
    }, "/dashboard/events?modal=create-event");
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).queryByTestId("event-form-fields")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Event" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe(REQUIRED));
    expect(within(dialog).getByTestId("event-form-fields").textContent).toBe("Check Description.");
    const description = within(dialog).getByLabelText("Description");
    expect(description.getAttribute("aria-invalid")).toBe("true");
    const ids = (description.getAttribute("aria-describedby") ?? "").split(/\s+/);
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(["Please fill in the description"]);
    expect(within(dialog).getByLabelText("Title").hasAttribute("aria-invalid")).toBe(false);
  });
});
