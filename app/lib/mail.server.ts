// Email goes through a persisted outbox: a request only inserts rows, and a background sender
// delivers them with retries and exponential backoff. A message is marked sent as soon as the
// SMTP server accepts it, so it is not sent twice; while the server is down it stays queued.
// Without SMTP_URL, messages are written as .eml files to $DATA_DIR/outbox (and logged).
import fs from "node:fs";
import path from "node:path";
import type Nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { lazyModule } from "./lazy-module.server";
import { and, asc, eq, lte, or } from "drizzle-orm";
import { afterCommit, changes, db, dataDir, schema, withTransaction } from "./db.server";
import { env } from "./env.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post), sent as given. */
  headers?: Record<string, string>;
};

const MAX_BACKOFF_MS = 60 * 60_000;
const BATCH = 20;

/** Queues messages (part of the caller's transaction, if any); sending starts once they are committed. */
export async function enqueueMail(messages: MailMessage | MailMessage[]): Promise<void> {
  const list = Array.isArray(messages) ? messages : [messages];
  if (list.length === 0) return;
  await withTransaction((tx) =>
    tx.insert(schema.mailOutbox).values(list.map((m) => ({ toAddress: m.to, subject: m.subject, textBody: m.text, htmlBody: m.html ?? null, headers: m.headers ? JSON.stringify(m.headers) : null }))),
  );
  afterCommit(() => {
    if (!backgroundSender) return;
    startMailSender();
    kick();
  });
}

const nodemailer = lazyModule<typeof Nodemailer>("nodemailer");
let transport: Transporter | undefined;
function getTransport(): Transporter {
  if (!transport) {
    const url = env().SMTP_URL;
    transport = url
      ? nodemailer().createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
      : nodemailer().createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  }
  return transport;
}

async function deliver(row: typeof schema.mailOutbox.$inferSelect) {
  const info = await getTransport().sendMail({
    from: env().MAIL_FROM,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
  });
  if (!env().SMTP_URL) {
    const dir = path.join(dataDir(), "outbox");
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${String(row.id).padStart(6, "0")}.eml`);
    fs.writeFileSync(file, (info as { message: Buffer }).message);
    console.log(`[mail] "${row.subject}" to ${row.toAddress} written to ${file}`);
  }
}

let running = false;
let backgroundSender = true;

/**
 * For a one-shot process (`npm run jobs`): no background sender (it would also reset the rows
 * another process is sending); the process delivers with `drainMail` before it exits.
 */
export function disableBackgroundSender(): void {
  backgroundSender = false;
}

/**
 * Delivers due messages until none is due or being sent by another process (or `timeoutMs`
 * passed). Resolves with how many are
 * still pending (failed attempts wait for their retry; the server's sender picks them up).
 */
export async function drainMail(timeoutMs = 30_000): Promise<{ delivered: number; pending: number }> {
  const o = schema.mailOutbox;
  const deadline = Date.now() + timeoutMs;
  let delivered = 0;
  for (;;) {
    delivered += await deliverDueMail();
    // Also wait for rows another process (the server's sender) is sending right now: when this
    // resolves, what was due has been handed to the mail server by someone.
    const due = await db()
      .select({ id: o.id })
      .from(o)
      .where(or(and(eq(o.status, "pending"), lte(o.nextAttemptAt, new Date().toISOString())), eq(o.status, "sending")))
      .limit(1);
    if (due.length === 0 || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const pending = await db().select({ id: o.id }).from(o).where(or(eq(o.status, "pending"), eq(o.status, "sending")));
  return { delivered, pending: pending.length };
}

/** One pass over the due messages. Returns how many were delivered. */
export async function deliverDueMail(): Promise<number> {
  if (running) return 0;
  running = true;
  let delivered = 0;
  try {
    const o = schema.mailOutbox;
    const due = await db()
      .select()
      .from(o)
      .where(and(eq(o.status, "pending"), lte(o.nextAttemptAt, new Date().toISOString())))
      .orderBy(asc(o.id))
      .limit(BATCH);
    for (const row of due) {
      // Claim the row so that no other pass picks it up while it is being sent.
      const claimed = await withTransaction((tx) =>
        changes(tx.update(o).set({ status: "sending" }).where(and(eq(o.id, row.id), eq(o.status, "pending")))),
      );
      if (claimed === 0) continue;
      try {
        await deliver(row);
        await withTransaction((tx) => tx.update(o).set({ status: "sent", sentAt: new Date().toISOString(), lastError: null }).where(eq(o.id, row.id)));
        delivered += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const backoff = Math.min(env().OUTBOX_RETRY_BASE_MS * 2 ** (attempts - 1), MAX_BACKOFF_MS);
        await withTransaction((tx) =>
          tx
            .update(o)
            .set({
              status: "pending",
              attempts,
              nextAttemptAt: new Date(Date.now() + backoff).toISOString(),
              lastError: error instanceof Error ? error.message : String(error),
            })
            .where(eq(o.id, row.id)),
        );
      }
    }
    if (due.length === BATCH) setImmediate(kick);
  } finally {
    running = false;
  }
  return delivered;
}

let timer: NodeJS.Timeout | undefined;

function kick() {
  void deliverDueMail().catch((error) => console.error("[mail] sender failed", error));
}

/** Starts the background sender once per process. Rows left 'sending' by a crash are retried. */
export function startMailSender() {
  if (timer) return;
  const every = Math.min(env().OUTBOX_RETRY_BASE_MS, 5000);
  timer = setInterval(kick, every);
  timer.unref();
  void withTransaction((tx) => tx.update(schema.mailOutbox).set({ status: "pending" }).where(eq(schema.mailOutbox.status, "sending")))
    .then(kick)
    .catch((error) => console.error("[mail] sender failed", error));
}
