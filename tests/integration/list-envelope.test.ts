// The opt-in list envelope (decision record 103) over real HTTP: `?envelope=1` answers
// `{items, next_cursor}` on events, photos and the audit log, pages every row exactly once while
// rows are added, keeps X-Next-Cursor and the ETag; the default stays the spec's array; bad
// `limit`, `cursor` or `envelope` values are 400; the OpenAPI document declares both shapes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, familyWithEveryRole, type RoleFamily } from "../helpers/client";

let server: TestServer;
let fam: RoleFamily;

const future = (days: number) => new Date(Date.now() + days * 86400_000).toISOString();
const anEvent = (title: string) => ({ title, description: "Food and games", event_date: future(30), location: "Park" });
type Envelope = { items: { id: number }[]; next_cursor: string | null };

beforeAll(async () => {
  server = await startServer();
  fam = await familyWithEveryRole(server.url, "The Envelopes");
});

afterAll(async () => {
  await server?.stop();
});

/** Pages `path` through next_cursor, calling `between` after every page; the ids seen, in order. */
async function pageThrough(client: ApiClient, path: string, between: (page: number) => Promise<unknown>) {
  const seen: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: Response = await fetch(`${server.url}/api${path}${cursor === null ? "" : `&cursor=${cursor}`}`, {
      headers: { Authorization: `Bearer ${client.token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Envelope;
    expect(Object.keys(body).sort()).toEqual(["items", "next_cursor"]);
    // The header says the same as the body.
    expect(res.headers.get("x-next-cursor")).toBe(body.next_cursor);
    seen.push(...body.items.map((r) => r.id));
    cursor = body.next_cursor;
    pages += 1;
    await between(pages);
  } while (cursor !== null && pages < 20);
  return { seen, pages };
}

describe("?envelope=1 on paged lists", () => {
  it("events: every row exactly once through next_cursor while rows are added; null on the last page", async () => {
    const f = await familyWithEveryRole(server.url, "Event envelopes");
    const initial: number[] = [];
    for (let i = 0; i < 7; i++) initial.push((await f.owner.client.post("/events", anEvent(`E${i}`))).body.id);
    const added: number[] = [];
    const { seen, pages } = await pageThrough(f.member.client, "/events?envelope=1&limit=3", async (n) => {
      added.push((await f.admin.client.post("/events", anEvent(`Added ${n}`))).body.id);
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual([...initial].sort((a, b) => a - b));
    for (const id of added) expect(seen).not.toContain(id); // newer rows never slip into an older page
    expect(pages).toBe(3);
  });

  it("photos: the same, with an album filter kept across pages", async () => {
    const f = await familyWithEveryRole(server.url, "Photo envelopes");
    const initial: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await f.owner.client.post("/photos", { title: `P${i}`, image_url: `https://example.org/p${i}.jpg` });
      expect(r.status).toBe(200);
      initial.push(r.body.id);
    }
    const { seen, pages } = await pageThrough(f.guest.client, "/photos?album=all&envelope=1&limit=2", (n) =>
      f.admin.client.post("/photos", { title: `Added ${n}`, image_url: "https://example.org/new.jpg" }),
    );
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual([...initial].sort((a, b) => a - b));
    expect(pages).toBe(3);
  });

  it("the audit log: the envelope, and its Link: rel=next keeps envelope=1", async () => {
    const res = await fetch(`${server.url}/api/family/audit-logs?envelope=1&limit=1`, { headers: { Authorization: `Bearer ${fam.owner.client.token}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Envelope;
    expect(body.items).toHaveLength(1);
    expect(body.next_cursor).toBe(String(body.items[0]!.id));
    expect(res.headers.get("link")).toContain("envelope=1");
    expect(res.headers.get("link")).toContain(`cursor=${body.next_cursor}`);
    const rest = await fam.owner.client.get(`/family/audit-logs?envelope=1&cursor=${body.next_cursor}`);
    expect(rest.body.next_cursor).toBeNull();
    expect(rest.body.items.every((e: { id: number }) => e.id < body.items[0]!.id)).toBe(true);
  });

  it("envelope=1 alone pages events (the default page size) and a short list ends with next_cursor null", async () => {
    const f = await familyWithEveryRole(server.url, "Short list");
    const ids = [];
    for (let i = 0; i < 2; i++) ids.push((await f.owner.client.post("/events", anEvent(`S${i}`))).body.id);
    const res = await f.member.client.get("/events?envelope=1");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: expect.any(Array), next_cursor: null });
    expect(res.body.items.map((e: { id: number }) => e.id)).toEqual([...ids].reverse()); // newest first
  });

  it("the default stays the spec's array (with the header); envelope=0 is the default", async () => {
    for (const path of ["/events", "/events?limit=1", "/events?envelope=0&limit=1", "/photos?limit=1", "/family/audit-logs?limit=1"]) {
      const res = await fam.owner.client.get(path);
      expect(res.status, path).toBe(200);
      expect(Array.isArray(res.body), path).toBe(true);
    }
  });

  it("keeps the ETag: an unchanged envelope page is a bodiless 304", async () => {
    const auth = { Authorization: `Bearer ${fam.member.client.token}` };
    const first = await fetch(`${server.url}/api/events?envelope=1&limit=2`, { headers: auth });
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // A different representation of the same rows has its own ETag.
    const plain = await fetch(`${server.url}/api/events?limit=2`, { headers: auth });
    expect(plain.headers.get("etag")).not.toBe(etag);
    const again = await fetch(`${server.url}/api/events?envelope=1&limit=2`, { headers: { ...auth, "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("a wrong limit, cursor or envelope is 400 with the reason", async () => {
    const c = fam.member.client;
    const cases: [string, string][] = [
      ["/events?envelope=1&limit=0", "limit must be between 1 and 200"],
      ["/events?envelope=1&limit=201", "limit must be between 1 and 200"],
      ["/events?envelope=1&limit=abc", "limit must be a positive whole number"],
      ["/events?envelope=1&cursor=-3", "cursor must be a positive whole number"],
      ["/photos?envelope=1&limit=0", "limit must be between 1 and 200"],
      ["/photos?envelope=1&limit=2.5", "limit must be a positive whole number"],
      ["/events?envelope=yes", "envelope must be 1 or 0"],
      ["/photos?envelope=2", "envelope must be 1 or 0"],
    ];
    for (const [path, detail] of cases) {
      const res = await c.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.detail, path).toBe(detail);
    }
    const audit = await fam.owner.client.get("/family/audit-logs?envelope=maybe");
    expect(audit.status).toBe(400);
    expect(audit.body.detail).toBe("envelope must be 1 or 0");
  });
});

describe("the OpenAPI document", () => {
  it("declares the envelope parameter and both answer shapes on every paged list", async () => {
    const doc = (await fam.owner.client.get("/openapi.json")).body;
    for (const path of ["/events", "/photos", "/family/audit-logs"]) {
      const op = doc.paths[path].get;
      expect(op.parameters.map((p: { name: string }) => p.name), path).toEqual(expect.arrayContaining(["limit", "cursor", "envelope"]));
      const shapes = op.responses["200"].content["application/json"].schema.anyOf;
      expect(shapes, path).toHaveLength(2);
      expect(shapes[0].type).toBe("array");
      expect(shapes[1].properties.items.type).toBe("array");
      expect(shapes[1].properties.next_cursor.type).toEqual(["string", "null"]);
      expect(shapes[1].required).toEqual(["items", "next_cursor"]);
    }
  });

  it("/api/docs explains the envelope", async () => {
    const html = await (await fetch(`${server.url}/api/docs`)).text();
    expect(html).toContain("envelope=1");
    expect(html).toContain("next_cursor");
  });
});
