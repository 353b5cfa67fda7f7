// Accounts and families over real HTTP against the built server, with a real local SMTP server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtp } from "../helpers/smtp";
import { ApiClient, createFamily, joinFamily, uniqueEmail } from "../helpers/client";
import { openSql } from "../helpers/database";

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, SUPER_ADMIN_CODE: "let-me-in-please" });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe("register and sign in", () => {
  it("creates a family with a fresh code; the creator is owner; a script reads /api/auth/me with the token", async () => {
    const c = new ApiClient(server.url);
    const email = uniqueEmail("Creator").toUpperCase();
    const res = await c.post("/auth/register", {
      email: `  ${email} `,
      name: "Cora Creator",
      password: "secret1",
      family_option: "create",
      family_name: "The Creators",
    });
    expect(res.status).toBe(200);
    expect(res.body.family_code_info.family_code).toMatch(/^[A-Z0-9]{6,8}$/);
    c.token = res.body.access_token;
    const me = await c.get("/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      name: "Cora Creator",
      email: email.trim().toLowerCase(),
      username: email.trim().toLowerCase().split("@")[0],
      role: "owner",
      family: { name: "The Creators", subscription_tier: "free" },
    });
    expect(JSON.stringify(me.body)).not.toMatch(/password|scrypt/i);
  });

  it("joins by code (uppercased) as member; unknown code creates nothing", async () => {
    const owner = await createFamily(server.url);
    const joiner = new ApiClient(server.url);
    const email = uniqueEmail("joiner");
    const bad = await joiner.post("/auth/register", { email, name: "Jo", password: "secret1", family_option: "join", family_code: "QQQQQQ" });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe("Please enter a valid family code");
    expect((await joiner.post("/auth/check-email", { email })).body.exists).toBe(false);

    const ok = await joiner.post("/auth/register", {
      email,
      name: "Jo Joiner",
      password: "secret1",
      family_option: "join",
      family_code: owner.familyCode.toLowerCase(),
    });
    expect(ok.status).toBe(200);
    joiner.token = ok.body.access_token;
    expect((await joiner.get("/auth/me")).body.role).toBe("member");
  });

  it("refuses a join once the free plan's 10 members are reached", async () => {
    const owner = await createFamily(server.url);
    for (let i = 0; i < 9; i++) await joinFamily(server.url, owner.familyCode, `Relative ${i}`);
    const lookup = await owner.client.get(`/family-code/${owner.familyCode}`);
    expect(lookup.body).toMatchObject({ member_count: 10, subscription_tier: "free", can_join: false });
    const c = new ApiClient(server.url);
    const email = uniqueEmail("eleventh");
    const res = await c.post("/auth/register", { email, name: "Eleventh", password: "secret1", family_option: "join", family_code: owner.familyCode });
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/member limit/);
    expect((await c.post("/auth/check-email", { email })).body.exists).toBe(false);
  });

  it("an existing email is a 400 with detail {error: email_exists, message}", async () => {
    const owner = await createFamily(server.url);
    const res = await new ApiClient(server.url).post("/auth/register", {
      email: owner.email.toUpperCase(),
      name: "Copy",
      password: "secret1",
      family_option: "create",
      family_name: "Copies",
    });
    expect(res.status).toBe(400);
    expect(res.body.detail.error).toBe("email_exists");
    expect(res.body.detail.message).toEqual(expect.any(String));
  });

  it("validates with the spec's messages", async () => {
    const c = new ApiClient(server.url);
    const r1 = await c.post("/auth/register", { email: uniqueEmail(), name: "", password: "secret1", family_option: "create", family_name: "X" });
    expect(r1.body.detail).toBe("Please fill in all required fields");
    const r2 = await c.post("/auth/register", { email: uniqueEmail(), name: "Al", password: "secret1", family_option: "create", family_name: "" });
    expect(r2.body.detail).toBe("Please enter a family name");
    const r3 = await c.post("/auth/login", { username: "", password: "" });
    expect([r3.status, r3.body.detail]).toEqual([400, "Please fill in all fields"]);
    const r4 = await c.call("POST", "/auth/login", undefined);
    expect(r4.status).toBe(400);
  });

  it("signs in with a trimmed, lowercased email; wrong password is 401; logout ends the token", async () => {
    const owner = await createFamily(server.url);
    const c = new ApiClient(server.url);
    const wrong = await c.post("/auth/login", { username: owner.email, password: "nope-nope" });
    expect([wrong.status, wrong.body.detail]).toEqual([401, "Invalid email or password"]);
    const res = await c.post("/auth/login", { username: `  ${owner.email.toUpperCase()}  `, password: owner.password });
    expect(res.status).toBe(200);
    c.token = res.body.access_token;
    expect((await c.get("/auth/me")).status).toBe(200);
    expect((await c.post("/auth/logout")).status).toBe(200);
    const after = await c.get("/auth/me");
    expect([after.status, after.body.detail]).toEqual([401, "Not authenticated"]);
  });

  it("super_admin only with the configured code", async () => {
    const c = new ApiClient(server.url);
    const wrong = await c.post("/auth/register", {
      email: uniqueEmail("sa"), name: "Not Super", password: "secret1", family_option: "create", family_name: "F", super_admin_code: "guess",
    });
    c.token = wrong.body.access_token;
    expect((await c.get("/auth/me")).body.role).toBe("owner");
    const right = await c.post("/auth/register", {
      email: uniqueEmail("sa"), name: "Super", password: "secret1", family_option: "create", family_name: "F", super_admin_code: "let-me-in-please",
    });
    c.token = right.body.access_token;
    expect((await c.get("/auth/me")).body.role).toBe("super_admin");
  });
});

