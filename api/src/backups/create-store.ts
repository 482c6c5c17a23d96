import type { ApiEnv } from "../env";
import { createS3Client } from "../services/storage/s3";
import { type BackupStore, FolderBackupStore, S3BackupStore } from "./backup-store";

/** The bucket when BACKUP_S3_BUCKET is set, signed and addressed like the media store (S3_*); BACKUP_DIR otherwise. */
export function createBackupStore(env: ApiEnv): BackupStore {
  if (!env.BACKUP_S3_BUCKET) return new FolderBackupStore(env.BACKUP_DIR);
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined;
  const client = createS3Client({ region: env.S3_REGION, endpoint: env.S3_ENDPOINT, forcePathStyle: env.S3_FORCE_PATH_STYLE, credentials });
  return new S3BackupStore(client, env.BACKUP_S3_BUCKET, env.BACKUP_S3_PREFIX);
}
