// Every setting is an environment variable, validated once at start. See README for defaults.
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().trim().min(1).default("./data"),
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
  TRUST_PROXY: z
    .enum(["", "0", "1", "true", "false"])
    .default("")
    .transform((v) => v === "1" || v === "true"),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).default(5000),
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
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
