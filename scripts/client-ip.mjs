// Preloaded into remix-serve (node --import) by the benchmarks that still measure an older build
// the way it used to run: remix-serve gives the app no hook before Remix handles a request, so the
// front door (scripts/front-door.mjs: client address, foreign Origin, request id) is applied by
// wrapping the HTTP server's "request" event. `npm start` runs scripts/serve.mjs, which calls it
// directly.
import http from "node:http";
import { stampRequest } from "./front-door.mjs";

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, ...rest) {
  if (event === "request" && req && req.headers) stampRequest(req);
  return emit.call(this, event, req, ...rest);
};
