// The family tree over real HTTP (issue 42): people, parents, partners, how-related, roles and the
// family boundary, GEDCOM out and in (round trip), hostile files refused with their line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { startServer, type TestServer } from "../helpers/server";
import { familyWithEveryRole, signInCookie, type RoleFamily } from "../helpers/client";

let server: TestServer;
let f: RoleFamily;

beforeAll(async () => {
  server = await startServer();
  f = await familyWithEveryRole(server.url, "The Rivers");
});
afterAll(async () => {
  await server?.stop();
});

async function raw(token: string | undefined, method: string, p: string, body?: BodyInit, type = "text/plain") {
  const res = await fetch(`${server.url}/api${p}`, { method, body, headers: { Authorization: `Bearer ${token}`, "Content-Type": type } });
  const text = await res.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, headers: res.headers };
}

describe("people and relationships", () => {
  const ids: Record<string, number> = {};
  const add = async (key: string, body: Record<string, unknown>, who = f.owner.client) => {
    const r = await who.post("/people", body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    ids[key] = r.body.id;
    return r.body;
  };

  it("adds people with partial dates, qualifiers and places", async () => {
    const gg = await add("gg", { given_name: "Walter", surname: "Rivers", sex: "M", birth: { date: "about 1890", place: "Cork" }, death: { date: "1960-05", place: "Boston" } });
    expect(gg).toMatchObject({ name: "Walter Rivers", birth: { date: "ABT 1890", display: "about 1890", place: "Cork" }, death: { date: "1960-05", display: "May 1960" }, deceased: true, living: false });
    await add("ggw", { given_name: "Edith", surname: "Rivers", birth_surname: "Stone", sex: "F", birth: { date: "1892" }, deceased: true });
    await add("gp", { given_name: "Frank", surname: "Rivers", sex: "M", birth: { date: "1920-02-03" }, deceased: true });
    await add("greatAunt", { given_name: "Rose", surname: "Rivers", sex: "F", birth: { date: "1925" }, death: { date: "2011" } });
    await add("p", { given_name: "Paul", surname: "Rivers", sex: "M", birth: { date: "1950" } });
    await add("me", { given_name: "Mia", surname: "Rivers", sex: "F", birth: { date: "1980-07-01" } });
    await add("sis", { given_name: "Sara", surname: "Rivers", sex: "F" });
    await add("hus", { given_name: "Hal", surname: "Brook", sex: "M" });
    await add("hf", { given_name: "Hugo", surname: "Brook", sex: "M" });
    const bad = await f.owner.client.post("/people", { given_name: "X", birth: { date: "next spring" } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^Please enter a date as a year/);
    expect((await f.owner.client.post("/people", { given_name: " ", surname: "" })).body.detail).toBe("Please enter a name");
    expect((await f.owner.client.post("/people", { given_name: { a: 1 } })).status).toBe(400);
    expect((await f.owner.client.post("/people", { given_name: "X", birth: "1950" })).body.detail).toBe("birth must be an object {date, place}");
  });

  it("links parents and partners and refuses what cannot be", async () => {
    const o = f.owner.client;
    const link = (child: string, parent: string, kind = "birth") => o.post(`/people/${ids[child]}/parents`, { parent_id: ids[parent], kind });
    for (const [c, p] of [["gp", "gg"], ["gp", "ggw"], ["greatAunt", "gg"], ["greatAunt", "ggw"], ["p", "gp"], ["me", "p"], ["sis", "p"], ["hus", "hf"]]) {
      expect((await link(c!, p!)).status).toBe(200);
    }
    expect((await o.post(`/people/${ids.me}/partners`, { partner_id: ids.hus, kind: "married", start: "2005-06-18" })).status).toBe(200);
    const own = await link("gg", "me");
    expect(own.status).toBe(400);
    expect(own.body.detail).toMatch(/cannot be their own ancestor/);
    expect((await link("me", "me")).body.detail).toBe("A person cannot be their own parent");
    await link("me", "hf");
    const third = await link("me", "hus");
    expect(third.status).toBe(400);
    expect(third.body.detail).toBe("A person can have at most two birth parents");
    expect((await o.del(`/people/${ids.me}/parents/${ids.hf}`)).status).toBe(200);
    expect((await o.del(`/people/${ids.me}/parents/${ids.hf}`)).status).toBe(404);
    const me = await o.get(`/people/${ids.me}`);
    expect(me.body.parents).toEqual([{ id: ids.p, name: "Paul Rivers", kind: "birth" }]);
    expect(me.body.partners).toEqual([{ id: ids.hus, name: "Hal Brook", kind: "married", start: "2005-06-18", end: "" }]);
    expect(me.body.siblings).toEqual([{ id: ids.sis, name: "Sara Rivers", half: false }]);
  });

  it("answers how two people are related, in words, with the path and common ancestors", async () => {
    const ask = (a: string, b: string) => f.member.client.get(`/people/${ids[a]}/relationship/${ids[b]}`);
    const aunt = await ask("me", "greatAunt");
    expect(aunt.status).toBe(200);
    expect(aunt.body).toMatchObject({
      relationship: "great-aunt",
      relationship_code: "aunt_uncle:2",
      path: [ids.me, ids.p, ids.gp, ids.gg, ids.greatAunt],
      common_ancestors: [ids.gg, ids.ggw].sort((a, b) => a! - b!),
      sentence: "Rose Rivers is Mia Rivers's great-aunt.",
    });
    expect((await ask("me", "gg")).body.relationship).toBe("great-grandfather");
    expect((await ask("me", "hf")).body.relationship).toBe("father-in-law");
    expect((await ask("hus", "sis")).body.relationship).toBe("sister-in-law");
    expect((await ask("me", "sis")).body.relationship).toBe("sister");
  });

  it("guests see living people as Living; members edit only whom they added and themselves", async () => {
    const g = await f.guest.client.get(`/people/${ids.me}`);
    expect(g.body).toMatchObject({ name: "Living", birth: { date: "" }, note: "" });
    expect((await f.guest.client.get(`/people/${ids.greatAunt}`)).body.name).toBe("Rose Rivers");
    expect((await f.guest.client.post("/people", { given_name: "Nope" })).status).toBe(403);
    const list = await f.guest.client.get("/people");
    expect(list.body.filter((p: { name: string }) => p.name === "Living").length).toBeGreaterThan(3);

    const m = f.member.client;
    expect((await m.put(`/people/${ids.me}`, { given_name: "Hacked" })).status).toBe(403);
    const mine = await m.post("/people", { given_name: "Tom", surname: "Rivers" });
    expect(mine.status).toBe(200);
    expect((await m.put(`/people/${mine.body.id}`, { given_name: "Thomas", surname: "Rivers" })).body.name).toBe("Thomas Rivers");
    // A member links only themselves.
    expect((await m.put(`/people/${mine.body.id}`, { given_name: "Thomas", user_id: f.admin.userId })).status).toBe(403);
    const linked = await m.put(`/people/${mine.body.id}`, { given_name: "Thomas", surname: "Rivers", user_id: f.member.userId });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ name: "Mia Member", user_id: f.member.userId, member_name: "Mia Member" });
    // Links may be made to one's own people; the admin's people stay the admin's.
    expect((await m.post(`/people/${mine.body.id}/parents`, { parent_id: ids.p })).status).toBe(200);
    expect((await m.post(`/people/${ids.gg}/parents`, { parent_id: ids.hf })).status).toBe(403);
    // The owner links anyone, once.
    const taken = await f.owner.client.put(`/people/${ids.sis}`, { given_name: "Sara", user_id: f.member.userId });
    expect(taken.status).toBe(409);
    expect((await m.del(`/people/${mine.body.id}`)).status).toBe(200);
  });

  it("another family sees nothing", async () => {
    const s = f.stranger.client;
    expect((await s.get(`/people/${ids.me}`)).status).toBe(404);
    expect((await s.put(`/people/${ids.me}`, { given_name: "Mine" })).status).toBe(404);
    expect((await s.del(`/people/${ids.me}`)).status).toBe(404);
    expect((await s.get(`/people/${ids.me}/relationship/${ids.p}`)).status).toBe(404);
    const theirs = await s.post("/people", { given_name: "Stray" });
    expect((await f.owner.client.post(`/people/${ids.me}/parents`, { parent_id: theirs.body.id })).status).toBe(404);
    expect((await s.get("/people")).body.map((p: { name: string }) => p.name)).toEqual(["Stray"]);
    const audit = await f.owner.client.get("/family/audit-logs");
    expect(JSON.stringify(audit.body)).toContain("person_parent_add");
  });

  it("exports GEDCOM 7.0, without living people's details for guests", async () => {
    const own = await raw(f.owner.client.token, "GET", "/family-tree/export.ged");
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toMatch(/gedcom; charset=utf-8/);
    const lines = own.text.trimEnd().split("\n");
    expect(lines.slice(0, 3)).toEqual(["0 HEAD", "1 GEDC", "2 VERS 7.0"]);
    expect(lines[lines.length - 1]).toBe("0 TRLR");
    expect(own.text).not.toMatch(/ CONC /);
    expect(own.text).toContain("1 NAME Mia /Rivers/");
    expect(own.text).toContain("2 DATE ABT 1890");
    const guest = await raw(f.guest.client.token, "GET", "/family-tree/export.ged");
    expect(guest.status).toBe(200);
    expect(guest.text).not.toContain("Mia");
    expect(guest.text).toContain("1 NAME Living");
    expect(guest.text).toContain("1 NAME Rose /Rivers/");
  });
});

