import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite's data directory belongs to one process: two writing it corrupt it. The API marks the
 * directory it serves from with its process id, beside the directory (not in it, so a dump of
 * the directory never carries it); the backup and restore commands refuse while that process lives.
 */
const ownerFile = (dataDir: string) => `${path.resolve(dataDir)}.owner.pid`;

export function markDataDirOwner(dataDir: string) {
  const file = ownerFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  process.once("exit", () => rmSync(file, { force: true }));
}

/** The id of another live process serving from the directory, or null (none, or it died without cleaning up). */
export function dataDirOwner(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerFile(dataDir), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process lives but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The API (process ${pid}) is serving from the PGlite data directory ${dataDir}: stop it first, ` +
        "or let the API make the backup (its daily job, or 'Back up now' in the back office's backup settings)",
    );
  }
}

export function refuseIfDataDirInUse(dataDir: string) {
  const pid = dataDirOwner(dataDir);
  if (pid !== null) throw new DataDirInUseError(dataDir, pid);
}
