/**
 * A PostgreSQL cluster of the test's own, in a temporary directory, which the test may stop and
 * start (CI's shared cluster at API_TEST_DATABASE_URL must never be restarted). Found and run as
 * .ci/run does: the newest /usr/lib/postgresql/N/bin, as the `postgres` user when root.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const POSTGRES_ROOT = "/usr/lib/postgresql";

/** The newest installed server's bin directory with initdb and pg_ctl, or null. */
export function postgresBin(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(POSTGRES_ROOT, version, "bin");
    if (existsSync(path.join(bin, "initdb")) && existsSync(path.join(bin, "pg_ctl"))) return bin;
  }
  return null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

export type PrivatePostgres = {
  /** The cluster's `postgres` database, as the superuser. */
  adminUrl: string;
  /** Stops the server as a restart does (fast shutdown: every connection is ended with 57P01). */
  stop: () => void;
  /** Starts it again and returns once it accepts connections. */
  start: () => void;
  destroy: () => void;
};

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-scale-postgres-"));
  // initdb refuses to run as root: as root the cluster belongs to the 'postgres' user.
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, id("-u"), id("-g"));
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args], { cwd: "/", stdio: "pipe" })
      : execFileSync(path.join(bin, tool), args, { stdio: "pipe" });
  const port = await freePort();
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () =>
    run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "start", "-o", options]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
