import { healthResponse } from "~/lib/health.server";

/** Liveness for scripts, monitors and tests: 200 "ok" when the database answers, else 503. */
export async function loader() {
  return healthResponse();
}
