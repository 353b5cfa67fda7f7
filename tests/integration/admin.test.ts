// The Admin tab's people rules over real HTTP: §6 role change and removal matrices, ownership
// transfer (exactly one owner, also under a race), removal ending sessions at once while content
// stays, the audit log and its cursor, family name and family code rotation, and the page itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, createFamily, joinFamily, uniqueEmail, type Account } from "../helpers/client";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

type Person = Account & { userId: number };
type Family = { owner: Person; admin: Person; admin2: Person; member: Person; guest: Person };
type RoleName = keyof Family;

async function family(familyName = "The Rivers"): Promise<Family> {
  const o = await createFamily(server.url, "Olivia Owner", familyName);
  const owner = { ...o, userId: (await o.client.get("/auth/me")).body.id as number };
  const admin = await joinFamily(server.url, o.familyCode, "Adam Admin", { owner: o.client, role: "admin" });
  const admin2 = await joinFamily(server.url, o.familyCode, "Ada Admin", { owner: o.client, role: "admin" });
  const member = await joinFamily(server.url, o.familyCode, "Mia Member");
  const guest = await joinFamily(server.url, o.familyCode, "Gus Guest", { owner: o.client, role: "guest" });
  return { owner, admin, admin2, member, guest };
}

/** DELETE /api/admin/users/{id} with the §3 removal form as the body. */
function remove(by: ApiClient, id: number, reason = "") {
  return by.call("DELETE", `/admin/users/${id}`, { target_user_id: id, reason });
}

const NEW_ROLE: Record<string, string> = { owner: "member", admin: "member", admin2: "guest", member: "guest", guest: "member" };

async function roles(client: ApiClient): Promise<Map<number, string>> {
  const list = (await client.get("/family/members")).body as { id: number; role: string }[];
  return new Map(list.map((m) => [m.id, m.role]));
}

describe("§6 role change matrix (POST /api/family/members/{id}/role)", () => {
  // Targets: the owner, "admin" (the actor itself when the actor is the admin), another admin, a member, a guest.
  const expected: Record<"owner" | "admin" | "member" | "guest", Record<RoleName, number>> = {
    owner: { owner: 403, admin: 200, admin2: 200, member: 200, guest: 200 },
    admin: { owner: 403, admin: 403, admin2: 200, member: 200, guest: 200 },
    member: { owner: 403, admin: 403, admin2: 403, member: 403, guest: 403 },
    guest: { owner: 403, admin: 403, admin2: 403, member: 403, guest: 403 },
  };
  for (const actorRole of ["owner", "admin", "member", "guest"] as const) {
    it(`${actorRole} acting on owner, admin, another admin, member, guest and self`, async () => {
      const f = await family();
      const actor = f[actorRole];
      const before = await roles(f.owner.client);
      for (const target of ["owner", "admin", "admin2", "member", "guest"] as RoleName[]) {
        const res = await actor.client.post(`/family/members/${f[target].userId}/role`, { new_role: NEW_ROLE[target], reason: "matrix" });
        expect([actorRole, target, res.status]).toEqual([actorRole, target, expected[actorRole][target]]);
        const now = await roles(f.owner.client);
        const want = res.status === 200 ? NEW_ROLE[target] : before.get(f[target].userId);
        expect(now.get(f[target].userId)).toBe(want);
      }
      // Self is always refused, whatever the role.
      const self = await actor.client.post(`/family/members/${actor.userId}/role`, { new_role: "guest" });
      expect(self.status).toBe(403);
      // Exactly one owner, always.
      expect([...(await roles(f.owner.client)).values()].filter((r) => r === "owner")).toHaveLength(1);
    });
  }

  it("says why: 'Please select a role', Permission Denied for an admin on the owner, owner option for an owner only", async () => {
    const f = await family();
    const none = await f.admin.client.post(`/family/members/${f.member.userId}/role`, { new_role: "", reason: "x" });
    expect([none.status, none.body.detail]).toEqual([400, "Please select a role"]);
    const bogus = await f.admin.client.post(`/family/members/${f.member.userId}/role`, { new_role: "super_admin" });
    expect([bogus.status, bogus.body.detail]).toEqual([400, "Please select a role"]);
    const typed = await f.admin.client.post(`/family/members/${f.member.userId}/role`, { new_role: { role: "admin" } });
    expect([typed.status, typed.body.detail]).toEqual([400, "Please select a role"]);
    const denied = await f.admin.client.post(`/family/members/${f.owner.userId}/role`, { new_role: "member" });
    expect(denied.status).toBe(403);
    expect(denied.body.detail).toMatch(/^Permission Denied/);
    const ownerOption = await f.admin.client.post(`/family/members/${f.member.userId}/role`, { new_role: "owner" });
    expect([ownerOption.status, ownerOption.body.detail]).toEqual([403, "Only the owner can transfer ownership"]);
  });
});

