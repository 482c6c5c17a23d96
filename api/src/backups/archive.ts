import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A backup is one uncompressed tar, made and read by the system's tar (GNU tar on Debian, bsdtar
 * elsewhere): its parts are compressed already (pg_dump's custom format, PGlite's gzip, images),
 * and no tar library is a dependency of the API (decisions/backups.md, 3).
 */
export async function packFolder(folder: string, file: string) {
  await run("tar", ["-cf", file, "-C", folder, "."], { maxBuffer: 16 * 1024 * 1024 });
}

/** Unpacks into `folder`; GNU tar and bsdtar both refuse members that would land outside it. */
export async function unpackInto(file: string, folder: string) {
  await run("tar", ["-xf", file, "-C", folder], { maxBuffer: 16 * 1024 * 1024 });
}