describe("GEDCOM import", () => {
  const file = fs.readFileSync(path.resolve(__dirname, "../fixtures/family-5.5.1.ged"));

  it("refuses members and guests", async () => {
    expect((await raw(f.member.client.token, "POST", "/family-tree/import", file)).status).toBe(403);
    expect((await raw(f.guest.client.token, "POST", "/family-tree/import", file)).status).toBe(403);
  });

  it("round trip: 5.5.1 in, 7.0 out, in again gives the same people and families", async () => {
    const { owner } = await familyWithEveryRole(server.url, "Williams");
    const dry = await raw(owner.client.token, "POST", "/family-tree/import?dry_run=1", file);
    expect(dry.status, dry.text).toBe(200);
    expect(dry.json).toMatchObject({ dry_run: true, people: 4, families: 2, partner_links: 2 });
    expect(dry.json.warnings.join(" ")).toMatch(/SOUR \(1\)/);
    expect((await owner.client.get("/people")).body).toEqual([]);

    const done = await raw(owner.client.token, "POST", "/family-tree/import", file);
    expect(done.status, done.text).toBe(200);
    const people = (await owner.client.get("/people")).body as { id: number; name: string; birth: { date: string }; note: string; birth_surname: string; death: { date: string } }[];
    const by = (n: string) => people.find((p) => p.name === n)!;
    expect(people.map((p) => p.name).sort()).toEqual(["Ann Jones", "Joe Williams", "Mary Ann Wilson", "Robert Eugene Williams"]);
    expect(by("Robert Eugene Williams")).toMatchObject({ birth: { date: "1822-10-02" }, death: { date: "ABT 1905-04-14" }, note: "A long note that is split with CONC: the text continues here\nand a second line." });
    expect(by("Ann Jones")).toMatchObject({ birth: { date: "BET 1830 AND 1835" }, birth_surname: "Smith", note: "A shared note\nover two lines" });
    const joe = (await owner.client.get(`/people/${by("Joe Williams").id}`)).body;
    expect(joe.parents.map((p: { name: string; kind: string }) => `${p.name}:${p.kind}`).sort()).toEqual([
      "Ann Jones:adoptive",
      "Mary Ann Wilson:birth",
      "Robert Eugene Williams:birth",
    ]);
    expect((await owner.client.get(`/people/${by("Joe Williams").id}/relationship/${by("Ann Jones").id}`)).body.relationship).toBe("adoptive mother");

    const out = await raw(owner.client.token, "GET", "/family-tree/export.ged");
    expect(out.text).toContain("2 VERS 7.0");
    const again = await familyWithEveryRole(server.url, "Williams again");
    const back = await raw(again.owner.client.token, "POST", "/family-tree/import", out.text);
    expect(back.status, back.text).toBe(200);
    expect(back.json).toMatchObject({ people: 4, partner_links: 2 });
    const second = (await again.owner.client.get("/people")).body as typeof people;
    const strip = (list: typeof people) => list.map(({ name, birth, death, note, birth_surname }) => ({ name, birth: birth.date, death: death.date, note, birth_surname })).sort((a, b) => a.name.localeCompare(b.name));
    expect(strip(second)).toEqual(strip(people));
    const joe2 = second.find((p) => p.name === "Joe Williams")!;
    const parents2 = (await again.owner.client.get(`/people/${joe2.id}`)).body.parents.map((p: { name: string; kind: string }) => `${p.name}:${p.kind}`).sort();
    expect(parents2).toEqual(["Ann Jones:adoptive", "Mary Ann Wilson:birth", "Robert Eugene Williams:birth"]);

    // Importing the same file again with a match links to the person already there.
    const redo = await raw(again.owner.client.token, "POST", `/family-tree/import?dry_run=1`, out.text);
    expect(redo.json.look_alikes.length).toBeGreaterThanOrEqual(4);
    const robert = second.find((p) => p.name === "Robert Eugene Williams")!;
    const robertXref = `@I${by("Robert Eugene Williams").id}@`;
    const matched = await raw(again.owner.client.token, "POST", `/family-tree/import?match=${encodeURIComponent(JSON.stringify({ [robertXref]: robert.id }))}`, out.text);
    expect(matched.status, matched.text).toBe(200);
    expect(matched.json).toMatchObject({ people: 3, matched: 1 });
  });

  it("reads UTF-16 and ANSEL", async () => {
    const { owner } = await familyWithEveryRole(server.url, "Encodings");
    const text = "0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UNICODE\n0 @I1@ INDI\n1 NAME Zoë /Ångström/\n0 TRLR\n";
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    expect((await raw(owner.client.token, "POST", "/family-tree/import", utf16)).status).toBe(200);
    // ANSEL: the diaeresis (0xE8) and ring (0xEA) come before their letters.
    const ansel = Buffer.concat([
      Buffer.from("0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR ANSEL\n0 @I1@ INDI\n1 NAME Jos", "latin1"),
      Buffer.from([0xe2, 0x65]),
      Buffer.from(" /M", "latin1"),
      Buffer.from([0xe8, 0x75]),
      Buffer.from("ller/\n0 TRLR\n", "latin1"),
    ]);
    expect((await raw(owner.client.token, "POST", "/family-tree/import", ansel)).status).toBe(200);
    const names = (await owner.client.get("/people")).body.map((p: { name: string }) => p.name).sort();
    expect(names).toEqual(["José Müller", "Zoë Ångström"]);
  });

  it("refuses hostile files with the line and writes nothing", async () => {
    const { owner } = await familyWithEveryRole(server.url, "Hostile");
    const post = (body: BodyInit) => raw(owner.client.token, "POST", "/family-tree/import", body);
    const head = "0 HEAD\n1 GEDC\n2 VERS 7.0\n";
    const missing = await post(`${head}0 @I1@ INDI\n1 NAME A /B/\n0 @F1@ FAM\n1 HUSB @I1@\n1 CHIL @I9@\n0 TRLR\n`);
    expect(missing.status).toBe(400);
    expect(missing.json.detail).toBe("Line 8: the person @I9@ is not in the file");
    const deep = head + "0 @I1@ INDI\n" + Array.from({ length: 30 }, (_, i) => `${i + 1} _X deep`).join("\n") + "\n0 TRLR\n";
    expect((await post(deep)).json.detail).toMatch(/^Line \d+: the structure is nested too deeply/);
    const badUtf8 = Buffer.concat([Buffer.from(`${head}0 @I1@ INDI\n1 NAME `), Buffer.from([0xc3, 0x28]), Buffer.from("\n0 TRLR\n")]);
    expect((await post(badUtf8)).json.detail).toBe("Line 5: the text is not valid UTF-8 (check the file's encoding)");
    const cycle = `${head}0 @I1@ INDI\n0 @I2@ INDI\n0 @F1@ FAM\n1 HUSB @I1@\n1 CHIL @I2@\n0 @F2@ FAM\n1 HUSB @I2@\n1 CHIL @I1@\n0 TRLR\n`;
    expect((await post(cycle)).json.detail).toMatch(/^Line \d+: this would make a person their own ancestor$/);
    expect((await post(`${head}0 @I1@ INDI\nnot a line\n0 TRLR\n`)).json.detail).toMatch(/^Line 5: this is not a GEDCOM line/);
    expect((await post(`${head}0 @I1@ INDI\n1 NAME Cut /Short/\n`)).json.detail).toBe("The file does not end with 0 TRLR: it may be cut short");
    expect((await owner.client.get("/people")).body).toEqual([]);
  });
});

