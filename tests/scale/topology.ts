/**
 * `npm run start:scaled` on loopback ports of its own, on a throwaway PostgreSQL database, for the
 * scale-out tests: nginx on SHOP_PORT (and the API listener on API_PORT), two storefront and two
 * API processes on the ports after them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { throwawayPostgresDatabase } from "@api/test/harness";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SHOP_PORT = Number(process.env.SCALE_SHOP_PORT ?? 3400);
export const API_PORT = Number(process.env.SCALE_API_PORT ?? 4400);
export const SHOP = `http://127.0.0.1:${SHOP_PORT}`;
export const API = `http://127.0.0.1:${API_PORT}/v1`;
/** Each process directly, past nginx. */
export const WEB_INSTANCES = [1, 2].map((i) => `http://127.0.0.1:${SHOP_PORT + i}`);
export const API_INSTANCES = [1, 2].map((i) => `http://127.0.0.1:${API_PORT + i}`);
export const SESSION_SECRET = "scale-test-session-secret-0123456789abcdef";

/** The PostgreSQL server the tests may make a database on (CI's throwaway cluster). */
const adminUrl = process.env.API_TEST_DATABASE_URL ?? process.env.DATABASE_URL;

export type Topology = { databaseUrl: string; stop: () => Promise<void> };

/** `server`: the PostgreSQL to make the database on (a test's private cluster), CI's by default. */
export async function startTopology(env: Record<string, string> = {}, server = adminUrl): Promise<Topology> {
  const throwaway = await throwawayPostgresDatabase(server as string, "shop_scale");
  const databaseUrl = throwaway.url;
  const child: ChildProcess = spawn(process.execPath, ["scripts/start-scaled.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(SHOP_PORT),
      API_PORT: String(API_PORT),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    const up = await fetch(`${SHOP}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null) throw new Error(`start:scaled exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("the scaled topology did not become ready in 180 s");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    databaseUrl,
    async stop() {
      child.kill("SIGINT");
      await exited;
      await throwaway.drop();
    },
  };
}

/** The pid of the API process on `origin` (its /healthz says), to kill it as a crash would. */
export async function apiPid(origin: string): Promise<number> {
  const health = (await (await fetch(`${origin}/healthz`)).json()) as { body: { pid: number } };
  return health.body.pid;
}