describe("lookups and invites", () => {
  it("invite stats count every join through the link and list the ten newest", async () => {
    const owner = await createFamily(server.url, "Owner", "The Many Joiners");
    const sql = await openSql(server);
    // A plan with room for more than the free plan's ten members.
    await sql.run("update families set subscription_tier = 'small_family' where family_code = ?", owner.familyCode);
    for (let i = 1; i <= 12; i++) {
      await new ApiClient(server.url).post("/auth/register", {
        email: uniqueEmail(`joiner${i}`), name: `Joiner ${i}`, password: "secret1", family_option: "join", family_code: owner.familyCode, from_invite_link: true,
      });
    }
    // Three of them joined a month ago: counted in the total, not in the last seven days.
    try {
      for (const [name, days] of [["Joiner 1", 30], ["Joiner 2", 31], ["Joiner 3", 32]] as const) {
        await sql.run("update invite_joins set joined_at = ? where user_name = ?", new Date(Date.now() - days * 24 * 3600 * 1000).toISOString(), name);
      }
    } finally {
      await sql.close();
    }
    const stats = await owner.client.get(`/invite-stats/${owner.familyCode}`);
    expect(stats.status).toBe(200);
    expect(stats.body.total_invite_joins).toBe(12);
    expect(stats.body.recent_invite_joins).toBe(9);
    // Newest first: the nine of this week, then the latest of the month-old ones.
    expect(stats.body.recent_joins.map((j: { user_name: string }) => j.user_name)).toEqual(
      ["Joiner 12", "Joiner 11", "Joiner 10", "Joiner 9", "Joiner 8", "Joiner 7", "Joiner 6", "Joiner 5", "Joiner 4", "Joiner 1"],
    );
  });

  it("family-code, invite and invite-stats", async () => {
    const owner = await createFamily(server.url, "Owner", "The Lookups");
    const anon = new ApiClient(server.url);
    expect((await anon.get(`/family-code/${owner.familyCode.toLowerCase()}`)).body).toEqual({
      name: "The Lookups", member_count: 1, subscription_tier: "free", can_join: true,
    });
    expect((await anon.get("/family-code/ZZZZZZZ")).status).toBe(404);
    expect((await anon.get(`/invite/${owner.familyCode}`)).body).toEqual({ family_name: "The Lookups", description: "", member_count: 1, branding: null });
    const missing = await anon.get("/invite/NOPE00");
    expect([missing.status, missing.body.detail]).toEqual([404, "Invalid invite link. Please check the link or contact the family member who shared it."]);

    const viaLink = new ApiClient(server.url);
    await viaLink.post("/auth/register", {
      email: uniqueEmail("invited"), name: "Invited Ina", password: "secret1", family_option: "join", family_code: owner.familyCode, from_invite_link: true,
    });
    await joinFamily(server.url, owner.familyCode, "Typed Code Tom");
    const stats = await owner.client.get(`/invite-stats/${owner.familyCode}`);
    expect(stats.body.total_invite_joins).toBe(1);
    expect(stats.body.recent_invite_joins).toBe(1);
    expect(stats.body.recent_joins.map((j: { user_name: string }) => j.user_name)).toEqual(["Invited Ina"]);

    const member = await joinFamily(server.url, owner.familyCode, "Nosy Member");
    expect((await member.client.get(`/invite-stats/${owner.familyCode}`)).status).toBe(403);
    const other = await createFamily(server.url);
    expect((await other.client.get(`/invite-stats/${owner.familyCode}`)).status).toBe(404);
    expect((await anon.get(`/invite-stats/${owner.familyCode}`)).status).toBe(401);
  });

  it("check-email answers exists and message", async () => {
    const owner = await createFamily(server.url);
    const c = new ApiClient(server.url);
    const yes = await c.post("/auth/check-email", { email: owner.email.toUpperCase() });
    expect(yes.body).toEqual({ exists: true, message: expect.any(String) });
    expect((await c.post("/auth/check-email", { email: uniqueEmail() })).body.exists).toBe(false);
  });
});

