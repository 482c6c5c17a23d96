import type { ApiEnv } from "../../env";
import { LocalDiskStorage } from "./local-disk";
import type { ObjectStorage } from "./object-storage";
import { S3Storage, createS3Client } from "./s3";

/**
 * Local disk under MEDIA_DIR unless MEDIA_STORAGE=s3: disk serves one machine (any number of API
 * processes on it); API machines that do not share a disk need the bucket.
 */
export function createObjectStorage(env: ApiEnv): ObjectStorage {
  if (env.MEDIA_STORAGE === "s3" && env.S3_BUCKET) {
    const credentials =
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined;
    const client = createS3Client({
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials,
    });
    return new S3Storage(client, env.S3_BUCKET);
  }
  return new LocalDiskStorage(env.MEDIA_DIR);
}
