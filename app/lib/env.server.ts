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

/** A secret given in the environment: printable characters without spaces, at least `min` of them. */
const secretText = (min: number) =>
  optionalText.refine(
    (v) => v === undefined || (v.length >= min && /^[\x21-\x7e]+$/.test(v)),
    `must be at least ${min} characters without spaces (e.g. the output of \`openssl rand -base64 48\`)`,
  );

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().trim().min(1).default("./data"),
  // PostgreSQL instead of SQLite (decision record 200): postgres://user:password@host:5432/db.
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://"),
  // Connections each server keeps open to PostgreSQL at most.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // PostgreSQL time limits per connection (decision record 226), in milliseconds, 0 = none: how
  // long a statement waits for a lock, how long one statement may run, and how long a transaction
  // may sit idle before the database ends its session. A request that hits one answers 503.
  PG_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  PG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  // Named prepared statements (parsed and planned once per connection); 0 for a pooler that does
  // not keep them (PgBouncer in transaction mode before 1.21, or without max_prepared_statements).
  PG_PREPARED_STATEMENTS: z
    .string()
    .trim()
    .default("1")
    .refine((v) => /^(0|1|true|false|on|off)$/i.test(v), "must be 1 or 0")
    .transform((v) => /^(1|true|on)$/i.test(v)),
  // Answers built from a family's data kept in each server's memory while the family's data
  // version says they are current (decision record 272), in MiB; 0 turns the keeping off.
  FAMILY_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(128),
  APP_ORIGIN: z
    .string()
    .trim()
    .default("http://localhost:3000")
    .refine((v) => /^https?:\/\/[^/]+$/.test(v.replace(/\/$/, "")), "must be an origin like https://family.example.org")
    .transform((v) => v.replace(/\/$/, "")),
  // Several servers (README "Running several servers", decision 211): DATABASE_URL (above) makes
  // the secrets below required, so every server signs and encrypts with the same keys.
  SESSION_SECRET: secretText(16),
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
  // Outside calendars a family subscribes to (issue 41): how often each is fetched, how long one
  // fetch may take in all, and the largest feed read.
  CALENDAR_SUBSCRIPTION_REFRESH_MS: z.coerce.number().int().min(60_000).default(3 * 3600_000),
  CALENDAR_SUBSCRIPTION_TIMEOUT_MS: z.coerce.number().int().min(500).default(20_000),
  CALENDAR_SUBSCRIPTION_MAX_BYTES: z.coerce.number().int().min(1024).default(2 * 1024 * 1024),
  // Scheduled work (reminders, digests; decision record 180): how often the server plans and runs
  // due jobs, in milliseconds; 0 turns the server's own loop off (cron runs `npm run jobs`).
  JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  // Background work (decision record 180): where jobs run ("inline": in every app server;
  // "separate": only in `npm run worker` processes), how often a worker looks for due jobs, and how
  // long a claimed job stays its worker's without news (a dead worker's jobs are taken over then).
  WORKER: z.enum(["inline", "separate"]).default("inline"),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  JOB_LEASE_MS: z.coerce.number().int().min(300).max(3_600_000).default(120_000),
  // Shutdown (decision record 220): how long a stopping server or worker lets its running jobs
  // finish; then they are cut and given back at once for another worker (or the restarted one).
  JOBS_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // The hard run time of one cloud backup (then it is stopped and shown as failed).
  BACKUP_JOB_TIMEOUT_MS: z.coerce.number().int().min(1000).max(7 * 86_400_000).default(6 * 3_600_000),
  // Start-up (decision record 221): 1 runs the migrations before the server listens; 0 leaves them
  // to a deploy step (`npm run db:migrate`) and refuses to start on a database older than the code.
  MIGRATE_ON_START: z
    .string()
    .trim()
    .default("1")
    .refine((v) => /^(|0|1|true|false)$/i.test(v), "must be 1 or 0")
    .transform((v) => !/^(0|false)$/i.test(v)),
  // How long a signed link in a reminder email (answer, unsubscribe) stays valid, in days.
  EMAIL_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  // Family imports an account may start per hour (an address: twice as many); decision record 225.
  IMPORTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
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
  ENCRYPTION_KEY: secretText(32),
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
  // ---- Web Push (issue 39, decision record 245) ----
  // The VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints): both or neither.
  // Neither: a pair is generated once and kept in the database, sealed with the encryption key.
  VAPID_PUBLIC_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{86,88}$/.test(v), "must be a base64url P-256 public key (87 characters)"),
  VAPID_PRIVATE_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{42,44}$/.test(v), "must be a base64url P-256 private key (43 characters)"),
  // The contact push services see (mailto: or https:); default: a mailto: of MAIL_FROM's address.
  VAPID_SUBJECT: optionalText.refine((v) => v === undefined || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(v), "must be a mailto: or https: URL"),
  // ---- files in an S3-compatible bucket (decision record 212); local disk when S3_BUCKET is unset ----
  S3_BUCKET: optionalText,
  /** e.g. http://127.0.0.1:9000 (MinIO, Garage, SeaweedFS, Ceph...); unset: AWS itself. */
  S3_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/\s]+/.test(v), "must be an http(s) URL like https://s3.example.org"),
  S3_REGION: z.string().trim().default("us-east-1").transform((v) => v || "us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** 1: bucket in the path (http://host/bucket/key), as most non-AWS servers need. */
  S3_FORCE_PATH_STYLE: z
    .string()
    .trim()
    .default("")
    .refine((v) => /^(|0|1|true|false)$/i.test(v), "must be 1 or 0")
    .transform((v) => /^(1|true)$/i.test(v)),
  /** A key prefix inside the bucket, e.g. "kindred/" (empty: the bucket's root). */
  S3_PREFIX: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^[A-Za-z0-9._\-/]+\/$/.test(v), "must end with / and hold only letters, digits, . _ - /"),
  /** Deadlines of every bucket request: connecting, and any silence while sending or receiving. */
  S3_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  S3_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Largest photo upload (the original file), in bytes; over it: 413 and nothing is kept. */
  PHOTO_MAX_BYTES: z.coerce.number().int().min(1024).default(20 * 1024 * 1024),
  // ---- personal access tokens (decision record 100): requests per minute ----
  TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  TOKEN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(600),
  // ---- guest links (issue 38): submissions per link and address per hour ----
  GUEST_SUBMISSIONS_PER_HOUR: z.coerce.number().int().min(1).default(600),
  SQLITE_SYNCHRONOUS: z
    .string()
    .trim()
    .toUpperCase()
    .default("FULL")
    .pipe(z.enum(["FULL", "NORMAL"], "must be FULL or NORMAL")),
}).superRefine((v, ctx) => {
  // With a shared database there are (or may be) several servers: a secret generated into one
  // server's data directory would sign cookies and seal values the others cannot read.
  if (!v.S3_BUCKET) {
    const stray = (["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((name) => v[name] !== undefined);
    if (stray.length > 0) ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `is required when ${stray.join(", ")} ${stray.length === 1 ? "is" : "are"} set (files would otherwise stay on this server's disk)` });
  }
  if (v.S3_BUCKET && (v.S3_ACCESS_KEY_ID === undefined) !== (v.S3_SECRET_ACCESS_KEY === undefined)) {
    ctx.addIssue({ code: "custom", path: [v.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"], message: "is required with the other S3 key (set both, or neither to use the AWS default credentials)" });
  }
  if ((v.VAPID_PUBLIC_KEY === undefined) !== (v.VAPID_PRIVATE_KEY === undefined)) {
    ctx.addIssue({ code: "custom", path: [v.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"], message: "is required with the other VAPID key (set both, or neither to keep a generated pair in the database)" });
  }
  if (!v.DATABASE_URL) return;
  for (const name of ["SESSION_SECRET", "ENCRYPTION_KEY"] as const) {
    if (v[name] === undefined) {
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `is required when DATABASE_URL is set (every server must use the same one): ${name === "SESSION_SECRET" ? "16" : "32"}+ characters without spaces, e.g. \`openssl rand -base64 48\``,
      });
    }
  }
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
