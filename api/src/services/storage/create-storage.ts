import type { ApiEnv } from "@api/env";
import { LocalDiskStorage } from "./local-disk";
import type { ObjectStorage } from "./object-storage";
import { type S3ClientSettings, S3Storage, createS3Client } from "./s3";

/**
 * Local disk under MEDIA_DIR unless MEDIA_STORAGE=s3: disk serves one machine (any number of API
 * processes on it); API machines that do not share a disk need the bucket.
 */
export function createObjectStorage(env: ApiEnv): ObjectStorage {
  if (env.MEDIA_STORAGE === "s3" && env.S3_BUCKET)
    return new S3Storage(createS3Client(s3ClientSettings(env)), env.S3_BUCKET);
  return new LocalDiskStorage(env.MEDIA_DIR);
}

/** How the S3_* settings reach the service: the media bucket's, and the backups' (backups/create-store.ts). */
export function s3ClientSettings(env: ApiEnv): S3ClientSettings {
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined;
  return { region: env.S3_REGION, endpoint: env.S3_ENDPOINT, forcePathStyle: env.S3_FORCE_PATH_STYLE, credentials };
}
