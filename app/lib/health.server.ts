// Health answers for scripts, monitors and load balancers (decision records 213 and 221):
// - `/healthz` (liveness): 200 "ok" whenever the process answers; it never asks the database, so a
//   database outage does not make an orchestrator restart every server at once.
// - `/readyz` (readiness): 200 "ok" when the database answers within HEALTH_TIMEOUT_MS and holds
//   every migration this code knows; 503 otherwise. scripts/serve.mjs answers 503 itself once a
//   graceful shutdown has begun, so a load balancer stops sending new requests here.
import { schemaProblem } from "./db.server";

const HEALTH_TIMEOUT_MS = 2_000;
const HEADERS = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/** Null when the database answered in time with a current schema, else why not (for the log). */
export async function databaseProblem(timeoutMs = HEALTH_TIMEOUT_MS): Promise<{ body: string; reason: string } | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const problem = await Promise.race([
      schemaProblem(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return problem === null ? null : { body: "database schema is not current", reason: problem };
  } catch (error) {
    return { body: "database unavailable", reason: (error as Error).message || "error" };
  } finally {
    clearTimeout(timer);
  }
}

/** /healthz: the process answers. */
export function livenessResponse(): Response {
  return new Response("ok", { headers: HEADERS });
}

/** /readyz: the database answers and its schema is current. */
export async function readinessResponse(): Promise<Response> {
  const problem = await databaseProblem();
  if (problem === null) return new Response("ok", { headers: HEADERS });
  console.error(`[health] not ready: ${problem.body}: ${problem.reason}`);
  return new Response(problem.body, { status: 503, headers: HEADERS });
}
