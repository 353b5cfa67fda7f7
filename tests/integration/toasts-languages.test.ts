// Toasts and errors with a name or a number in them, in the reader's language (issue 40): the page
// shows the message from its id and values; the /api's `message` stays the English it always was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, familyWithEveryRole, uniqueEmail, type RoleFamily } from "../helpers/client";

const CODE = "toast-operator-code";
let server: TestServer;
let fam: RoleFamily;
let eventId: number;

beforeAll(async () => {
  server = await startServer({ SUPER_ADMIN_CODE: CODE });
  fam = await familyWithEveryRole(server.url, "The Polyglot Cooks");
  const ev = await fam.owner.client.post("/events", { title: "Fiesta", description: "In the garden", event_date: "2031-06-01T12:00:00.000Z" });
  expect(ev.status).toBe(200);
  eventId = ev.body.id;
});
afterAll(async () => server?.stop());

/** Posts a page's form as a browser without JavaScript would (bearer instead of the session cookie). */
async function pagePost(client: ApiClient, path: string, fields: Record<string, string>) {
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Authorization: `Bearer ${client.token}`, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client.ip },
    body: new URLSearchParams(fields).toString(),
  });
  expect(res.status, await res.clone().text()).toBe(302);
  const toast = (res.headers.get("set-cookie") ?? "").split(/,(?=\s*kindred_)/).map((c) => c.split(";")[0]!.trim()).find((c) => c.startsWith("kindred_toast="));
  expect(toast).toBeTruthy();
  return { location: res.headers.get("location")!, toast: toast! };
}

