/**
 * `npm run restore -- FILE [--force]`: brings a backup into the API's database (DATABASE_URL,
 * otherwise PGLITE_DATA_DIR) and media store. FILE is a backup's path, or the name of one kept in
 * BACKUP_DIR or BACKUP_S3_BUCKET, or "latest". Refuses a database or media store that holds
 * anything, unless --force; stop the API first.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { readApiEnv } from "../env";
import { createObjectStorage } from "../services/storage/create-storage";
import { createBackupStore } from "./create-store";
import { restoreBackup } from "./restore-backup";

const USAGE = "Usage: npm run restore -- FILE|NAME|latest [--force]";

const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
  strict: true,
});
const env = readApiEnv();
const started = performance.now();
const scratch = await mkdtemp(path.join(tmpdir(), "woodnest-restore-file-"));
try {
  if (positionals.length !== 1) throw new Error(USAGE);
  let file = positionals[0];
  if (!existsSync(file)) {
    // Not a file here: a backup kept in the store, by name.
    const store = createBackupStore(env);
    const kept = await store.list();
    const chosen = file === "latest" ? kept.at(-1) : kept.find((b) => b.name === file);
    if (!chosen)
      throw new Error(`No backup ${file} here or in ${store.location} (${kept.length} kept there)\n${USAGE}`);
    file = path.join(scratch, chosen.name);
    await store.download(chosen.name, file);
  }
  const target = env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR };
  const manifest = await restoreBackup({
    file,
    target,
    storage: createObjectStorage(env),
    force: values.force,
    pgBinDir: env.PG_BIN_DIR,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Restored ${manifest.shopName}'s backup of ${manifest.createdAt} (${manifest.database.rows.orders} orders, ` +
      `${manifest.database.rows.tax_documents} tax documents, ${manifest.media.objects.length} media files) in ${seconds} s`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await rm(scratch, { recursive: true, force: true });
}
