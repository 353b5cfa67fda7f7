// The page's language (issue 40), over real HTTP against the built server: a person's own choice,
// then the picker's cookie, then the browser's Accept-Language, then the family's default, then
// English; <html lang dir>, Content-Language and Vary; the /api in English unless the request asks;
// concurrent requests in different languages never mix.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { createFamily, joinFamily, type Account } from "../helpers/client";

let server: TestServer;
let owner: Account;
let member: Account;

beforeAll(async () => {
  server = await startServer();
  owner = await createFamily(server.url, "Abuela Rosa", "The Polyglots");
  member = await joinFamily(server.url, owner.familyCode, "Nieto Leo");
});
afterAll(async () => server?.stop());

/** What a page says about its language, and one of our own texts on it (the profile's button). */
async function page(path: string, headers: Record<string, string> = {}, account?: Account) {
  const res = await fetch(`${server.url}${path}`, {
    headers: { ...headers, ...(account ? { Authorization: `Bearer ${account.client.token}` } : {}) },
    redirect: "manual",
  });
  const html = await res.text();
  const tag = /<html lang="([a-z]+)" dir="(ltr|rtl)"/.exec(html);
  return { status: res.status, lang: tag?.[1], dir: tag?.[2], html, headers: res.headers };
}

const SAVE_LANGUAGE: Record<string, string> = { en: "Save language", es: "Guardar idioma", fr: "Enregistrer la langue", de: "Sprache speichern", ar: "حفظ اللغة" };

