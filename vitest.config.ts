import { defineConfig } from "vitest/config";

// Unit tests (pure rules, React components in jsdom) and integration tests (feature
// functions on a fresh SQLite file, the /api over real HTTP against the built server).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        // The shared UI rendered with @testing-library/react in jsdom, inside a memory data router.
        extends: true,
        test: { name: "component", include: ["tests/component/**/*.test.tsx"], environment: "jsdom", setupFiles: ["tests/component/setup-i18n.ts"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // PostgreSQL's own tools (db:copy, migrations under a lock) need a PostgreSQL server: they
          // run in the PostgreSQL pass (TEST_DATABASE_URL, see .ci/run).
          exclude: process.env.TEST_DATABASE_URL ? [] : ["tests/integration/postgres-*.test.ts"],
          environment: "node",
          pool: "forks",
          setupFiles: ["tests/integration/setup-env.ts"],
        },
      },
    ],
  },
});
