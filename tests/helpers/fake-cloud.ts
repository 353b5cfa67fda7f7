// A local stand-in for the few Google and Dropbox calls Kindred makes (OAuth token exchange with
// PKCE, refresh, revoke; Dropbox files/upload; Google Drive folders and resumable uploads).
// Point GOOGLE_*_URL / DROPBOX_*_URL at it.
import http from "node:http";
import { createHash } from "node:crypto";
import { freePort } from "./server";

export type FakeFile = { path: string; bytes: Buffer };

export type FakeCloud = {
  url: string;
  env: Record<string, string>;
  /** Codes the fake authorization page "issued", with the PKCE challenge they were issued for. */
  issueCode: (code: string, challenge: string, redirectUri: string) => void;
  dropboxFiles: FakeFile[];
  driveFolders: { id: string; name: string; parent: string }[];
  driveFiles: { name: string; parent: string; bytes: Buffer }[];
  revoked: string[];
  tokenRequests: Record<string, string>[];
  stop: () => Promise<void>;
};

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export const CLIENT = { id: "test-client", secret: "test-secret" };

export async function startFakeCloud(): Promise<FakeCloud> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const sessions = new Map<string, { name: string; parent: string }>();
  let n = 0;
  const fake: FakeCloud = {
    url,
    env: {
      GOOGLE_CLIENT_ID: CLIENT.id,
      GOOGLE_CLIENT_SECRET: CLIENT.secret,
      GOOGLE_AUTH_URL: `${url}/google/auth`,
      GOOGLE_TOKEN_URL: `${url}/google/token`,
      GOOGLE_REVOKE_URL: `${url}/google/revoke`,
      GOOGLE_API_URL: `${url}/google/api`,
      DROPBOX_APP_KEY: CLIENT.id,
      DROPBOX_APP_SECRET: CLIENT.secret,
      DROPBOX_AUTH_URL: `${url}/dropbox/authorize`,
      DROPBOX_API_URL: `${url}/dropbox/api`,
      DROPBOX_CONTENT_URL: `${url}/dropbox/content`,
    },
    issueCode: (code, challenge, redirectUri) => codes.set(code, { challenge, redirectUri }),
    dropboxFiles: [],
    driveFolders: [],
    driveFiles: [],
    revoked: [],
    tokenRequests: [],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "Content-Type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- a test server: a failure shows in the test
  const server = http.createServer(async (req, res) => {
    const u = new URL(req.url ?? "/", url);
    const body = await readBody(req);
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    const p = u.pathname;
    if ((p === "/google/token" || p === "/dropbox/api/oauth2/token") && req.method === "POST") {
      const form = Object.fromEntries(new URLSearchParams(body.toString("utf8")));
      fake.tokenRequests.push(form);
      const prefix = p.startsWith("/google") ? "goog" : "dbx";
      if (form.client_id !== CLIENT.id || form.client_secret !== CLIENT.secret) return json(res, 401, { error: "invalid_client" });
      if (form.grant_type === "authorization_code") {
        const issued = codes.get(form.code ?? "");
        codes.delete(form.code ?? "");
        const pkce = createHash("sha256").update(form.code_verifier ?? "").digest("base64url");
        if (!issued || issued.challenge !== pkce || issued.redirectUri !== form.redirect_uri) return json(res, 400, { error: "invalid_grant" });
        return json(res, 200, { access_token: `${prefix}-access-1`, refresh_token: `${prefix}-refresh`, expires_in: 3600, account_id: "dbid:family" });
      }
      if (form.grant_type === "refresh_token" && form.refresh_token === `${prefix}-refresh`) {
        n += 1;
        return json(res, 200, { access_token: `${prefix}-access-r${n}`, expires_in: 3600 });
      }
      return json(res, 400, { error: "invalid_grant" });
    }
    if (p === "/google/revoke" && req.method === "POST") {
      fake.revoked.push(new URLSearchParams(body.toString("utf8")).get("token") ?? "");
      return json(res, 200, {});
    }
    if (p === "/dropbox/api/2/auth/token/revoke" && req.method === "POST") {
      fake.revoked.push(bearer);
      return json(res, 200, null);
    }
    const authorized = /^(goog|dbx)-access-/.test(bearer);
    if (p === "/dropbox/content/2/files/upload" && req.method === "POST") {
      if (!authorized) return json(res, 401, { error: "expired_access_token" });
      const arg = JSON.parse(String(req.headers["dropbox-api-arg"] ?? "{}")) as { path: string };
      fake.dropboxFiles.push({ path: arg.path, bytes: body });
      return json(res, 200, { path_display: arg.path, size: body.length });
    }
    if (p === "/google/api/drive/v3/files" && req.method === "GET") {
      if (!authorized) return json(res, 401, {});
      const q = u.searchParams.get("q") ?? "";
      const m = /name = '((?:[^'\\]|\\.)*)' and .* '([^']+)' in parents/.exec(q);
      const name = m ? m[1].replace(/\\(.)/g, "$1") : "";
      const files = fake.driveFolders.filter((f) => f.name === name && f.parent === m?.[2]).map((f) => ({ id: f.id, name: f.name }));
      return json(res, 200, { files });
    }
    if (p === "/google/api/drive/v3/files" && req.method === "POST") {
      if (!authorized) return json(res, 401, {});
      const meta = JSON.parse(body.toString("utf8")) as { name: string; parents: string[] };
      const id = `folder-${fake.driveFolders.length + 1}`;
      fake.driveFolders.push({ id, name: meta.name, parent: meta.parents[0] });
      return json(res, 200, { id });
    }
    if (p === "/google/api/upload/drive/v3/files" && req.method === "POST") {
      if (!authorized) return json(res, 401, {});
      const meta = JSON.parse(body.toString("utf8")) as { name: string; parents: string[] };
      const id = `session-${sessions.size + 1}`;
      sessions.set(id, { name: meta.name, parent: meta.parents[0] });
      res.writeHead(200, { Location: `${url}/google/session/${id}` });
      return res.end();
    }
    if (p.startsWith("/google/session/") && req.method === "PUT") {
      const s = sessions.get(p.slice("/google/session/".length));
      if (!s) return json(res, 404, {});
      fake.driveFiles.push({ ...s, bytes: body });
      return json(res, 200, { id: `file-${fake.driveFiles.length}` });
    }
    json(res, 404, { error: "not_found", path: p });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return fake;
}
