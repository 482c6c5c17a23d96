import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { desc, eq } from "drizzle-orm";
import pg from "pg";
import { createApp } from "../app";
import { declaredAnswers } from "../contract/declared-answers";
import type { AppDeps } from "../context";
import { type Database, openDatabase } from "../db/client";
import { migrationsFolder } from "../db/migrations-folder";
import { authTokens, customers, outboxMessages } from "../db/schema";
import { seedDemoShop } from "../db/seed";
import { buildDeps } from "../deps";
import { type ApiEnv, readApiEnv } from "../env";
import type { Clock } from "../lib/clock";
import { newId } from "../lib/ids";
import { hashToken, newToken } from "../lib/secrets";
import { SandboxGateway } from "../services/payments/sandbox";

const cacheDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../.cache");
const PGLITE_VERSION: string = JSON.parse(
  readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      "../../../node_modules/@electric-sql/pglite/package.json",
    ),
    "utf8",
  ),
).version;

/** A clock the test moves by hand. */
function manualClock(start = new Date()): Clock & { advance(ms: number): void; set(d: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (d) => {
      current = d.getTime();
    },
  };
}

/**
 * A migrated, empty PGlite data directory, made once per version of the migrations and of
 * PGlite and shared by every test file through a file under .cache/: a fresh in-memory PGlite
 * spends about 4 s in initdb, one loaded from this dump about 1 s.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash("sha256").update(PGLITE_VERSION);
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  const cached = path.join(cacheDir, `pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(cached)) return new Blob([readFileSync(cached)]);
  const database = await openDatabase({ memory: true });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  mkdirSync(cacheDir, { recursive: true });
  // Test files run in parallel: each writes its own file and renames it, so none reads half a dump.
  const partial = `${cached}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cached);
  return dump;
}

async function asAdmin(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the PostgreSQL server at `adminUrl`, and the way to drop it again. */
export async function throwawayPostgresDatabase(adminUrl: string, prefix = "shop_test") {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * API_TEST_DATABASE_URL runs the suite on a real PostgreSQL: each test API gets a
 * throwaway database there. Without it, each gets an in-memory PGlite.
 */
async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.API_TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ memory: true, template: await pgliteTemplate() });
  const throwaway = await throwawayPostgresDatabase(adminUrl);
  const database = await openDatabase({ url: throwaway.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}

export type TestResponse<T = any> = { status: number; json: T; headers: Headers };

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

export async function createTestApi(options: { seed?: boolean; env?: Record<string, string> } = {}) {
  const database = await openTestDatabase();
  if (options.seed !== false) await seedDemoShop(database.db);
  const env: ApiEnv = readApiEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    API_PUBLIC_URL: "http://api.test",
    ...options.env,
  });
  const clock = manualClock();
  const deps: AppDeps = buildDeps(env, database.db, clock);
  const app = createApp(deps);
  const undeclaredAnswer = declaredAnswers(app);
  // The sandbox gateway's webhooks reach this app directly: the test API listens on no port.
  if (deps.gateway instanceof SandboxGateway) {
    deps.gateway.deliverWebhook = async (rawBody, headers) => {
      const res = await app.request("/v1/payments/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: rawBody,
      });
      if (!res.ok) throw new Error(`The shop's webhook answered ${res.status}`);
    };
  }

  async function request<T = any>(
    method: string,
    path: string,
    init: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | FormData | undefined = init.rawBody;
    if (init.body instanceof FormData) {
      body = init.body;
    } else if (init.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.body);
    }
    // As the storefront calls it: from this machine, a proxy API_TRUST_PROXY trusts by default.
    const res = await app.request(
      `/v1${path}`,
      { method, headers, body },
      { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
    );
    const text = await res.text();
    let json: any = text;
    try {
      json = JSON.parse(text);
    } catch {
      /* some answers (the sandbox checkout page) are HTML */
    }
    // Every test that reads an answer also holds it to the route's declaration (contract/declared-answers.ts).
    const problem = undeclaredAnswer(method, `/v1${path}`, res.status, json);
    if (problem) throw new Error(problem);
    return { status: res.status, json, headers: res.headers };
  }

  /** A signed-in customer made directly in the database, for tests about other resources. */
  async function signIn(profile: { firstName?: string | null; mobile?: string; email?: string } = {}) {
    const customerId = newId();
    const mobile = profile.mobile ?? `9${randomBytes(5).readUIntBE(0, 5).toString().padStart(9, "0").slice(0, 9)}`;
    await database.db.insert(customers).values({
      id: customerId,
      firstName: profile.firstName === undefined ? "Asha" : profile.firstName,
      lastName: "Verma",
      mobile,
      email: profile.email ?? `${customerId}@example.in`,
      mobileVerifiedAt: clock.now(),
    });
    const token = newToken();
    await database.db.insert(authTokens).values({
      id: newId(),
      customerId,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock.now().getTime() + 86_400_000),
    });
    return { customerId, token, mobile };
  }

  /** Messages sent to one mobile or email, newest first. */
  async function outbox(to: string) {
    return database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, to))
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
  }

  return {
    app,
    deps,
    db: database.db,
    execute: database.execute,
    kind: database.kind,
    clock,
    request,
    get: <T = any>(path: string, token?: string) => request<T>("GET", path, { token }),
    post: <T = any>(path: string, body?: unknown, token?: string) => request<T>("POST", path, { body, token }),
    put: <T = any>(path: string, body?: unknown, token?: string) => request<T>("PUT", path, { body, token }),
    del: <T = any>(path: string, token?: string) => request<T>("DELETE", path, { token }),
    signIn,
    outbox,
    close: () => database.close(),
  };
}
