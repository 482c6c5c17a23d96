import { CreateBucketCommand } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { readApiEnv } from "@api/env";
import { createObjectStorage } from "./create-storage";
import { S3Storage } from "./s3";
import { objectStorageContract } from "./storage.contract";
import { S3RVER_KEY, useLocalS3 } from "@api/test/local-s3";

const s3 = useLocalS3();

let buckets = 0;
/** A new bucket on the local server, and the API's storage for it as the environment would configure it. */
async function freshBucket(extra: Record<string, string> = {}) {
  const bucket = `media-${++buckets}`;
  await s3.admin.send(new CreateBucketCommand({ Bucket: bucket }));
  const env = readApiEnv({
    NODE_ENV: "test",
    MEDIA_STORAGE: "s3",
    S3_BUCKET: bucket,
    S3_REGION: "ap-south-1",
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
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
    await expect(storage.put("images/a/w320.avif", Buffer.from("x"), { contentType: "image/avif" })).rejects.toThrow(
      /Access Key Id/,
    );
  });

  it("needs a bucket, and both keys or neither", () => {
    expect(() => readApiEnv({ NODE_ENV: "test", MEDIA_STORAGE: "s3" })).toThrow(/S3_BUCKET/);
    expect(() =>
      readApiEnv({ NODE_ENV: "test", MEDIA_STORAGE: "s3", S3_BUCKET: "media", S3_ACCESS_KEY_ID: "id" }),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => readApiEnv({ NODE_ENV: "test", MEDIA_STORAGE: "disk" })).toThrow(/MEDIA_STORAGE/);
    const env = readApiEnv({
      NODE_ENV: "test",
      MEDIA_STORAGE: "s3",
      S3_BUCKET: "media",
      S3_REGION: "",
      S3_ENDPOINT: "",
    });
    expect(env).toMatchObject({ S3_REGION: "us-east-1", S3_ENDPOINT: undefined, S3_FORCE_PATH_STYLE: false });
  });
});