/** The page after the redirect, in a language (the picker's cookie), with its toast. */
async function toastOn(client: ApiClient, location: string, toast: string, language: string): Promise<string> {
  const res = await fetch(`${server.url}${location}`, { headers: { Authorization: `Bearer ${client.token}`, Cookie: `kindred_lang=${language}; ${toast}` } });
  expect(res.status).toBe(200);
  return (await res.text()).replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

describe("sign-up toasts", () => {
  it("a Spanish reader signs up and is told so in Spanish, with the quantity and the item; English is unchanged", async () => {
    const item = await fam.owner.client.post(`/events/${eventId}/signups`, { name: "Tortilla", quantity: 3 });
    expect(item.status).toBe(200);
    const claim = { intent: "claim-signup", id: String(eventId), item: String(item.body.id), quantity: "2" };
    const es = await pagePost(fam.member.client, "/dashboard/events", claim);
    expect(await toastOn(fam.member.client, es.location, es.toast, "es")).toContain("Te apuntaste para 2 × Tortilla");
    const en = await pagePost(fam.member.client, "/dashboard/events", claim);
    expect(await toastOn(fam.member.client, en.location, en.toast, "en")).toContain("You are signed up for 2 × Tortilla");
    const release = await pagePost(fam.member.client, "/dashboard/events", { intent: "release-signup", id: String(eventId), item: String(item.body.id) });
    expect(await toastOn(fam.member.client, release.location, release.toast, "fr")).toContain("Vous n’êtes plus inscrit pour Tortilla");
  });

  it("the /api's message stays English, whatever the request's language", async () => {
    const item = await fam.owner.client.post(`/events/${eventId}/signups`, { name: "Gazpacho", quantity: 2 });
    const res = await fetch(`${server.url}/api/events/${eventId}/signups/${item.body.id}/claim`, {
      method: "POST",
      headers: { Authorization: `Bearer ${fam.member.client.token}`, "Content-Type": "application/json", "Accept-Language": "es" },
      body: JSON.stringify({ quantity: 1 }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.message).toBe("You are signed up for 1 × Gazpacho");
    expect(Object.keys(body).sort()).toEqual(["item", "message"]);
  });

  it("removing a claimed item tells the organizer in Arabic how many were emailed (a real plural)", async () => {
    const item = await fam.owner.client.post(`/events/${eventId}/signups`, { name: "Paella", quantity: 2 });
    expect((await fam.member.client.post(`/events/${eventId}/signups/${item.body.id}/claim`, { quantity: 1 })).status).toBe(200);
    const r = await pagePost(fam.owner.client, "/dashboard/events", { intent: "remove-signup-item", id: String(eventId), item: String(item.body.id), confirmed: "true" });
    expect(await toastOn(fam.owner.client, r.location, r.toast, "ar")).toContain("أُزيل Paella من قائمة التسجيل؛ أُبلغ شخص واحد بالبريد");
  });
});

describe("other toasts with values", () => {
  it("a birthday added for someone else is confirmed in Spanish with their name", async () => {
    const r = await pagePost(fam.owner.client, "/dashboard/birthdays", { intent: "add-birthday", name: "Abuela Rosa", month: "3", day: "14" });
    expect(await toastOn(fam.owner.client, r.location, r.toast, "es")).toContain("Cumpleaños de Abuela Rosa añadido");
    const en = await pagePost(fam.owner.client, "/dashboard/birthdays", { intent: "add-birthday", name: "Tío Pepe", month: "4", day: "2" });
    expect(await toastOn(fam.owner.client, en.location, en.toast, "en")).toContain("Birthday added for Tío Pepe");
  });

  it("the owner's role change reads in German, role word included", async () => {
    const r = await pagePost(fam.owner.client, "/dashboard/admin", { intent: "change-role", id: String(fam.member.userId), new_role: "admin" });
    expect(await toastOn(fam.owner.client, r.location, r.toast, "de")).toContain(`${fam.member.name} ist jetzt Admin`);
    const back = await pagePost(fam.owner.client, "/dashboard/admin", { intent: "change-role", id: String(fam.member.userId), new_role: "member" });
    expect(await toastOn(fam.owner.client, back.location, back.toast, "es")).toContain(`${fam.member.name} ahora es miembro`);
  });

  it("the Admin tab and its heading are a word for the page in Arabic, not the role's word", async () => {
    const res = await fetch(`${server.url}/dashboard/admin`, { headers: { Authorization: `Bearer ${fam.owner.client.token}`, Cookie: "kindred_lang=ar" } });
    const html = await res.text();
    expect(html).toContain("<h1>الإدارة</h1>");
    expect(html).not.toContain("<h1>مشرف</h1>");
  });

  it("a super admin's plan change reads in German with the plan's German name; the /api says it in English", async () => {
    const sa = new ApiClient(server.url);
    const reg = await sa.post("/auth/register", { email: uniqueEmail("sa"), name: "Sue Super", password: "operator-pass", family_option: "create", family_name: "Operators", super_admin_code: CODE });
    expect(reg.status).toBe(200);
    sa.token = reg.body.access_token;
    const familyId = (await fam.owner.client.get("/family-group")).body.id as number;
    const r = await pagePost(sa, "/dashboard/superadmin", { intent: "set-plan", id: String(familyId), tier: "small_family" });
    expect(await toastOn(sa, r.location, r.toast, "de")).toContain("Tarif von The Polyglot Cooks ist jetzt Kleine Familie");
    const api = await sa.put(`/super-admin/families/${familyId}/plan`, { tier: "free" });
    expect(api.body.message).toBe("Plan of The Polyglot Cooks set to Free");
  });
});

describe("the family tree", () => {
  it("shows a GEDCOM file's refusal in Spanish with its line, and a living person as such to a guest", async () => {
    const form = new FormData();
    form.set("intent", "check");
    form.set("file", new Blob(["0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 FAMC @F9@\n0 TRLR\n"]), "bad.ged");
    const res = await fetch(`${server.url}/dashboard/tree/import`, {
      method: "POST",
      headers: { Authorization: `Bearer ${fam.owner.client.token}`, Cookie: "kindred_lang=es", "X-Forwarded-For": fam.owner.client.ip },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Línea 5: la familia @F9@ no está en el archivo");
    const api = await fetch(`${server.url}/api/family-tree/import?dry_run=1`, { method: "POST", headers: { Authorization: `Bearer ${fam.owner.client.token}` }, body: form });
    expect(((await api.json()) as { detail: string }).detail).toBe("Line 5: the family @F9@ is not in the file");

    const person = await fam.owner.client.post("/people", { given_name: "Lucía", surname: "Ruiz", birth_date: "2001-04-02" });
    expect(person.status).toBe(200);
    const page = await fetch(`${server.url}/dashboard/tree?person=${person.body.id}`, { headers: { Authorization: `Bearer ${fam.guest.client.token}`, Cookie: "kindred_lang=fr" } });
    const html = await page.text();
    expect(html).toContain("Personne vivante");
    expect(html).not.toContain("Lucía");
  });
});