describe("§6 removal matrix (DELETE /api/admin/users/{id})", () => {
  const expected: Record<"owner" | "admin" | "member" | "guest", Record<RoleName, number>> = {
    owner: { owner: 403, admin: 200, admin2: 200, member: 200, guest: 200 },
    admin: { owner: 403, admin: 403, admin2: 200, member: 200, guest: 200 },
    member: { owner: 403, admin: 403, admin2: 403, member: 403, guest: 403 },
    guest: { owner: 403, admin: 403, admin2: 403, member: 403, guest: 403 },
  };
  for (const actorRole of ["owner", "admin", "member", "guest"] as const) {
    it(`${actorRole} removing owner, admin, another admin, member, guest and self`, async () => {
      const f = await family();
      const actor = f[actorRole];
      for (const target of ["owner", "admin", "admin2", "member", "guest"] as RoleName[]) {
        if (target === actorRole) continue; // self is checked below, while the actor still exists
        const res = await remove(actor.client, f[target].userId, "matrix");
        expect([actorRole, target, res.status]).toEqual([actorRole, target, expected[actorRole][target]]);
        const still = (await roles(f.owner.client)).has(f[target].userId);
        expect([target, still]).toEqual([target, res.status !== 200]);
      }
      const self = await remove(actor.client, actor.userId);
      expect(self.status).toBe(403);
      expect((await actor.client.get("/auth/me")).status).toBe(200);
    });
  }

  it("names the rule: the owner never, yourself never, a mismatched body id is a 400", async () => {
    const f = await family();
    const owner = await remove(f.admin.client, f.owner.userId);
    expect([owner.status, owner.body.detail]).toEqual([403, "Permission Denied: the owner cannot be removed"]);
    const self = await remove(f.admin.client, f.admin.userId);
    expect([self.status, self.body.detail]).toEqual([403, "You cannot remove yourself"]);
    const mismatch = await f.admin.client.call("DELETE", `/admin/users/${f.member.userId}`, { target_user_id: f.guest.userId });
    expect(mismatch.status).toBe(400);
    expect((await roles(f.owner.client)).has(f.member.userId)).toBe(true);
    // The body is optional for scripts: the id in the address decides.
    expect((await f.admin.client.del(`/admin/users/${f.member.userId}`)).status).toBe(200);
  });
});

describe("another family", () => {
  it("is a 404 for role change and removal, and nothing changes", async () => {
    const f = await family();
    const stranger = await createFamily(server.url, "Sam Stranger", "Other Family");
    expect((await stranger.client.post(`/family/members/${f.member.userId}/role`, { new_role: "admin" })).status).toBe(404);
    expect((await remove(stranger.client, f.member.userId)).status).toBe(404);
    expect((await f.owner.client.post(`/family/members/999999/role`, { new_role: "admin" })).status).toBe(404);
    expect((await remove(f.owner.client, 999999)).status).toBe(404);
    expect((await roles(f.owner.client)).get(f.member.userId)).toBe("member");
    expect((await f.member.client.get("/auth/me")).status).toBe(200);
  });
});

