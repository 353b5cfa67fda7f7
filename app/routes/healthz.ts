import { livenessResponse } from "~/lib/health.server";

/** Liveness for scripts, monitors and orchestrators: 200 "ok" whenever the process answers (no database). */
export function loader() {
  return livenessResponse();
}
