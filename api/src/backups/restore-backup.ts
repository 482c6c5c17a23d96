import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, readFile, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { openDatabase } from "../db/client";
import type { ObjectStorage } from "../services/storage/object-storage";
import { unpackInto } from "./archive";
import { bytesChecksum, fileChecksum } from "./checksum";
import { knownMigrations, userTableCount } from "./database-state";
import { type BackupManifest, MANIFEST_FILE, MEDIA_FOLDER, manifestSchema } from "./manifest";
import { allMediaKeys, copyMediaIn } from "./media-copy";
import { refuseIfDataDirInUse } from "./pglite-owner";
import { pgRestore } from "./postgres-tools";

export type RestoreTarget = { url: string } | { dataDir: string };

/** A restore that would overwrite something, or cannot use this file: said in words, nothing changed. */
export class RestoreRefusedError extends Error {}

async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), "utf8");
  } catch {
    throw new RestoreRefusedError("This file is not a Woodnest backup: it holds no manifest.json");
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RestoreRefusedError("This backup's manifest.json is not JSON: the file is damaged");
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new RestoreRefusedError(
      `This backup's manifest cannot be read by this version of the shop: ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}

/** Every part is checked against the manifest before anything is changed. */
async function verifyParts(folder: string, manifest: BackupManifest) {
  const dump = await fileChecksum(path.join(folder, manifest.database.file));
  if (dump.sha256 !== manifest.database.sha256)
    throw new RestoreRefusedError(`The backup's database dump does not match its checksum: the file is damaged`);
  for (const object of manifest.media.objects) {
    const bytes = await readFile(path.join(folder, MEDIA_FOLDER, ...object.key.split("/"))).catch(() => null);
    if (!bytes || bytesChecksum(bytes) !== object.sha256)
      throw new RestoreRefusedError(`The backup's media file ${object.key} is missing or damaged`);
  }
}

function refuseUnknownMigration(manifest: BackupManifest) {
  const { when, tag } = manifest.database.migration;
  if (when !== null && !knownMigrations().some((m) => m.when === when)) {
    throw new RestoreRefusedError(
      `This backup's database is at migration ${tag ?? when}, which this version of the shop does not have: restore it with the version that made it (${manifest.appVersion})`,
    );
  }
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** What a restore would overwrite: empty when the database and the media store are both empty. */
async function whatIsNotEmpty(target: RestoreTarget, storage: ObjectStorage) {
  const found: string[] = [];
  if ("url" in target) {
    const tables = await withClient(target.url, (client) => userTableCount((text) => client.query(text)));
    if (tables > 0) found.push(`the database holds ${tables} tables`);
  } else if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    found.push(`the PGlite data directory ${target.dataDir} is not empty`);
  }
  const objects = (await allMediaKeys(storage)).length;
  if (objects > 0) found.push(`the media store holds ${objects} files`);
  return found;
}

/** Every schema but PostgreSQL's own, dropped, and an empty public schema made again. */
const emptyPostgres = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "SELECT nspname AS name FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'",
    );
    for (const { name } of rows) await client.query(`DROP SCHEMA ${pg.escapeIdentifier(name)} CASCADE`);
    await client.query("CREATE SCHEMA public");
  });

async function restoreDatabase(
  folder: string,
  manifest: BackupManifest,
  target: RestoreTarget,
  force: boolean,
  pgBinDir?: string,
) {
  const dump = path.join(folder, manifest.database.file);
  if ("url" in target) {
    if (force) await emptyPostgres(target.url);
    await pgRestore(target.url, dump, pgBinDir);
    // Then the migrations this code has and the backup had not.
    const database = await openDatabase({ url: target.url });
    await database.close();
    return;
  }
  const dataDir = path.resolve(target.dataDir);
  if (force && existsSync(dataDir)) {
    // Kept aside, not deleted: the owner removes it once the restored shop is checked.
    await rename(dataDir, `${dataDir}.replaced-${new Date().toISOString().replace(/[-:.]/g, "")}`);
  }
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    loadDataDir: new Blob([await readFile(dump)]),
  });
  await client.close();
  const database = await openDatabase({ dataDir });
  await database.close();
}

export type RestoreOptions = {
  file: string;
  target: RestoreTarget;
  storage: ObjectStorage;
  force?: boolean;
  pgBinDir?: string;
};

/**
 * Brings a backup into an empty database and media store: refused, with nothing changed, when
 * either holds anything, unless `force` (then the database is emptied first, or the PGlite
 * directory set aside, and media the backup does not hold are removed).
 */
export async function restoreBackup({ file, target, storage, force = false, pgBinDir }: RestoreOptions) {
  const folder = await mkdtemp(path.join(tmpdir(), "woodnest-restore-"));
  try {
    await unpackInto(file, folder).catch((error: Error) => {
      throw new RestoreRefusedError(`This file cannot be read as a backup: ${error.message.trim()}`);
    });
    const manifest = await readManifest(folder);
    const kind = "url" in target ? "postgres" : "pglite";
    if (manifest.database.kind !== kind) {
      throw new RestoreRefusedError(
        `This backup is of a ${manifest.database.kind === "postgres" ? "PostgreSQL" : "PGlite"} database; the shop is set up for ${kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "PGlite (no DATABASE_URL)"}`,
      );
    }
    refuseUnknownMigration(manifest);
    await verifyParts(folder, manifest);
    if ("dataDir" in target) refuseIfDataDirInUse(target.dataDir);
    const notEmpty = await whatIsNotEmpty(target, storage);
    if (notEmpty.length > 0 && !force) {
      throw new RestoreRefusedError(
        `Nothing was restored: ${notEmpty.join(", and ")}. Restore into an empty database and media store, or pass --force to replace what is there`,
      );
    }
    await restoreDatabase(folder, manifest, target, force, pgBinDir);
    await copyMediaIn(storage, path.join(folder, MEDIA_FOLDER), manifest.media.objects);
    return manifest;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
