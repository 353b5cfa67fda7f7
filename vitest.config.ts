import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Unit tests (pure rules, React components in jsdom) and integration tests (feature
// functions on a fresh SQLite file, the /api over real HTTP against the built server).
export default defineConfig({
  plugins: [tsconfigPaths()],
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
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          pool: "forks",
          setupFiles: ["tests/integration/setup-env.ts"],
        },
      },
    ],
  },
});
