// `npm run worker`: a process that only runs background work (decision record 180): the email
// outbox, cloud backups, reminders and digests, from the jobs table of the database the app servers
// use (DATA_DIR or DATABASE_URL). Run one or more beside app servers started with WORKER=separate;
// with the default WORKER=inline every app server runs this work itself and no worker is needed.
// SIGTERM/SIGINT: no new jobs are taken; the jobs under way may finish within
// JOBS_SHUTDOWN_GRACE_MS, then they are cut and given back (decision record 220); the database is
// closed and the process exits.
import { closeDatabase, startDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { startBackgroundWork, stopBackgroundWork } from "~/worker.server";

try {
  env();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
try {
  // The migrations (or, with MIGRATE_ON_START=0, the check that they ran) before any job.
  await startDatabase();
} catch (error) {
  console.error(`[worker] not starting: ${(error as Error).message}`);
  process.exit(1);
}
startBackgroundWork();
console.log(`[worker] running background jobs (every ${env().JOBS_POLL_MS} ms; reminders every ${env().JOBS_INTERVAL_MS} ms)`);
// The worker's timers do not keep the process alive on their own: this one does.
const alive = setInterval(() => {}, 1 << 30);

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[worker] stopping: the jobs under way may finish within ${env().JOBS_SHUTDOWN_GRACE_MS} ms, then are given back`);
    stopBackgroundWork()
      .then(async () => {
        clearInterval(alive);
        await closeDatabase();
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}
