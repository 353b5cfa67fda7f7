// The cloud targets a backup writes to: WebDAV (Nextcloud, ownCloud, any RFC 4918 server), Dropbox
// (files/upload creates folders as needed) and Google Drive (folders found or created, resumable
// upload). Every body is streamed, never held in memory. Base URLs come from the settings, so the
// tests run against local servers.
import { Readable } from "node:stream";
import { env } from "~/lib/env.server";
import { OutboundRefused, outboundRequest, type OutboundResponse } from "~/lib/outbound.server";
import type { CloudTarget } from "./backup.server";

const CHECK_TIMEOUT_MS = 15_000;

function streamBody(body: Readable): { body: ReadableStream; duplex: "half" } {
  return { body: Readable.toWeb(body) as ReadableStream, duplex: "half" };
}

/**
 * Deadlines of the provider calls made with fetch: Node's fetch gives up connecting after 10 s and
 * on 300 s of silence (its defaults); small calls also have an overall deadline, and every call
 * stops with the job's signal (its time limit, shutdown).
 */
const SMALL_CALL_MS = 30_000;
function deadline(signal: AbortSignal | undefined, ms?: number): AbortSignal | undefined {
  const list = [signal, ms ? AbortSignal.timeout(ms) : undefined].filter((s): s is AbortSignal => s !== undefined);
  return list.length === 0 ? undefined : list.length === 1 ? list[0] : AbortSignal.any(list);
}

async function failure(what: string, res: Response): Promise<Error> {
  const text = (await res.text().catch(() => "")).slice(0, 200);
  return new Error(`${what} failed (HTTP ${res.status})${text ? `: ${text}` : ""}`);
}

// ---- WebDAV ----
// The address is the family's choice, so every WebDAV request goes through the guarded client
// (lib/outbound.server.ts, decision 073): private and loopback addresses only when the operator
// allows them, redirects re-checked, a timeout and a cap on each answer.

export type WebDavCredentials = { url: string; username: string; password: string };