describe("the page's language", () => {
  it("is English without any hint, and says so (Content-Language, Vary)", async () => {
    const p = await page("/auth");
    expect(p.status).toBe(200);
    expect([p.lang, p.dir]).toEqual(["en", "ltr"]);
    expect(p.headers.get("content-language")).toBe("en");
    expect(p.headers.get("vary") ?? "").toMatch(/Accept-Language/);
    expect(p.headers.get("vary") ?? "").toMatch(/Cookie/);
  });

  it("follows the browser's Accept-Language (with qualities and regions), else English", async () => {
    expect((await page("/auth", { "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5" })).lang).toBe("fr");
    expect((await page("/auth", { "Accept-Language": "it;q=1, de-AT;q=0.8, es;q=0.7" })).lang).toBe("de");
    expect((await page("/auth", { "Accept-Language": "it, pt-BR" })).lang).toBe("en");
    const ar = await page("/auth", { "Accept-Language": "ar-EG" });
    expect([ar.lang, ar.dir]).toEqual(["ar", "rtl"]);
    expect(ar.headers.get("content-language")).toBe("ar");
  });

  it("is set by the picker without JavaScript: a form POST sets a cookie that wins over Accept-Language", async () => {
    const res = await fetch(`${server.url}/language`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ language: "ar", redirectTo: "/auth?mode=signup" }),
      redirect: "manual",
    });
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    expect(res.headers.get("location")).toBe("/auth?mode=signup");
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toBe("kindred_lang=ar");
    const p = await page("/auth?mode=signup", { Cookie: cookie, "Accept-Language": "fr" });
    expect([p.lang, p.dir]).toEqual(["ar", "rtl"]);
  });

  it("refuses a language it does not offer, another origin's form, and a way out to another site", async () => {
    const post = (body: Record<string, string>, origin = server.url) =>
      fetch(`${server.url}/language`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        body: new URLSearchParams(body),
        redirect: "manual",
      });
    const bad = await post({ language: "xx", redirectTo: "/" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toBe("Choose one of the languages offered");
    expect((await post({ language: "es", redirectTo: "/" }, "http://evil.example")).status).toBe(403);
    const away = await post({ language: "es", redirectTo: "//evil.example/x" });
    expect(away.headers.get("location")).toBe("/");
  });

  it("puts a person's own choice first, then Accept-Language, then the family's default", async () => {
    // The family's default (Admin → family settings): for a member whose browser names none of ours.
    expect((await owner.client.post("/family/settings", { language: "es" })).body.language).toBe("es");
    expect((await page("/dashboard", {}, member)).lang).toBe("es");
    expect((await page("/dashboard", { "Accept-Language": "it" }, member)).lang).toBe("es");
    expect((await page("/dashboard", { "Accept-Language": "fr" }, member)).lang).toBe("fr");
    expect((await page("/dashboard", { "Accept-Language": "fr", Cookie: "kindred_lang=de" }, member)).lang).toBe("de");
    // Their own choice (profile → Language) wins over everything.
    const chose = await member.client.put("/profile/language", { language: "ar" });
    expect(chose).toEqual({ status: 200, body: { language: "ar" } });
    const p = await page("/dashboard", { "Accept-Language": "fr", Cookie: "kindred_lang=de" }, member);
    expect([p.lang, p.dir]).toEqual(["ar", "rtl"]);
    expect(p.html).toContain(SAVE_LANGUAGE.ar);
    expect((await member.client.get("/auth/me")).body.language).toBe("ar");
    // Back to "my browser's language" (null).
    expect((await member.client.put("/profile/language", { language: null })).body).toEqual({ language: null });
    expect((await page("/dashboard", { "Accept-Language": "de" }, member)).lang).toBe("de");
    await owner.client.post("/family/settings", { language: "en" });
  });

  it("remembers the language someone signed up in: a new family's default, or a joiner's own when it differs", async () => {
    const register = async (body: Record<string, unknown>, language: string) => {
      const res = await fetch(`${server.url}/api/auth/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": language, "X-Forwarded-For": `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
        body: JSON.stringify({ email: `${language}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.test`, password: "correct horse", ...body }),
      });
      expect(res.status).toBe(200);
      const { access_token } = (await res.json()) as { access_token: string; family_code_info: { family_code: string } };
      const me = await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${access_token}` } });
      return { token: access_token, me: (await me.json()) as { language: string | null; family: { family_code: string } } };
    };
    // The grandmother, from a Spanish browser, creates the family: its default language is Spanish.
    const abuela = await register({ name: "Abuela Carmen", family_option: "create", family_name: "Los García" }, "es-MX,es;q=0.9");
    expect(abuela.me.language).toBeNull();
    const settings = await fetch(`${server.url}/api/family/settings`, { headers: { Authorization: `Bearer ${abuela.token}` } });
    expect(((await settings.json()) as { language: string }).language).toBe("es");
    // Her grandson joins from an English browser: English is his own (his emails too); a cousin
    // from a Spanish browser follows the family's default.
    const code = abuela.me.family.family_code;
    expect((await register({ name: "Grandson Sam", family_option: "join", family_code: code }, "en-GB")).me.language).toBe("en");
    expect((await register({ name: "Prima Lola", family_option: "join", family_code: code }, "es")).me.language).toBeNull();
  });

  it("answers the /api in English unless the request itself asks (field names never change)", async () => {
    const bad = await member.client.put("/profile/language", { language: "klingon" });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe("Please choose one of the languages offered");
    const res = await fetch(`${server.url}/api/profile/language`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${member.client.token}`, "Content-Type": "application/json", "Accept-Language": "es-ES" },
      body: JSON.stringify({ language: "klingon" }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { detail: string; errors: { field: string; message: string }[] };
    expect(body.detail).toBe("Elige uno de los idiomas disponibles");
    expect(body.errors[0]).toEqual({ field: "language", message: "Elige uno de los idiomas disponibles" });
  });

  it("never mixes two languages between requests that arrive together", async () => {
    const languages = ["en", "es", "fr", "de", "ar"];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => languages[i % languages.length]!).map(async (language) => ({
        language,
        page: await page("/dashboard", { "Accept-Language": language }, owner),
      })),
    );
    for (const { language, page: p } of answers) {
      expect(p.lang).toBe(language);
      expect(p.html).toContain(SAVE_LANGUAGE[language]);
      for (const other of languages) if (other !== language) expect(p.html).not.toContain(SAVE_LANGUAGE[other]);
    }
  });

  it("shows a toast with a name in it in the page's language (signing in from a Spanish browser)", async () => {
    const res = await fetch(`${server.url}/auth`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "Accept-Language": "es", "X-Forwarded-For": "10.9.8.7" },
      body: new URLSearchParams({ intent: "signin", email: owner.email, password: owner.password }),
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const dashboard = await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookies, "Accept-Language": "es" } });
    const html = await dashboard.text();
    expect(html).toContain("¡Hola de nuevo, Abuela Rosa!");
    expect(html).not.toContain("Welcome back");
  });

  it("says one English word two ways where it means two things: 'Sign up' for an account, and on a list", async () => {
    const event = await owner.client.post("/events", { title: "Comida", description: "En el jardín", event_date: "2031-05-01T12:00:00.000Z", location: "Casa" });
    expect(event.status).toBe(200);
    expect((await owner.client.post(`/events/${event.body.id}/signups`, { name: "Tortilla", quantity: 2 })).status).toBe(200);
    const auth = await page("/auth", { "Accept-Language": "es" });
    expect(auth.html).toContain(">Registrarse</a>");
    expect(auth.html).not.toContain("Apuntarme");
    const list = await page(`/dashboard/events?modal=signups&id=${event.body.id}`, { "Accept-Language": "es" }, member);
    expect(list.status).toBe(200);
    expect(list.html).toContain(">Apuntarme<span class=\"visually-hidden\">");
    expect(list.html).not.toContain("Registrarse");
  });

  it("gives the service worker its offline pages' texts in every language", async () => {
    const res = await fetch(`${server.url}/offline-texts.json`);
    expect(res.status).toBe(200);
    const texts = (await res.json()) as Record<string, Record<string, string>>;
    expect(Object.keys(texts).sort()).toEqual(["ar", "de", "en", "es", "fr"]);
    expect(texts.en!.offline).toBe("You are offline");
    expect(texts.es!.offline).toBe("Estás sin conexión");
    expect(texts.fr!.banner).toContain("{time}");
  });

  it("serves the browser one language's messages, named by their content and cached for a year", async () => {
    const p = await page("/auth", { "Accept-Language": "de" });
    const href = /<link rel="preload" href="(\/locales\/de-[0-9a-f]{12}\.json)"/.exec(p.html)?.[1];
    expect(href).toBeDefined();
    const res = await fetch(`${server.url}${href}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    const messages = (await res.json()) as Record<string, unknown>;
    expect(messages["Save language"]).toEqual(["Sprache speichern"]);
    expect((await fetch(`${server.url}/locales/de-000000000000.json`)).status).toBe(404);
  });
});
