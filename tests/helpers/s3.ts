// A local S3-compatible server (s3rver, files in a temporary folder) on a free port, with one
// bucket; `env` is what a Kindred server needs to store its files there (path-style addressing).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { freePort } from "./server";

type S3rverInstance = { run: () => Promise<unknown>; close: () => Promise<void> };
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: Record<string, unknown>) => S3rverInstance;

export type TestS3 = {
  endpoint: string;
  bucket: string;
  /** The folder s3rver keeps the bucket in (objects appear under it). */
  dir: string;
  env: Record<string, string>;
  stop: () => Promise<void>;
};

export async function startS3(bucket = "kindred-test"): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-s3-"));
  const port = await freePort();
  // s3rver checks request signatures against its fixed credentials S3RVER / S3RVER.
  const server = new S3rver({ address: "127.0.0.1", port, silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    dir,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
    },
    stop: () => server.close(),
  };
}
