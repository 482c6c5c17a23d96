import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, describe, expect, it } from "vitest";
import { readApiEnv } from "../env";
import { S3RVER_KEY, useLocalS3 } from "../test/local-s3";
import { backupName, backupTime } from "./backup-name";
import { type BackupStore, FolderBackupStore, S3BackupStore, pruneBackups } from "./backup-store";
import { createBackupStore } from "./create-store";

const s3 = useLocalS3();
const scratch = mkdtempSync(path.join(tmpdir(), "woodnest-retention-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const NOW = new Date("2026-11-28T02:00:00Z");
const DAY = 86_400_000;
/** The daily backup made `days` ago at 02:30 in India (21:00 UTC the day before). */
const dailyAt = (days: number) => new Date(Date.UTC(2026, 10, 27, 21, 0, 0) - days * DAY);

let stores = 0;
function retentionContract(
  kind: string,
  make: () => Promise<{ store: BackupStore; others: () => Promise<string[]>; expectedOthers: string[] }>,
) {
  describe(`keeping backups in ${kind}`, () => {
    const saveBackup = async (store: BackupStore, at: Date) => {
      const file = path.join(scratch, `upload-${++stores}`);
      writeFileSync(file, `backup of ${at.toISOString()}`);
      await store.save(file, backupName(at));
    };

    it("keeps the last BACKUP_KEEP_DAYS days of daily backups, removes the older ones, and leaves other files alone", async () => {
      const { store, others, expectedOthers } = await make();
      for (let days = 19; days >= 0; days -= 1) await saveBackup(store, dailyAt(days));
      const removed = await pruneBackups(store, 14, NOW);
      expect(removed).toEqual([19, 18, 17, 16, 15, 14].map((d) => backupName(dailyAt(d))));
      const kept = await store.list();
      expect(kept.map((b) => b.name)).toEqual(Array.from({ length: 14 }, (_, i) => backupName(dailyAt(13 - i))));
      expect(kept.every((b) => NOW.getTime() - b.at.getTime() < 14 * DAY && b.bytes > 0)).toBe(true);
      expect(await others()).toEqual(expectedOthers);
      // Run again: nothing more to remove.
      expect(await pruneBackups(store, 14, NOW)).toEqual([]);
    });

    it("never removes the newest backup, however old: failing backups must not take the last good one", async () => {
      const { store } = await make();
      for (const days of [40, 31, 30]) await saveBackup(store, dailyAt(days));
      expect(await pruneBackups(store, 14, NOW)).toEqual([backupName(dailyAt(40)), backupName(dailyAt(31))]);
      expect((await store.list()).map((b) => b.name)).toEqual([backupName(dailyAt(30))]);
    });

    it("gives back a kept backup byte for byte", async () => {
      const { store } = await make();
      await saveBackup(store, dailyAt(0));
      const copy = path.join(scratch, `download-${++stores}`);
      await store.download(backupName(dailyAt(0)), copy);
      expect(readFileSync(copy, "utf8")).toBe(`backup of ${dailyAt(0).toISOString()}`);
    });
  });
}

retentionContract("a folder (BACKUP_DIR)", async () => {
  const folder = path.join(scratch, `folder-${++stores}`);
  const store = createBackupStore(readApiEnv({ NODE_ENV: "test", BACKUP_DIR: folder }));
  expect(store).toBeInstanceOf(FolderBackupStore);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "notes.txt"), "the owner's own file");
  return {
    store,
    others: async () => readdirSync(folder).filter((name) => !backupTime(name)),
    expectedOthers: ["notes.txt"],
  };
});

retentionContract("an S3 bucket (BACKUP_S3_BUCKET, on s3rver)", async () => {
  const bucket = `backups-${++stores}`;
  await s3.admin.send(new CreateBucketCommand({ Bucket: bucket }));
  const store = createBackupStore(
    readApiEnv({
      NODE_ENV: "test",
      BACKUP_S3_BUCKET: bucket,
      BACKUP_S3_PREFIX: "shop/backups/",
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    }),
  );
  expect(store).toBeInstanceOf(S3BackupStore);
  expect(store.location).toBe(`s3://${bucket}/shop/backups/`);
  await s3.admin.send(
    new PutObjectCommand({ Bucket: bucket, Key: "shop/backups/notes.txt", Body: "the owner's own file" }),
  );
  // Outside the prefix: never listed, never removed.
  await s3.admin.send(new PutObjectCommand({ Bucket: bucket, Key: backupName(dailyAt(90)), Body: "elsewhere" }));
  const prefix = "shop/backups/";
  return {
    store,
    others: async () => {
      const listed = await s3.admin.send(new ListObjectsV2Command({ Bucket: bucket }));
      const keys = (listed.Contents ?? []).map((o) => o.Key ?? "");
      return keys.filter((key) => !(key.startsWith(prefix) && backupTime(key.slice(prefix.length)))).sort();
    },
    expectedOthers: ["shop/backups/notes.txt", backupName(dailyAt(90))],
  };
});
