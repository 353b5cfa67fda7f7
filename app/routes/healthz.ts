import { ping } from "~/lib/db.server";

/** Liveness for scripts and tests: the database answers. */
export async function loader() {
  await ping();
  return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
