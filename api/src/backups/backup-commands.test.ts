import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { seedDemoShop } from "../db/seed";
import { throwawayPostgresDatabase } from "../test/harness";

const run = promisify(execFile);
const scratch = mkdtempSync(path.join(tmpdir(), "woodnest-backup-commands-"));
const adminUrl = process.env.API_TEST_DATABASE_URL;
const drops: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(scratch, { recursive: true, force: true });
});

/** `npm run backup` / `npm run restore` as package.json runs them, with the API's environment; answers what they printed and their exit code. */
async function command(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  const script = path.resolve(`api/src/backups/${name}-command.ts`);
  try {
    const { stdout } = await run(path.resolve("node_modules/.bin/tsx"), [script, ...args], {
      env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "", ...env },
    });
    return { code: 0, output: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}`.trim() };
  }
}

/** A database with the demo shop in it (PostgreSQL), or a migrated, empty PGlite directory (seeding PGlite takes 20 s). */
async function shopDatabase(): Promise<{ source: Record<string, string>; target: Record<string, string> }> {
  if (adminUrl) {
    const source = await throwawayPostgresDatabase(adminUrl, "shop_backup_cmd");
    const target = await throwawayPostgresDatabase(adminUrl, "shop_restore_cmd");
    drops.push(source.drop, target.drop);
    const database = await openDatabase({ url: source.url });
    await seedDemoShop(database.db);
    await database.close();
    return { source: { DATABASE_URL: source.url }, target: { DATABASE_URL: target.url } };
  }
  const dataDir = path.join(scratch, "pglite");
  const database = await openDatabase({ dataDir });
  await database.close();
  return { source: { PGLITE_DATA_DIR: dataDir }, target: { PGLITE_DATA_DIR: path.join(scratch, "pglite-restored") } };
}

it("npm run backup writes a backup into BACKUP_DIR; npm run restore -- latest brings it into an empty database and refuses a full one", async () => {
  const { source, target } = await shopDatabase();
  const common = { BACKUP_DIR: path.join(scratch, "backups"), MEDIA_DIR: path.join(scratch, "media") };
  const kind = adminUrl ? "PostgreSQL" : "PGlite";

  const made = await command("backup", [], { ...source, ...common });
  expect(made.output).toMatch(
    new RegExp(
      `^Backed up the ${kind} database and 0 media files into .*/backups/woodnest-backup-\\d{8}T\\d{6}Z\\.tar \\(\\d+\\.\\d MB\\) in \\d+\\.\\d s$`,
    ),
  );
  expect(made.code).toBe(0);
  expect(readdirSync(common.BACKUP_DIR)).toHaveLength(1);

  const restored = await command("restore", ["latest"], {
    ...target,
    ...common,
    MEDIA_DIR: path.join(scratch, "media-restored"),
  });
  expect(restored.output).toMatch(
    /^Restored Woodnest's backup of \d{4}-\d\d-\d\dT[\d:.]+Z \(\d+ orders, \d+ tax documents, 0 media files\) in \d+\.\d s$/,
  );
  expect(restored.code).toBe(0);

  const again = await command("restore", ["latest"], {
    ...target,
    ...common,
    MEDIA_DIR: path.join(scratch, "media-restored"),
  });
  expect(again.code).toBe(1);
  expect(again.output).toMatch(
    /^Restore failed: Nothing was restored: the (database holds \d+ tables|PGlite data directory .* is not empty)\. Restore into an empty database and media store, or pass --force/,
  );

  const unknown = await command("restore", ["woodnest-backup-20000101T000000Z.tar"], { ...target, ...common });
  expect(unknown.output).toMatch(
    /^Restore failed: No backup woodnest-backup-20000101T000000Z\.tar here or in .*backups \(1 kept there\)/,
  );
  expect((await command("restore", [], { ...target, ...common })).output).toBe(
    "Restore failed: Usage: npm run restore -- FILE|NAME|latest [--force]",
  );
}, 180_000);
