// A worker process whose one kind of job kills it (SIGKILL, as an out-of-memory kill would): run by
// tests/integration/jobs.test.ts with tsx, on the test's database (DATA_DIR or DATABASE_URL).
// Each run appends a line to CRASH_LOG before dying, so the test counts how often the job ran.
import fs from "node:fs";
import { startDatabase } from "~/lib/db.server";
import { registerJob, runDueJobs } from "~/lib/jobs.server";

registerJob(
  "crash",
  async () => {
    fs.appendFileSync(process.env.CRASH_LOG!, "ran\n");
    process.kill(process.pid, "SIGKILL");
    await new Promise(() => {});
  },
  { maxAttempts: 2, retryBaseMs: 100 },
);
await startDatabase();
await runDueJobs(new Date());
process.exit(0);
