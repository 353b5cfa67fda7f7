// `npm run db:migrate`: runs the migrations on their own and exits (decision record 200): on
// PostgreSQL when DATABASE_URL is set (db/migrations-pg, under an advisory lock, so it is safe
// while servers start), else on $DATA_DIR/app.db (db/migrations). Servers also migrate at start
// unless MIGRATE_ON_START=0 (decision record 221): then this is the deploy step that does.
import { closeDatabase, isPostgres, migrateDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

const started = Date.now();
await migrateDatabase();
await closeDatabase();
console.log(`Migrated ${isPostgres() ? "the PostgreSQL database" : `${env().DATA_DIR}/app.db`} in ${Date.now() - started} ms`);
