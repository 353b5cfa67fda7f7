// `npm run jobs -- --now 2026-12-01T08:00:00Z`: plans and runs, once, every piece of scheduled
// work due at that instant (event reminders, weekly digests, birthday reminders; decision record
// 180), delivers the emails it queued, and exits: 0 when every job ran and every due email was
// accepted by the mail server, 1 otherwise (a failed job is retried later with backoff; an email
// not delivered stays in the outbox for the server's sender). Without --now: the current time.
// `--now` may be given several times: each instant runs in turn (catching up, tests).
// It works on the same database as the server (DATA_DIR) and may run while the server runs: jobs
// are claimed with a lease and each email has a unique delivery row.
import { startDatabase } from "~/lib/db.server";
import { disableBackgroundSender, drainMail } from "~/lib/mail.server";
import { runScheduledWork } from "~/features/notifications/reminders.server";
import { registerJobKinds } from "~/worker.server";

function instants(argv: string[]): Date[] {
  const out: Date[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = arg === "--now" ? argv[++i] : arg.startsWith("--now=") ? arg.slice(6) : undefined;
    if (arg !== "--now" && !arg.startsWith("--now=")) throw new Error(`Unknown argument: ${arg} (use --now <ISO instant>)`);
    const ms = Date.parse(value ?? "");
    if (Number.isNaN(ms)) throw new Error(`--now needs an ISO-8601 instant, e.g. 2026-12-01T08:00:00Z (got ${value ?? "nothing"})`);
    out.push(new Date(ms));
  }
  return out.length > 0 ? out : [new Date()];
}

async function main(): Promise<number> {
  const list = instants(process.argv.slice(2));
  await startDatabase();
  disableBackgroundSender();
  registerJobKinds();
  let failed = 0;
  for (const now of list) {
    const started = performance.now();
    const result = await runScheduledWork(now);
    failed += result.failed;
    const ms = Math.round(performance.now() - started);
    console.log(`[jobs] ${now.toISOString()}: ${result.planned} planned, ${result.ran} ran, ${result.failed} failed (${ms} ms)`);
  }
  const mail = await drainMail();
  console.log(`[jobs] mail: ${mail.delivered} delivered, ${mail.pending} still queued`);
  return failed > 0 || mail.pending > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
