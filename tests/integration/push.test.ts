// Web Push over real HTTP (issue 39): devices subscribe through the API with keys the test made;
// a loopback push service (tests/helpers/push-service.ts) decrypts every message per RFC 8291
// and verifies its VAPID JWT, so what it records is what a browser would show.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { startPushService, type PushDevice, type PushService } from "../helpers/push-service";
import { ApiClient, createFamily, joinFamily, uniqueEmail, type Account } from "../helpers/client";
import { png } from "../helpers/images";

const CODE = "push-test-operator";
let server: TestServer;
let push: PushService;
let owner: Account;
let admin: Account & { userId: number };
let member: Account & { userId: number };

beforeAll(async () => {
  push = await startPushService();
  // JOBS_INTERVAL_MS: the server's own schedule plans reminders on the real clock (tested below).
  server = await startServer({ OUTBOUND_ALLOWED_NETWORKS: "127.0.0.0/8", SUPER_ADMIN_CODE: CODE, MAIL_FROM: "Kindred <family@example.org>", JOBS_INTERVAL_MS: "500" });
  owner = await createFamily(server.url, "Olivia Owner", "The Pushers");
  admin = await joinFamily(server.url, owner.familyCode, "Adam Admin", { owner: owner.client, role: "admin" });
  member = await joinFamily(server.url, owner.familyCode, "Mia Member");
});

afterAll(async () => {
  await server?.stop();
  await push?.stop();
});

async function subscribe(account: { client: ApiClient }, status = 201): Promise<PushDevice> {
  const device = push.device(status);
  const res = await account.client.post("/push/subscriptions", device.subscription);
  expect(res.status).toBe(201);
  return device;
}

const settle = () => new Promise((r) => setTimeout(r, 800));
const countFor = (device: PushDevice, title: string) => push.received.filter((p) => p.device === device.id && p.payload.title === title).length;

/** A member's submission approved by the admin, with "send notification" as given. */
async function approvedAnnouncement(title: string, notify = true) {
  const sub = await member.client.post("/announcements", { title, content: `About ${title}` });
  expect(sub.body.status).toBe("pending");
  const res = await admin.client.post(`/announcements/${sub.body.id}/review`, { action: "approve", send_email_notification: notify });
  expect(res.status).toBe(200);
}

