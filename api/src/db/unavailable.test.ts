import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { type TestApi, createTestApi } from "../test/harness";
import type { Db } from "./client";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "./unavailable";

/** A PostgreSQL error as node-postgres raises it (a DatabaseError with its SQLSTATE), wrapped as Drizzle wraps it. */
const drizzleWrapped = (cause: Error) => Object.assign(new Error("Failed query: select ..."), { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

const connectionFailures: [string, Error][] = [
  [
    "57P01 admin_shutdown (a restart)",
    drizzleWrapped(withCode("terminating connection due to administrator command", "57P01")),
  ],
  ["57P03 cannot_connect_now (starting up)", withCode("the database system is starting up", "57P03")],
  ["08006 connection_failure", withCode("server closed the connection", "08006")],
  ["ECONNREFUSED (nothing listening)", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
  [
    "ECONNREFUSED on every address of localhost",
    new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""),
  ],
  ["a connection ended under a query", drizzleWrapped(new Error("Connection terminated unexpectedly"))],
  ["no pooled connection free in time", new Error("timeout exceeded when trying to connect")],
];

/** A database whose every use fails with `error`, as one that went away would. */
const failingDb = (error: Error) =>
  new Proxy(
    {},
    {
      get: () => () => {
        throw error;
      },
    },
  ) as Db;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe("a database that is away", () => {
  it.each(connectionFailures)("answers 503 with Retry-After and the envelope for %s", async (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    const app = createApp({ ...api.deps, db: failingDb(error), logger: { info: () => {}, error: () => {} } });
    const response = await app.request("/v1/categories");
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      status: 503,
      code: DATABASE_UNAVAILABLE,
      message: "The shop is busy for a moment. Please try again in a few seconds.",
      body: null,
      errors: {},
    });
  });

  it("still answers 500 for a failure that is not the database going away", async () => {
    const broken = withCode('relation "nowhere" does not exist', "42P01");
    expect(isDatabaseUnavailable(broken)).toBe(false);
    const app = createApp({
      ...api.deps,
      db: failingDb(drizzleWrapped(broken)),
      logger: { info: () => {}, error: () => {} },
    });
    const response = await app.request("/v1/categories");
    expect(response.status).toBe(500);
    expect(response.headers.get("retry-after")).toBeNull();
  });

  it("/readyz says 503 with the code and Retry-After while /healthz stays 200", async () => {
    const app = createApp({
      ...api.deps,
      db: failingDb(withCode("connect ECONNREFUSED", "ECONNREFUSED")),
      logger: { info: () => {}, error: () => {} },
    });
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).not.toBeNull();
    expect(await ready.json()).toMatchObject({ status: 503, code: DATABASE_UNAVAILABLE });
    expect((await app.request("/healthz")).status).toBe(200);
  });
});

// What a PostgreSQL restart does to the connections it had: each is ended with 57P01. The
// process survives (a checked-out connection's failure used to be thrown as an uncaught
// 'error', which vitest reports), the request under way is answered 503, and the next one is
// served on a new connection.
describe.skipIf(!process.env.API_TEST_DATABASE_URL)("connections ended by the server (PostgreSQL)", () => {
  it("answers the request under way 503 and serves the next one", async () => {
    const databaseName = (await api.execute("SELECT current_database() AS name")).rows[0] as { name: string };
    api.app.get("/test/slow", async (c) => {
      await c.get("deps").db.execute(sql`select pg_sleep(10)`);
      return c.json({ status: 200, message: "OK", body: null, errors: {} });
    });
    const slow = api.app.request("/test/slow");
    const admin = new pg.Client({ connectionString: process.env.API_TEST_DATABASE_URL });
    await admin.connect();
    try {
      await expect
        .poll(
          async () =>
            (
              await admin.query(
                "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'select pg_sleep%'",
                [databaseName.name],
              )
            ).rows[0].n,
          { timeout: 5_000 },
        )
        .toBe(1);
      // Every connection of the test's database, busy and idle, as a restart would.
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [
        databaseName.name,
      ]);
      const response = await slow;
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).not.toBeNull();
      expect(await response.json()).toMatchObject({ code: DATABASE_UNAVAILABLE });
      // Idle connections that were ended are dropped as their end arrives: requests are served again at once.
      await expect.poll(async () => (await api.get("/categories")).status, { timeout: 1_000, interval: 50 }).toBe(200);
    } finally {
      await admin.end();
    }
  }, 20_000);

  it("answers 503 within seconds when every pooled connection is taken, rather than holding the request", async () => {
    const pool = (api.db as unknown as { $client: pg.Pool }).$client;
    const held = await Promise.all(Array.from({ length: pool.options.max ?? 10 }, () => pool.connect()));
    try {
      const started = Date.now();
      const response = await api.get("/categories");
      expect(response.status).toBe(503);
      expect(response.json).toMatchObject({ code: DATABASE_UNAVAILABLE });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const client of held) client.release();
    }
    expect((await api.get("/categories")).status).toBe(200);
  }, 20_000);
});
