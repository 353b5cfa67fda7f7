// Emails in the recipient's language (issue 40): their own choice, else their family's default,
// else English. A family whose default is Spanish, one member who chose German, one who chose
// nothing; received by a real local SMTP server. A family's own edited template goes out as written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtp, type ReceivedMail } from "../helpers/smtp";
import { ApiClient, createFamily, joinFamily, type Account } from "../helpers/client";

/** The Subject header as a reader sees it (unfolded, RFC 2047 encoded words decoded). */
function subjectOf(mail: ReceivedMail): string {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = /^Subject: (.*)$/im.exec(head)?.[1] ?? "";
  return line
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8"),
    )
    .trim();
}

describe("emails in the recipient's language", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let owner: Account;
  let german: Account;
  let plain: Account;
  let english: Account;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ SMTP_URL: smtp.url, JOBS_INTERVAL_MS: "0" });
    owner = await createFamily(server.url, "Olivia Owner", "Los Políglotas");
    german = await joinFamily(server.url, owner.familyCode, "Greta German");
    plain = await joinFamily(server.url, owner.familyCode, "Pablo Plain");
    english = await joinFamily(server.url, owner.familyCode, "Eddie English");
    expect((await owner.client.post("/family/settings", { language: "es" })).status).toBe(200);
    expect((await german.client.put("/profile/language", { language: "de" })).status).toBe(200);
    expect((await english.client.put("/profile/language", { language: "en" })).status).toBe(200);
  });

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  const about = (title: string) => (m: ReceivedMail) => m.text.includes(title);

  it("sends the default announcement template in each recipient's language", async () => {
    const posted = await owner.client.post("/announcements", { title: "Picknick", content: "Am See um drei", send_email_notification: true });
    expect(posted.status).toBe(200);

    // The member with no choice of their own: the family's default, Spanish.
    const toPlain = await smtp.waitFor(plain.email, about("Am See um drei"));
    expect(subjectOf(toPlain)).toBe("Nuevo anuncio: Picknick");
    expect(toPlain.text).toContain("Hola, Pablo Plain:");
    expect(toPlain.text).toContain("Hay un nuevo anuncio en Los Políglotas (");
    expect(toPlain.text).toContain("Entra en Kindred para ver todas las novedades de tu familia.");
    expect(toPlain.text).toContain("Dejar de recibir correos de anuncios");
    expect(toPlain.text).toContain('<html lang="es" dir="ltr">');
    // The date in Spanish too (a month name of the Spanish calendar).
    expect(toPlain.text).toMatch(/\(\d{1,2} de [a-z]+ de \d{4}\)/);

    // The one-click unsubscribe page speaks the person's language too.
    const unsubscribe = /Dejar de recibir correos de anuncios: (\S+)/.exec(toPlain.text)?.[1];
    expect(unsubscribe).toContain("/email/unsubscribe?token=");
    const page = await (await fetch(unsubscribe!)).text();
    expect(page).toContain('<html lang="es"');
    expect(page).toContain("¿Dejar de enviar <strong>los correos de anuncios</strong> a ");

    // The member who chose German.
    const toGerman = await smtp.waitFor(german.email, about("Am See um drei"));
    expect(subjectOf(toGerman)).toBe("Neue Mitteilung: Picknick");
    expect(toGerman.text).toContain("Hallo Greta German,");
    expect(toGerman.text).toContain("Melde dich bei Kindred an, um alle Neuigkeiten deiner Familie zu sehen.");
    expect(toGerman.text).toContain("Keine Mitteilungs-E-Mails mehr");

    // A member who chose English: the spec's English, byte for byte.
    const toEnglish = await smtp.waitFor(english.email, about("Am See um drei"));
    expect(subjectOf(toEnglish)).toBe("New Announcement: Picknick");
    expect(toEnglish.text).toContain("Hello Eddie English,");
    expect(toEnglish.text).toContain("Sign in to Kindred to see all of your family's news.");
    expect(toEnglish.text).toMatch(/There is a new announcement in Los Políglotas \([A-Z][a-z]+ \d{1,2}, \d{4}\):/);
  });

  it("sends a password reset in the person's language", async () => {
    const anon = new ApiClient(server.url);
    for (const who of [german, plain]) expect((await anon.post("/auth/request-password-reset", { email: who.email })).status).toBe(200);
    const toGerman = await smtp.waitFor(german.email, (m) => m.text.includes("/reset-password?token="));
    expect(subjectOf(toGerman)).toBe("Setze dein Kindred-Passwort zurück");
    expect(toGerman.text).toContain("Öffne diesen Link innerhalb von 1 Stunde, um ein neues Passwort zu wählen:");
    const toPlain = await smtp.waitFor(plain.email, (m) => m.text.includes("/reset-password?token="));
    expect(subjectOf(toPlain)).toBe("Restablece tu contraseña de Kindred");
    expect(toPlain.text).toContain("Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de Kindred.");
  });

  it("sends a family's own edited template as the family wrote it, to every language", async () => {
    const saved = await owner.client.post("/email-templates/announcement_notification", {
      subject: "Noticia de la familia: {title}",
      body: "Querida familia, {user_name}:\n{content}\nCon cariño.",
    });
    expect(saved.status).toBe(200);
    expect((await owner.client.post("/announcements", { title: "Cena", content: "A las ocho", send_email_notification: true })).status).toBe(200);
    for (const [who, name] of [
      [german, "Greta German"],
      [plain, "Pablo Plain"],
    ] as const) {
      const mail = await smtp.waitFor(who.email, about("A las ocho"));
      expect(subjectOf(mail)).toBe("Noticia de la familia: Cena");
      expect(mail.text).toContain(`Querida familia, ${name}:`);
      expect(mail.text).toContain("Con cariño.");
      expect(mail.text).not.toContain("Neue Mitteilung");
    }
  });
});
