// Each integration test file gets a fresh data directory, so feature functions run on a
// freshly migrated SQLite file; with TEST_DATABASE_URL, on a fresh PostgreSQL database too.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { TEST_SECRETS, createTestDatabase, testDatabaseUrl } from "../helpers/database";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-test-"));
process.env.APP_ORIGIN = "http://localhost:3000";
process.env.OUTBOX_RETRY_BASE_MS = "200";

if (testDatabaseUrl()) {
  const database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  // Required with DATABASE_URL (decision 211); the scripts the tests run inherit them too.
  Object.assign(process.env, TEST_SECRETS);
  afterAll(async () => {
    const { closeDatabase } = await import("~/lib/db.server");
    await closeDatabase();
    await database.drop();
  });
}
