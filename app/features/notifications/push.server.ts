// Web Push (issue 39, decision record 245): standard VAPID (RFC 8292) with aes128gcm payloads
// (RFC 8291), sent by this server to each browser's push service; no third-party account.
//
// - The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else one pair generated on first use and
//   kept in `server_keys`, sealed with the encryption key (every server shares it; the server backup
//   carries it).
// - A subscription belongs to the session that made it (deleted with it: sign-out, sign-out
//   everywhere, suspension and removal all delete sessions).
// - Sending: one `push` job per (device, notification) on the jobs table, keyed so the same
//   notification planned twice reaches a device once. The protocol (encryption, VAPID JWT) is the
//   `web-push` library's; the request goes through the outbound guard (https, public addresses).
import { and, asc, count, eq, gt, inArray, isNull } from "drizzle-orm";
import type WebPush from "web-push";
import { z } from "zod";
import { afterCommit, db, first, lockName, schema, withTransaction } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { HttpError, badRequest, parseInput } from "~/lib/http.server";
import { enqueueJobs, kickWorker, registerJob } from "~/lib/jobs.server";
import { lazyModule } from "~/lib/lazy-module.server";
import { classifyAddress, parseIp } from "~/lib/outbound-rules";
import { open, seal } from "~/lib/secret-box.server";
import type { Actor } from "~/lib/session.server";
import { recipientLanguage } from "~/lib/i18n/language.server";
import type { Language } from "~/lib/i18n/languages";
import { wantingPush, type PushKind } from "./preferences.server";

const webpush = lazyModule<typeof WebPush>("web-push");
// The outbound client (http, https, tls) only where something is sent or checked: processes that
// only queue notifications (npm run jobs, page requests) do not load it.
const outbound = () => import("~/lib/outbound.server");

export const PUSH_JOB = "push";
/** Devices one person may have subscribed at a time. */
export const MAX_DEVICES = 20;
const SEAL_PURPOSE = "server-keys";

export const PUSH_MSG = {
  notFound: "This device is not subscribed",
  tooMany: `At most ${MAX_DEVICES} devices can get notifications. Turn one off first.`,
  endpoint: "The push endpoint must be an https:// address",
  keys: "The subscription's keys are not valid",
  noSession: "Notifications belong to a signed-in session",
} as const;

// ---- The VAPID key pair ----

type KeyPair = { publicKey: string; privateKey: string };
let cachedKeys: KeyPair | undefined;

/** The server's VAPID key pair (generated and stored on first use unless set in the environment). */
export async function vapidKeys(): Promise<KeyPair> {
  const e = env();
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  if (cachedKeys) return cachedKeys;
  const k = schema.serverKeys;
  const read = async () => first(db().select().from(k).where(eq(k.name, "vapid")).limit(1));
  let row = await read();
  if (!row) {
    const generated = webpush().generateVAPIDKeys();
    // Two servers starting together: the first insert wins and both read it back.
    await withTransaction((tx) =>
      tx
        .insert(k)
        .values({ name: "vapid", value: seal(JSON.stringify(generated), SEAL_PURPOSE) })
        .onConflictDoNothing({ target: k.name }),
    );
    row = await read();
  }
  const keys = JSON.parse(open(row!.value, SEAL_PURPOSE)) as KeyPair;
  return (cachedKeys = { publicKey: keys.publicKey, privateKey: keys.privateKey });
}

/** Only for tests that swap databases within one process. */
export function forgetVapidKeys(): void {
  cachedKeys = undefined;
}

/** GET /api/push/vapid-public-key */
export async function vapidPublicKey(): Promise<{ key: string }> {
  return { key: (await vapidKeys()).publicKey };
}

/** VAPID_SUBJECT, else a mailto: of MAIL_FROM's address (the app's origin when that is a local address). */
export function vapidSubject(): string {
  const e = env();
  if (e.VAPID_SUBJECT) return e.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) && !/@localhost$/i.test(address)) return `mailto:${address}`;
  return e.APP_ORIGIN;
}

// ---- Subscriptions ----

const base64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MSG.keys);

export const subscriptionInput = z.object({
  endpoint: z.string().trim().min(1, PUSH_MSG.endpoint).max(2048, "The push endpoint must be at most 2048 characters"),
  keys: z.object({
    p256dh: base64url(128).describe("The browser's P-256 public key (base64url, 65 bytes uncompressed)"),
    auth: base64url(64).describe("The authentication secret (base64url, 16 bytes)"),
  }),
});

export const endpointInput = z.object({ endpoint: z.string().trim().min(1, PUSH_MSG.endpoint).max(2048) });

