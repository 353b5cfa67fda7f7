// Sign-up lists on events over real HTTP (decision record 170): every role against every call, the
// family boundary, the limits, claims that never over-claim (20 concurrent requests for the last
// place: exactly one wins), removal emails, the audit log and the calendar feed's description.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { openSql, type Sql } from "../helpers/database";
import { ApiClient, familyWithEveryRole, joinFamily, type RoleFamily } from "../helpers/client";
import { startSmtp } from "../helpers/smtp";

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let fam: RoleFamily;
let sqlite: Sql;

const MANAGE_DENIED = "Only the event's organizers (the owner, admins and whoever created the event) can change its sign-up list";
const CLAIM_DENIED = "Guests can see the sign-up list but cannot sign up";

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url });
  fam = await familyWithEveryRole(server.url, "The Potlucks");
  sqlite = await openSql(server);
});

afterAll(async () => {
  await sqlite?.close();
  await server?.stop();
  await smtp?.stop();
});

let n = 0;
async function newEvent(by: ApiClient = fam.owner.client, title = `Potluck ${++n}`): Promise<number> {
  const res = await by.post("/events", { title, description: "Everyone brings something", event_date: "2031-06-01T17:00:00Z", location: "Park" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
}

async function addItem(eventId: number, body: Record<string, unknown>, by: ApiClient = fam.owner.client): Promise<number> {
  const res = await by.post(`/events/${eventId}/signups`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
}

describe("organizers add, edit and remove items", () => {
  it("owner, admin and the event's creator manage the list; other members and guests are refused", async () => {
    const ev = await newEvent();
    const created = await fam.owner.client.post(`/events/${ev}/signups`, { name: "  Potato salad, serves 10 ", quantity: 2 });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: "Potato salad, serves 10",
      note: "",
      quantity: 2,
      claimed: 0,
      still_needed: 2,
      claims: [],
      my_claim: null,
    });
    expect((await fam.admin.client.post(`/events/${ev}/signups`, { name: "Set up chairs, 9:00-10:00", note: "Bring gloves", quantity: "4" })).status).toBe(200);

    const byMember = await fam.member.client.post(`/events/${ev}/signups`, { name: "Cake", quantity: 1 });
    expect(byMember.status).toBe(403);
    expect(byMember.body.detail).toBe(MANAGE_DENIED);
    const byGuest = await fam.guest.client.post(`/events/${ev}/signups`, { name: "Cake", quantity: 1 });
    expect(byGuest.status).toBe(403);
    expect((await fam.member.client.put(`/events/${ev}/signups/${created.body.id}`, { name: "Hijack", quantity: 1 })).status).toBe(403);
    expect((await fam.guest.client.del(`/events/${ev}/signups/${created.body.id}`)).status).toBe(403);
    expect((await fam.member.client.del(`/events/${ev}/signups/${created.body.id}`)).status).toBe(403);

    // A member organises their own event's list.
    const own = await newEvent(fam.member.client);
    const cake = await addItem(own, { name: "Cake", quantity: 1 }, fam.member.client);
    const edited = await fam.member.client.put(`/events/${own}/signups/${cake}`, { name: "Chocolate cake", note: "no nuts", quantity: 2 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "Chocolate cake", note: "no nuts", quantity: 2, still_needed: 2 });
    expect((await fam.admin.client.put(`/events/${own}/signups/${cake}`, { name: "Cake", quantity: 3 })).status).toBe(200);
    expect((await fam.member.client.del(`/events/${own}/signups/${cake}`)).body).toEqual({ message: "Removed Cake from the sign-up list", notified: 0 });

    const list = await fam.guest.client.get(`/events/${ev}/signups`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      event_id: ev,
      can_manage: false,
      can_claim: false,
      counts: { items: 2, needed: 6, still_needed: 6 },
    });
    expect(list.body.items.map((i: { name: string }) => i.name)).toEqual(["Potato salad, serves 10", "Set up chairs, 9:00-10:00"]);
    expect((await fam.owner.client.get(`/events/${ev}/signups`)).body).toMatchObject({ can_manage: true, can_claim: true });
    expect((await fam.member.client.get(`/events/${ev}/signups`)).body).toMatchObject({ can_manage: false, can_claim: true });
  });

  it("checks names, notes and quantities like every other form", async () => {
    const ev = await newEvent();
    const bad: [Record<string, unknown>, string][] = [
      [{ name: "  ", quantity: 1 }, "Please enter what is needed"],
      [{ quantity: 1 }, "Please enter what is needed"],
      [{ name: "x".repeat(101), quantity: 1 }, "Name must be at most 100 characters"],
      [{ name: "Salad", note: "x".repeat(301), quantity: 1 }, "Note must be at most 300 characters"],
      [{ name: "Salad", quantity: 0 }, "Please enter how many are needed (a whole number from 1 to 100)"],
      [{ name: "Salad", quantity: 101 }, "Please enter how many are needed (a whole number from 1 to 100)"],
      [{ name: "Salad", quantity: 1.5 }, "Please enter how many are needed (a whole number from 1 to 100)"],
      [{ name: "Salad" }, "Please enter how many are needed (a whole number from 1 to 100)"],
      [{ name: { a: 1 }, quantity: 1 }, "Name must be text"],
    ];
    for (const [body, detail] of bad) {
      const res = await fam.owner.client.post(`/events/${ev}/signups`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail, JSON.stringify(body)).toBe(detail);
    }
    expect((await fam.owner.client.post(`/events/${ev}/signups`, { name: "x".repeat(100), quantity: 100 })).status).toBe(200);
  });

  it("at most 50 items per event", async () => {
    const ev = await newEvent();
    for (let i = 1; i <= 49; i++) {
      await sqlite.run("INSERT INTO signup_items (family_id, event_id, name, quantity) SELECT family_id, id, ?, 1 FROM events WHERE id = ?", `Item ${i}`, ev);
    }
    expect((await fam.owner.client.post(`/events/${ev}/signups`, { name: "Item 50", quantity: 1 })).status).toBe(200);
    const over = await fam.owner.client.post(`/events/${ev}/signups`, { name: "Item 51", quantity: 1 });
    expect(over.status).toBe(409);
    expect(over.body.detail).toBe("An event can have at most 50 sign-up items");
    expect((await fam.owner.client.get(`/events/${ev}/signups`)).body.items).toHaveLength(50);
  });

  it("edits never go below what is already claimed", async () => {
    const ev = await newEvent();
    const item = await addItem(ev, { name: "Chairs", quantity: 4 });
    expect((await fam.member.client.post(`/events/${ev}/signups/${item}/claim`, { quantity: 3 })).status).toBe(200);
    const lower = await fam.owner.client.put(`/events/${ev}/signups/${item}`, { name: "Chairs", quantity: 2 });
    expect(lower.status).toBe(409);
    expect(lower.body.detail).toBe("3 already signed up for Chairs: the number needed cannot be lower than that");
    const same = await fam.owner.client.put(`/events/${ev}/signups/${item}`, { name: "Chairs", quantity: 3 });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ quantity: 3, claimed: 3, still_needed: 0 });
  });

  it("removing a claimed item emails each person who had claimed it; additions, edits and removals are audited", async () => {
    const ev = await newEvent(fam.owner.client, "Grill party");
    const item = await addItem(ev, { name: "Potato salad", quantity: 3 });
    expect((await fam.member.client.post(`/events/${ev}/signups/${item}/claim`, { quantity: 2, note: "vegan version" })).status).toBe(200);
    expect((await fam.admin.client.post(`/events/${ev}/signups/${item}/claim`, { quantity: 1 })).status).toBe(200);
    expect((await fam.owner.client.put(`/events/${ev}/signups/${item}`, { name: "Potato salad", quantity: 4 })).status).toBe(200);

    const removed = await fam.owner.client.del(`/events/${ev}/signups/${item}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: "Removed Potato salad from the sign-up list", notified: 2 });
    const mail = await smtp.waitFor(fam.member.email, (m) => m.subject.includes("Potato salad"));
    expect(mail.subject).toBe("Potato salad was removed from the sign-up list of Grill party");
    expect(mail.text).toContain("Olivia Owner removed \"Potato salad\"");
    expect(mail.text).toContain("You had signed up for 2 (vegan version)");
    await smtp.waitFor(fam.admin.email, (m) => m.subject.includes("Potato salad"));
    expect((await fam.owner.client.get(`/events/${ev}/signups`)).body.items).toEqual([]);
    expect((await fam.owner.client.del(`/events/${ev}/signups/${item}`)).status).toBe(404);

    const logs = (await fam.owner.client.get("/family/audit-logs")).body as { action: string; actor_name: string; details: string }[];
    const mine = logs.filter((l) => l.details.includes("Grill party"));
    expect(mine.map((l) => l.action)).toEqual(["signup_item_remove", "signup_item_update", "signup_item_add"]);
    expect(mine[0]!.details).toBe('Removed "Potato salad" from the sign-up list of "Grill party" (claimed by Mia Member, Adam Admin)');
    expect(mine[1]!.details).toBe('Edited "Potato salad" on the sign-up list of "Grill party": 3 → 4 needed');
    // Claims are the members' own business, not the audit log's.
    expect(logs.some((l) => l.action.includes("claim"))).toBe(false);
  });
});

describe("members claim, change and release", () => {
  it("claims set the caller's quantity and note; more than is left is a 409 with a clear message", async () => {
    const ev = await newEvent();
    const item = await addItem(ev, { name: "Potato salad", quantity: 2 });
    const first = await fam.member.client.post(`/events/${ev}/signups/${item}/claim`, { quantity: 1, note: "vegan version" });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("You are signed up for 1 × Potato salad");
    expect(first.body.item).toMatchObject({
      claimed: 1,
      still_needed: 1,
      my_claim: { quantity: 1, note: "vegan version" },
      claims: [{ user_id: fam.member.userId, user_name: "Mia Member", quantity: 1, note: "vegan version" }],
    });

    const tooMany = await fam.admin.client.post(`/events/${ev}/signups/${item}/claim`, { quantity: 2 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.detail).toBe("Only 1 still needed for Potato salad");

    // The member changes their own claim: up to what is left plus their own.
    const changed = await fam.member.client.post(`/events/${ev}/signups/${item}/claim`, { quantity: 2 });
    expect(changed.status).toBe(200);
    expect(changed.body.item).toMatchObject({ claimed: 2, still_needed: 0, my_claim: { quantity: 2, note: "" } });
    const full = await fam.admin.client.post(`/events/${ev}/signups/${item}/claim`, { quantity: 1 });
    expect(full.status).toBe(409);
    expect(full.body.detail).toBe("Nothing more is needed for Potato salad: someone has just taken the last place");

    const released = await fam.member.client.del(`/events/${ev}/signups/${item}/claim`);
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ message: "You are no longer signed up for Potato salad", item: { claimed: 0, still_needed: 2, my_claim: null } });
    // Releasing again changes nothing.
    expect((await fam.member.client.del(`/events/${ev}/signups/${item}/claim`)).status).toBe(200);
    expect((await fam.admin.client.post(`/events/${ev}/signups/${item}/claim`, { quantity: 2 })).status).toBe(200);

    const owner = await fam.owner.client.get(`/events/${ev}/signups`);
    expect(owner.body.counts).toEqual({ items: 1, needed: 2, still_needed: 0 });
    expect(owner.body.items[0].claims.map((c: { user_name: string }) => c.user_name)).toEqual(["Adam Admin"]);
  });

  it("checks the claim's quantity and note; guests cannot claim or release", async () => {
    const ev = await newEvent();
    const item = await addItem(ev, { name: "Drive someone from the station", quantity: 3 });
    for (const quantity of [0, 101, "two", null, { a: 1 }]) {
      const res = await fam.member.client.post(`/events/${ev}/signups/${item}/claim`, { quantity });
      expect(res.status, JSON.stringify(quantity)).toBe(400);
      expect(res.body.detail).toBe("Please choose how many you will take on (a whole number from 1 to 100)");
    }
    const longNote = await fam.member.client.post(`/events/${ev}/signups/${item}/claim`, { quantity: 1, note: "x".repeat(301) });
    expect(longNote.status).toBe(400);
    expect(longNote.body.detail).toBe("Note must be at most 300 characters");

    const guest = await fam.guest.client.post(`/events/${ev}/signups/${item}/claim`, { quantity: 1 });
    expect(guest.status).toBe(403);
    expect(guest.body.detail).toBe(CLAIM_DENIED);
    expect((await fam.guest.client.del(`/events/${ev}/signups/${item}/claim`)).status).toBe(403);
    expect((await new ApiClient(server.url).get(`/events/${ev}/signups`)).status).toBe(401);
    expect((await new ApiClient(server.url).post(`/events/${ev}/signups/${item}/claim`, { quantity: 1 })).status).toBe(401);
  });

  it("20 concurrent claims of the last place: exactly one wins, nothing is over-claimed", async () => {
    // Twenty people need a family larger than the free plan's ten.
    await sqlite.run("UPDATE families SET subscription_tier = 'medium_family' WHERE family_code = ?", fam.owner.familyCode);
    const people: ApiClient[] = [];
    for (let i = 0; i < 20; i++) people.push((await joinFamily(server.url, fam.owner.familyCode, `Racer ${i}`)).client);
    const ev = await newEvent();
    const item = await addItem(ev, { name: "Last seat in the car", quantity: 2 });
    expect((await fam.member.client.post(`/events/${ev}/signups/${item}/claim`, { quantity: 1 })).status).toBe(200);

    const results = await Promise.all(people.map((p) => p.post(`/events/${ev}/signups/${item}/claim`, { quantity: 1, note: "me!" })));
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => [r.status, r.body.detail])).toEqual(
      Array.from({ length: 19 }, () => [409, "Nothing more is needed for Last seat in the car: someone has just taken the last place"]),
    );
    const list = await fam.owner.client.get(`/events/${ev}/signups`);
    expect(list.body.items[0]).toMatchObject({ quantity: 2, claimed: 2, still_needed: 0 });
    expect(list.body.items[0].claims).toHaveLength(2);
    const total = (await sqlite.get<{ n: number }>("SELECT sum(quantity) AS n FROM signup_claims WHERE item_id = ?", item))!;
    expect(total.n).toBe(2);
  });
});

describe("the family boundary", () => {
  it("another family's events and items are 404 for every call, and never mixed up", async () => {
    const ev = await newEvent();
    const item = await addItem(ev, { name: "Private salad", quantity: 2 });
    const s = fam.stranger.client;
    expect((await s.get(`/events/${ev}/signups`)).status).toBe(404);
    expect((await s.post(`/events/${ev}/signups`, { name: "Spam", quantity: 1 })).status).toBe(404);
    expect((await s.put(`/events/${ev}/signups/${item}`, { name: "Spam", quantity: 1 })).status).toBe(404);
    expect((await s.del(`/events/${ev}/signups/${item}`)).status).toBe(404);
    expect((await s.post(`/events/${ev}/signups/${item}/claim`, { quantity: 1 })).status).toBe(404);
    expect((await s.del(`/events/${ev}/signups/${item}/claim`)).status).toBe(404);

    // An item id of one event under another event's id (even in the same family) is not found.
    const theirs = (await s.post("/events", { title: "Theirs", description: "x", event_date: "2031-06-01T17:00:00Z" })).body.id as number;
    const other = await newEvent();
    const calls: [ApiClient, string, string, unknown?][] = [
      [fam.owner.client, "PUT", `/events/${other}/signups/${item}`, { name: "x", quantity: 1 }],
      [fam.owner.client, "DELETE", `/events/${other}/signups/${item}`],
      [fam.member.client, "POST", `/events/${other}/signups/${item}/claim`, { quantity: 1 }],
      [s, "POST", `/events/${theirs}/signups/${item}/claim`, { quantity: 1 }],
      [s, "DELETE", `/events/${theirs}/signups/${item}`],
    ];
    for (const [client, method, p, body] of calls) {
      const res = await client.call(method, p, body);
      expect(res.status, `${method} ${p}`).toBe(404);
    }
    expect((await fam.member.client.post(`/events/${other}/signups/${item}/claim`, { quantity: 1 })).body.detail).toBe("Sign-up item not found");
    expect((await fam.owner.client.get(`/events/${ev}/signups`)).body.items[0]).toMatchObject({ name: "Private salad", claimed: 0 });
    expect((await fam.owner.client.get("/events/999999/signups")).status).toBe(404);
  });

  it("deleting the event deletes its list and claims", async () => {
    const ev = await newEvent();
    const item = await addItem(ev, { name: "Plates", quantity: 5 });
    expect((await fam.member.client.post(`/events/${ev}/signups/${item}/claim`, { quantity: 2 })).status).toBe(200);
    expect((await fam.owner.client.del(`/events/${ev}`)).status).toBe(200);
    expect((await fam.owner.client.get(`/events/${ev}/signups`)).status).toBe(404);
    expect(await sqlite.get("SELECT count(*) AS n FROM signup_claims WHERE item_id = ?", item)).toEqual({ n: 0 });
    expect(await sqlite.get("SELECT count(*) AS n FROM signup_items WHERE id = ?", item)).toEqual({ n: 0 });
  });
});

describe("the Events tab", () => {
  it("renders the list in the modal without JavaScript: members get claim forms, guests only look", async () => {
    const ev = await newEvent(fam.owner.client, "Page potluck");
    await addItem(ev, { name: "Lemonade", quantity: 2 });
    const page = async (who: ApiClient, url: string) => {
      const res = await fetch(`${server.url}${url}`, { headers: { Authorization: `Bearer ${who.token}` } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const member = await page(fam.member.client, `/dashboard/events?modal=signups&id=${ev}`);
    expect(member).toMatch(/<dialog[^>]*open/);
    expect(member).toContain("Sign-up list: Page potluck");
    expect(member).toContain("Lemonade");
    expect(member).toContain('value="claim-signup"');
    expect(member).not.toContain('value="add-signup-item"');
    const guest = await page(fam.guest.client, `/dashboard/events?modal=signups&id=${ev}`);
    expect(guest).toContain("Lemonade");
    expect(guest).toContain("Guests can see the list but cannot sign up.");
    expect(guest).not.toContain('value="claim-signup"');
    const owner = await page(fam.owner.client, `/dashboard/events?modal=signups&id=${ev}`);
    expect(owner).toContain('value="add-signup-item"');
    // The card says how much is still needed; another family's event id opens nothing.
    expect(await page(fam.owner.client, "/dashboard/events?events=all")).toContain("2 of 2 still needed");
    expect(await page(fam.stranger.client, `/dashboard/events?modal=signups&id=${ev}`)).not.toContain("Lemonade");
  });
});

describe("the calendar feed", () => {
  it("puts the sign-up list under the event's description", async () => {
    await sqlite.run("UPDATE families SET subscription_tier = 'small_family' WHERE family_code = ?", fam.owner.familyCode);
    const ev = await newEvent(fam.owner.client, "Feed potluck");
    const salad = await addItem(ev, { name: "Potato salad", note: "serves 10", quantity: 2 });
    await addItem(ev, { name: "Chairs", quantity: 1 });
    expect((await fam.member.client.post(`/events/${ev}/signups/${salad}/claim`, { quantity: 1, note: "vegan version" })).status).toBe(200);
    const connect = await fam.owner.client.post("/integrations/calendar/google/connect");
    expect(connect.status).toBe(200);
    const text = await (await fetch(connect.body.feed_url as string)).text();
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const potluck = events.find((e) => e.summary === "Feed potluck")!;
    expect(potluck.description).toBe(
      [
        "Everyone brings something",
        "",
        "Sign-up list (2 of 3 still needed):",
        "- Potato salad (serves 10): 1 of 2 still needed: Mia Member 1 (vegan version)",
        "- Chairs: 1 of 1 still needed",
      ].join("\n"),
    );
  });
});
