import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Middleware runs the front door of every request (app/lib/front-door.server.ts).
    v8_middleware: true,
  },
} satisfies Config;
