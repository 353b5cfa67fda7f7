// The super admin console's /api over real HTTP against the built server (issue 14).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { openSql } from "../helpers/database";
import { ApiClient, createFamily, familyWithEveryRole, joinFamily, uniqueEmail, type RoleFamily } from "../helpers/client";

const CODE = "platform-operator-code";
let server: TestServer;
let sa: ApiClient;
let saId: number;
let fam: RoleFamily;

/** The server's own database file, read (and for bulk fixtures written) independently of the app. */
function sqlite() {
  return openSql(server);
}

async function registerSuperAdmin(name = "Sue Super"): Promise<{ client: ApiClient; id: number; email: string }> {
  const client = new ApiClient(server.url);
  const email = uniqueEmail("super");
  const res = await client.post("/auth/register", {
    email,
    name,
    password: "operator-pass",
    family_option: "create",
    family_name: "Operators",
    super_admin_code: CODE,
  });
  expect(res.status).toBe(200);
  client.token = res.body.access_token;
  const me = await client.get("/auth/me");
  expect(me.body.role).toBe("super_admin");
  return { client, id: me.body.id, email };
}

async function login(email: string, password: string) {
  return new ApiClient(server.url).post("/auth/login", { username: email, password });
}

async function userIdOf(email: string): Promise<number> {
  const res = await sa.get(`/super-admin/users/search?query=${encodeURIComponent(email)}`);
  const hit = res.body.users.find((u: { email: string }) => u.email === email);
  if (!hit) throw new Error(`no user ${email}`);
  return hit.id;
}

beforeAll(async () => {
  server = await startServer({ SUPER_ADMIN_CODE: CODE });
  const s = await registerSuperAdmin();
  sa = s.client;
  saId = s.id;
  fam = await familyWithEveryRole(server.url, "The Boundaries");
});

afterAll(async () => {
  await server?.stop();
});

const CALLS: [string, string, unknown?][] = [
  ["GET", "/super-admin/analytics/overview"],
  ["GET", "/super-admin/users/search?query=olivia"],
  ["GET", "/super-admin/export/users"],
  ["GET", "/super-admin/users/all?limit=100"],
  ["GET", "/super-admin/families/list?limit=100"],
  ["GET", "/super-admin/audit-log"],
  ["PUT", "/super-admin/users/{user}/email", { new_email: "taken-over@example.test" }],
  ["PUT", "/super-admin/users/{user}/password", { new_password: "hijacked" }],
  ["PUT", "/super-admin/users/{user}/suspended", { suspended: true, reason: "x" }],
  ["DELETE", "/super-admin/users/{user}"],
  ["PUT", "/super-admin/families/{family}/name", { new_name: "Hijacked" }],
  ["PUT", "/super-admin/families/{family}/plan", { tier: "medium_family" }],
];

