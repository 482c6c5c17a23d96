import type { ApiEnv } from "../env";
import { s3ClientSettings } from "../services/storage/create-storage";
import { createS3Client } from "../services/storage/s3";
import { type BackupStore, FolderBackupStore, S3BackupStore } from "./backup-store";

/** The bucket when BACKUP_S3_BUCKET is set, signed and addressed like the media store (S3_*); BACKUP_DIR otherwise. */
export function createBackupStore(env: ApiEnv): BackupStore {
  if (!env.BACKUP_S3_BUCKET) return new FolderBackupStore(env.BACKUP_DIR);
  return new S3BackupStore(createS3Client(s3ClientSettings(env)), env.BACKUP_S3_BUCKET, env.BACKUP_S3_PREFIX);
}
