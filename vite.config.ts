import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The server bundle's entry is server/app.ts (the framework's handler for Express, with the app's
// front door), as in the framework's custom-server template; scripts/serve.mjs runs it. With the
// Vite environment API (React Router 8) the server entry is the `ssr` environment's input.
export default defineConfig({
  plugins: [reactRouter()],
  // The `~/` alias of tsconfig.json, resolved by Vite itself.
  resolve: { tsconfigPaths: true },
  build: { target: "es2022" },
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
