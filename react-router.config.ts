import type { Config } from "@react-router/dev/config";

// React Router 8: middleware (the front door of every request, app/lib/front-door.server.ts), the
// Vite environment API and split route modules are the framework's defaults now, so no future flags.
export default {
  ssr: true,
  routeDiscovery: { mode: "initial" },
} satisfies Config;
