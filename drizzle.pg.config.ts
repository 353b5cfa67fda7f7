import { defineConfig } from "drizzle-kit";

// The PostgreSQL migrations (decision record 200), generated from db/schema.pg.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.pg.ts",
  out: "./db/migrations-pg",
});
