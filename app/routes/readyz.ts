import { readinessResponse } from "~/lib/health.server";

/**
 * Readiness for load balancers: 200 "ok" when the database answers and holds every migration this
 * code knows, else 503. During a graceful shutdown scripts/serve.mjs answers 503 "shutting down"
 * before this route is reached.
 */
export async function loader() {
  return readinessResponse();
}
