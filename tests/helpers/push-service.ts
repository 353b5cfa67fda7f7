// A Web Push service on loopback for the tests (issue 39), written from the RFCs with node:crypto
// only, independently of the `web-push` library the server uses:
// - every POST must carry a VAPID (RFC 8292) `Authorization: vapid t=<JWT>, k=<key>` whose ES256
//   signature verifies under `k`, with `aud` = this service's origin, `exp` within 24 hours and a
//   `sub` (mailto: or https:); `TTL`, `Urgency` and `Content-Encoding: aes128gcm` headers;
// - the body is decrypted as the browser would (RFC 8291 with RFC 8188 aes128gcm) with the
//   device's private key and auth secret;
// - a device answers 201, or the status the test gives it (410: unsubscribed).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type PushDevice = {
  id: string;
  endpoint: string;
  /** What a browser's PushSubscription.toJSON() gives (without expirationTime). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
  auth: Buffer;
  /** The status this device's endpoint answers (default 201). */
  status: number;
};

export type ReceivedPush = {
  device: string;
  payload: { title: string; body: string; url: string };
  ttl: number;
  urgency: string;
  jwt: { aud: string; exp: number; sub: string };
  vapidKey: string;
  status: number;
};

export type PushService = {
  url: string;
  received: ReceivedPush[];
  /** Requests that failed a check (with why); a correct sender leaves this empty. */
  rejected: string[];
  device: (status?: number) => PushDevice;
  waitFor: (predicate: (p: ReceivedPush) => boolean, timeoutMs?: number) => Promise<ReceivedPush>;
  stop: () => Promise<void>;
};

const b64u = (b: Buffer) => b.toString("base64url");

/**
 * RFC 8291 section 3.4 / RFC 8188: the aes128gcm body decrypted with the user agent's P-256
 * private key (32 bytes), its public key (65 bytes) and the 16-byte auth secret.
 */
export function decryptAes128gcm(body: Buffer, uaPrivate: Buffer, uaPublic: Buffer, authSecret: Buffer): Buffer {
  // Header: salt (16) | record size (uint32) | idlen (1) | keyid (the server's public key, 65).
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  if (idlen !== 65 || asPublic[0] !== 4) throw new Error("keyid is not an uncompressed P-256 point");
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(uaPrivate);
  const shared = ecdh.computeSecret(asPublic);
  // IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" || 0x00 || ua_public || as_public, 32)
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const records = body.subarray(21 + idlen);
  if (records.length > recordSize || records.length < 17) throw new Error("Web Push messages are one record");
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("missing the last record's padding delimiter");
  return padded.subarray(0, end);
}

/** RFC 8292: checks the JWT's ES256 signature under the raw public key `k`; returns its claims. */
export function verifyVapid(header: string | undefined, expectedAud: string, now = Date.now()): { claims: { aud: string; exp: number; sub: string }; key: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!m) throw new Error(`Authorization is not "vapid t=..., k=...": ${header}`);
  const [, token, key] = m;
  const [h, p, s] = token.split(".");
  const head = JSON.parse(Buffer.from(h, "base64url").toString()) as { alg: string; typ?: string };
  if (head.alg !== "ES256") throw new Error(`alg ${head.alg}`);
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 key");
  const publicKey = createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) }, format: "jwk" });
  const ok = verify("sha256", Buffer.from(`${h}.${p}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(s, "base64url"));
  if (!ok) throw new Error("the JWT's signature does not verify under k");
  const claims = JSON.parse(Buffer.from(p, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== expectedAud) throw new Error(`aud ${claims.aud}, expected ${expectedAud}`);
  if (!(claims.exp * 1000 > now && claims.exp * 1000 <= now + 24 * 3600_000 + 60_000)) throw new Error(`exp ${claims.exp} is not within 24 hours`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) throw new Error(`sub ${claims.sub}`);
  return { claims, key };
}

export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, PushDevice>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const waiters: (() => void)[] = [];
  let origin = "";
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const id = /^\/push\/([a-f0-9]+)$/.exec(req.url ?? "")?.[1];
      const device = id ? devices.get(id) : undefined;
      if (req.method !== "POST" || !device) return void res.writeHead(404).end();
      try {
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error(`Content-Encoding ${req.headers["content-encoding"]}`);
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${req.headers.ttl}`);
        const urgency = String(req.headers.urgency ?? "");
        if (!["very-low", "low", "normal", "high"].includes(urgency)) throw new Error(`Urgency ${urgency}`);
        const { claims, key } = verifyVapid(req.headers.authorization, origin);
        const ecdh = createECDH("prime256v1");
        ecdh.setPrivateKey(device.privateKey);
        const plain = decryptAes128gcm(Buffer.concat(chunks), device.privateKey, ecdh.getPublicKey(), device.auth);
        received.push({ device: device.id, payload: JSON.parse(plain.toString("utf8")), ttl, urgency, jwt: claims, vapidKey: key, status: device.status });
        waiters.splice(0).forEach((w) => w());
        res.writeHead(device.status).end();
      } catch (error) {
        rejected.push((error as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    received,
    rejected,
    device(status = 201) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const id = randomBytes(8).toString("hex");
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${id}`;
      const device: PushDevice = {
        id,
        endpoint,
        subscription: { endpoint, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } },
        privateKey: ecdh.getPrivateKey(),
        auth,
        status,
      };
      devices.set(id, device);
      return device;
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such push within ${timeoutMs} ms (received ${received.length}, rejected: ${rejected.join("; ")})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