/** https, or http where the operator allowed private networks (tests on loopback). */
async function checkEndpoint(raw: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(PUSH_MSG.endpoint);
  }
  const allowed = env().OUTBOUND_ALLOWED_NETWORKS;
  const httpAllowed = allowed.length > 0 && url.protocol === "http:";
  if ((url.protocol !== "https:" && !httpAllowed) || url.username || url.password) throw badRequest(PUSH_MSG.endpoint);
  // An address written as an IP is checked now (a name is checked each time it is sent to).
  if (parseIp(url.hostname)) {
    const c = classifyAddress(url.hostname.replace(/^\[|\]$/g, ""), allowed);
    if (!c.allowed) throw new (await outbound()).OutboundRefused(c.address, c.kind);
  }
  return url;
}

function checkKeys(keys: { p256dh: string; auth: string }) {
  const p = Buffer.from(keys.p256dh, "base64url");
  const a = Buffer.from(keys.auth, "base64url");
  if (p.length !== 65 || p[0] !== 4 || a.length !== 16) throw badRequest(PUSH_MSG.keys);
}

export type DeviceView = { id: number; endpoint: string; created_at: string; this_device: boolean };

/** The endpoint's origin and its last characters: enough to tell devices apart, not to send to them. */
const shorten = (endpoint: string) => {
  const url = new URL(endpoint);
  return `${url.origin}/…${endpoint.slice(-8)}`;
};

