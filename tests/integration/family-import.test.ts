// Moving a family (issue 29): export from server A, import on server B with a new account, and
// B's tabs show the same family; the other members claim their places from the emailed links.
// Broken, foreign, repeated and over-plan archives are refused with nothing half-imported.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, createFamily, joinFamily, type Account } from "../helpers/client";
import { startSmtp } from "../helpers/smtp";
import { rawGet } from "../helpers/photo-upload";
import { richFamily, SERIES, type RichFamily } from "../helpers/rich-family";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-import-test-"));
let a: TestServer;
let b: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let fam: RichFamily;
let zip: Buffer;

async function importZip(client: ApiClient, body: Buffer, as: "body" | "multipart" = "body") {
  let init: RequestInit;
  if (as === "multipart") {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(body)], { type: "application/zip" }), "family.zip");
    init = { method: "POST", body: form };
  } else {
    init = { method: "POST", body: new Uint8Array(body), headers: { "Content-Type": "application/zip" } };
  }
  const res = await fetch(`${b.url}/api/family/import`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${client.token}`, "X-Forwarded-For": client.ip },
  });
  return { status: res.status, body: await res.json() };
}

/** Rewrites the export zip with python's zipfile: `edit` gets family.json's object, `drop` removes entries. */
function rewrite(name: string, edit: string, drop = ""): Buffer {
  const src = path.join(tmp, "export.zip");
  const out = path.join(tmp, `${name}.zip`);
  execFileSync("python3", [
    "-c",
    `import zipfile,json,sys
src=zipfile.ZipFile(sys.argv[1]); dst=zipfile.ZipFile(sys.argv[2],'w')
drop=sys.argv[4]
for i in src.infolist():
    if drop and i.filename.startswith(drop): continue
    data=src.read(i.filename)
    if i.filename=='family.json':
        d=json.loads(data)
        ${"exec(sys.argv[3])"}
        data=json.dumps(d).encode()
    dst.writestr(i, data)
dst.close()`,
    src,
    out,
    edit,
    drop,
  ]);
  return fs.readFileSync(out);
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
}

beforeAll(async () => {
  smtp = await startSmtp();
  [a, b] = await Promise.all([startServer(), startServer({ SMTP_URL: smtp.url, IMPORTS_PER_HOUR: "1000" })]);
  fam = await richFamily(a.url, "The Movers");
  const res = await rawGet(a.url, fam.owner.client, "/api/family/export");
  expect(res.status).toBe(200);
  zip = res.bytes;
  fs.writeFileSync(path.join(tmp, "export.zip"), zip);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), smtp?.stop()]);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("refused archives leave nothing behind", () => {
  let owner: Account;
  beforeAll(async () => {
    owner = await createFamily(b.url, "Nora Newserver", "Placeholder");
  });

  it("a file that is not a zip, a foreign zip, a personal export, a broken one: each says what is wrong", async () => {
    const uploadsBefore = filesUnder(path.join(b.dataDir, "uploads")).length;
    const notZip = await importZip(owner.client, Buffer.from("hello"));
    expect(notZip.status).toBe(400);
    expect(notZip.body.detail).toBe("This file is not a zip archive. Please choose the .zip downloaded with Export family.");

    const foreign = await importZip(owner.client, rewrite("foreign", "d['format']='other-app'"));
    expect(foreign.status).toBe(400);
    expect(foreign.body.detail).toBe('The archive is not a valid family export: family.json has format "other-app", not "kindred-family-export"');

    const newer = await importZip(owner.client, rewrite("newer", "d['version']=4"));
    expect(newer.body.detail).toMatch(/format version 4; this server reads versions 1, 2 and 3/);

    const invalid = await importZip(owner.client, rewrite("invalid", "d['members'][0]['role']='king'; del d['events'][0]['title']"));
    expect(invalid.status).toBe(400);
    expect(invalid.body.detail).toMatch(/family\.json\.members\.0\.role must be equal to one of the allowed values/);
    expect(invalid.body.detail).toMatch(/family\.json\.events\.0 must have required property 'title'/);

    const dangling = await importZip(owner.client, rewrite("dangling", "d['events'][0]['rsvps'][0]['userId']=999"));
    expect(dangling.body.detail).toMatch(/an RSVP of event \d+ refers to member 999, who is not in the export/);
    // Two own birthdays of one account (an export made before the unique index, decision record 265).
    const twoBirthdays = await importZip(owner.client, rewrite("twobirthdays", "o=[x for x in d['birthdays'] if x['userId']][0]; d['birthdays'].append(dict(o, id=o['id']+1000))"));
    expect(twoBirthdays.status).toBe(400);
    expect(twoBirthdays.body.detail).toMatch(/member \d+ has two birthdays of their own/);
    // Version 3: a changed date of an event not in the archive, an answer to a series without its date.
    const series = await importZip(
      owner.client,
      rewrite("series", "d['eventExceptions'][0]['eventId']=999; [r.__setitem__('occurrence','') for e in d['events'] if e['recurrence'] for r in e['rsvps'][:1]]"),
    );
    expect(series.status).toBe(400);
    expect(series.body.detail).toMatch(/event exception \d+ refers to event 999, which is not in the export/);
    expect(series.body.detail).toMatch(/an RSVP of event \d+ does not say which date of the series it is for/);

    // A photo missing from the archive: refused before anything is stored.
    const noPhoto = await importZip(owner.client, rewrite("nophoto", "", "photos/summer-2025/"), "multipart");
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.detail).toMatch(/photos\/summer-2025\/\d+-cake\.png \(photo \d+\) is missing from the archive/);

    // A photo that is not an image: found while re-storing, and the photos stored before it are removed.
    const badImage = await importZip(owner.client, rewrite("badimage", "d['photos'][-1]['bytes']=5", ""));
    expect(badImage.status).toBe(400);
    const corrupt = path.join(tmp, "corrupt.zip");
    execFileSync("python3", [
      "-c",
      `import zipfile,json,sys
src=zipfile.ZipFile(sys.argv[1]); dst=zipfile.ZipFile(sys.argv[2],'w')
d=json.loads(src.read('family.json')); last=d['photos'][-1]
for i in src.infolist():
    data=src.read(i.filename)
    if i.filename==last['file']: data=b'not an image'
    if i.filename=='family.json':
        last['bytes']=len(b'not an image'); data=json.dumps(d).encode()
    dst.writestr(i, data)
dst.close()`,
      path.join(tmp, "export.zip"),
      corrupt,
    ]);
    const notImage = await importZip(owner.client, fs.readFileSync(corrupt));
    expect(notImage.status).toBe(400);
    expect(notImage.body.detail).toMatch(/photos\/summer-2025\/\d+-dock-at-dusk\.jpg \(photo \d+\): Please select an image file|must be an image/i);

    const personal = await rawGet(a.url, fam.member.client, "/api/auth/me/export");
    const asPersonal = await importZip(owner.client, personal.bytes);
    expect(asPersonal.body.detail).toBe("This is a personal export; only a family export (Admin tab, Export family) can be imported");

    // Nothing half-imported: no stored file, the family still empty and still named as before.
    expect(filesUnder(path.join(b.dataDir, "uploads")).length).toBe(uploadsBefore);
    expect((await owner.client.get("/family-group")).body.name).toBe("Placeholder");
    expect((await owner.client.get("/events")).body).toEqual([]);
    expect((await owner.client.get("/family/members")).body).toHaveLength(1);
  });

  it("limits of this server's plans apply, with a clear message", async () => {
    const extra = Array.from({ length: 8 }, (_, i) => `{'id':${1000 + i},'name':'Cousin ${i}','email':'cousin${i}@example.test','username':'c${i}','role':'member','createdAt':'2025-01-01T00:00:00.000Z'}`).join(",");
    const big = await importZip(owner.client, rewrite("big", `d['members'] += [${extra}]`));
    expect(big.status).toBe(403);
    expect(big.body.detail).toBe("This family is over the Free plan of this server: 12 members (the Free plan allows 10). Upgrade the plan in the Plan tab, then import again.");
  });
});

describe("the round trip", () => {
  let owner: Account;
  let result: any; // eslint-disable-line @typescript-eslint/no-explicit-any

  beforeAll(async () => {
    owner = await createFamily(b.url, "Olivia Owner", "Temporary name");
    // The importer signs up with the email the owner had: they take the owner's place.
    const r = await importZip(owner.client, zip);
    expect(r.status).toBe(200);
    result = r.body;
  });

  it("answers with what came across", () => {
    expect(result).toMatchObject({ family: { name: "The Movers" }, members: 4, invitations: 3, photos: 3, events: 2, surveys: 1, campaigns: 1, not_invited: [] });
  });

  it("B's tabs show the same announcements, events with RSVPs, photos, surveys and campaigns", async () => {
    const c = owner.client;
    const me = (await c.get("/auth/me")).body;
    expect(me.role).toBe("owner");
    expect((await c.get("/family-group")).body.name).toBe("The Movers");
    const anns = (await c.get("/announcements")).body as { title: string; author_name: string; pinned: boolean; created_at: string }[];
    expect(anns.map((x) => x.title)).toContain("Welcome, everyone");
    const pending = (await c.get("/announcements/pending")).body as { title: string; author_name: string }[];
    expect(pending.map((x) => `${x.title} by ${x.author_name}`)).toEqual(["Member idea by Mia Member"]);

    const picnic = (list: { title: string }[]) => list.find((e) => e.title === "Summer Picnic") as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    const aEvent = picnic((await fam.owner.client.get("/events")).body);
    const bEvent = picnic((await c.get("/events")).body);
    expect(bEvent).toMatchObject({ title: aEvent.title, description: aEvent.description, event_date: aEvent.event_date, location: aEvent.location });
    expect(bEvent.rsvp_responses.map((r: { attending: boolean; guest_count: number; comments: string }) => [r.attending, r.guest_count, r.comments]).sort()).toEqual(
      aEvent.rsvp_responses.map((r: { attending: boolean; guest_count: number; comments: string }) => [r.attending, r.guest_count, r.comments]).sort(),
    );

    // The series (format version 3): the same dates, the cancelled and the moved one, each date's answers.
    const dates = async (client: ApiClient) => {
      const list = (await client.get(`/events?from=2030-03-01&to=2030-05-01`)).body as any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
      return list
        .filter((e) => e.title === "Sunday dinner")
        .map((e) => [e.occurrence, e.event_date, e.cancelled, e.location, e.recurrence, e.rsvp_responses.map((r: { attending: boolean; guest_count: number; comments: string }) => [r.attending, r.guest_count, r.comments])]);
    };
    const bDates = await dates(c);
    expect(bDates).toEqual(await dates(fam.owner.client));
    expect(bDates).toHaveLength(6);
    expect(bDates.find((d) => d[0] === SERIES.second)![5]).toEqual([[true, 2, "Count us in"]]);
    expect(bDates.find((d) => d[0] === SERIES.third)).toMatchObject([SERIES.third, SERIES.thirdMovedTo, false, "The park", SERIES.rule, [[false, 1, ""]]]);
    expect(bDates.find((d) => d[0] === SERIES.fourth)![2]).toBe(true);

    const aPhotos = ((await fam.owner.client.get("/photos")).body.items ?? (await fam.owner.client.get("/photos")).body) as any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    const bRes = (await c.get("/photos")).body;
    const bPhotos = (bRes.items ?? bRes) as any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(bPhotos.map((p) => `${p.album}/${p.title}/${p.uploaded_by_name}/${p.hearts.length}/${p.comments.length}/${p.created_at}`).sort()).toEqual(
      aPhotos.map((p) => `${p.album}/${p.title}/${p.uploaded_by_name}/${p.hearts.length}/${p.comments.length}/${p.created_at}`).sort(),
    );
    for (const p of bPhotos) {
      const original = fam.photos.find((x) => x.title === p.title)!;
      const got = await rawGet(b.url, c, `/photos/${p.id}/original`);
      expect(got.bytes.equals(original.bytes), p.title).toBe(true);
      expect((await rawGet(b.url, c, `/photos/${p.id}/thumb`)).status).toBe(200);
    }

    const [bSurvey] = (await c.get("/surveys")).body as { id: number }[];
    const aResults = (await fam.owner.client.get(`/surveys/${fam.surveyId}/results`)).body;
    const bResults = (await c.get(`/surveys/${bSurvey!.id}/results`)).body;
    expect(bResults.total_responses).toBe(3);
    expect(bResults.questions.length).toBe(2);
    expect(bResults.questions.map((q: { results: unknown }) => q.results)).toEqual(aResults.questions.map((q: { results: unknown }) => q.results));

    const [bCampaign] = (await c.get("/campaigns")).body as { id: number }[];
    const aSummary = (await fam.owner.client.get(`/campaigns/${fam.campaignId}/summary`)).body;
    const bSummary = (await c.get(`/campaigns/${bCampaign!.id}/summary`)).body;
    expect({ p: bSummary.pledged_total, c: bSummary.collected_total, g: bSummary.goal_amount }).toEqual({ p: aSummary.pledged_total, c: aSummary.collected_total, g: aSummary.goal_amount });
    expect(bSummary.collected_total).toBe(250.75);

    expect((await c.get("/reunion-details")).body).toMatchObject({ location: "Lake Tahoe Lodge" });
    const audit = (await c.get("/family/audit-logs")).body;
    expect(((audit.items ?? audit) as { action: string }[]).some((x) => x.action === "family_import")).toBe(true);
  });

  it("the other members claim their places by their emails, keeping role and posts", async () => {
    const mail = await smtp.waitFor(fam.member.email, (m) => /claim/.test(m.text));
    expect(mail.subject).toContain("The Movers");
    const link = /\/claim\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
    expect(link).not.toBeNull();
    const client = new ApiClient(b.url);
    // Nobody can sign in to the place before it is claimed.
    expect((await client.post("/auth/login", { username: fam.member.email, password: "" })).status).not.toBe(200);
    const info = await client.get(`/auth/claim?token=${link[1]}`);
    expect(info.body).toMatchObject({ family_name: "The Movers", name: "Mia Member", email: fam.member.email, role: "member" });
    const claimed = await client.post("/auth/claim", { token: link[1], password: "new password" });
    expect(claimed.status).toBe(200);
    client.token = claimed.body.access_token;
    const me = (await client.get("/auth/me")).body;
    expect(me).toMatchObject({ name: "Mia Member", role: "member", email: fam.member.email });
    const event = ((await client.get("/events")).body as any[]).find((e) => e.title === "Summer Picnic"); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(event.rsvp_responses.find((r: { user_id: number }) => r.user_id === me.id)).toMatchObject({ attending: true, guest_count: 3 });
    // Signing in with the new password works; the link is single use.
    expect((await new ApiClient(b.url).post("/auth/login", { username: fam.member.email, password: "new password" })).status).toBe(200);
    expect((await new ApiClient(b.url).post("/auth/claim", { token: link[1], password: "another one" })).status).toBe(404);
    // The admin's place keeps its role.
    const adminMail = await smtp.waitFor(fam.admin.email, (m) => /claim/.test(m.text));
    const adminToken = /\/claim\/([A-Za-z0-9_-]+)/.exec(adminMail.text)![1];
    expect((await new ApiClient(b.url).get(`/auth/claim?token=${adminToken}`)).body.role).toBe("admin");
  });

  it("a version 2 archive (no series) still imports: a series arrives as its first date", async () => {
    const v2 = rewrite(
      "v2",
      "d['version']=2; d['exportId']=str(__import__('uuid').uuid4()); d.pop('eventExceptions'); " +
        "[e.pop(k) for e in d['events'] for k in ('recurrence','timeZone')]; " +
        "[e.__setitem__('rsvps', [{k: v for k, v in r.items() if k != 'occurrence'} for r in e['rsvps'] if r['occurrence'] == '']) for e in d['events']]",
    );
    const older = await createFamily(b.url, "Vera Version", "Older");
    const r = await importZip(older.client, v2);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ events: 2, members: 4 });
    const list = (await older.client.get("/events")).body as { title: string; event_date: string; recurrence: string | null; rsvp_responses: unknown[] }[];
    expect(list.find((e) => e.title === "Sunday dinner")).toMatchObject({ event_date: "2030-03-03T10:00:00.000Z", recurrence: null, rsvp_responses: [] });
    expect(list.find((e) => e.title === "Summer Picnic")!.rsvp_responses).toHaveLength(2);
  });

  it("only an empty family imports: a second member or any one event, photo, announcement, survey or campaign refuses it", async () => {
    const notEmpty = "Import into a new, empty family: sign up with a new account (create a family), then import. This family already has other members or content.";
    const adds: [string, (o: Account) => Promise<unknown>][] = [
      ["a second member", (o) => joinFamily(b.url, o.familyCode, "Second Sam")],
      ["an event", (o) => o.client.post("/events", { title: "Picnic", description: "All of us", event_date: "2031-07-01T15:00:00Z", location: "Park" })],
      ["a photo", (o) => o.client.post("/photos", { title: "Lake", image_url: "https://example.org/lake.jpg" })],
      ["an announcement", (o) => o.client.post("/announcements", { title: "Hello", content: "Welcome", pinned: false })],
      ["a survey", (o) => o.client.post("/surveys", { title: "Menu", description: "Food", questions: [{ question: "Main?", question_type: "text" }] })],
      ["a campaign", (o) => o.client.post("/campaigns", { title: "Fund", description: "Hall", goal_amount: 100 })],
    ];
    for (const [what, add] of adds) {
      const owner = await createFamily(b.url, "Olga Owner", `With ${what}`);
      await add(owner);
      const refused = await importZip(owner.client, zip);
      expect([what, refused.status, refused.body.detail]).toEqual([what, 409, notEmpty]);
    }
  });

  it("importing the same export twice is refused", async () => {
    const another = await createFamily(b.url, "Second Try", "Second");
    const again = await importZip(another.client, zip);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("This export has already been imported on this server");
    // And a family with content cannot import.
    expect((await importZip(owner.client, zip)).status).toBe(409);
  });
});
