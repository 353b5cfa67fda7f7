// The front door (server/app.ts, app/lib/front-door.server.ts; decision records 125 and 150), over
// real HTTP against the built server: a cross-site sign-in or sign-up form gets a 403 with the
// app's own cross-origin text and nothing is created; bearer calls and same-origin forms pass. And
// three defects of the old front door (issue 24): the request URL taken from the client's Host,
// the client address taken from the left-most X-Forwarded-For entry, redirects without the
// security headers.
import fs from "node:fs";
import http from "node:http";
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

/** One request with headers fetch would not send (a Host of our choosing). */
function rawGet(pathname: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: pathname, method: "GET", headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the request URL is APP_ORIGIN's, never the client's Host", () => {
  it("a Host naming another path cannot turn GET /dashboard into an /api call", async () => {
    const owner = new ApiClient(server.url);
    const email = uniqueEmail("host");
    await owner.post("/auth/register", { email, password: "secret1", name: "Hana Host", family_option: "create", family_name: "The Hosts" });
    const token = (await owner.post("/auth/login", { username: email, password: "secret1" })).body.access_token as string;
    const res = await rawGet("/dashboard", { Host: "example.com/api/auth/me?x=", Authorization: `Bearer ${token}`, "X-Forwarded-For": fakeIp() });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("<!DOCTYPE html>");
    expect(res.body).not.toContain('"email":');
  });

  it("a foreign Host or X-Forwarded-Host does not change the origin the app works with", async () => {
    // Same-origin form from APP_ORIGIN, sent with a Host (and forwarded host) of another site: the
    // app still sees its own origin, so the sign-up goes through rather than being taken as foreign.
    const email = uniqueEmail("host-form");
    const url = new URL(server.url);
    const body = signUpForm(email).toString();
    const res = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname, port: url.port, path: "/auth?mode=signup", method: "POST", agent: false,
          headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example", Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(body)), "X-Forwarded-For": fakeIp() },
        },
        (r) => { r.resume(); resolve(r.statusCode!); },
      );
      req.on("error", reject);
      req.end(body);
    });
    expect(res).toBe(302);
    expect(await accountExists(email)).toBe(true);
  });
});

describe("the client address behind a proxy (TRUST_PROXY=1)", () => {
  it("is the entry the proxy added: a forged left-most X-Forwarded-For entry cannot reset the sign-in limit", async () => {
    const api = new ApiClient(server.url);
    const email = uniqueEmail("xff");
    await api.post("/auth/register", { email, password: "secret1", name: "Xavier Forward", family_option: "create", family_name: "The Forwards" });
    // The proxy appends the address it saw (the right-most entry); the client wrote the rest.
    const real = fakeIp();
    const attempt = (forged: string) =>
      fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `${forged}, ${real}` },
        body: JSON.stringify({ username: email, password: "wrong-password" }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push(await attempt(fakeIp()));
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another real address (another client behind the same proxy) still signs in.
    const other = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `${real}, ${fakeIp()}` },
      body: JSON.stringify({ username: email, password: "secret1" }),
    });
    expect(other.status).toBe(200);
  });
});

describe("security headers on every answer", () => {
  const expectFrameRules = (headers: Headers, what: string) => {
    expect(headers.get("x-content-type-options"), what).toBe("nosniff");
    expect(headers.get("referrer-policy"), what).toBe("same-origin");
    expect(headers.get("x-frame-options"), what).toBe("DENY");
  };

  it("redirects carry nosniff, Referrer-Policy and the frame rules: a page's 302 to /auth and a form's redirect", async () => {
    const toAuth = await fetch(`${server.url}/dashboard`, { redirect: "manual" });
    expect(toAuth.status).toBe(302);
    expect(toAuth.headers.get("location")).toBe("/auth");
    expectFrameRules(toAuth.headers, "GET /dashboard");
    const email = uniqueEmail("redirect");
    const signUp = await post("/auth?mode=signup", { Origin: server.url }, signUpForm(email));
    expect(signUp.status).toBe(302);
    expectFrameRules(signUp.headers, "sign-up redirect");
    const missing = await fetch(`${server.url}/favicon.svg`);
    expectFrameRules(missing.headers, "a static file");
  });
});
