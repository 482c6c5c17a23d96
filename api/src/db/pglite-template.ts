import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliDecompress } from "node:zlib";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { extract } from "tar-stream";
import { journalHashes } from "./migrations-folder";

/**
 * A PGlite cluster made by `initdb` and migrated through the journal, dumped and committed: a
 * first start loads it instead of running `initdb` and every migration (about 3 s and 1 s of
 * CPU). `npm run db:template` makes it again after a PGlite upgrade or a new migration; a start
 * with a newer journal still uses it and Drizzle's migrator applies the migrations it lacks.
 */
export type ClusterTemplate = { archive: string; recordFile: string };

/** What the template was made by and of: a start uses it only with the same PGlite. */
export type ClusterTemplateRecord = {
  pglite: string;
  pgVersion: string;
  catalogVersion: number;
  systemIdentifier: string;
  /** The migrations applied in it, in order, as Drizzle's migrator records them (hashes of their SQL). */
  migrations: string[];
};

const here = path.dirname(fileURLToPath(import.meta.url));
/** api/pglite-template, seen from the sources (api/src/db) and from the bundled build (api/dist). */
const folder =
  [path.resolve(here, "../../pglite-template"), path.resolve(here, "../pglite-template")].find((dir) =>
    existsSync(path.join(dir, "cluster.json")),
  ) ?? path.resolve(here, "../../pglite-template");

export const committedClusterTemplate: ClusterTemplate = {
  archive: path.join(folder, "cluster.tar.br"),
  recordFile: path.join(folder, "cluster.json"),
};

/** The version of the PGlite in node_modules (its package.json is not among its exports). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  return (
    JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
      version: string;
    }
  ).version;
}

export function readTemplateRecord(template: ClusterTemplate): ClusterTemplateRecord | undefined {
  if (!existsSync(template.recordFile) || !existsSync(template.archive)) return undefined;
  return JSON.parse(readFileSync(template.recordFile, "utf8")) as ClusterTemplateRecord;
}

/** What identifies a cluster's make: PostgreSQL's major version, its catalogue's version, and this cluster. */
export async function describeCluster(client: PGlite): Promise<Omit<ClusterTemplateRecord, "pglite" | "migrations">> {
  const {
    rows: [row],
  } = await client.query<{
    pg_version: string;
    catalog_version: number;
    system_identifier: string;
  }>(
    `SELECT current_setting('server_version_num')::int / 10000 || '' AS pg_version,
            catalog_version_no AS catalog_version, system_identifier::text AS system_identifier
       FROM pg_control_system()`,
  );
  return {
    pgVersion: row.pg_version,
    catalogVersion: row.catalog_version,
    systemIdentifier: row.system_identifier,
  };
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Whether the template's migrations are the journal's first ones: the migrator can take it from there. */
const migratedAlongJournal = (record: ClusterTemplateRecord, journal: readonly string[]) =>
  Array.isArray(record.migrations) && record.migrations.every((hash, index) => hash === journal[index]);

/** The file PostgreSQL reads first: written last, so a folder left half-written is not taken for a cluster. */
const VERSION_FILE = "PG_VERSION";

/**
 * Writes the template's files into the empty `dataDir`, many at once (PGlite's own `loadDataDir`
 * writes its 1,400 files one after the other through its synchronous file system: 1.5 s against
 * about 0.5 s, docs/decisions/first-start.md entry 12).
 */
export async function unpackClusterTemplate(archive: string, dataDir: string) {
  const tar = await promisify(brotliDecompress)(await readFile(archive));
  const entries = extract();
  entries.end(tar);
  const root = path.resolve(dataDir);
  const made = new Set<string>();
  const writes: Promise<void>[] = [];
  let versionFile: Buffer | undefined;
  try {
    for await (const entry of entries) {
      const target = path.resolve(root, `.${path.posix.sep}${entry.header.name}`);
      if (target !== root && !target.startsWith(root + path.sep))
        throw new Error(`${entry.header.name} is outside the cluster`);
      if (entry.header.type !== "file") {
        if (entry.header.type === "directory") await mkdir(target, { recursive: true });
        entry.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const data = Buffer.concat(chunks);
      if (target === path.join(root, VERSION_FILE)) {
        versionFile = data;
        continue;
      }
      const dir = path.dirname(target);
      if (!made.has(dir)) {
        await mkdir(dir, { recursive: true });
        made.add(dir);
      }
      writes.push(writeFile(target, data));
    }
  } finally {
    // A broken archive stops the loop: the writes already started finish before the caller clears the folder.
    await Promise.allSettled(writes);
  }
  await Promise.all(writes);
  if (!versionFile) throw new Error(`The template has no ${VERSION_FILE}`);
  await writeFile(path.join(root, VERSION_FILE), versionFile);
}

/**
 * Opens the PGlite cluster in `dataDir`, loading the template first when the folder is empty, the
 * template was made by the installed PGlite and its migrations are the journal's first ones.
 * Anything else (a cluster already there, another PGlite version, a migration changed or removed
 * since, no template, a template that fails to load) runs PGlite's own `initdb` as before: the
 * template can make a start faster, never stop one.
 */
export async function createPgliteCluster(
  dataDir: string,
  options: PGliteOptions,
  template: ClusterTemplate = committedClusterTemplate,
  journal: readonly string[] = journalHashes(),
): Promise<PGlite> {
  const record = isEmptyDir(dataDir) ? readTemplateRecord(template) : undefined;
  if (record?.pglite === installedPgliteVersion() && migratedAlongJournal(record, journal)) {
    try {
      await unpackClusterTemplate(template.archive, dataDir);
      return await PGlite.create(dataDir, options);
    } catch (error) {
      process.stderr.write(
        `${JSON.stringify({
          level: "warn",
          event: "db.template_not_loaded",
          error: String(error),
          next: "initdb",
        })}\n`,
      );
      // The folder was empty before: whatever the failed load wrote goes, and initdb starts clean.
      for (const entry of readdirSync(dataDir)) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
  }
  return PGlite.create(dataDir, options);
}
