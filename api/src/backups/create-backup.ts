import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "../db/client";
import { backupRuns, type BackupTrigger } from "../db/schema";
import type { ApiEnv } from "../env";
import type { Clock } from "../lib/clock";
import { newId } from "../lib/ids";
import type { Logger } from "../lib/logger";
import { readGstSettings } from "@api/resources/admin/settings/gst-settings/gst-settings";
import type { ObjectStorage } from "../services/storage/object-storage";
import { packFolder } from "./archive";
import { backupName } from "./backup-name";
import { type BackupStore, pruneBackups } from "./backup-store";
import { fileChecksum } from "./checksum";
import { migrationLevel, tableRows } from "./database-state";
import { BACKUP_FORMAT, type BackupManifest, DATABASE_FILES, MANIFEST_FILE, MEDIA_FOLDER } from "./manifest";
import { copyMediaOut } from "./media-copy";
import { pgDump } from "./postgres-tools";

export type BackupSources = {
  database: Database;
  /** The PostgreSQL database's address, for pg_dump; unused on PGlite. */
  url?: string;
  storage: ObjectStorage;
  env: Pick<ApiEnv, "PG_BIN_DIR" | "APP_VERSION">;
};

const run = promisify(execFile);

async function appVersion(env: BackupSources["env"]) {
  if (env.APP_VERSION) return env.APP_VERSION;
  try {
    return (await run("git", ["rev-parse", "--short", "HEAD"])).stdout.trim();
  } catch {
    return "unknown";
  }
}

/**
 * The database as one consistent dump. PostgreSQL: pg_dump, which reads one snapshot while the
 * shop keeps serving. PGlite: its data directory as a tarball, taken while PGlite runs nothing
 * else (dumpDataDir holds its query lock) after a checkpoint, so it opens like a cleanly stopped
 * server; a transaction open at that instant is rolled back on opening, as after a crash.
 */
async function dumpDatabase({ database, url, env }: BackupSources, file: string) {
  if (database.kind === "postgres") {
    if (!url) throw new Error("A PostgreSQL backup needs the database's address");
    await pgDump(url, file, env.PG_BIN_DIR);
    return;
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  await database.execute("CHECKPOINT");
  const dump = await client.dumpDataDir("gzip");
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
}

/** Writes a backup (database, media, manifest) into `folder` under its name; answers its path and manifest. */
async function writeBackup(sources: BackupSources, folder: string, at: Date) {
  const staging = await mkdtemp(path.join(tmpdir(), "woodnest-backup-"));
  try {
    const { database } = sources;
    const databaseFile = DATABASE_FILES[database.kind];
    // Read before the dump: the dump is at least this far along.
    const migration = await migrationLevel(database.execute);
    const rows = await tableRows(database.execute);
    await dumpDatabase(sources, path.join(staging, databaseFile));
    const mediaFolder = path.join(staging, MEDIA_FOLDER);
    await mkdir(mediaFolder);
    const objects = await copyMediaOut(sources.storage, mediaFolder);
    const gst = await readGstSettings(database.db);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: at.toISOString(),
      shopName: gst.tradeName || gst.legalName || "Woodnest",
      appVersion: await appVersion(sources.env),
      database: {
        kind: database.kind,
        migration,
        file: databaseFile,
        ...(await fileChecksum(path.join(staging, databaseFile))),
        rows,
      },
      media: { bytes: objects.reduce((sum, o) => sum + o.bytes, 0), objects },
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, backupName(at));
    await packFolder(staging, file);
    return { file, manifest, bytes: (await stat(file)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export type BackupRunDeps = BackupSources & { store: BackupStore; clock: Clock; logger: Logger; keepDays: number };

/**
 * Makes a backup, keeps it in the store, removes those past the keeping period, and records the
 * run (succeeded or failed) for the back office. A failure is recorded and thrown again.
 */
export async function runBackup(deps: BackupRunDeps, trigger: BackupTrigger) {
  const startedAt = deps.clock.now();
  const scratch = await mkdtemp(path.join(tmpdir(), "woodnest-backup-file-"));
  try {
    const { file, manifest, bytes } = await writeBackup(deps, scratch, startedAt);
    const name = path.basename(file);
    await deps.store.save(file, name);
    const removed = await pruneBackups(deps.store, deps.keepDays, deps.clock.now());
    const finishedAt = deps.clock.now();
    await deps.database.db.insert(backupRuns).values({
      id: newId(),
      status: "succeeded",
      trigger,
      startedAt,
      finishedAt,
      name,
      location: deps.store.location,
      bytes,
    });
    deps.logger.info("backup.made", {
      name,
      bytes,
      location: deps.store.location,
      removed: removed.length,
      ms: finishedAt.getTime() - startedAt.getTime(),
    });
    return { name, bytes, manifest, removed };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.database.db
      .insert(backupRuns)
      .values({
        id: newId(),
        status: "failed",
        trigger,
        startedAt,
        finishedAt: deps.clock.now(),
        location: deps.store.location,
        error: message.slice(0, 2000),
      })
      .catch(() => undefined);
    deps.logger.error("backup.failed", { error: message });
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