describe("who may call the console", () => {
  it("every call is 403 for owner, admin, member and guest, and 401 without a session; nothing changes", async () => {
    const memberId = fam.member.userId;
    const familyId = (await fam.owner.client.get("/family-group")).body.id;
    const roles = { owner: fam.owner.client, admin: fam.admin.client, member: fam.member.client, guest: fam.guest.client };
    for (const [method, template, body] of CALLS) {
      const url = template.replace("{user}", String(memberId)).replace("{family}", String(familyId));
      for (const [role, client] of Object.entries(roles)) {
        const res = await client.call(method, url, body);
        expect(res.status, `${role} ${method} ${url}`).toBe(403);
        expect(res.body.detail).toBe("Super admin access required");
      }
      expect((await new ApiClient(server.url).call(method, url, body)).status, `anonymous ${method} ${url}`).toBe(401);
    }
    const me = await fam.member.client.get("/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(fam.member.email);
    expect((await fam.owner.client.get("/family-group")).body).toMatchObject({ name: "The Boundaries", subscription_tier: "free" });
  });

  it("the super admin's page is not served to other roles", async () => {
    const res = await fetch(`${server.url}/dashboard/superadmin`, { headers: { Authorization: `Bearer ${fam.owner.client.token}` } });
    expect(res.status).toBe(404);
  });
});

describe("analytics overview", () => {
  it("matches counts made independently in the database", async () => {
    // A paid family, an old user and a few events, so every figure has something to count.
    const paid = await createFamily(server.url, "Pat Paid", "The Payers");
    const paidId = (await paid.client.get("/family-group")).body.id;
    expect((await sa.put(`/super-admin/families/${paidId}/plan`, { tier: "small_family" })).status).toBe(200);
    const event = { title: "Picnic", description: "In the park", event_date: "2030-06-01T12:00:00.000Z" };
    expect((await fam.owner.client.post("/events", event)).status).toBe(200);
    expect((await fam.owner.client.post("/events", { ...event, title: "Reunion" })).status).toBe(200);
    const db = await sqlite();
    await db.run("update users set created_at = '2020-01-01T00:00:00.000Z' where email = ?", fam.guest.email);
    // A family paying through the provider (what the plans feature stores after a checkout).
    await db.run(
      "update families set subscription_tier = 'medium_family', monthly_price_cents = 3000 where id = ?",
      (await fam.stranger.client.get("/family-group")).body.id,
    );

    const res = await sa.get("/super-admin/analytics/overview");
    expect(res.status).toBe(200);
    const n = async (q: string, ...args: unknown[]) => (await db.get<{ n: number }>(q, ...args))!.n;
    const users = await n("select count(*) n from users");
    const families = await n("select count(*) n from families");
    const since = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
    const paidFamilies = await n("select count(*) n from families where subscription_tier != 'free'");
    expect(res.body).toEqual({
      users: { total: users, recent_30_days: await n("select count(*) n from users where created_at >= ?", since) },
      families: { total: families, average_size: Math.round((users / families) * 10) / 10 },
      subscriptions: {
        total_mrr: 30, // the comped small_family plan is not revenue
        conversion_rate: Math.round((paidFamilies / families) * 1000) / 10,
        free: await n("select count(*) n from families where subscription_tier = 'free'"),
        small_family: 1,
        medium_family: 1,
      },
      // photos and surveys are counted once their tables exist on this build (see feature-usage.server.ts)
      feature_usage: {
        photos: await n("select count(*) n from photos"),
        events: await n("select count(*) n from events"),
        surveys: await n("select count(*) n from surveys"),
      },
    });
    expect(res.body.users.recent_30_days).toBe(users - 1);
    expect(res.body.feature_usage.events).toBeGreaterThanOrEqual(2);
    await db.close();
  });
});

describe("search and lists", () => {
  it("finds by name, email or family name, case-insensitively; at least 2 characters; at most 100", async () => {
    const short = await sa.get("/super-admin/users/search?query=o");
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe("Please enter at least 2 characters to search");
    const byName = await sa.get("/super-admin/users/search?query=MIA%20mem");
    expect(byName.body.users.map((u: { email: string }) => u.email)).toEqual([fam.member.email]);
    expect(byName.body.count).toBe(1);
    expect(byName.body.users[0]).toMatchObject({ name: "Mia Member", role: "member", family_name: "The Boundaries", subscription_tier: "free" });
    const byEmail = await sa.get(`/super-admin/users/search?query=${encodeURIComponent(fam.admin.email.toUpperCase())}`);
    expect(byEmail.body.users.map((u: { name: string }) => u.name)).toEqual(["Adam Admin"]);
    const byFamily = await sa.get("/super-admin/users/search?query=boundaries");
    expect(byFamily.body.users.map((u: { name: string }) => u.name).sort()).toEqual(["Adam Admin", "Gus Guest", "Mia Member", "Olivia Owner"]);
    // LIKE wildcards are literal text.
    expect((await sa.get("/super-admin/users/search?query=%25%25")).body.count).toBe(0);

    const db = await sqlite();
    const familyId = (await db.get<{ id: number }>("insert into families (name, family_code) values ('The Crowd', 'CROWD1') returning id"))!.id;
    for (let i = 0; i < 105; i++) {
      await db.run(
        "insert into users (family_id, name, email, username, password_hash, role) values (?, ?, ?, ?, 'x', 'member')",
        familyId,
        `Crowd Person ${i}`,
        `crowd${i}@example.test`,
        `crowd${i}`,
      );
    }
    await db.close();
    const capped = await sa.get("/super-admin/users/search?query=crowd%20person");
    expect(capped.body.count).toBe(100);
    expect(capped.body.users).toHaveLength(100);
    expect(capped.body.users[0].name).toBe("Crowd Person 104"); // newest first
  });

  it("users/all and families/list page newest first with a cursor, without repeats", async () => {
    const first = await sa.get("/super-admin/users/all?limit=3");
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(3);
    const second = await sa.get(`/super-admin/users/all?limit=3&cursor=${first.body.next_cursor}`);
    const ids = [...first.body.users, ...second.body.users].map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(6);
    expect((await sa.get("/super-admin/users/all?limit=101")).status).toBe(400);
    const all = await sa.get("/super-admin/users/all");
    expect(all.body.users.length).toBeLessThanOrEqual(100);

    const families = await sa.get("/super-admin/families/list?limit=100");
    const boundaries = families.body.families.find((f: { name: string }) => f.name === "The Boundaries");
    const db = await sqlite();
    const count = (await db.get<{ n: number }>("select count(*) n from users where family_id = ?", boundaries.id))!.n;
    await db.close();
    expect(boundaries).toMatchObject({
      family_code: fam.owner.familyCode,
      member_count: count,
      actual_member_count: count,
      subscription_tier: "free",
      owner: { name: "Olivia Owner", email: fam.owner.email },
    });
    const page1 = await sa.get("/super-admin/families/list?limit=1");
    const page2 = await sa.get(`/super-admin/families/list?limit=1&cursor=${page1.body.next_cursor}`);
    expect(page2.body.families[0].id).toBeLessThan(page1.body.families[0].id);
  });
});

describe("account fixes", () => {
  it("changes an email: blank or unchanged is refused, a taken one is 409, the new one signs in", async () => {
    const person = await joinFamily(server.url, fam.owner.familyCode, "Eddie Email");
    const id = person.userId;
    for (const new_email of ["", "   ", person.email, person.email.toUpperCase()]) {
      const res = await sa.put(`/super-admin/users/${id}/email`, { new_email });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe("Please enter a new email address");
    }
    const taken = await sa.put(`/super-admin/users/${id}/email`, { new_email: fam.admin.email });
    expect(taken.status).toBe(409);
    expect((await sa.put(`/super-admin/users/${id}/email`, { new_email: { x: 1 } })).status).toBe(400);
    const fresh = uniqueEmail("Renamed");
    const ok = await sa.put(`/super-admin/users/${id}/email`, { new_email: fresh });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Email updated for Eddie Email");
    expect((await login(person.email, person.password)).status).toBe(401);
    expect((await login(fresh, person.password)).status).toBe(200);
    expect((await person.client.get("/auth/me")).body.email).toBe(fresh.toLowerCase());
  });

  it("resets a password: at least 6 characters; the user is signed out everywhere", async () => {
    const person = await joinFamily(server.url, fam.owner.familyCode, "Pam Password");
    const second = await login(person.email, person.password);
    const secondClient = new ApiClient(server.url, second.body.access_token);
    expect((await secondClient.get("/auth/me")).status).toBe(200);
    const short = await sa.put(`/super-admin/users/${person.userId}/password`, { new_password: "12345" });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe("Password must be at least 6 characters");
    expect((await person.client.get("/auth/me")).status).toBe(200);
    const ok = await sa.put(`/super-admin/users/${person.userId}/password`, { new_password: "fresh-start" });
    expect(ok.status).toBe(200);
    expect((await person.client.get("/auth/me")).status).toBe(401);
    expect((await secondClient.get("/auth/me")).status).toBe(401);
    expect((await login(person.email, person.password)).status).toBe(401);
    expect((await login(person.email, "fresh-start")).status).toBe(200);
    // The super admin resetting their own password keeps the session they are using.
    expect((await sa.put(`/super-admin/users/${saId}/password`, { new_password: "operator-pass-2" })).status).toBe(200);
    expect((await sa.get("/auth/me")).status).toBe(200);
  });

  it("suspends (cannot sign in, sessions end at once, data kept) and restores; never a super admin", async () => {
    const person = await joinFamily(server.url, fam.owner.familyCode, "Sid Suspend");
    const res = await sa.put(`/super-admin/users/${person.userId}/suspended`, { suspended: true, reason: "Spam reports" });
    expect(res.status).toBe(200);
    expect((await person.client.get("/auth/me")).status).toBe(401);
    const refused = await login(person.email, person.password);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("This account has been suspended. Please contact support.");
    expect((await login(person.email, "wrong-password")).status).toBe(401); // nothing told to a guesser
    const listed = (await sa.get(`/super-admin/users/search?query=sid%20suspend`)).body.users[0];
    expect(listed).toMatchObject({ suspended_reason: "Spam reports" });
    expect(listed.suspended_at).toBeTruthy();
    expect((await sa.put(`/super-admin/users/${person.userId}/suspended`, { suspended: false })).status).toBe(200);
    expect((await login(person.email, person.password)).status).toBe(200);
    const superAdmin = await sa.put(`/super-admin/users/${saId}/suspended`, { suspended: true });
    expect(superAdmin.status).toBe(403);
    expect(superAdmin.body.detail).toBe("Super admin accounts cannot be suspended");
  });
});

describe("deleting users", () => {
  it("never deletes a super admin", async () => {
    const other = await registerSuperAdmin("Second Super");
    for (const id of [saId, other.id]) {
      const res = await sa.del(`/super-admin/users/${id}`);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe("Super admin accounts cannot be deleted");
    }
    expect((await other.client.get("/auth/me")).status).toBe(200);
  });

  it("deleting an owner hands the family to the longest-standing admin, else the longest-standing member", async () => {
    const owner = await createFamily(server.url, "Old Owner", "The Successors");
    const m1 = await joinFamily(server.url, owner.familyCode, "First Member");
    const a1 = await joinFamily(server.url, owner.familyCode, "First Admin", { owner: owner.client, role: "admin" });
    await joinFamily(server.url, owner.familyCode, "Second Admin", { owner: owner.client, role: "admin" });
    const ownerId = await userIdOf(owner.email);
    const res = await sa.del(`/super-admin/users/${ownerId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ family_deleted: false, new_owner: { id: a1.userId, name: "First Admin" } });
    expect((await a1.client.get("/auth/me")).body.role).toBe("owner");
    expect((await owner.client.get("/auth/me")).status).toBe(401);
    expect((await login(owner.email, owner.password)).status).toBe(401);
    // The family's own audit log says what happened.
    const log = await a1.client.get("/family/audit-logs");
    expect(log.body.map((e: { details: string }) => e.details)).toContain("Ownership passed to First Admin after Old Owner's account was deleted");

    // No admin left: the longest-standing member.
    const second = await createFamily(server.url, "Solo Owner", "The Members");
    const early = await joinFamily(server.url, second.familyCode, "Early Member");
    await joinFamily(server.url, second.familyCode, "Late Member");
    const r2 = await sa.del(`/super-admin/users/${await userIdOf(second.email)}`);
    expect(r2.body.new_owner).toEqual({ id: early.userId, name: "Early Member" });
    expect((await early.client.get("/auth/me")).body.role).toBe("owner");
    expect((await m1.client.get("/auth/me")).body.role).toBe("member");
  });

  it("deleting the last person of a family deletes the family and its data", async () => {
    const lone = await createFamily(server.url, "Lone Owner", "The Last Ones");
    const familyId = (await lone.client.get("/family-group")).body.id;
    expect((await lone.client.post("/events", { title: "Solo trip", description: "Me", event_date: "2031-01-01T10:00:00.000Z" })).status).toBe(200);
    const res = await sa.del(`/super-admin/users/${await userIdOf(lone.email)}`);
    expect(res.status).toBe(200);
    expect(res.body.family_deleted).toBe(true);
    const families = await sa.get("/super-admin/families/list");
    expect(families.body.families.map((f: { id: number }) => f.id)).not.toContain(familyId);
    const db = await sqlite();
    for (const table of ["families", "users", "events", "family_settings", "audit_logs"]) {
      const column = table === "families" ? "id" : "family_id";
      const left = (await db.get<{ n: number }>(`select count(*) n from ${table} where ${column} = ?`, familyId))!.n;
      expect(left, table).toBe(0);
    }
    await db.close();
    expect((await sa.del(`/super-admin/users/999999`)).status).toBe(404);
  });

  it("deleting a family also removes its photo files from the store; other families' files stay", async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } }).jpeg().toBuffer();
    const upload = async (token: string) => {
      const form = new FormData();
      form.append("title", "Beach");
      form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "beach.jpg");
      const res = await fetch(`${server.url}/api/photos`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
      expect(res.status).toBe(200);
      return ((await res.json()) as { id: number }).id;
    };
    const filesOf = async (photoId: number) => {
      const db = await sqlite();
      const row = (await db.get<Record<string, string>>("select original_key, display_key, thumb_key from photos where id = ?", photoId))!;
      await db.close();
      return Object.values(row).map((key) => path.join(server.dataDir, "uploads", key));
    };
    const lone = await createFamily(server.url, "Lone Photographer", "The Gone");
    const stays = await createFamily(server.url, "Other Photographer", "The Staying");
    const goneFiles = await filesOf(await upload(lone.client.token!));
    const keptFiles = await filesOf(await upload(stays.client.token!));
    expect(goneFiles).toHaveLength(3);
    for (const file of [...goneFiles, ...keptFiles]) expect(fs.existsSync(file), file).toBe(true);

    const res = await sa.del(`/super-admin/users/${await userIdOf(lone.email)}`);
    expect(res.body.family_deleted).toBe(true);
    for (const file of goneFiles) expect(fs.existsSync(file), file).toBe(false);
    for (const file of keptFiles) expect(fs.existsSync(file), file).toBe(true);
  });
});

describe("families", () => {
  it("renames: non-empty, different from the current name, at most 50", async () => {
    const owner = await createFamily(server.url, "Rena Owner", "The Renamers");
    const id = (await owner.client.get("/family-group")).body.id;
    for (const new_name of ["", "  ", "The Renamers"]) {
      const res = await sa.put(`/super-admin/families/${id}/name`, { new_name });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe("Please enter a different name");
    }
    expect((await sa.put(`/super-admin/families/${id}/name`, { new_name: "x".repeat(51) })).status).toBe(400);
    const ok = await sa.put(`/super-admin/families/${id}/name`, { new_name: "x".repeat(50) });
    expect(ok.status).toBe(200);
    expect((await owner.client.get("/family-group")).body.name).toBe("x".repeat(50));
    expect((await sa.put(`/super-admin/families/999999/name`, { new_name: "Nobody" })).status).toBe(404);
  });

  it("sets a plan without payment", async () => {
    const owner = await createFamily(server.url, "Plan Owner", "The Planners");
    const id = (await owner.client.get("/family-group")).body.id;
    const bad = await sa.put(`/super-admin/families/${id}/plan`, { tier: "platinum" });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe("Please choose a plan");
    const ok = await sa.put(`/super-admin/families/${id}/plan`, { tier: "medium_family" });
    expect(ok.status).toBe(200);
    expect((await owner.client.get("/family-group")).body).toMatchObject({ subscription_tier: "medium_family", monthly_price: 0 });
  });
});

/** RFC 4180 CSV (quoted cells, doubled quotes, newlines inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") endCell();
    else if (c === "\n") endRow();
    else if (c !== "\r") cell += c;
  }
  if (cell !== "" || row.length > 0) endRow();
  return rows;
}

describe("CSV export", () => {
  it("streams every user as CSV that parses back to the same users, with formulas neutralised", async () => {
    await joinFamily(server.url, fam.owner.familyCode, '=HYPERLINK("http://evil.test","click")');
    await joinFamily(server.url, fam.owner.familyCode, "@SUM(A1), \"quoted\"\nnext line");
    const res = await fetch(`${server.url}/api/super-admin/export/users`, { headers: { Authorization: `Bearer ${sa.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="users-${new Date().toISOString().slice(0, 10)}.csv"`);
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(["id", "name", "email", "role", "family", "plan", "joined"]);
    const db = await sqlite();
    const expected = await db.all<Record<string, string | number>>(
      "select u.id, u.name, u.email, u.role, f.name family, f.subscription_tier plan, u.created_at joined from users u join families f on f.id = u.family_id order by u.id",
    );
    await db.close();
    const neutral = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
    expect(rows.slice(1)).toEqual(expected.map((r) => [String(r.id), neutral(String(r.name)), r.email, r.role, neutral(String(r.family)), r.plan, r.joined]));
    const names = rows.map((r) => r[1]);
    expect(names).toContain(`'=HYPERLINK("http://evil.test","click")`);
    expect(names).toContain(`'@SUM(A1), "quoted"\nnext line`);
    expect(names.some((n) => n?.startsWith("="))).toBe(false);
  });
});

describe("platform audit log", () => {
  it("records who did what to whom and when, newest first", async () => {
    const person = await joinFamily(server.url, fam.owner.familyCode, "Audrey Audit");
    await sa.put(`/super-admin/users/${person.userId}/email`, { new_email: uniqueEmail("audited") });
    const res = await sa.get("/super-admin/audit-log?limit=5");
    expect(res.status).toBe(200);
    const [latest] = res.body.entries;
    expect(latest).toMatchObject({ actor_name: "Sue Super", action: "change_email", target_type: "user", target_id: person.userId, target_label: "Audrey Audit" });
    expect(latest.details).toContain(person.email);
    expect(Date.now() - Date.parse(latest.timestamp)).toBeLessThan(60_000);
    const ids = res.body.entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const actions = (await sa.get("/super-admin/audit-log?limit=100")).body.entries.map((e: { action: string }) => e.action);
    for (const a of ["reset_password", "suspend_user", "restore_user", "delete_user", "rename_family", "set_plan", "export_users"]) {
      expect(actions).toContain(a);
    }
  });
});
