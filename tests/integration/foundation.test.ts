// Feature functions on a fresh, migrated SQLite file (DATA_DIR from setup-env.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db, first, isPostgres, queryAll, queryOne, schema } from "~/lib/db.server";
import { resetEnvCache } from "~/lib/env.server";
import { deliverDueMail, enqueueMail } from "~/lib/mail.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { changeRole, getSettings, listFamilyAccounts } from "~/features/family/family.server";
import { login, register } from "~/features/auth/auth.server";
import { auditLogPage } from "~/features/admin/audit-log.server";
import type { Actor } from "~/lib/session.server";
import { freePort } from "../helpers/server";
import { startSmtp } from "../helpers/smtp";

let smtpPort: number;

beforeAll(async () => {
  smtpPort = await freePort();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  process.env.OUTBOX_RETRY_BASE_MS = "100";
  resetEnvCache();
});
afterAll(() => resetRateLimits());

async function actorFor(userId: number): Promise<Actor> {
  const u = (await first(db().select().from(schema.users).where(eq(schema.users.id, userId)).limit(1)))!;
  return { userId: u.id, familyId: u.familyId, role: u.role, name: u.name, email: u.email, sessionId: 0 };
}

describe("database", () => {
  it("is migrated with foreign keys on and WAL (SQLite), read-only outside transactions (PostgreSQL)", async () => {
    const tables = isPostgres()
      ? await queryAll<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public'")
      : await queryAll<{ name: string }>("select name from sqlite_master where type='table'");
    const names = tables.map((t) => t.name);
    for (const t of ["users", "families", "family_settings", "sessions", "password_reset_tokens", "audit_logs", "invite_joins", "mail_outbox"]) {
      expect(names).toContain(t);
    }
    if (isPostgres()) {
      expect(await queryOne("show default_transaction_read_only")).toEqual({ default_transaction_read_only: "on" });
    } else {
      expect(await queryOne("pragma foreign_keys")).toEqual({ foreign_keys: 1 });
      expect(await queryOne("pragma journal_mode")).toEqual({ journal_mode: "wal" });
    }
  });
});

describe("accounts and families", () => {
  it("register creates the family with default settings; join adds a member; login checks the hash", async () => {
    const created = await register(
      { email: "Ada@Example.com", name: "Ada", password: "secret1", family_option: "create", family_name: "Lovelaces" },
      "1.1.1.1",
      "api",
    );
    expect(await getSettings(created.familyId)).toMatchObject({
      allow_all_users_create_events: true,
      allow_all_users_add_photos: true,
      show_subscription_to_members: false,
      show_daily_inspiration: true,
      enable_email_notifications: true,
    });
    const stored = (await first(db().select().from(schema.users).where(eq(schema.users.id, created.userId)).limit(1)))!;
    expect(stored.email).toBe("ada@example.com");
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    expect(stored.passwordHash).not.toContain("secret1");
    const session = (await first(db().select().from(schema.sessions).where(eq(schema.sessions.userId, created.userId)).limit(1)))!;
    expect(session.tokenHash).not.toBe(created.accessToken);

    const joined = await register(
      { email: "byron@example.com", name: "Byron", password: "secret1", family_option: "join", family_code: created.familyCode.toLowerCase() },
      "1.1.1.2",
      "api",
    );
    expect(joined.familyId).toBe(created.familyId);
    expect((await listFamilyAccounts(await actorFor(created.userId))).map((a) => [a.name, a.role])).toEqual([
      ["Ada", "owner"],
      ["Byron", "member"],
    ]);
    expect((await login({ email: " ADA@example.com ", password: "secret1" }, "1.1.1.3")).id).toBe(created.userId);
    await expect(login({ email: "ada@example.com", password: "nope" }, "1.1.1.3")).rejects.toMatchObject({ status: 401 });

    await changeRole(await actorFor(created.userId), joined.userId, { new_role: "admin", reason: "helps a lot" });
    expect((await actorFor(joined.userId)).role).toBe("admin");
    const [entry] = (await auditLogPage(await actorFor(created.userId), {})).entries;
    expect(entry).toMatchObject({ action: "role_change", actor_name: "Ada", target_type: "user" });
    expect(entry!.details).toContain("helps a lot");
  });
});

describe("email outbox", () => {
  it("keeps a message while SMTP is down, then delivers it exactly once", async () => {
    await enqueueMail({ to: "late@example.com", subject: "Hello late", text: "Body" });
    const row = async () => (await first(db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, "late@example.com")).limit(1)))!;
    // Nothing is listening: the background attempt fails and the message is rescheduled.
    for (let i = 0; i < 50 && (await row()).attempts === 0; i++) await new Promise((r) => setTimeout(r, 20));
    // Retried every 100 ms or so (OUTBOX_RETRY_BASE_MS, doubling): on a busy machine a second
    // attempt may already have failed by the time this reads the row.
    const kept = await row();
    expect(kept.status).toBe("pending");
    expect(kept.attempts).toBeGreaterThanOrEqual(1);
    expect(kept.lastError).toBeTruthy();

    const smtp = await startSmtp(smtpPort);
    try {
      await smtp.waitFor("late@example.com");
      // The SMTP server has the message; the sender marks it sent when the server's reply arrives.
      await vi.waitFor(async () => expect((await row()).status).toBe("sent"), { timeout: 5000 });
      await new Promise((r) => setTimeout(r, 400));
      await deliverDueMail();
      expect(smtp.received.filter((m) => m.to.includes("late@example.com"))).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });
});
