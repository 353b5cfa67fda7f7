// The tests' own Web Push receiver (tests/helpers/push-service.ts) against RFC 8291's published
// example, then the `web-push` library the server sends with, checked by that receiver: the same
// bytes a browser would decrypt, and a VAPID JWT a push service would accept.
import { createECDH, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { decryptAes128gcm, verifyVapid } from "../helpers/push-service";

const u = (s: string) => Buffer.from(s, "base64url");

// RFC 8291 section 5 (values from its Appendix A).
const RFC = {
  plaintext: "When I grow up, I want to be a watermelon",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  body:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

describe("Web Push cryptography", () => {
  it("decrypts RFC 8291's example message, and refuses it altered", () => {
    const body = u(RFC.body);
    expect(body.subarray(21, 86).equals(u(RFC.asPublic))).toBe(true);
    expect(decryptAes128gcm(body, u(RFC.uaPrivate), u(RFC.uaPublic), u(RFC.auth)).toString("utf8")).toBe(RFC.plaintext);
    const altered = Buffer.from(body);
    altered[body.length - 20] ^= 1;
    expect(() => decryptAes128gcm(altered, u(RFC.uaPrivate), u(RFC.uaPublic), u(RFC.auth))).toThrow();
    expect(() => decryptAes128gcm(body, u(RFC.uaPrivate), u(RFC.uaPublic), randomBytes(16))).toThrow();
  });

  it("reads what the server's library sends: aes128gcm payload, VAPID JWT (ES256, aud, exp within 24 h), TTL and Urgency", () => {
    const ua = createECDH("prime256v1");
    ua.generateKeys();
    const auth = randomBytes(16);
    const keys = webpush.generateVAPIDKeys();
    const endpoint = "https://push.example.net/send/abc123";
    const payload = JSON.stringify({ title: "Picnic", body: "Sunday at the lake", url: "https://family.example.org/dashboard" });
    const details = webpush.generateRequestDetails(
      { endpoint, keys: { p256dh: ua.getPublicKey().toString("base64url"), auth: auth.toString("base64url") } },
      payload,
      { vapidDetails: { subject: "mailto:ops@example.org", publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: 3600, urgency: "high", contentEncoding: "aes128gcm" },
    );
    const headers = details.headers as Record<string, string | number>;
    expect(headers["Content-Encoding"]).toBe("aes128gcm");
    expect(String(headers.TTL)).toBe("3600");
    expect(headers.Urgency).toBe("high");
    const plain = decryptAes128gcm(details.body as Buffer, ua.getPrivateKey(), ua.getPublicKey(), auth);
    expect(JSON.parse(plain.toString("utf8"))).toEqual(JSON.parse(payload));
    const { claims, key } = verifyVapid(String(headers.Authorization), "https://push.example.net");
    expect(key).toBe(keys.publicKey);
    expect(claims.sub).toBe("mailto:ops@example.org");
    // A JWT for another push service, or signed by another key, is refused.
    expect(() => verifyVapid(String(headers.Authorization), "https://other.example.net")).toThrow(/aud/);
    const other = webpush.generateVAPIDKeys().publicKey;
    expect(() => verifyVapid(String(headers.Authorization).replace(/k=.*$/, `k=${other}`), "https://push.example.net")).toThrow(/signature/);
  });
});
