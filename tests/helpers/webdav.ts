// A real WebDAV server (webdav-server) on a free port, serving a temporary folder, with one user.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { v2 as webdav } from "webdav-server";
import { freePort } from "./server";

export type TestDav = { url: string; dir: string; username: string; password: string; stop: () => Promise<void> };

export async function startWebDav(username = "alice", password = "dav-secret-123"): Promise<TestDav> {
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
  await new Promise<void>((resolve) => server.start(() => resolve()));
  return {
    url: `http://127.0.0.1:${port}/`,
    dir,
    username,
    password,
    stop: () => new Promise<void>((resolve) => server.stop(() => resolve())),
  };
}