describe("Web Push", () => {
  it("serves the server's VAPID public key to signed-in people", async () => {
    const key = await owner.client.get("/push/vapid-public-key");
    expect(key.status).toBe(200);
    expect(Buffer.from(key.body.key, "base64url")).toHaveLength(65);
    expect((await new ApiClient(server.url).get("/push/vapid-public-key")).status).toBe(401);
    expect((await admin.client.get("/push/vapid-public-key")).body.key).toBe(key.body.key);
  });

  it("checks subscriptions: keys, endpoint address, a person's own devices only", async () => {
    const device = push.device();
    const bad = (body: unknown) => owner.client.post("/push/subscriptions", body);
    expect(await bad({ endpoint: device.endpoint, keys: { p256dh: device.subscription.keys.p256dh, auth: "AAAA" } })).toMatchObject({
      status: 400,
      body: { detail: "The subscription's keys are not valid" },
    });
    expect((await bad({ endpoint: device.endpoint, keys: { p256dh: "x".repeat(500), auth: device.subscription.keys.auth } })).status).toBe(400);
    expect((await bad({ endpoint: ["x"], keys: device.subscription.keys })).status).toBe(400);
    expect(await bad({ endpoint: "ftp://push.example.net/x", keys: device.subscription.keys })).toMatchObject({
      status: 400,
      body: { detail: "The push endpoint must be an https:// address" },
    });
    expect(await bad({ endpoint: "http://10.1.2.3/push/x", keys: device.subscription.keys })).toMatchObject({
      status: 400,
      body: { detail: "This address is on a private network; the server's operator can allow it" },
    });
    // Another person's device cannot be removed; the list shows the endpoint shortened.
    const mine = await subscribe(owner);
    expect((await member.client.call("DELETE", "/push/subscriptions", { endpoint: mine.endpoint })).status).toBe(404);
    const list = await owner.client.get("/push/subscriptions");
    const listed = list.body.find((d: { endpoint: string }) => d.endpoint.endsWith(mine.endpoint.slice(-8)));
    expect(listed).toMatchObject({ this_device: true });
    expect(listed.endpoint).not.toBe(mine.endpoint);
    expect((await owner.client.call("DELETE", "/push/subscriptions", { endpoint: mine.endpoint })).status).toBe(200);
    expect((await owner.client.get("/push/subscriptions")).body).toHaveLength(0);
  });

  it("an approved announcement reaches each subscribed device of the family once, with the title and a link; 410 removes a device", async () => {
    const phone = await subscribe(owner);
    const laptop = await subscribe(owner);
    const adminPhone = await subscribe(admin);
    const gone = await subscribe(owner, 410);
    const flaky = await subscribe(owner, 503);
    const author = await subscribe(member);

    await approvedAnnouncement("Picnic Sunday");
    for (const device of [phone, laptop, adminPhone]) {
      const got = await push.waitFor((p) => p.device === device.id && p.payload.title === "Picnic Sunday");
      expect(got.payload).toEqual({ title: "Picnic Sunday", body: "About Picnic Sunday", url: `${server.url}/dashboard` });
      expect(got.jwt.aud).toBe(push.url);
      expect(got.jwt.sub).toBe("mailto:family@example.org");
      expect(got.vapidKey).toBe((await owner.client.get("/push/vapid-public-key")).body.key);
      expect(got.urgency).toBe("normal");
      expect(got.ttl).toBeGreaterThan(0);
    }
    await push.waitFor((p) => p.device === gone.id);
    await push.waitFor((p) => p.device === flaky.id);
    await settle();
    for (const device of [phone, laptop, adminPhone]) expect(countFor(device, "Picnic Sunday")).toBe(1);
    // The author's own device is not notified.
    expect(countFor(author, "Picnic Sunday")).toBe(0);
    // The push service said 410 Gone: that subscription is deleted; a 503 is retried later (kept).
    const left = (await owner.client.get("/push/subscriptions")).body as { endpoint: string }[];
    expect(left).toHaveLength(3);
    expect(left.some((d) => d.endpoint.endsWith(gone.endpoint.slice(-8)))).toBe(false);
    expect(left.some((d) => d.endpoint.endsWith(flaky.endpoint.slice(-8)))).toBe(true);
    expect(push.rejected).toEqual([]);

    // Without "send notification", nobody is notified.
    await approvedAnnouncement("Quiet news", false);
    await settle();
    expect(push.received.filter((p) => p.payload.title === "Quiet news")).toHaveLength(0);
  });

  it("honours each person's push switch, beside the email ones", async () => {
    const prefs = await admin.client.get("/profile/notifications");
    expect(prefs.body).toMatchObject({ announcements: true, push_announcements: true, push_photo_comments: true });
    const off = await admin.client.put("/profile/notifications", { push_announcements: false });
    expect(off.body).toMatchObject({ announcements: true, push_announcements: false, push_birthdays: true });
    expect((await admin.client.put("/profile/notifications", { push_announcements: { on: true } })).status).toBe(400);
    const adminDevice = await subscribe(admin);
    const ownerDevice = await subscribe(owner);
    await approvedAnnouncement("Only for some");
    await push.waitFor((p) => p.device === ownerDevice.id && p.payload.title === "Only for some");
    await settle();
    expect(countFor(adminDevice, "Only for some")).toBe(0);
    await admin.client.put("/profile/notifications", { push_announcements: true });
  });

  it("a new comment on your photo reaches your devices (not for your own comment, not when turned off)", async () => {
    const image = `data:image/png;base64,${(await png(40, 30)).toString("base64")}`;
    const photo = await member.client.post("/photos", { title: "Lake view", image_url: image });
    expect(photo.status).toBe(200);
    const phone = await subscribe(member);
    expect((await owner.client.post("/photos/comment", { photo_id: photo.body.id, comment: "Lovely!" })).status).toBe(200);
    const got = await push.waitFor((p) => p.device === phone.id);
    expect(got.payload).toEqual({ title: "Olivia Owner commented on your photo", body: "Lake view: Lovely!", url: `${server.url}/dashboard/photos` });
    expect(got.urgency).toBe("low");
    await member.client.post("/photos/comment", { photo_id: photo.body.id, comment: "Thanks" });
    await member.client.put("/profile/notifications", { push_photo_comments: false });
    await admin.client.post("/photos/comment", { photo_id: photo.body.id, comment: "Wow" });
    await settle();
    expect(push.received.filter((p) => p.device === phone.id)).toHaveLength(1);
    await member.client.put("/profile/notifications", { push_photo_comments: true });
  });

  it("tomorrow's event and tomorrow's birthday reach the devices (the same people as the email)", async () => {
    const ownerPhone = await subscribe(owner);
    const memberPhone = await subscribe(member);
    // Birthday reminders from hour 0 of the family's day (UTC by default); Mia's birthday is tomorrow.
    expect((await owner.client.post("/family/settings", { digest_hour: 0 })).status).toBe(200);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect((await member.client.post("/birthdays", { name: "Mia Member", month: tomorrow.getUTCMonth() + 1, day: tomorrow.getUTCDate(), self: true })).status).toBe(200);
    const event = await owner.client.post("/events", { title: "Brunch", description: "Pancakes", event_date: new Date(Date.now() + 20 * 3_600_000).toISOString(), location: "Home" });
    expect(event.status).toBe(200);
    // The member said No: no reminder for them.
    expect((await member.client.post("/events/rsvp", { event_id: event.body.id, attending: false, guest_count: 1, comments: "" })).status).toBe(200);

    const reminder = await push.waitFor((p) => p.device === ownerPhone.id && p.payload.title === "Reminder: Brunch is tomorrow", 15_000);
    expect(reminder.payload.url).toBe(`${server.url}/dashboard/events`);
    expect(reminder.payload.body).toContain("Home");
    expect(reminder.urgency).toBe("high");
    const birthday = await push.waitFor((p) => p.device === ownerPhone.id && p.payload.title === "Tomorrow is Mia Member's birthday", 15_000);
    expect(birthday.payload).toMatchObject({ body: "A message would make their day.", url: `${server.url}/dashboard/birthdays` });
    await settle();
    expect(countFor(ownerPhone, "Reminder: Brunch is tomorrow")).toBe(1);
    expect(countFor(memberPhone, "Reminder: Brunch is tomorrow")).toBe(0);
    // Nobody is reminded of their own birthday.
    expect(countFor(memberPhone, "Tomorrow is Mia Member's birthday")).toBe(0);
  });

  it("signing out, and suspension, delete a device's subscription: no more push", async () => {
    // A second session of the member (a browser); its device goes with it at sign-out.
    const login = await new ApiClient(server.url).post("/auth/login", { username: member.email, password: member.password });
    const browser = new ApiClient(server.url, login.body.access_token);
    const signedOut = await subscribe({ client: browser });
    expect((await browser.post("/auth/logout")).status).toBe(200);

    const cousin = await joinFamily(server.url, owner.familyCode, "Cora Cousin");
    const suspendedDevice = await subscribe(cousin);
    const operator = new ApiClient(server.url);
    const reg = await operator.post("/auth/register", {
      email: uniqueEmail("super"),
      name: "Sue Super",
      password: "operator-pass",
      family_option: "create",
      family_name: "Operators",
      super_admin_code: CODE,
    });
    operator.token = reg.body.access_token;
    expect((await operator.put(`/super-admin/users/${cousin.userId}/suspended`, { suspended: true, reason: "test" })).status).toBe(200);

    const witness = await subscribe(admin);
    const res = await owner.client.post("/announcements", { title: "After the changes", content: "x", send_email_notification: true });
    expect(res.status).toBe(200);
    await push.waitFor((p) => p.device === witness.id && p.payload.title === "After the changes");
    await settle();
    expect(countFor(signedOut, "After the changes")).toBe(0);
    expect(countFor(suspendedDevice, "After the changes")).toBe(0);
  });
});
