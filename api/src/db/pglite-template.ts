import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";

/**
 * A fresh PGlite cluster (what `initdb` leaves, before any migration), dumped once per PGlite
 * version and committed: a first start loads it instead of running `initdb` (about 3 s of CPU).
 * It holds no table of ours, so a new migration does not touch it; `npm run db:template`
 * makes it again after a PGlite upgrade.
 */
export type ClusterTemplate = { archive: string; recordFile: string };

/** What the template was made by and of: a start uses it only with the same PGlite. */
export type ClusterTemplateRecord = {
  pglite: string;
  pgVersion: string;
  catalogVersion: number;
  systemIdentifier: string;
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
export async function describeCluster(client: PGlite): Promise<Omit<ClusterTemplateRecord, "pglite">> {
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

/**
 * Opens the PGlite cluster in `dataDir`, loading the template first when the folder is empty and
 * the template was made by the installed PGlite. Anything else (a cluster already there, another
 * PGlite version, no template, a template that fails to load) runs PGlite's own `initdb` as
 * before: the template can make a start faster, never stop one.
 */
export async function createPgliteCluster(
  dataDir: string,
  options: PGliteOptions,
  template: ClusterTemplate = committedClusterTemplate,
): Promise<PGlite> {
  const record = isEmptyDir(dataDir) ? readTemplateRecord(template) : undefined;
  if (record?.pglite === installedPgliteVersion()) {
    try {
      const tar = brotliDecompressSync(readFileSync(template.archive));
      return await PGlite.create(dataDir, {
        ...options,
        loadDataDir: new Blob([tar]),
      });
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
