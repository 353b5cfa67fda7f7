import { healthResponse } from "~/lib/health.server";

/**
 * Readiness for load balancers: 200 "ok" once the database is migrated and answers. During a
 * graceful shutdown scripts/serve.mjs answers 503 "shutting down" before this route is reached.
 */
export async function loader() {
  return healthResponse();
}
