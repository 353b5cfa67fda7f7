import { defineConfig } from "vite";

// The operator's commands (`npm run backup`, `restore`, `jobs`, `worker`, `db:migrate`, `db:copy`)
// built into build/ops/*.js beside the app's build, so they run on a production install
// (`npm ci && npm run build && npm prune --omit=dev`) with Node alone: the scripts are TypeScript
// and use the `~/` alias, which Node's own type stripping cannot run. Dependencies stay in
// node_modules (an SSR build externalizes them). scripts/op.mjs runs them. Decision record 214.
const OPERATOR_COMMANDS = {
  "backup-cli": "scripts/backup-cli.ts",
  jobs: "scripts/jobs.ts",
  worker: "scripts/worker.ts",
  "db-migrate": "scripts/db-migrate.ts",
  "db-copy": "scripts/db-copy.ts",
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    ssr: true,
    target: "node22",
    outDir: "build/ops",
    emptyOutDir: true,
    rollupOptions: {
      input: OPERATOR_COMMANDS,
      output: { format: "esm", entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
