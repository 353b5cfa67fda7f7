// The front door's refusal of anonymous writes from another origin (scripts/front-door.mjs,
// decision record 125), over real HTTP against the built server: a cross-site sign-in or sign-up
// form gets a 403 with the app's own cross-origin text (before: Remix's bare 500), and nothing is
// created; bearer calls and same-origin forms pass.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, fakeIp, uniqueEmail } from "../helpers/client";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

const DETAIL = "Cross-origin request refused: this change must come from a page of this site";
const EVIL = "https://evil.example";

function post(pathAndQuery: string, headers: Record<string, string>, body: BodyInit) {
  return fetch(`${server.url}${pathAndQuery}`, { method: "POST", headers: { "X-Forwarded-For": fakeIp(), ...headers }, body, redirect: "manual" });
}

const signUpForm = (email: string) =>
  new URLSearchParams({
    intent: "signup", name: "Eve Elsewhere", email, password: "secret1", confirm_password: "secret1", family_option: "create", family_name: "Evil Family",
  });

async function accountExists(email: string): Promise<boolean> {
  const api = new ApiClient(server.url);
  const login = await api.post("/auth/login", { username: email, password: "secret1" });
  return login.status === 200;
}

describe("anonymous writes from another origin (front door)", () => {
  it("uses the app's own cross-origin text", () => {
    expect(fs.readFileSync("app/lib/session.server.ts", "utf8")).toContain(`"${DETAIL}"`);
    expect(fs.readFileSync("scripts/front-door.mjs", "utf8")).toContain(`"${DETAIL}"`);
  });

  it("refuses a cross-site sign-up form with 403 and a Request refused page; no account is created", async () => {
    const email = uniqueEmail("evil-signup");
    const res = await post("/auth?mode=signup", { Origin: EVIL, "Content-Type": "application/x-www-form-urlencoded" }, signUpForm(email));
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).toContain("<h1>Request refused</h1>");
    expect(html).toContain(DETAIL);
    expect(await accountExists(email)).toBe(false);
  });

  it("refuses a cross-site sign-in form with 403 (not Remix's 500) and sets no session", async () => {
    // A real account, so that the refusal is not a wrong password.
    const email = uniqueEmail("evil-signin");
    const own = await post("/auth?mode=signup", { Origin: server.url }, signUpForm(email));
    expect(own.status).toBe(302);
    const res = await post("/auth", { Origin: EVIL }, new URLSearchParams({ intent: "signin", email, password: "secret1" }));
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.text()).toContain("Request refused");
    // Another origin that merely names this host's address on another port is foreign too.
    const sibling = new URL(server.url);
    sibling.port = String(Number(sibling.port) + 1);
    const fromSibling = await post("/auth", { Origin: sibling.origin }, new URLSearchParams({ intent: "signin", email, password: "secret1" }));
    expect(fromSibling.status).toBe(403);
    // The same form from the app's own origin signs in.
    const mine = await post("/auth", { Origin: server.url }, new URLSearchParams({ intent: "signin", email, password: "secret1" }));
    expect(mine.status).toBe(302);
    expect(mine.headers.getSetCookie().some((c) => c.startsWith("kindred_session="))).toBe(true);
  });

  it("answers JSON {detail} on /api (register, login), with the API's headers; no account is created", async () => {
    const email = uniqueEmail("evil-api");
    const reg = await post(
      "/api/auth/register",
      { Origin: EVIL, "Content-Type": "application/json" },
      JSON.stringify({ email, password: "secret1", name: "Eve Api", family_option: "create", family_name: "Evil Api" }),
    );
    expect(reg.status).toBe(403);
    expect(reg.headers.get("content-type")).toMatch(/^application\/json/);
    expect(reg.headers.get("x-content-type-options")).toBe("nosniff");
    expect(reg.headers.get("x-frame-options")).toBe("DENY");
    expect(await reg.json()).toEqual({ detail: DETAIL });
    const login = await post("/api/auth/login", { Origin: "null", "Content-Type": "application/json" }, JSON.stringify({ username: email, password: "secret1" }));
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ detail: DETAIL });
    expect(await accountExists(email)).toBe(false);
  });

  it("lets through reads, requests without Origin, and bearer calls from any origin", async () => {
    const page = await fetch(`${server.url}/auth`, { headers: { Origin: EVIL } });
    expect(page.status).toBe(200);
    const email = uniqueEmail("no-origin");
    const noOrigin = await post("/auth?mode=signup", {}, signUpForm(email));
    expect(noOrigin.status).toBe(302);
    const api = new ApiClient(server.url);
    const login = await api.post("/auth/login", { username: email, password: "secret1" });
    expect(login.status).toBe(200);
    const bearer = await post("/api/family-members", { Authorization: `Bearer ${login.body.access_token}`, Origin: EVIL, "Content-Type": "application/json" }, JSON.stringify({ name: "Bearer From Afar" }));
    expect(bearer.status).toBe(200);
  });
});
