// Health answers for scripts, monitors and load balancers (README "Running several servers"):
// - `/healthz` (liveness): 200 "ok" when the database answers a query, 503 when it does not (or
//   not within HEALTH_TIMEOUT_MS): the process is up but cannot serve.
// - `/readyz` (readiness): the same check, which also means migrations have run (the database is
//   opened and migrated before its first query answers); scripts/serve.mjs answers 503 itself
//   once a graceful shutdown has begun, so a load balancer stops sending new requests here.
import { ping } from "./db.server";

const HEALTH_TIMEOUT_MS = 2_000;

/** Null when the database answered in time, else why it did not (for the 503's body and the log). */
export async function databaseProblem(timeoutMs = HEALTH_TIMEOUT_MS): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return null;
  } catch (error) {
    return (error as Error).message || "error";
  } finally {
    clearTimeout(timer);
  }
}

/** The plain-text answer of /healthz and /readyz. */
export async function healthResponse(): Promise<Response> {
  const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  const problem = await databaseProblem();
  if (problem === null) return new Response("ok", { headers });
  console.error(`[health] the database does not answer: ${problem}`);
  return new Response("database unavailable", { status: 503, headers });
}