/** POST /api/push/subscriptions: this session's device (the same endpoint again is updated). */
export async function subscribe(actor: Actor, raw: unknown): Promise<DeviceView> {
  if (!actor.sessionId) throw new HttpError(401, PUSH_MSG.noSession);
  const input = parseInput(subscriptionInput, raw);
  await checkEndpoint(input.endpoint);
  checkKeys(input.keys);
  const s = schema.pushSubscriptions;
  const id = await withTransaction(async (tx) => {
    await lockName(tx, `push-devices:${actor.userId}`);
    const existing = await first(tx.select({ id: s.id, userId: s.userId }).from(s).where(eq(s.endpoint, input.endpoint)).limit(1));
    if (existing) {
      // The same browser, now in this session (perhaps another person's after a sign-in).
      await tx
        .update(s)
        .set({ userId: actor.userId, sessionId: actor.sessionId, p256dh: input.keys.p256dh, auth: input.keys.auth })
        .where(eq(s.id, existing.id));
      return existing.id;
    }
    const [{ n }] = await tx.select({ n: count() }).from(s).where(eq(s.userId, actor.userId));
    if (Number(n) >= MAX_DEVICES) throw new HttpError(409, PUSH_MSG.tooMany);
    const [row] = await tx
      .insert(s)
      .values({ userId: actor.userId, sessionId: actor.sessionId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .returning({ id: s.id });
    return row!.id;
  });
  return (await myDevices(actor)).find((d) => d.id === id)!;
}

/** DELETE /api/push/subscriptions {endpoint}: one of this person's devices. */
export async function unsubscribe(actor: Actor, raw: unknown): Promise<{ message: string }> {
  const { endpoint } = parseInput(endpointInput, raw);
  const s = schema.pushSubscriptions;
  const gone = await withTransaction(async (tx) =>
    tx.delete(s).where(and(eq(s.endpoint, endpoint), eq(s.userId, actor.userId))).returning({ id: s.id }),
  );
  if (gone.length === 0) throw new HttpError(404, PUSH_MSG.notFound);
  return { message: "This device will no longer get notifications" };
}

/** GET /api/push/subscriptions: this person's devices, endpoints shortened. */
export async function myDevices(actor: Actor): Promise<DeviceView[]> {
  const s = schema.pushSubscriptions;
  const rows = await db()
    .select({ id: s.id, endpoint: s.endpoint, createdAt: s.createdAt, sessionId: s.sessionId })
    .from(s)
    .where(eq(s.userId, actor.userId))
    .orderBy(asc(s.id));
  return rows.map((r) => ({ id: r.id, endpoint: shorten(r.endpoint), created_at: r.createdAt, this_device: r.sessionId === actor.sessionId }));
}

// ---- Sending ----

export type PushMessage = { title: string; body: string; url: string };
type Urgency = "very-low" | "low" | "normal" | "high";
export type PushOptions = { ttl: number; urgency: Urgency };

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Queues one `push` job per subscribed device of `userIds` who want `kind` (suspended accounts are
 * skipped). `dedupe` names the notification: the same one queued again reaches a device once.
 * Part of the caller's transaction, if any. Resolves with how many deliveries were queued.
 */
export async function queuePush(
  userIds: number[],
  kind: PushKind,
  message: PushMessage | ((language: Language) => PushMessage),
  dedupe: string,
  options: PushOptions,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const u = schema.users;
  const fs = schema.familySettings;
  // Each person's language (issue 40): their own choice, else their family's default.
  const active = await db()
    .select({ id: u.id, own: u.language, family: fs.language })
    .from(u)
    .leftJoin(fs, eq(fs.familyId, u.familyId))
    .where(and(inArray(u.id, userIds), isNull(u.suspendedAt)));
  const languageOf = new Map(active.map((r) => [r.id, recipientLanguage(r.own, r.family)]));
  const wanting = [...(await wantingPush(active.map((r) => r.id), kind))];
  if (wanting.length === 0) return 0;
  const s = schema.pushSubscriptions;
  const ses = schema.sessions;
  // Devices whose session is still current (an expired session's device gets nothing).
  const devices = await db()
    .select({ id: s.id, userId: s.userId })
    .from(s)
    .innerJoin(ses, eq(ses.id, s.sessionId))
    .where(and(inArray(s.userId, wanting), gt(ses.expiresAt, new Date().toISOString())))
    .orderBy(asc(s.id));
  if (devices.length === 0) return 0;
  // One text per language (a translator per language, not per device).
  const payloads = new Map<Language, Record<string, unknown>>();
  const payloadIn = (language: Language) => {
    let payload = payloads.get(language);
    if (!payload) {
      const m = typeof message === "function" ? message(language) : message;
      const path = new URL(m.url, env().APP_ORIGIN);
      payload = {
        title: clip(m.title, 120),
        body: clip(m.body, 240),
        // Always on our origin: the service worker opens it.
        url: `${env().APP_ORIGIN}${path.pathname}${path.search}`,
        ttl: options.ttl,
        urgency: options.urgency,
      };
      payloads.set(language, payload);
    }
    return payload;
  };
  registerPushJob();
  const queued = await enqueueJobs(
    devices.map((d) => ({ kind: PUSH_JOB, key: `push:${d.id}:${dedupe}`, payload: { ...payloadIn(languageOf.get(d.userId) ?? "en"), subscriptionId: d.id }, runAt: new Date() })),
  );
  afterCommit(() => {
    if (env().WORKER !== "separate") kickWorker();
  });
  return queued;
}

/** The answers from a push service that mean the subscription is gone for good. */
const GONE = new Set([404, 410]);

/** The `push` job: one encrypted message to one device. */
async function deliverPush(payload: Record<string, unknown>): Promise<void> {
  const s = schema.pushSubscriptions;
  const u = schema.users;
  const sub = await first(
    db()
      .select({ id: s.id, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, suspendedAt: u.suspendedAt })
      .from(s)
      .innerJoin(u, eq(u.id, s.userId))
      .where(eq(s.id, Number(payload.subscriptionId)))
      .limit(1),
  );
  // Unsubscribed or signed out since: nothing to send.
  if (!sub) return;
  const remove = () => withTransaction((tx) => tx.delete(s).where(eq(s.id, sub.id)));
  if (sub.suspendedAt) {
    await remove();
    return;
  }
  const keys = await vapidKeys();
  const body = JSON.stringify({ title: String(payload.title), body: String(payload.body), url: String(payload.url) });
  const details = webpush().generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, body, {
    vapidDetails: { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: Number(payload.ttl) || 86_400,
    urgency: (payload.urgency as Urgency) ?? "normal",
    contentEncoding: "aes128gcm",
  });
  const { OutboundRefused, outboundRequest } = await outbound();
  let response;
  try {
    await checkEndpoint(sub.endpoint);
    response = await outboundRequest(details.endpoint, {
      method: "POST",
      headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
      body: details.body ?? undefined,
      timeoutMs: 10_000,
      deadlineMs: 20_000,
      maxRedirects: 0,
      maxResponseBytes: 64 * 1024,
    });
  } catch (error) {
    // An endpoint this server may not send to (a private address, or no longer https) never will.
    if (error instanceof OutboundRefused || (error instanceof HttpError && error.status === 400)) {
      await remove();
      return;
    }
    throw error;
  }
  if (GONE.has(response.status)) {
    await remove();
    return;
  }
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`The push service answered ${response.status}: ${response.text().slice(0, 200)}`);
  }
}

let registered = false;
/** Registers the `push` job's handler in this process (once). */
export function registerPushJob(): void {
  if (registered) return;
  registered = true;
  registerJob(PUSH_JOB, (payload) => deliverPush(payload), { maxAttempts: 8, retryBaseMs: 30_000, maxBackoffMs: 60 * 60_000 });
}

export type { PushKind };
