// A real WebDAV server (webdav-server) on a free port, serving a temporary folder, with one user.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { v2 as webdav } from "webdav-server";
import { freePort } from "./server";

export type TestDav = {
  url: string;
  dir: string;
  username: string;
  password: string;
  /** How many PUTs each path received (a file copied twice shows as 2). */
  puts: Map<string, number>;
  stop: () => Promise<void>;
};

/** `putDelayMs`: each PUT waits that long before it is handled (a slow connection). */
export async function startWebDav(username = "alice", password = "dav-secret-123", options: { putDelayMs?: number } = {}): Promise<TestDav> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-dav-"));
  const users = new webdav.SimpleUserManager();
  const user = users.addUser(username, password, false);
  const privileges = new webdav.SimplePathPrivilegeManager();
  privileges.setRights(user, "/", ["all"]);
  const port = await freePort();
  const server = new webdav.WebDAVServer({
    port,
    hostname: "127.0.0.1",
    httpAuthentication: new webdav.HTTPBasicAuthentication(users, "Kindred test"),
    privilegeManager: privileges,
    rootFileSystem: new webdav.PhysicalFileSystem(dir),
  });
  const puts = new Map<string, number>();
  server.beforeRequest((ctx, next) => {
    if (ctx.request.method !== "PUT") return next();
    const at = decodeURIComponent(ctx.requested.uri);
    puts.set(at, (puts.get(at) ?? 0) + 1);
    if (options.putDelayMs) setTimeout(next, options.putDelayMs);
    else next();
  });
  await new Promise<void>((resolve) => server.start(() => resolve()));
  return {
    url: `http://127.0.0.1:${port}/`,
    dir,
    username,
    password,
    puts,
    stop: () => new Promise<void>((resolve) => server.stop(() => resolve())),
  };
}
