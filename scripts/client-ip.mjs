// Preloaded into remix-serve (node --import): remix-serve gives the app no access to the
// socket, so the client's address is stamped into an internal request header here. Any
// value a client sends under that name is overwritten, so it cannot be spoofed.
import http from "node:http";

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, ...rest) {
  if (event === "request" && req && req.headers) {
    req.headers["x-kindred-client-ip"] = req.socket?.remoteAddress ?? "";
  }
  return emit.call(this, event, req, ...rest);
};