describe("remembered people in Birthdays", () => {
  it("shows a remembered person on their birthday, marked in memory, when the family turns it on", async () => {
    const { owner } = await familyWithEveryRole(server.url, "Memories");
    const today = new Date().toISOString().slice(0, 10);
    const born = `${Number(today.slice(0, 4)) - 90}${today.slice(4)}`;
    expect((await owner.client.post("/people", { given_name: "Grace", surname: "Hill", birth: { date: born }, death: { date: "2001" } })).status).toBe(200);
    const cookie = await signInCookie(server.url, owner.email, owner.password);
    const page = async () => (await fetch(`${server.url}/dashboard/birthdays`, { headers: { Cookie: cookie } })).text();
    expect(await page()).not.toContain("would have been");
    expect((await owner.client.post("/family/settings", { remember_in_birthdays: true })).status).toBe(200);
    const html = await page();
    expect(html).toContain("In memory");
    expect(html).toMatch(/Grace Hill.*Today · would have been 90/s);
  });
});

// Last: the server cuts the connection after answering 413 to a body far past the cap.
describe("a file past the size cap", () => {
  it("is refused with 413 and writes nothing", async () => {
    const { owner } = await familyWithEveryRole(server.url, "Huge");
    const huge = await raw(owner.client.token, "POST", "/family-tree/import", Buffer.alloc(11 * 1024 * 1024, 0x41));
    expect(huge.status).toBe(413);
    expect(huge.json.detail).toBe("The file is too large. The limit is 10 MB.");
    expect((await owner.client.get("/people")).body).toEqual([]);
  });
});
