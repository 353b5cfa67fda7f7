// Email goes through a persisted outbox: a request only inserts rows, each with a `mail` job on the
// jobs table (decision record 180), and whichever worker claims the job delivers the message, with
// retries and exponential backoff. A message is marked sent as soon as the SMTP server accepts it,
// so it is not sent twice; while the server is down it stays queued. A worker that dies mid-send
// loses its lease and another worker takes the job over: no process ever resets another's work.
// Without SMTP_URL, messages are written as .eml files to $DATA_DIR/outbox (and logged).
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import tls from "node:tls";
import type Nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { lazyModule } from "./lazy-module.server";
import { and, eq, gte, inArray, lte, or } from "drizzle-orm";
import { afterCommit, db, dataDir, first, schema, withTransaction } from "./db.server";
import { env } from "./env.server";
import { kickWorker, registerJob, runDueJobs, startWorker } from "./jobs.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post), sent as given. */
  headers?: Record<string, string>;
};

const MAX_BACKOFF_MS = 60 * 60_000;
/** After this many failed attempts (about a day at the longest backoff) a message is given up. */
const MAX_ATTEMPTS = 30;
const MAIL = "mail";

/**
 * Queues messages (part of the caller's transaction, if any): an outbox row and a `mail` job each.
 * Once committed, this process's worker (if it runs one) is told at once.
 */
export async function enqueueMail(messages: MailMessage | MailMessage[]): Promise<void> {
  const list = Array.isArray(messages) ? messages : [messages];
  if (list.length === 0) return;
  registerMailJob();
  await withTransaction(async (tx) => {
    const rows = await tx
      .insert(schema.mailOutbox)
      .values(list.map((m) => ({ toAddress: m.to, subject: m.subject, textBody: m.text, htmlBody: m.html ?? null, headers: m.headers ? JSON.stringify(m.headers) : null })))
      .returning({ id: schema.mailOutbox.id });
    const at = new Date().toISOString();
    await tx.insert(schema.jobs).values(rows.map((r) => ({ kind: MAIL, key: `mail:${r.id}`, payload: JSON.stringify({ id: r.id }), runAt: at, createdAt: at, updatedAt: at })));
  });
  afterCommit(() => {
    if (!backgroundSender || env().WORKER === "separate") return;
    startWorker();
    kickWorker();
  });
}

const nodemailer = lazyModule<typeof Nodemailer>("nodemailer");
let fileTransport: Transporter | undefined;

/** SMTP's deadlines: connecting, the server's greeting, and any silence on the connection. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/** A mail job's hard run time (decision record 220). */
const MAIL_TIMEOUT_MS = 60_000;

/**
 * The transport for one message. With SMTP_URL, a connection of its own whose socket is destroyed
 * when `signal` aborts (time limit, shutdown): a message still being sent is cut before its final
 * dot, so the mail server discards it and the job, given back, sends it once.
 */
function transportFor(signal: AbortSignal): Transporter {
  const url = env().SMTP_URL;
  if (!url) return (fileTransport ??= nodemailer().createTransport({ streamTransport: true, buffer: true, newline: "unix" }));
  const options: SMTPTransport.Options = {
    ...SMTP_TIMEOUTS,
    getSocket(options, callback) {
      signal.throwIfAborted();
      const socket = options.secure
        ? tls.connect({ host: options.host, port: options.port === undefined ? undefined : Number(options.port), servername: options.host && net.isIP(options.host) === 0 ? options.host : undefined, ...options.tls })
        : new net.Socket();
      // nodemailer 10 attaches its own listeners only once connected: until then an error of this
      // socket (the cut below, a reset) must not be an unhandled 'error' event that ends the process.
      socket.on("error", () => {});
      const cut = () => socket.destroy(new Error("The message was cut before it was complete (the job was stopped)"));
      signal.addEventListener("abort", cut, { once: true });
      socket.once("close", () => signal.removeEventListener("abort", cut));
      callback(null, options.secure ? { connection: socket, secured: true } : { socket });
    },
  };
  // nodemailer 10: the connection settings go beside `url` (a second argument is per-message defaults).
  return nodemailer().createTransport({ url, ...options });
}