describe("removal", () => {
  it("ends the account's sessions at once, keeps what it posted under its name, and allows rejoining as a new member", async () => {
    const f = await family();
    const posted = await f.admin2.client.post("/announcements", { title: "Picnic", content: "Bring chairs", pinned: false });
    expect(posted.status).toBe(200);
    // A second token of the same account (another device).
    const login = await new ApiClient(server.url).post("/auth/login", { username: f.admin2.email, password: f.admin2.password });
    const otherDevice = new ApiClient(server.url, login.body.access_token);
    expect((await otherDevice.get("/auth/me")).status).toBe(200);

    const res = await remove(f.admin.client, f.admin2.userId, "left the family");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Ada Admin was removed from the family");
    expect((await f.admin2.client.get("/auth/me")).status).toBe(401);
    expect((await otherDevice.get("/announcements")).status).toBe(401);
    expect((await new ApiClient(server.url).post("/auth/login", { username: f.admin2.email, password: f.admin2.password })).status).toBe(401);

    const list = (await f.member.client.get("/announcements")).body as { title: string; author_name: string }[];
    expect(list.find((a) => a.title === "Picnic")?.author_name).toBe("Ada Admin");

    const logs = (await f.owner.client.get("/family/audit-logs")).body as { action: string; actor_name: string; details: string }[];
    expect(logs[0]).toMatchObject({ action: "member_remove", actor_name: "Adam Admin" });
    expect(logs[0]!.details).toContain("Ada Admin");
    expect(logs[0]!.details).toContain("left the family");

    // The same email may join again with the code, as a new member.
    const again = new ApiClient(server.url);
    const reg = await again.post("/auth/register", {
      email: f.admin2.email,
      name: "Ada Again",
      password: "another secret",
      family_option: "join",
      family_code: f.owner.familyCode,
    });
    expect(reg.status).toBe(200);
    again.token = reg.body.access_token;
    const me = (await again.get("/auth/me")).body;
    expect(me.id).not.toBe(f.admin2.userId);
    expect((await roles(f.owner.client)).get(me.id)).toBe("member");
  });
});

describe("ownership transfer", () => {
  it("leaves exactly one owner; the previous owner becomes an admin; audited with both names", async () => {
    const f = await family();
    const res = await f.owner.client.post(`/family/members/${f.member.userId}/role`, { new_role: "owner", reason: "retiring" });
    expect(res.status).toBe(200);
    const after = await roles(f.owner.client);
    expect([...after.values()].filter((r) => r === "owner")).toHaveLength(1);
    expect(after.get(f.member.userId)).toBe("owner");
    expect(after.get(f.owner.userId)).toBe("admin");
    // The previous owner is an admin now: no more transfers, no acting on the new owner.
    expect((await f.owner.client.post(`/family/members/${f.admin.userId}/role`, { new_role: "owner" })).status).toBe(403);
    expect((await remove(f.owner.client, f.member.userId)).status).toBe(403);
    const log = (await f.member.client.get("/family/audit-logs")).body[0];
    expect(log).toMatchObject({ action: "ownership_transfer", actor_name: "Olivia Owner", target_type: "user" });
    expect(log.details).toContain("Mia Member");
    expect(log.details).toContain("Olivia Owner is now admin");
  });
});

