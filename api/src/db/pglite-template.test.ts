import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { pack } from "tar-stream";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { journalHashes, migrationsFolder } from "./migrations-folder";
import {
  committedClusterTemplate,
  createPgliteCluster,
  describeCluster,
  installedPgliteVersion,
  readTemplateRecord,
  unpackClusterTemplate,
  type ClusterTemplate,
} from "./pglite-template";

const folders: string[] = [];
const tempFolder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pglite-template-test-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const committed = readTemplateRecord(committedClusterTemplate)!;

/** A copy of the committed template whose record or archive a test changes. */
function alteredTemplate(change: { pglite?: string; archive?: Buffer; migrations?: string[] }): ClusterTemplate {
  const dir = tempFolder();
  const template = {
    archive: path.join(dir, "cluster.tar.br"),
    recordFile: path.join(dir, "cluster.json"),
  };
  if (change.archive) writeFileSync(template.archive, change.archive);
  else copyFileSync(committedClusterTemplate.archive, template.archive);
  writeFileSync(
    template.recordFile,
    JSON.stringify({
      ...committed,
      ...(change.pglite ? { pglite: change.pglite } : {}),
      ...(change.migrations ? { migrations: change.migrations } : {}),
    }),
  );
  return template;
}

async function systemIdentifier(client: PGlite) {
  return (await describeCluster(client)).systemIdentifier;
}

describe("the committed PGlite cluster template", () => {
  it("was made by the installed PGlite, of the same PostgreSQL and catalogue (else: npm run db:template)", async () => {
    expect(committed.pglite).toBe(installedPgliteVersion());
    const fresh = await PGlite.create();
    try {
      const made = await describeCluster(fresh);
      expect({
        pgVersion: committed.pgVersion,
        catalogVersion: committed.catalogVersion,
      }).toEqual({
        pgVersion: made.pgVersion,
        catalogVersion: made.catalogVersion,
      });
    } finally {
      await fresh.close();
    }
  });

  it("is what a new data folder starts from, then migrated as before", async () => {
    const dataDir = path.join(tempFolder(), "data");
    const database = await openDatabase({ dataDir });
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      expect(await systemIdentifier(client)).toBe(committed.systemIdentifier);
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const applied = await client.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations",
      );
      expect(applied.rows[0].count).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
    // The next start resumes that cluster: the template is only for an empty folder.
    const again = await createPgliteCluster(dataDir, {});
    try {
      expect(await systemIdentifier(again)).toBe(committed.systemIdentifier);
    } finally {
      await again.close();
    }
  });

  it("holds every migration of the journal (else: npm run db:template)", () => {
    expect(committed.migrations).toEqual(journalHashes());
  });

  it("is still used when the journal has a newer migration: the migrator applies the rest", async () => {
    const folder = path.join(tempFolder(), "drizzle");
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: Record<string, unknown>[] };
    // Later than the last one: the migrator applies what is newer than the last it recorded.
    const when = Math.max(...journal.entries.map((entry) => Number(entry.when))) + 1;
    journal.entries.push({ idx: journal.entries.length, version: "7", when, tag: "9999_newer", breakpoints: true });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(path.join(folder, "9999_newer.sql"), "CREATE TABLE newer_than_the_template (id integer);");

    const client = await createPgliteCluster(
      tempFolder(),
      { extensions: { pg_trgm } },
      committedClusterTemplate,
      journalHashes(folder),
    );
    try {
      expect(await systemIdentifier(client)).toBe(committed.systemIdentifier);
      await migrate(drizzle(client), { migrationsFolder: folder });
      expect((await client.query("SELECT count(*)::int AS rows FROM newer_than_the_template")).rows).toEqual([
        { rows: 0 },
      ]);
    } finally {
      await client.close();
    }
  });

  it("is left aside when one of its migrations has changed since: initdb makes the cluster", async () => {
    const [first, ...rest] = committed.migrations;
    const client = await createPgliteCluster(
      tempFolder(),
      {},
      alteredTemplate({ migrations: [`${first}-changed`, ...rest] }),
    );
    try {
      expect(await systemIdentifier(client)).not.toBe(committed.systemIdentifier);
    } finally {
      await client.close();
    }
  });

  it("is left aside for another PGlite version: initdb makes the cluster", async () => {
    const client = await createPgliteCluster(tempFolder(), {}, alteredTemplate({ pglite: "0.0.1" }));
    try {
      expect(await systemIdentifier(client)).not.toBe(committed.systemIdentifier);
    } finally {
      await client.close();
    }
  });

  it.each([
    ["not brotli", () => Buffer.from("not brotli")],
    // Half a cluster: the load writes files into the folder, then the cluster cannot start.
    [
      "half a cluster",
      () => {
        const tar = brotliDecompressSync(readFileSync(committedClusterTemplate.archive));
        return brotliCompressSync(tar.subarray(0, Math.floor(tar.length / 2 / 512) * 512), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
        });
      },
    ],
  ])("that fails to load (%s) leaves a working cluster made by initdb", async (_, archive) => {
    const dataDir = tempFolder();
    const client = await createPgliteCluster(dataDir, {}, alteredTemplate({ archive: archive() }));
    try {
      expect(await systemIdentifier(client)).not.toBe(committed.systemIdentifier);
      expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.close();
    }
  });

  it("is unpacked file by file into the folder, and refused when a name would leave it", async () => {
    const archiveOf = async (files: Record<string, string>) => {
      const tar = pack();
      for (const [name, text] of Object.entries(files)) tar.entry({ name }, text);
      tar.finalize();
      const chunks: Buffer[] = [];
      for await (const chunk of tar) chunks.push(chunk as Buffer);
      const file = path.join(tempFolder(), "cluster.tar.br");
      writeFileSync(file, brotliCompressSync(Buffer.concat(chunks)));
      return file;
    };

    const whole = tempFolder();
    await unpackClusterTemplate(await archiveOf({ "/PG_VERSION": "17", "/base/1/1259": "pages" }), whole);
    expect(readFileSync(path.join(whole, "base/1/1259"), "utf8")).toBe("pages");
    expect(readFileSync(path.join(whole, "PG_VERSION"), "utf8")).toBe("17");

    const escaping = tempFolder();
    const outside = path.join(path.dirname(escaping), `${path.basename(escaping)}-outside`);
    folders.push(outside);
    await expect(
      unpackClusterTemplate(await archiveOf({ [`../${path.basename(outside)}`]: "no", "/PG_VERSION": "17" }), escaping),
    ).rejects.toThrow("is outside the cluster");
    expect(existsSync(outside)).toBe(false);
    expect(readdirSync(escaping)).toEqual([]);
  });
});
