// Secrets at rest (decision 072): AES-256-GCM with a key derived (HKDF-SHA256) from ENCRYPTION_KEY,
// or from a random key generated once into the data directory (`encryption-key`, mode 0600).
// It is not derived from the session secret, so rotating SESSION_SECRET to sign everyone out does
// not make stored cloud credentials unreadable. The same root key also derives keyed hashes
// (calendar feed tokens) under a different HKDF label.
import fs from "node:fs";
import path from "node:path";
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { dataDir } from "./db.server";
import { env } from "./env.server";

const VERSION = "v1";
let root: Buffer | undefined;

function rootKey(): Buffer {
  if (root) return root;
  const configured = env().ENCRYPTION_KEY;
  if (configured) return (root = Buffer.from(configured, "utf8"));
  const file = path.join(dataDir(), "encryption-key");
  if (!fs.existsSync(file)) {
    try {
      fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return (root = Buffer.from(fs.readFileSync(file, "utf8").trim(), "utf8"));
}

/** A 32-byte key for one purpose ("secrets-at-rest", "calendar-feed", ...). */
export function derivedKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", rootKey(), Buffer.alloc(0), `kindred:${purpose}:${VERSION}`, 32));
}

/** Encrypts a UTF-8 string: "v1.<iv>.<tag>.<ciphertext>" (base64url parts). */
export function seal(plaintext: string, purpose = "secrets-at-rest"): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString("base64url"), tag.toString("base64url"), body.toString("base64url")].join(".");
}

/** Decrypts what `seal` wrote; throws when the value was altered or the key changed. */
export function open(sealed: string, purpose = "secrets-at-rest"): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Unreadable sealed value");
  const decipher = createDecipheriv("aes-256-gcm", derivedKey(purpose), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** A keyed hash (HMAC-SHA256, base64url) for values that must be re-derivable but unguessable. */
export function keyedToken(purpose: string, message: string): string {
  return createHmac("sha256", derivedKey(purpose)).update(message).digest("base64url");
}

/** Only for tests that change ENCRYPTION_KEY between cases. */
export function resetSecretBox() {
  root = undefined;
}