describe("audit log", () => {
  it("records role changes, removals, transfers, renames, code rotation, settings, template edits and reviews", async () => {
    const f = await family();
    await f.admin.client.post(`/family/members/${f.guest.userId}/role`, { new_role: "member" });
    await remove(f.admin.client, f.guest.userId, "duplicate account");
    await f.owner.client.put("/family-group/name", { name: "The Rivers Clan" });
    await f.admin.client.post("/family-group/rotate-code");
    await f.admin.client.post("/family/settings", { show_daily_inspiration: false });
    await f.admin.client.post("/email-templates/announcement_notification", { subject: "News: {title}", body: "Hello {user_name}" });
    const sub = await f.member.client.post("/announcements", { title: "Reunion", content: "In June" });
    await f.admin.client.post(`/announcements/${sub.body.id}/review`, { action: "approve" });
    const sub2 = await f.member.client.post("/announcements", { title: "Spam", content: "..." });
    await f.admin.client.post(`/announcements/${sub2.body.id}/review`, { action: "reject", feedback: "off topic" });
    await f.owner.client.post(`/family/members/${f.admin.userId}/role`, { new_role: "owner" });

    const actions = ((await f.admin.client.get("/family/audit-logs")).body as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual([
      "ownership_transfer",
      "announcement_reject",
      "announcement_approve",
      "email_template_update",
      "settings_update",
      "family_code_rotate",
      "family_rename",
      "member_remove",
      "role_change",
      // the three promotions made while building the family
      "role_change",
      "role_change",
      "role_change",
    ]);
  });

  it("pages newest first with limit and cursor, without gaps or repeats", async () => {
    const f = await family();
    for (let i = 0; i < 9; i++) await f.owner.client.put("/family-group/name", { name: `Rivers ${i}` });
    // 3 promotions + 9 renames = 12 entries.
    const get = (q: string) =>
      fetch(`${server.url}/api/family/audit-logs${q}`, { headers: { Authorization: `Bearer ${f.admin.client.token}` } });
    const first = await get("?limit=5");
    const page1 = (await first.json()) as { id: number; details: string }[];
    expect(page1).toHaveLength(5);
    expect(page1[0]!.details).toContain("Rivers 8");
    const cursor1 = first.headers.get("X-Next-Cursor");
    expect(cursor1).toBe(String(page1[4]!.id));
    expect(first.headers.get("Link")).toContain(`cursor=${cursor1}`);
    const second = await get(`?limit=5&cursor=${cursor1}`);
    const page2 = (await second.json()) as { id: number }[];
    const third = await get(`?limit=5&cursor=${second.headers.get("X-Next-Cursor")}`);
    const page3 = (await third.json()) as { id: number }[];
    expect(third.headers.get("X-Next-Cursor")).toBeNull();
    const ids = [...page1, ...page2, ...page3].map((e) => e.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    // The default is unchanged for old clients; bad paging input is a 400; members may not read it.
    expect(((await f.owner.client.get("/family/audit-logs")).body as unknown[]).length).toBe(12);
    expect((await f.owner.client.get("/family/audit-logs?cursor=abc")).status).toBe(400);
    expect((await f.owner.client.get("/family/audit-logs?limit=0")).status).toBe(400);
    expect((await f.member.client.get("/family/audit-logs")).status).toBe(403);
    // Another family's log is not mixed in.
    const other = await createFamily(server.url);
    expect((await other.client.get(`/family/audit-logs?cursor=${cursor1}`)).body).toEqual([]);
  });
});

describe("family name and description (PUT /api/family-group/name)", () => {
  it("owner only; 'Family name cannot be empty'; at most 50 characters; the invite page shows the description", async () => {
    const f = await family();
    const empty = await f.owner.client.put("/family-group/name", { name: "   " });
    expect([empty.status, empty.body.detail]).toEqual([400, "Family name cannot be empty"]);
    const long = await f.owner.client.put("/family-group/name", { name: "x".repeat(51) });
    expect(long.status).toBe(400);
    expect((await f.owner.client.put("/family-group/name", { name: ["The", "Rivers"] })).status).toBe(400);
    expect((await f.admin.client.put("/family-group/name", { name: "Admins Rule" })).status).toBe(403);
    expect((await f.member.client.put("/family-group/name", { name: "Members Rule" })).status).toBe(403);

    const ok = await f.owner.client.put("/family-group/name", { name: "x".repeat(50) });
    expect(ok.status).toBe(200);
    const ok2 = await f.owner.client.put("/family-group/name", { name: "  The River Family ", description: "Reunion every July" });
    expect(ok2.body).toMatchObject({ name: "The River Family", description: "Reunion every July" });
    expect((await f.member.client.get("/family-group")).body.name).toBe("The River Family");
    const invite = await new ApiClient(server.url).get(`/invite/${f.owner.familyCode}`);
    expect(invite.body).toMatchObject({ family_name: "The River Family", description: "Reunion every July" });
    // Leaving the description out keeps it.
    await f.owner.client.put("/family-group/name", { name: "The Rivers" });
    expect((await new ApiClient(server.url).get(`/invite/${f.owner.familyCode}`)).body.description).toBe("Reunion every July");
  });
});

describe("family code rotation (POST /api/family-group/rotate-code)", () => {
  it("owner and admin; the old code and invite links stop working at once; the new one works", async () => {
    const f = await family();
    const old = f.owner.familyCode;
    expect((await f.member.client.post("/family-group/rotate-code")).status).toBe(403);
    expect((await f.guest.client.post("/family-group/rotate-code")).status).toBe(403);
    const res = await f.admin.client.post("/family-group/rotate-code");
    expect(res.status).toBe(200);
    const code = res.body.family_code as string;
    expect(code).toMatch(/^[A-Z0-9]{6,8}$/);
    expect(code).not.toBe(old);
    expect((await f.owner.client.get("/family-group")).body.family_code).toBe(code);

    const anon = new ApiClient(server.url);
    expect((await anon.get(`/family-code/${old}`)).status).toBe(404);
    expect((await anon.get(`/invite/${old}`)).status).toBe(404);
    const page = await fetch(`${server.url}/invite/${old}`);
    expect(await page.text()).toContain("Invalid Invite Link");
    const join = (familyCode: string) =>
      new ApiClient(server.url).post("/auth/register", {
        email: uniqueEmail("late"),
        name: "Late Cousin",
        password: "cousin secret",
        family_option: "join",
        family_code: familyCode,
      });
    expect((await join(old)).status).toBe(400);
    expect((await join(code)).status).toBe(200);
    expect((await f.owner.client.post("/family-group/rotate-code")).status).toBe(200);
    // Accounts are not affected.
    expect((await f.member.client.get("/auth/me")).status).toBe(200);
  });
});

describe("the Admin tab page (no JavaScript: plain form posts)", () => {
  const page = (p: Account, path: string, form?: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        Authorization: `Bearer ${p.client.token}`,
        Origin: server.url,
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });

  it("lists members with recent signups, shows Permission Denied to an admin for the owner, and runs the forms", async () => {
    const f = await family();
    const invited = new ApiClient(server.url);
    const reg = await invited.post("/auth/register", {
      email: uniqueEmail("invited"),
      name: "Ivy Invited",
      password: "ivy secret",
      family_option: "join",
      family_code: f.owner.familyCode,
      from_invite_link: true,
    });
    expect(reg.status).toBe(200);

    const tab = await (await page(f.admin, "/dashboard/admin")).text();
    expect(tab).toContain("Members and roles");
    expect(tab).toContain("Recent signups");
    expect(tab).toMatch(/Ivy Invited.*?Invite link/s);
    expect(tab).toContain("Audit log");

    const denied = await (await page(f.admin, `/dashboard/admin?modal=change-role&id=${f.owner.userId}`)).text();
    expect(denied).toContain("Permission Denied");
    expect(denied).not.toContain('name="new_role"');
    const deniedRemove = await (await page(f.admin, `/dashboard/admin?modal=remove-member&id=${f.owner.userId}`)).text();
    expect(deniedRemove).toContain("Permission Denied");

    const noRole = await page(f.admin, "/dashboard/admin?modal=change-role", { intent: "change-role", id: String(f.member.userId), new_role: "" });
    expect(noRole.status).toBe(400);
    expect(await noRole.text()).toContain("Please select a role");

    const ok = await page(f.admin, "/dashboard/admin", { intent: "change-role", id: String(f.member.userId), new_role: "admin", reason: "" });
    expect(ok.status).toBe(302);
    expect((await roles(f.owner.client)).get(f.member.userId)).toBe("admin");

    // An owner choosing "owner" is taken to the confirmation dialog first; nothing changes yet.
    const toConfirm = await page(f.owner, "/dashboard/admin", { intent: "change-role", id: String(f.guest.userId), new_role: "owner" });
    expect(toConfirm.status).toBe(302);
    expect(toConfirm.headers.get("location")).toBe(`/dashboard/admin?modal=transfer-ownership&id=${f.guest.userId}`);
    expect((await roles(f.owner.client)).get(f.guest.userId)).toBe("guest");
    const dialog = await (await page(f.owner, `/dashboard/admin?modal=transfer-ownership&id=${f.guest.userId}`)).text();
    expect(dialog).toContain("Transfer ownership");
    expect(dialog).toMatch(/Gus Guest.*Olivia Owner.*will become an admin/s);

    const empty = await page(f.owner, "/dashboard/admin", { intent: "rename-family", name: " ", description: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Family name cannot be empty");

    const removed = await page(f.admin, "/dashboard/admin", { intent: "remove-member", id: String(f.guest.userId), reason: "test" });
    expect(removed.status).toBe(302);
    expect((await f.guest.client.get("/auth/me")).status).toBe(401);

    // Members and guests do not get the tab, nor its actions.
    expect((await page(f.member, "/dashboard/admin")).status).toBe(200); // promoted to admin above
    const other = await joinFamily(server.url, f.owner.familyCode, "Mo Member");
    expect((await page(other, "/dashboard/admin")).status).toBe(404);
    expect((await page(other, "/dashboard/admin", { intent: "rotate-code", id: "x" })).status).toBe(404);
    expect((await page(f.admin, "/dashboard/admin/audit")).status).toBe(200);
    expect((await page(other, "/dashboard/admin/audit")).status).toBe(404);
  });
});
