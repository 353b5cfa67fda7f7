// Uploads a photo over HTTP as a browser form would (multipart, field `file`).
import type { ApiClient } from "./client";

export async function uploadPhoto(baseUrl: string, client: ApiClient, fields: Record<string, string>, file: { bytes: Buffer; name: string; type?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }), file.name);
  const res = await fetch(`${baseUrl}/api/photos`, {
    method: "POST",
    headers: { Authorization: `Bearer ${client.token}`, "X-Forwarded-For": client.ip },
    body: form,
  });
  const text = await res.text();
  if (res.status !== 200 && res.status !== 201) throw new Error(`upload failed: ${res.status} ${text}`);
  return JSON.parse(text) as { id: number; title: string };
}

/** GETs a path with the client's bearer token and returns the raw bytes. */
export async function rawGet(baseUrl: string, client: ApiClient, url: string) {
  const res = await fetch(`${baseUrl}${url}`, { headers: { Authorization: `Bearer ${client.token}`, "X-Forwarded-For": client.ip } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