describe("roles", () => {
  it("follows the §4/§6 rules and audits each change", async () => {
    const owner = await createFamily(server.url, "Olga Owner");
    const admin = await joinFamily(server.url, owner.familyCode, "Adam Admin", { owner: owner.client, role: "admin" });
    const member = await joinFamily(server.url, owner.familyCode, "Mia Member");
    const guest = await joinFamily(server.url, owner.familyCode, "Gil Guest", { owner: owner.client, role: "guest" });
    const ownerId = (await owner.client.get("/auth/me")).body.id;

    // A member or guest cannot change roles.
    expect((await member.client.post(`/family/members/${guest.userId}/role`, { new_role: "member" })).status).toBe(403);
    expect((await guest.client.post(`/family/members/${member.userId}/role`, { new_role: "guest" })).status).toBe(403);
    // Nobody acts on themselves.
    expect((await admin.client.post(`/family/members/${admin.userId}/role`, { new_role: "member" })).status).toBe(403);
    // An admin cannot act on an owner, nor offer the owner role.
    expect((await admin.client.post(`/family/members/${ownerId}/role`, { new_role: "member" })).status).toBe(403);
    expect((await admin.client.post(`/family/members/${member.userId}/role`, { new_role: "owner" })).status).toBe(403);
    // Missing role.
    const none = await admin.client.post(`/family/members/${member.userId}/role`, { reason: "x" });
    expect([none.status, none.body.detail]).toEqual([400, "Please select a role"]);
    // An admin manages member and guest roles.
    expect((await admin.client.post(`/family/members/${guest.userId}/role`, { new_role: "member", reason: "welcome" })).status).toBe(200);
    // Another family's account is a 404.
    const other = await createFamily(server.url);
    expect((await other.client.post(`/family/members/${member.userId}/role`, { new_role: "admin" })).status).toBe(404);

    // Transferring ownership makes the previous owner an admin.
    const transfer = await owner.client.post(`/family/members/${member.userId}/role`, { new_role: "owner", reason: "retiring" });
    expect(transfer.status).toBe(200);
    const members = (await owner.client.get("/family/members")).body as { id: number; role: string; email: string }[];
    expect(members.find((m) => m.id === member.userId)!.role).toBe("owner");
    expect(members.find((m) => m.id === ownerId)!.role).toBe("admin");
    expect(Object.keys(members[0]!).sort()).toEqual(["created_at", "email", "id", "name", "role"]);

    const logs = await member.client.get("/family/audit-logs");
    expect(logs.status).toBe(200);
    expect(logs.body[0]).toMatchObject({ action: "ownership_transfer", actor_name: "Olga Owner", target_type: "user" });
    expect(logs.body[1]).toMatchObject({ action: "role_change", actor_name: "Adam Admin" });
    expect(logs.body[1].details).toContain("welcome");
    expect((await guest.client.get("/family/audit-logs")).status).toBe(403);
  });
});

describe("password reset", () => {
  it("emails a single-use link through SMTP; answers the same for unknown emails; revokes sessions", async () => {
    const owner = await createFamily(server.url);
    const anon = new ApiClient(server.url);
    const known = await anon.post("/auth/request-password-reset", { email: owner.email });
    const unknown = await anon.post("/auth/request-password-reset", { email: uniqueEmail("ghost") });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect((await anon.post("/auth/request-password-reset", { email: "no-at-sign" })).body.detail).toBe("Please enter a valid email address");

    const mail = await smtp.waitFor(owner.email);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w%-]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    const token = decodeURIComponent(new URL(link!).searchParams.get("token")!);

    const missing = await anon.post("/auth/reset-password", { token: "", new_password: "whatever1" });
    expect(missing.body.detail).toBe("Invalid reset link. Please request a new password reset.");
    const short = await anon.post("/auth/reset-password", { token, new_password: "abc" });
    expect(short.body.detail).toBe("Password must be at least 6 characters long");
    const ok = await anon.post("/auth/reset-password", { token, new_password: "a-new-secret" });
    expect(ok.status).toBe(200);
    expect((await owner.client.get("/auth/me")).status).toBe(401); // old sessions revoked
    expect((await anon.post("/auth/reset-password", { token, new_password: "again-secret" })).status).toBe(400);
    expect((await anon.post("/auth/login", { username: owner.email, password: "a-new-secret" })).status).toBe(200);
  });
});

