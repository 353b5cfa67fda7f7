import { defineConfig } from "drizzle-kit";

// The PostgreSQL migrations (decision record 200), generated from db/schema.pg.ts, itself generated
// from db/schema.ts by scripts/generate-pg-schema.ts (decision record 230; `npm run db:generate`).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.pg.ts",
  out: "./db/migrations-pg",
});