function davBase(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

function basicAuth(c: WebDavCredentials): string {
  return `Basic ${Buffer.from(`${c.username}:${c.password}`, "utf8").toString("base64")}`;
}

function davFailure(what: string, res: OutboundResponse): Error {
  const text = res.text().slice(0, 200);
  return new Error(`${what} failed (HTTP ${res.status})${text ? `: ${text}` : ""}`);
}

export type DavCheck = { ok: true } | { ok: false; reason: "auth" | "unreachable" | "not_dav" | "private"; status?: number };

/** PROPFIND Depth 0 on the folder: 207 Multi-Status means a WebDAV collection we may use. */
export async function checkWebDav(c: WebDavCredentials): Promise<DavCheck> {
  let res: OutboundResponse;
  try {
    res = await outboundRequest(davBase(c.url), {
      method: "PROPFIND",
      headers: { Authorization: basicAuth(c), Depth: "0", "Content-Type": "application/xml; charset=utf-8" },
      body: '<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/></d:prop></d:propfind>',
      timeoutMs: CHECK_TIMEOUT_MS,
      deadlineMs: CHECK_TIMEOUT_MS,
    });
  } catch (error) {
    return { ok: false, reason: error instanceof OutboundRefused ? "private" : "unreachable" };
  }
  if (res.status === 207) return { ok: true };
  if (res.status === 401 || res.status === 403) return { ok: false, reason: "auth", status: res.status };
  return { ok: false, reason: "not_dav", status: res.status };
}

export function webDavTarget(c: WebDavCredentials): CloudTarget {
  const base = davBase(c.url);
  const auth = basicAuth(c);
  const made = new Set<string>();
  async function ensureFolder(segments: string[], signal?: AbortSignal) {
    let path = "";
    for (const s of segments) {
      path += `${encodeURIComponent(s)}/`;
      if (made.has(path)) continue;
      const res = await outboundRequest(base + path, { method: "MKCOL", headers: { Authorization: auth }, signal });
      // 201 created; 405 already exists (RFC 4918 §9.3.1)
      if (res.status !== 201 && res.status !== 405) throw davFailure(`Creating folder ${segments.join("/")}`, res);
      made.add(path);
    }
    return path;
  }
  return {
    async upload(segments, filename, body, size, signal) {
      try {
        const folder = await ensureFolder(segments, signal);
        const res = await outboundRequest(base + folder + encodeURIComponent(filename), {
          method: "PUT",
          headers: { Authorization: auth, "Content-Type": "application/octet-stream", "Content-Length": String(size) },
          body,
          signal,
        });
        if (res.status !== 201 && res.status !== 204 && res.status !== 200) throw davFailure(`Uploading ${filename}`, res);
        return [...segments, filename].join("/");
      } finally {
        body.destroy(); // not sent (refused, failed) or already sent: its file is closed either way
      }
    },
  };
}

// ---- Dropbox ----

/** Dropbox-API-Arg must be ASCII: other characters are sent as JSON \u escapes. */
export function dropboxArg(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function dropboxTarget(accessToken: () => Promise<string>): CloudTarget {
  return {
    async upload(segments, filename, body, size, signal) {
      const path = `/${[...segments, filename].join("/")}`;
      const res = await fetch(`${env().DROPBOX_CONTENT_URL}/2/files/upload`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${await accessToken()}`,
          "Content-Type": "application/octet-stream",
          "Content-Length": String(size),
          "Dropbox-API-Arg": dropboxArg({ path, mode: "add", autorename: true, mute: true }),
        },
        ...streamBody(body),
        signal,
      });
      if (!res.ok) throw await failure(`Uploading ${filename} to Dropbox`, res);
      const meta = (await res.json()) as { path_display?: string };
      return meta.path_display ?? path;
    },
  };
}

// ---- Google Drive (scope drive.file: only what Kindred created) ----

const FOLDER = "application/vnd.google-apps.folder";

export function googleDriveTarget(accessToken: () => Promise<string>): CloudTarget {
  const folders = new Map<string, string>();
  const api = () => env().GOOGLE_API_URL;
  async function folderId(segments: string[], signal?: AbortSignal): Promise<string> {
    let parent = "root";
    let path = "";
    for (const name of segments) {
      path += `/${name}`;
      const known = folders.get(path);
      if (known) {
        parent = known;
        continue;
      }
      const token = await accessToken();
      const q = `name = '${name.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}' and mimeType = '${FOLDER}' and '${parent}' in parents and trashed = false`;
      const found = await fetch(`${api()}/drive/v3/files?q=${encodeURIComponent(q)}&fields=${encodeURIComponent("files(id,name)")}&spaces=drive`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: deadline(signal, SMALL_CALL_MS),
      });
      if (!found.ok) throw await failure("Finding a Google Drive folder", found);
      const list = (await found.json()) as { files?: { id: string }[] };
      let id = list.files?.[0]?.id;
      if (!id) {
        const created = await fetch(`${api()}/drive/v3/files?fields=id`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ name, mimeType: FOLDER, parents: [parent] }),
          signal: deadline(signal, SMALL_CALL_MS),
        });
        if (!created.ok) throw await failure("Creating a Google Drive folder", created);
        id = ((await created.json()) as { id: string }).id;
      }
      folders.set(path, id);
      parent = id;
    }
    return parent;
  }
  return {
    async upload(segments, filename, body, size, signal) {
      const parent = await folderId(segments, signal);
      const token = await accessToken();
      const start = await fetch(`${api()}/upload/drive/v3/files?uploadType=resumable&fields=id`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json; charset=UTF-8",
          "X-Upload-Content-Length": String(size),
        },
        body: JSON.stringify({ name: filename, parents: [parent] }),
        signal: deadline(signal, SMALL_CALL_MS),
      });
      const session = start.headers.get("Location");
      await start.body?.cancel().catch(() => {});
      if (!start.ok || !session) throw await failure(`Starting the upload of ${filename} to Google Drive`, start);
      const put = await fetch(session, {
        method: "PUT",
        headers: { "Content-Length": String(size), "Content-Type": "application/octet-stream" },
        ...streamBody(body),
        signal,
      });
      if (!put.ok) throw await failure(`Uploading ${filename} to Google Drive`, put);
      await put.body?.cancel().catch(() => {});
      return `/${[...segments, filename].join("/")}`;
    },
  };
}
