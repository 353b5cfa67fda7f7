// `node scripts/uploads-to-s3.mjs`: copies the files a server kept on disk ($DATA_DIR/uploads) into
// the S3 bucket of the S3_* settings, under the same keys (with S3_PREFIX in front), so a server
// switched to S3_BUCKET finds every photo and logo it stored before (decision record 212).
// - Idempotent: an object already in the bucket with the same size is skipped; run it again after
//   an interruption, or once more right before switching the servers over.
// - Local files are never deleted (remove $DATA_DIR/uploads yourself once the servers use the bucket).
// - Only names shaped like the store's keys ("ab/<32 hex>.<ext>") are copied; partial writes are not.
// Uses the same settings as the server: DATA_DIR, S3_BUCKET, S3_ENDPOINT, S3_REGION,
// S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX.
import fs from "node:fs";
import path from "node:path";
import { HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

const KEY = /^[a-z0-9]{2}\/[a-z0-9]{32}\.[a-z0-9]{2,5}$/;
const e = process.env;
const bucket = (e.S3_BUCKET ?? "").trim();
if (!bucket) {
  console.error("S3_BUCKET is not set: nothing to copy to (set the same S3_* settings as the servers).");
  process.exit(1);
}
const prefix = (e.S3_PREFIX ?? "").trim();
const root = path.resolve(e.DATA_DIR?.trim() || "./data", "uploads");
const client = new S3Client({
  region: e.S3_REGION?.trim() || "us-east-1",
  endpoint: e.S3_ENDPOINT?.trim() || undefined,
  forcePathStyle: /^(1|true)$/i.test(e.S3_FORCE_PATH_STYLE?.trim() ?? ""),
  credentials:
    e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID.trim(), secretAccessKey: e.S3_SECRET_ACCESS_KEY.trim() } : undefined,
  requestChecksumCalculation: "WHEN_REQUIRED",
  responseChecksumValidation: "WHEN_REQUIRED",
});

async function sizeInBucket(Key) {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key }))).ContentLength ?? 0;
  } catch (error) {
    if (error?.name === "NotFound" || error?.$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

const keys = fs.existsSync(root)
  ? fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      .filter((key) => KEY.test(key))
      .sort()
  : [];
let copied = 0;
let skipped = 0;
let bytes = 0;
for (const key of keys) {
  const file = path.join(root, key);
  const { size } = fs.statSync(file);
  if ((await sizeInBucket(prefix + key)) === size) {
    skipped += 1;
    continue;
  }
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: prefix + key, Body: fs.createReadStream(file), ContentLength: size }));
  copied += 1;
  bytes += size;
}
console.log(`uploads-to-s3: ${copied} file(s) copied (${bytes} bytes), ${skipped} already in the bucket, from ${root} to ${bucket}${prefix ? `/${prefix}` : ""}`);
