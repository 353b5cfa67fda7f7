// Every setting is an environment variable, validated once at start. See README for defaults.
import { z } from "zod";
import { parseNetworks } from "./outbound-rules";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** An http(s) URL setting without a trailing slash. */
const httpUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((v) => (v === "" ? fallback : v.replace(/\/+$/, "")))
    .refine((v) => /^https?:\/\/[^/\s]+/.test(v), "must be an http(s) URL");

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().trim().min(1).default("./data"),
  // PostgreSQL instead of SQLite (decision record 200): postgres://user:password@host:5432/db.
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://"),
  // Connections each server keeps open to PostgreSQL at most.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  APP_ORIGIN: z
    .string()
    .trim()
    .default("http://localhost:3000")
    .refine((v) => /^https?:\/\/[^/]+$/.test(v.replace(/\/$/, "")), "must be an origin like https://family.example.org")
    .transform((v) => v.replace(/\/$/, "")),
  SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, "must be at least 16 characters"),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), "must start with smtp:// or smtps://"),
  MAIL_FROM: z.string().trim().default("Kindred <no-reply@localhost>"),
  SUPPORT_EMAIL: z.string().trim().email().default("support@kindred.local"),
  SUPER_ADMIN_CODE: optionalText,
  // How many reverse proxies in front of the server append to X-Forwarded-For: the client's
  // address is the entry the outermost trusted proxy added (the right-most N), never one the
  // client wrote itself. "true" is 1, "false"/empty is 0.
  TRUST_PROXY: z
    .string()
    .trim()
    .default("")
    .refine((v) => /^(|true|false|\d{1,2})$/i.test(v), "must be a number of proxies (0, 1, 2, ...), true or false")
    .transform((v) => (/^true$/i.test(v) ? 1 : /^(|false)$/i.test(v) ? 0 : Number(v))),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).default(5000),
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  // Payments (see README): Stripe when STRIPE_SECRET_KEY is set, else the built-in test checkout.
  PAYMENTS: z
    .enum(["", "on", "off"])
    .default("")
    .transform((v) => (v === "off" ? "off" : "on")),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v), "must be a URL like http://127.0.0.1:12111"),
  STRIPE_PRICE_SMALL_FAMILY: optionalText,
  STRIPE_PRICE_MEDIUM_FAMILY: optionalText,
  // ---- integrations ----
  ENCRYPTION_KEY: optionalText.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
  JITSI_BASE_URL: httpUrl("https://meet.jit.si"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: httpUrl("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: httpUrl("https://oauth2.googleapis.com/token"),
  GOOGLE_REVOKE_URL: httpUrl("https://oauth2.googleapis.com/revoke"),
  GOOGLE_API_URL: httpUrl("https://www.googleapis.com"),
  DROPBOX_APP_KEY: optionalText,
  DROPBOX_APP_SECRET: optionalText,
  DROPBOX_AUTH_URL: httpUrl("https://www.dropbox.com/oauth2/authorize"),
  DROPBOX_API_URL: httpUrl("https://api.dropboxapi.com"),
  DROPBOX_CONTENT_URL: httpUrl("https://content.dropboxapi.com"),
  // Addresses a user may make this server connect to (WebDAV backup): public ones only, plus these
  // comma-separated CIDR ranges, e.g. 192.168.1.0/24 for a Nextcloud on the LAN (decision 073).
  OUTBOUND_ALLOWED_NETWORKS: z
    .string()
    .default("")
    .transform((v, ctx) => {
      try {
        return parseNetworks(v);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Largest photo upload (the original file), in bytes; over it: 413 and nothing is kept. */
  PHOTO_MAX_BYTES: z.coerce.number().int().min(1024).default(20 * 1024 * 1024),
  // ---- personal access tokens (decision record 100): requests per minute ----
  TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  TOKEN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(600),
  SQLITE_SYNCHRONOUS: z
    .string()
    .trim()
    .toUpperCase()
    .default("FULL")
    .pipe(z.enum(["FULL", "NORMAL"], "must be FULL or NORMAL")),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment variable(s):\n${lines.join("\n")}`);
  }
  cached = result.data;
  return cached;
}

/** Only for tests that change the environment between cases. */
export function resetEnvCache() {
  cached = undefined;
}
