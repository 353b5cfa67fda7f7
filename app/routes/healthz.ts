import { db } from "~/lib/db.server";

/** Liveness for scripts and tests: the database answers. */
export function loader() {
  db().$client.prepare("select 1").get();
  return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
