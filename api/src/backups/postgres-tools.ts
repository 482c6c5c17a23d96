import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * pg_dump and pg_restore, from PG_BIN_DIR or the PATH. The password goes in the environment,
 * not the command line, where any user of the machine could read it (ps).
 */
async function runTool(tool: "pg_dump" | "pg_restore", binDir: string | undefined, url: string, args: string[]) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const command = binDir ? path.join(binDir, tool) : tool;
  try {
    await run(command, [...args, `--dbname=${parsed.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === "ENOENT")
      throw new Error(
        `${tool} was not found: install postgresql-client (the server's major version) or set PG_BIN_DIR`,
      );
    throw new Error(`${tool} failed: ${(stderr ?? String(error)).trim()}`);
  }
}

/** The whole database (every schema: the shop's, drizzle's journal, the job queue's) in pg_dump's custom format. */
export const pgDump = (url: string, file: string, binDir?: string) =>
  runTool("pg_dump", binDir, url, ["--format=custom", `--file=${file}`]);

/**
 * Into an empty database, as one transaction: a failure leaves it empty. Ownership and grants
 * are left out, so a backup restores under whichever role the shop now connects as.
 */
export const pgRestore = (url: string, file: string, binDir?: string) =>
  runTool("pg_restore", binDir, url, [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    file,
  ]);
