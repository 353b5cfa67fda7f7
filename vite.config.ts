import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

// The server bundle's entry is server/app.ts (the framework's handler for Express, with the app's
// front door), as in the framework's custom-server template; scripts/serve.mjs runs it.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), tsconfigPaths()],
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
}));
