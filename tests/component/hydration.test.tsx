// Client-only values (the viewer's time zone, "JavaScript has run") come from useSyncExternalStore
// (app/ui/useClientValue.ts): the server render is the no-JavaScript page, hydration reuses it
// without a mismatch, and only then do the components switch to the browser's values.
import { afterEach, expect, it, vi } from "vitest";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { LocalTime, TimeZoneNote } from "~/features/events/components/LocalTime";
import { EventDateField } from "~/features/events/components/EventDateField";
import { InvitePanel } from "~/features/plans/components/InvitePanel";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A family zone that is never the test machine's own (UTC or local).
const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone;
const familyZone = viewer === "Pacific/Chatham" ? "Asia/Kathmandu" : "Pacific/Chatham";

function Page() {
  return (
    <div>
      <LocalTime iso="2026-12-01T15:00:00.000Z" text="as the server wrote it" />
      <TimeZoneNote zone={familyZone} />
      <EventDateField defaultValue="2026-12-01T10:00" zone={familyZone} />
      <InvitePanel familyName="The Prunes" familyCode="ABC123" inviteUrl="http://localhost/invite/ABC123" stats={null} />
    </div>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

it("renders the family's zone on the server and the viewer's after a mismatch-free hydration", async () => {
  const html = renderToString(<Page />);
  expect(html).toContain("as the server wrote it");
  expect(html).toContain(`All times in ${familyZone}`);
  expect(html).toContain(`name="time_zone" value="${familyZone}"`);
  expect(html).toContain("Share by email");

  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => problems.push(args));
  await act(async () => {
    root = hydrateRoot(container, <Page />, { onRecoverableError: (e) => problems.push(e) });
  });
  consoleError.mockRestore();
  expect(problems).toEqual([]);

  expect(container.querySelector("time")!.textContent).not.toBe("as the server wrote it");
  expect(container.querySelector('[data-testid="events-time-zone"]')!.textContent).toBe(`All times in ${viewer}`);
  expect(container.querySelector<HTMLInputElement>('input[name="time_zone"]')!.value).toBe(viewer);
  // The untouched date is rewritten in the viewer's zone (10:00 in the family's zone is not 10:00 here).
  expect(container.querySelector<HTMLInputElement>("#f-event_date")!.value).not.toBe("2026-12-01T10:00");
});