async function deliver(row: typeof schema.mailOutbox.$inferSelect, signal: AbortSignal) {
  const transport = transportFor(signal);
  const info = await transport.sendMail({
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

let backgroundSender = true;
let registered = false;

/** Registers the `mail` job's handler in this process (once). */
export function registerMailJob(): void {
  if (registered) return;
  registered = true;
  registerJob(MAIL, (payload, { signal }) => sendOutboxMessage(Number(payload.id), signal), {
    maxAttempts: MAX_ATTEMPTS,
    retryBaseMs: env().OUTBOX_RETRY_BASE_MS,
    maxBackoffMs: MAX_BACKOFF_MS,
    timeoutMs: MAIL_TIMEOUT_MS,
    // Messages are independent: a few at once, so one slow recipient server holds no other.
    concurrency: 4,
  });
}

/** The `mail` job: delivers one outbox message (again after a crash: unless it is marked sent). */
async function sendOutboxMessage(id: number, signal: AbortSignal): Promise<void> {
  const o = schema.mailOutbox;
  const row = await first(db().select().from(o).where(eq(o.id, id)).limit(1));
  if (!row || row.status === "sent") return;
  await withTransaction((tx) => tx.update(o).set({ status: "sending" }).where(eq(o.id, id)));
  try {
    await deliver(row, signal);
  } catch (error) {
    // Stopped from outside (shutdown, time limit): the jobs table records what happens next.
    if (signal.aborted) throw error;
    const attempts = row.attempts + 1;
    const backoff = Math.min(env().OUTBOX_RETRY_BASE_MS * 2 ** (attempts - 1), MAX_BACKOFF_MS);
    await withTransaction((tx) =>
      tx
        .update(o)
        .set({
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          attempts,
          nextAttemptAt: new Date(Date.now() + backoff).toISOString(),
          lastError: error instanceof Error ? error.message : String(error),
        })
        .where(eq(o.id, id)),
    );
    throw error;
  }
  await withTransaction((tx) => tx.update(o).set({ status: "sent", sentAt: new Date().toISOString(), lastError: null }).where(eq(o.id, id)));
}

/**
 * For a one-shot process (`npm run jobs`): no background worker started by a queued message; the
 * process delivers with `drainMail` before it exits.
 */
export function disableBackgroundSender(): void {
  backgroundSender = false;
}

/** Delivers the messages due now in this process (one pass over the `mail` jobs). Returns how many were delivered. */
export async function deliverDueMail(): Promise<number> {
  registerMailJob();
  return (await runDueJobs(new Date(), [MAIL])).ran;
}

/**
 * Delivers due messages until none is due or being sent by another worker (or `timeoutMs`
 * passed). Resolves with how many are still pending (failed attempts wait for their retry; a
 * server's worker picks them up).
 */
export async function drainMail(timeoutMs = 30_000): Promise<{ delivered: number; pending: number }> {
  const j = schema.jobs;
  const deadline = Date.now() + timeoutMs;
  let delivered = 0;
  for (;;) {
    delivered += await deliverDueMail();
    // Also wait for messages another worker is sending right now: when this resolves, what was
    // due has been handed to the mail server by someone.
    const at = new Date().toISOString();
    const busy = await db()
      .select({ id: j.id })
      .from(j)
      .where(and(eq(j.kind, MAIL), or(and(eq(j.status, "pending"), lte(j.runAt, at)), and(eq(j.status, "running"), gte(j.leaseExpiresAt, at)))))
      .limit(1);
    if (busy.length === 0 || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const o = schema.mailOutbox;
  const pending = await db().select({ id: o.id }).from(o).where(inArray(o.status, ["pending", "sending"]));
  return { delivered, pending: pending.length };
}
