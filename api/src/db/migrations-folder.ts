import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readMigrationFiles } from "drizzle-orm/migrator";

const here = path.dirname(fileURLToPath(import.meta.url));
/** api/drizzle, seen from the sources (api/src/db) and from the bundled build (api/dist). */
export const migrationsFolder =
  [path.resolve(here, "../../drizzle"), path.resolve(here, "../drizzle")].find((dir) =>
    existsSync(path.join(dir, "meta/_journal.json")),
  ) ?? path.resolve(here, "../../drizzle");

/** Each migration of the journal, in order, as Drizzle's migrator names it (a hash of its SQL). */
export function journalHashes(folder = migrationsFolder): string[] {
  return readMigrationFiles({ migrationsFolder: folder }).map((migration) => migration.hash);
}
