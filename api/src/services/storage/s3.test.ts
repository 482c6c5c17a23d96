import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readApiEnv } from "../../env";
import { createObjectStorage } from "./create-storage";
import { S3Storage, createS3Client } from "./s3";
import { objectStorageContract } from "./storage.contract";

// The SDK's notice that its releases from 2027 need Node 22 is for operators (docs/decisions.md), not every test run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

/** s3rver's fixed credentials: it refuses another access key id (it does not check SigV4 signatures themselves). */
const KEY = "S3RVER";

const directory = mkdtempSync(path.join(tmpdir(), "woodnest-s3rver-"));
const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
let endpoint = "";
let admin: S3Client;

beforeAll(async () => {
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  admin = createS3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: { accessKeyId: KEY, secretAccessKey: KEY } });
});
afterAll(async () => {
  admin?.destroy();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

let buckets = 0;
/** A new bucket on the local server, and the API's storage for it as the environment would configure it. */
async function freshBucket(extra: Record<string, string> = {}) {
  const bucket = `media-${++buckets}`;
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  const env = readApiEnv({
    NODE_ENV: "test",
    MEDIA_STORAGE: "s3",
    S3_BUCKET: bucket,
    S3_REGION: "ap-south-1",
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    ...extra,
  });
  return createObjectStorage(env);
}

objectStorageContract("S3Storage on a local S3-protocol server (s3rver)", () => freshBucket());

describe("S3Storage", () => {
  it("is chosen by MEDIA_STORAGE=s3", async () => {
    expect(await freshBucket()).toBeInstanceOf(S3Storage);
  });

  it("signs with the configured key: one the server does not know is refused", async () => {
    const storage = await freshBucket({ S3_ACCESS_KEY_ID: "NOT-A-KEY" });
    await expect(storage.put("images/a/w320.avif", Buffer.from("x"), { contentType: "image/avif" })).rejects.toThrow(/Access Key Id/);
  });

  it("needs a bucket, and both keys or neither", () => {
    expect(() => readApiEnv({ NODE_ENV: "test", MEDIA_STORAGE: "s3" })).toThrow(/S3_BUCKET/);
    expect(() => readApiEnv({ NODE_ENV: "test", MEDIA_STORAGE: "s3", S3_BUCKET: "media", S3_ACCESS_KEY_ID: "id" })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => readApiEnv({ NODE_ENV: "test", MEDIA_STORAGE: "disk" })).toThrow(/MEDIA_STORAGE/);
    const env = readApiEnv({ NODE_ENV: "test", MEDIA_STORAGE: "s3", S3_BUCKET: "media", S3_REGION: "", S3_ENDPOINT: "" });
    expect(env).toMatchObject({ S3_REGION: "us-east-1", S3_ENDPOINT: undefined, S3_FORCE_PATH_STYLE: false });
  });
});
