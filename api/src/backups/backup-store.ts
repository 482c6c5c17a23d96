import { copyFile, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { createReadStream, createWriteStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  type S3Client,
  paginateListObjectsV2,
} from "@aws-sdk/client-s3";
import { backupTime } from "./backup-name";

type StoredBackup = { name: string; bytes: number; at: Date };

/** Where finished backups are kept: a folder (BACKUP_DIR) or a bucket (BACKUP_S3_BUCKET). */
export interface BackupStore {
  /** For people: the folder, or s3://bucket/prefix. */
  readonly location: string;
  save(file: string, name: string): Promise<void>;
  /** The backups kept, oldest first; files not named like a backup are not listed. */
  list(): Promise<StoredBackup[]>;
  download(name: string, file: string): Promise<void>;
  remove(name: string): Promise<void>;
}

const byTime = (a: StoredBackup, b: StoredBackup) => a.at.getTime() - b.at.getTime();

export class FolderBackupStore implements BackupStore {
  readonly location: string;

  constructor(folder: string) {
    this.location = path.resolve(folder);
  }

  async save(file: string, name: string) {
    await mkdir(this.location, { recursive: true });
    // Copied beside and renamed, so the folder never shows half a backup under a backup's name.
    const partial = path.join(this.location, `.${name}.partial`);
    await copyFile(file, partial);
    await rename(partial, path.join(this.location, name));
  }

  async list() {
    const names = await readdir(this.location).catch(() => [] as string[]);
    const backups: StoredBackup[] = [];
    for (const name of names) {
      const at = backupTime(name);
      if (at) backups.push({ name, at, bytes: (await stat(path.join(this.location, name))).size });
    }
    return backups.sort(byTime);
  }

  async download(name: string, file: string) {
    await copyFile(path.join(this.location, name), file);
  }

  async remove(name: string) {
    await rm(path.join(this.location, name), { force: true });
  }
}

export class S3BackupStore implements BackupStore {
  readonly location: string;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {
    this.location = `s3://${bucket}/${prefix}`;
  }

  async save(file: string, name: string) {
    // One request up to S3's 5 GB limit for a single put: far above a shop's backup.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.prefix + name,
        Body: createReadStream(file),
        ContentLength: (await stat(file)).size,
        ContentType: "application/x-tar",
      }),
    );
  }

  async list() {
    const backups: StoredBackup[] = [];
    for await (const page of paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: this.prefix },
    )) {
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.prefix.length) ?? "";
        const at = backupTime(name);
        if (at) backups.push({ name, at, bytes: object.Size ?? 0 });
      }
    }
    return backups.sort(byTime);
  }

  async download(name: string, file: string) {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + name }));
    await pipeline(out.Body as Readable, createWriteStream(file));
  }

  async remove(name: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + name }));
  }
}

/**
 * Removes the backups older than `keepDays`, but never the newest: backups that have been
 * failing for longer than that must not take the last good one with them.
 */
export async function pruneBackups(store: BackupStore, keepDays: number, now: Date) {
  const backups = await store.list();
  const cutoff = now.getTime() - keepDays * 86_400_000;
  const removed: string[] = [];
  for (const backup of backups.slice(0, -1)) {
    if (backup.at.getTime() < cutoff) {
      await store.remove(backup.name);
      removed.push(backup.name);
    }
  }
  return removed;
}
