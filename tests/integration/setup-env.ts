// Each integration test file gets a fresh data directory, so feature functions run on a
// freshly migrated SQLite file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-test-"));
process.env.APP_ORIGIN = "http://localhost:3000";
process.env.OUTBOX_RETRY_BASE_MS = "200";