describe("profile name", () => {
  it("updates the own name with the spec's messages", async () => {
    const owner = await createFamily(server.url);
    expect((await owner.client.put("/profile/name", { name: " " })).body.detail).toBe("Please enter a valid name");
    expect((await owner.client.put("/profile/name", { name: "A" })).body.detail).toBe("Name must be at least 2 characters long");
    expect((await owner.client.put("/profile/name", { name: "Renamed Person" })).status).toBe(200);
    expect((await owner.client.get("/auth/me")).body.name).toBe("Renamed Person");
  });
});

describe("protection", () => {
  it("rate limits failed sign-ins per account and address", async () => {
    const owner = await createFamily(server.url);
    const guesser = new ApiClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await guesser.post("/auth/login", { username: owner.email, password: "wrong-one" })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // From that address even the right password waits until the window passes...
    const blocked = await guesser.post("/auth/login", { username: owner.email, password: owner.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/Too many attempts/);
    // ...but the owner, from an address that has not been failing, signs in (issue 7 §4).
    expect((await new ApiClient(server.url).post("/auth/login", { username: owner.email, password: owner.password })).status).toBe(200);
  });

  it("rate limits registrations per address (30 per hour)", async () => {
    const c = new ApiClient(server.url);
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await c.post("/auth/register", { email: "bad", name: "", password: "", family_option: "create" })).status;
    }
    expect(last).toBe(429);
  });

  it("rate limits lookups per address (60 per minute)", async () => {
    const c = new ApiClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await c.get("/family-code/ABCDEF")).status);
    expect(statuses[59]).toBe(404);
    expect(statuses[60]).toBe(429);
  });

  it("sends security headers and never leaks internals; unknown api paths are JSON 404", async () => {
    const page = await fetch(`${server.url}/`);
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBeTruthy();
    const api = await new ApiClient(server.url).get("/does-not-exist");
    expect(api).toEqual({ status: 404, body: { detail: "Not found" } });
    const missingPage = await fetch(`${server.url}/no-such-page`);
    expect(missingPage.status).toBe(404);
    expect(await missingPage.text()).not.toMatch(/at .*\.js:\d+/);
  });

  it("every page has a nonce of its own: 128 bits, on its scripts, never the same twice across 600 pages", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 600; i += 50) {
      const pages = await Promise.all(Array.from({ length: 50 }, () => fetch(`${server.url}/`)));
      for (const page of pages) {
        const nonce = /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy") ?? "")?.[1];
        expect(nonce && Buffer.from(nonce, "base64").length).toBe(16);
        expect(await page.text()).toContain(`nonce="${nonce}"`);
        seen.add(nonce!);
      }
    }
    expect(seen.size).toBe(600);
  });

  it("the session cookie is httpOnly and SameSite=Lax; pages redirect by sign-in state", async () => {
    const email = uniqueEmail("cookie");
    const form = new URLSearchParams({
      intent: "signup", name: "Cookie Person", email, password: "secret1", confirm_password: "secret1", family_option: "create", family_name: "Cookies",
    });
    const res = await fetch(`${server.url}/auth?mode=signup`, {
      method: "POST", body: form, redirect: "manual", headers: { "X-Forwarded-For": "10.9.9.9" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("kindred_session="))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/); // plain http origin
    const cookieHeader = cookies.map((c) => c.split(";")[0]).join("; ");
    const dash = await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookieHeader } });
    expect(dash.status).toBe(200);
    expect(await dash.text()).toContain("Cookies");
    const auth = await fetch(`${server.url}/auth`, { headers: { Cookie: cookieHeader }, redirect: "manual" });
    expect(auth.headers.get("location")).toBe("/dashboard");
    const anonDash = await fetch(`${server.url}/dashboard/events`, { redirect: "manual" });
    expect(anonDash.headers.get("location")).toBe("/auth");
    // The cookie also authenticates /api calls.
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { Cookie: cookieHeader } });
    expect((await me.json()).email).toBe(email);
  });
});
