// The family directory over real HTTP (/api/family-members, not the accounts list /api/family/members).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, createFamily, joinFamily } from "../helpers/client";

let server: TestServer;
let owner: ApiClient;
let admin: ApiClient;
let member: ApiClient;
let member2: ApiClient;
let guest: ApiClient;
let other: ApiClient;

const contact = { name: "Aunt Rose", phone: "+1 (555) 123-4567", email: "Rose@Example.com", comments: "Lives in Ohio" };

beforeAll(async () => {
  server = await startServer();
  const fam = await createFamily(server.url, "Olivia Owner", "The Rivers");
  owner = fam.client;
  admin = (await joinFamily(server.url, fam.familyCode, "Adam Admin", { owner, role: "admin" })).client;
  member = (await joinFamily(server.url, fam.familyCode, "Mia Member")).client;
  member2 = (await joinFamily(server.url, fam.familyCode, "Max Member")).client;
  guest = (await joinFamily(server.url, fam.familyCode, "Gus Guest", { owner, role: "guest" })).client;
  other = (await createFamily(server.url, "Other Owner", "The Others")).client;
});

afterAll(async () => {
  await server?.stop();
});

describe("/api/family-members (directory)", () => {
  it("validates name, phone and email", async () => {
    const noName = await member.post("/family-members", { ...contact, name: " " });
    expect(noName.status).toBe(400);
    expect(noName.body.detail).toBe("Please enter member name");
    const badPhone = await member.post("/family-members", { ...contact, phone: "call me" });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.detail).toMatch(/valid phone number/);
    const badEmail = await member.post("/family-members", { ...contact, email: "rose@" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.detail).toBe("Please enter a valid email address");
  });

  it("members add; guests are refused; everyone reads", async () => {
    const added = await member.post("/family-members", contact);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ name: "Aunt Rose", email: "rose@example.com", phone: "+1 (555) 123-4567" });
    expect((await guest.post("/family-members", { name: "Guest Entry" })).status).toBe(403);
    const list = await guest.get("/family-members");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ name: "Aunt Rose", can_edit: false })]);
    // Distinct from the accounts list.
    const accounts = await owner.get("/family/members");
    expect(accounts.body.map((a: { name: string }) => a.name)).not.toContain("Aunt Rose");
  });

  it("the creator and owner/admin edit and delete; other members and guests cannot", async () => {
    const { body: entry } = await member.post("/family-members", { name: "Uncle Bob" });
    expect((await member2.put(`/family-members/${entry.id}`, { name: "Hacked" })).status).toBe(403);
    expect((await guest.put(`/family-members/${entry.id}`, { name: "Hacked" })).status).toBe(403);
    expect((await member2.del(`/family-members/${entry.id}`)).status).toBe(403);
    expect((await guest.del(`/family-members/${entry.id}`)).status).toBe(403);

    const own = await member.put(`/family-members/${entry.id}`, { name: "Uncle Robert", phone: "555-123-4567" });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ name: "Uncle Robert", phone: "555-123-4567" });
    const byAdmin = await admin.put(`/family-members/${entry.id}`, { name: "Uncle Bobby", comments: "Fixed by admin" });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.comments).toBe("Fixed by admin");
    expect((await admin.put(`/family-members/${entry.id}`, { name: "" })).body.detail).toBe("Please enter member name");

    expect((await owner.del(`/family-members/${entry.id}`)).status).toBe(200);
    expect((await owner.del(`/family-members/${entry.id}`)).status).toBe(404);

    const { body: mine } = await member2.post("/family-members", { name: "Cousin Kim" });
    expect((await member2.del(`/family-members/${mine.id}`)).status).toBe(200);
  });

  it("another family's ids are 404 and its entries are not listed", async () => {
    const { body: entry } = await owner.post("/family-members", { name: "Grandpa Joe" });
    expect((await other.put(`/family-members/${entry.id}`, { name: "Mine now" })).status).toBe(404);
    expect((await other.del(`/family-members/${entry.id}`)).status).toBe(404);
    expect((await other.get("/family-members")).body).toEqual([]);
    expect((await owner.get("/family-members")).body.map((e: { name: string }) => e.name)).toContain("Grandpa Joe");
  });
});
