// The page adapters over real HTTP: every page action answers a body that is not a form with a
// 4xx (never a 500), and the dashboard keeps its header and tab bar on an unknown page (404) and
// when a tab fails (500), without showing any internals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFamily, fakeIp, uniqueEmail } from "../helpers/client";
import { startServer, type TestServer } from "../helpers/server";
import { openSql } from "../helpers/database";

let server: TestServer;
let cookie: string;
let familyCode: string;

/** Signs up through the /auth page form, as a browser without JavaScript does. */
async function signUpViaPage(familyName: string): Promise<string> {
  const res = await fetch(`${server.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "X-Forwarded-For": fakeIp(), Origin: server.url },
    body: new URLSearchParams({
      intent: "signup",
      name: "Page Person",
      email: uniqueEmail("pages"),
      password: "secret1",
      confirm_password: "secret1",
      family_option: "create",
      family_name: familyName,
    }),
  });
  expect(res.status).toBe(302);
  const session = res.headers.getSetCookie().find((c) => c.startsWith("kindred_session="));
  expect(session).toBeTruthy();
  return session!.split(";")[0];
}

function post(pathname: string, body: BodyInit, contentType: string, withCookie = true) {
  const headers: Record<string, string> = { "Content-Type": contentType, Origin: server.url, "X-Forwarded-For": fakeIp() };
  if (withCookie) headers.Cookie = cookie;
  return fetch(`${server.url}${pathname}`, { method: "POST", redirect: "manual", headers, body });
}

const BROKEN_MULTIPART = [
  "--XyZ",
  'Content-Disposition: form-data; name="intent"',
  "",
  "create-event",
  "--XyZ",
  'Content-Disposition: form-data; name="title"',
  "", // no closing boundary: the body ends in the middle of a part
  "half a title",
].join("\r\n");

beforeAll(async () => {
  server = await startServer();
  cookie = await signUpViaPage("The Page Testers");
  familyCode = (await createFamily(server.url, "Invite Owner", "The Inviters")).familyCode;
});
afterAll(async () => {
  await server?.stop();
});

describe("page actions refuse a body that is not a form", () => {
  const pages = () => [
    { path: "/dashboard?index", signedIn: true },
    { path: "/dashboard/events", signedIn: true },
    { path: "/dashboard/birthdays", signedIn: true },
    { path: "/dashboard/trip", signedIn: true },
    { path: "/dashboard/directory", signedIn: true },
    { path: "/auth", signedIn: false },
    { path: `/invite/${familyCode}`, signedIn: false },
    { path: "/reset-password?token=abc", signedIn: false },
    { path: "/logout", signedIn: true },
  ];

  it("JSON is a 415 on every page", async () => {
    for (const page of pages()) {
      const res = await post(page.path, JSON.stringify({ intent: "signup", title: "x" }), "application/json", page.signedIn);
      expect(res.status, `${page.path}`).toBe(415);
    }
  });

  it("a broken multipart body is a 400 on every page", async () => {
    for (const page of pages()) {
      const res = await post(page.path, BROKEN_MULTIPART, "multipart/form-data; boundary=XyZ", page.signedIn);
      expect(res.status, `${page.path}`).toBe(400);
    }
  });

  it("an unknown intent is a 400 with the page re-shown, and the session still works", async () => {
    const res = await post("/dashboard/events", new URLSearchParams({ intent: "no-such-thing" }).toString(), "application/x-www-form-urlencoded");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Unknown action");
    const home = await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookie } });
    expect(home.status).toBe(200);
  });
});

describe("sign-out (/logout, a route without a page)", () => {
  const me = (session: string) => fetch(`${server.url}/api/auth/me`, { headers: { Cookie: session } });
  const signOut = (headers: Record<string, string>, body?: BodyInit) =>
    fetch(`${server.url}/logout`, { method: "POST", redirect: "manual", headers: { "X-Forwarded-For": fakeIp(), ...headers }, body });
  const FORM = "application/x-www-form-urlencoded";

  it("any same-origin form POST ends the session: no intent, another intent, no body at all", async () => {
    const bodies: Array<[string, Record<string, string>, BodyInit | undefined]> = [
      ["an empty form", { "Content-Type": FORM }, ""],
      ["a form without intent", { "Content-Type": FORM }, "from=header"],
      ["another intent", { "Content-Type": FORM }, "intent=sign-me-out"],
      ["a multipart form without intent", {}, new FormData()],
      ["no body and no Content-Type", {}, undefined],
    ];
    for (const [what, headers, body] of bodies) {
      const session = await signUpViaPage("The Leavers");
      expect((await me(session)).status, what).toBe(200);
      const res = await signOut({ ...headers, Cookie: session, Origin: server.url }, body);
      expect(res.status, what).toBe(302);
      expect(res.headers.get("Location"), what).toBe("/");
      expect(res.headers.getSetCookie().some((c) => c.startsWith("kindred_session=;")), what).toBe(true);
      expect((await me(session)).status, what).toBe(401);
    }
  });

  it("a cross-origin POST without intent does not end the session", async () => {
    const session = await signUpViaPage("The Stayers");
    const byOrigin = await signOut({ "Content-Type": FORM, Cookie: session, Origin: "http://evil.example" }, "");
    expect(byOrigin.status).toBe(403);
    const byReferer = await signOut({ "Content-Type": FORM, Cookie: session, Referer: "http://evil.example/page" }, "");
    expect(byReferer.status).toBe(403);
    expect(await byReferer.json()).toEqual({ detail: "Cross-origin request refused: this change must come from a page of this site" });
    expect((await me(session)).status).toBe(200);
  });

  it("a refused request is answered {detail} with its status, never the form's internal state", async () => {
    const session = await signUpViaPage("The Refused");
    const cases: Array<[number, Record<string, string>, string]> = [
      [415, { "Content-Type": "application/json" }, JSON.stringify({ intent: "logout" })],
      [400, { "Content-Type": "multipart/form-data; boundary=XyZ" }, BROKEN_MULTIPART],
    ];
    for (const [status, headers, body] of cases) {
      const res = await signOut({ ...headers, Cookie: session, Origin: server.url }, body);
      expect(res.status).toBe(status);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
      const answer = await res.json();
      expect(Object.keys(answer)).toEqual(["detail"]);
      expect(typeof answer.detail).toBe("string");
    }
  });
});

describe("a failure whose form is not in a shown modal is shown on the page", () => {
  /** The message as the page's error text (not only in the serialized action data). */
  const shown = (message: string) => `<p class="form-error" role="alert">${message}</p>`;

  it("a form without a modal (reset password) shows its error", async () => {
    const body = new URLSearchParams({ intent: "reset", token: "no-such-token", new_password: "secret22" }).toString();
    const res = await post("/reset-password?token=no-such-token", body, "application/x-www-form-urlencoded", false);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(shown("This reset link is invalid or has expired. Please request a new password reset."));
  });

  it("an edit of a record that is gone shows the error on the tab, not in a modal", async () => {
    const body = new URLSearchParams({ intent: "update-member", id: "999999", name: "Nobody" }).toString();
    const res = await post("/dashboard/directory", body, "application/x-www-form-urlencoded");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(shown("Family member not found"));
    expect(html).not.toContain('aria-modal="true"');
  });
});

describe("dashboard error boundary", () => {
  it("an unknown /dashboard page is a 404 inside the dashboard, with header and tabs", async () => {
    const res = await fetch(`${server.url}/dashboard/no-such-tab`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page not found");
    expect(html).toContain("We could not find that page.");
    expect(html).toContain('aria-label="Dashboard"');
    expect(html).toContain('<span class="tab-label">Trip Planning</span></a>');
    expect(html).toContain("The Page Testers");
    expect(html).toContain("Sign out");
  });

  it("signed out, an unknown /dashboard page sends you to sign in", async () => {
    const res = await fetch(`${server.url}/dashboard/no-such-tab`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/\/auth$/);
  });

  it("a failing tab keeps the header and tabs and shows a friendly message, no internals", async () => {
    // Break only the table the Trip tab reads (the layout does not use it).
    const sqlite = await openSql(server);
    await sqlite.exec("ALTER TABLE activities RENAME TO activities_gone");
    // The activities are kept per family (record 278): a new data version makes the tab read them again.
    await sqlite.exec("UPDATE family_versions SET version = version + 1");
    try {
      const res = await fetch(`${server.url}/dashboard/trip`, { headers: { Cookie: cookie } });
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(html).toContain("Something went wrong");
      expect(html).toContain("This page could not be loaded. Please try again in a moment.");
      expect(html).toContain('aria-label="Dashboard"');
      expect(html).toContain('<span class="tab-label">Birthdays</span></a>');
      expect(html).toContain("The Page Testers");
      expect(html).not.toMatch(/activities|SqliteError|no such table|does not exist|at \S+ \(/);
      // The other tabs still work.
      expect((await fetch(`${server.url}/dashboard/birthdays`, { headers: { Cookie: cookie } })).status).toBe(200);
    } finally {
      await sqlite.exec("ALTER TABLE activities_gone RENAME TO activities");
      await sqlite.close();
    }
  });

  it("when the layout itself fails, a minimal header with Sign out stays", async () => {
    const sqlite = await openSql(server);
    await sqlite.exec("ALTER TABLE family_settings RENAME TO family_settings_gone");
    try {
      const res = await fetch(`${server.url}/dashboard/directory`, { headers: { Cookie: cookie } });
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(html).toContain("Something went wrong");
      expect(html).toContain("Sign out");
      expect(html).not.toContain('aria-label="Dashboard"');
      expect(html).not.toMatch(/family_settings|SqliteError|no such table|does not exist/);
    } finally {
      await sqlite.exec("ALTER TABLE family_settings_gone RENAME TO family_settings");
      await sqlite.close();
    }
    expect((await fetch(`${server.url}/dashboard/directory`, { headers: { Cookie: cookie } })).status).toBe(200);
  });
});
