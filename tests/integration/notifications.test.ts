// Announcement notification emails over real HTTP, received by a real local SMTP server:
// rendered from the family's template, escaped in HTML, sent to everyone but the author, only
// when enabled and asked for; queued while the SMTP server is down and delivered when it starts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type TestServer } from "../helpers/server";
import { startSmtp, type ReceivedMail } from "../helpers/smtp";
import { createFamily, joinFamily, type Account } from "../helpers/client";

describe("notification emails", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let owner: Account;
  let admin: Account & { userId: number };
  let member: Account & { userId: number };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ SMTP_URL: smtp.url });
    owner = await createFamily(server.url, "Olivia Owner", "The Mailers");
    admin = await joinFamily(server.url, owner.familyCode, "Adam Admin", { owner: owner.client, role: "admin" });
    member = await joinFamily(server.url, owner.familyCode, "Mia Member");
  });

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  const about = (title: string) => (m: ReceivedMail) => m.text.includes(title);

  it("uses the default template: subject 'New Announcement: {title}', sent to all but the author", async () => {
    const res = await admin.client.post("/announcements", {
      title: "Picnic Sunday",
      content: "At the lake",
      send_email_notification: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.notified).toBe(2);
    const toOwner = await smtp.waitFor(owner.email, about("Picnic Sunday"));
    expect(toOwner.subject).toBe("New Announcement: Picnic Sunday");
    expect(toOwner.text).toContain("Hello Olivia Owner,");
    expect(toOwner.text).toContain("The Mailers");
    const toMember = await smtp.waitFor(member.email, about("Picnic Sunday"));
    expect(toMember.text).toContain("Hello Mia Member,");
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received.filter((m) => m.to.includes(admin.email))).toHaveLength(0);
  });

  it("renders the family's own template, escapes HTML values and keeps unknown variables", async () => {
    const tooShort = await owner.client.post("/email-templates/announcement_notification", { subject: "x", body: " " });
    expect(tooShort).toMatchObject({ status: 400, body: { detail: "Please fill in both subject and body" } });
    expect((await member.client.post("/email-templates/announcement_notification", { subject: "a", body: "b" })).status).toBe(403);
    expect((await member.client.get("/email-templates/announcement_notification")).status).toBe(403);
    expect((await owner.client.get("/email-templates/other")).status).toBe(404);

    const saved = await owner.client.post("/email-templates/announcement_notification", {
      subject: "[{family_name}] {title}",
      body: "Dear {user_name},\n{content}\nPosted {announcement_date}. {mystery}",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ subject: "[{family_name}] {title}", is_default: false });
    const read = await admin.client.get("/email-templates/announcement_notification");
    expect(read.body.body).toBe("Dear {user_name},\n{content}\nPosted {announcement_date}. {mystery}");

    await owner.client.post("/announcements", {
      title: "Grill <night>",
      content: 'Steaks & "sides" <b>now</b>',
      send_email_notification: true,
    });
    const mail = await smtp.waitFor(member.email, (m) => m.subject.includes("Grill"));
    expect(mail.subject).toBe("[The Mailers] Grill <night>");
    const text = mail.text.replace(/\r\n/g, "\n");
    expect(text).toContain('Dear Mia Member,\nSteaks & "sides" <b>now</b>');
    expect(text).toContain("{mystery}");
    expect(text).toMatch(/Posted [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    // The HTML part carries the escaped values.
    expect(text).toContain("Steaks &amp; &quot;sides&quot; &lt;b&gt;now&lt;/b&gt;");
    expect(text).not.toContain("<b>now</b><br>");
  });

  it("sends nothing when not asked, when notifications are disabled, or for a member's pending submission", async () => {
    await owner.client.post("/announcements", { title: "Quiet one", content: "No email please" });
    const off = await owner.client.post("/family/settings", { enable_email_notifications: false });
    expect(off.status).toBe(200);
    expect(off.body.enable_email_notifications).toBe(false);
    const res = await owner.client.post("/announcements", { title: "Disabled one", content: "x", send_email_notification: true });
    expect(res.body.notified).toBe(0);
    const sub = await member.client.post("/announcements", { title: "Member one", content: "x", send_email_notification: true });
    expect(sub.body.status).toBe("pending");
    await owner.client.post("/family/settings", { enable_email_notifications: true });
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.received.filter((m) => /Quiet one|Disabled one|Member one/.test(m.text))).toHaveLength(0);
  });

  it("emails the family about an approved submission when the reviewer asks, not the author", async () => {
    const sub = await member.client.post("/announcements", { title: "Baby news", content: "It's a girl!" });
    const res = await owner.client.post(`/announcements/${sub.body.id}/review`, {
      action: "approve",
      send_email_notification: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.notified).toBe(2);
    await smtp.waitFor(admin.email, about("Baby news"));
    await smtp.waitFor(owner.email, about("Baby news"));
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received.filter((m) => m.to.includes(member.email) && m.text.includes("Baby news"))).toHaveLength(0);
  });
});

describe("when the SMTP server starts late", () => {
  it("queues the emails, answers at once, and delivers them once the server is up (once each)", async () => {
    const port = await freePort();
    const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const owner = await createFamily(server.url, "Late Owner", "Late Family");
      const member = await joinFamily(server.url, owner.familyCode, "Late Member");
      const started = Date.now();
      const res = await owner.client.post("/announcements", { title: "Queued news", content: "x", send_email_notification: true });
      expect(res.status).toBe(200);
      expect(res.body.notified).toBe(1);
      expect(Date.now() - started).toBeLessThan(2000);
      await new Promise((r) => setTimeout(r, 800)); // a few failed attempts
      smtp = await startSmtp(port);
      const mail = await smtp.waitFor(member.email, about2("Queued news"), 20_000);
      expect(mail.subject).toBe("New Announcement: Queued news");
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.received.filter((m) => m.to.includes(member.email))).toHaveLength(1);
    } finally {
      await server.stop();
      await smtp?.stop();
    }
  });
});

function about2(title: string) {
  return (m: ReceivedMail) => m.text.includes(title);
}
