import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, createTestApi, throwawayPostgresDatabase } from "../test/harness";
import { RequestAbortedError, runCancellable } from "./cancel";
import { openDatabase } from "./client";

const adminUrl = process.env.API_TEST_DATABASE_URL;

const rows = async <T>(api: TestApi, query: ReturnType<typeof sql>) => {
  const result = (await api.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

describe("an abandoned request (either database)", () => {
  it("starts no further query", async () => {
    const api = await createTestApi({ seed: false });
    try {
      const caller = new AbortController();
      await runCancellable(caller.signal, async () => {
        await api.db.execute(sql`select 1`);
        caller.abort();
        // Drizzle reports it as the cause of its own query error.
        await expect(api.db.execute(sql`select 2`)).rejects.toMatchObject({ cause: expect.any(RequestAbortedError) });
      });
      // Work outside any request (jobs, start-up) is never refused.
      await expect(api.db.execute(sql`select 3`)).resolves.toBeDefined();
    } finally {
      await api.close();
    }
  });
});

describe.skipIf(!adminUrl)("on PostgreSQL (API_TEST_DATABASE_URL; PGlite runs a statement to its end)", () => {
  let api: TestApi;
  let server: ReturnType<typeof serve>;
  let origin: string;
  beforeAll(async () => {
    api = await createTestApi({ seed: false });
    // A deliberately slow endpoint, served over real HTTP so the client can drop the connection.
    api.app.get("/v1/slow/:tag", async (c) => {
      await c.get("deps").db.execute(sql.raw(`select pg_sleep(20) /* ${c.req.param("tag")} */`));
      return c.json({ status: 200 });
    });
    server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api?.close();
  });

  const running = async (tag: string) =>
    rows<{ pid: number }>(
      api,
      sql`select pid from pg_stat_activity where state = 'active' and query like ${`%${tag}%`} and pid <> pg_backend_pid()`,
    );

  it("1 s after the client drops a slow request, no query of it is still running", async () => {
    const tag = `slow_${randomBytes(6).toString("hex")}`;
    const client = new AbortController();
    const answer = fetch(`${origin}/v1/slow/${tag}`, { signal: client.signal }).catch((error: Error) => error);
    await expect.poll(async () => (await running(tag)).length, { timeout: 5_000 }).toBe(1);

    client.abort();
    expect(await answer).toBeInstanceOf(Error);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await running(tag)).toEqual([]);
  });

  it("1 s after the client drops a search the database holds up, no query of it is still running", async () => {
    const searchQueries = () =>
      rows<{ pid: number }>(
        api,
        sql`select pid from pg_stat_activity where state = 'active' and query like '%from "search_synonyms"%' and pid <> pg_backend_pid()`,
      );
    // The synonyms are the first thing a search reads: locked, the search waits in the database.
    await api.db.transaction(async (tx) => {
      await tx.execute(sql`lock table search_synonyms in access exclusive mode`);
      const client = new AbortController();
      const answer = fetch(`${origin}/v1/products?searchQuery=sofa`, { signal: client.signal }).catch(
        (error: Error) => error,
      );
      await expect.poll(async () => (await searchQueries()).length, { timeout: 5_000 }).toBe(1);

      client.abort();
      expect(await answer).toBeInstanceOf(Error);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await searchQueries()).toEqual([]);
    });
  });

  it("stops any statement that outlives DB_STATEMENT_TIMEOUT_MS", async () => {
    const throwaway = await throwawayPostgresDatabase(adminUrl as string);
    const database = await openDatabase({ url: throwaway.url }, { statementTimeoutMs: 200 });
    try {
      const started = performance.now();
      const error = await database.db.execute(sql`select pg_sleep(5)`).catch((e: unknown) => e);
      expect(performance.now() - started).toBeLessThan(2_000);
      const cause = (error as { cause?: { code?: string; message?: string } }).cause ?? (error as { code?: string });
      expect(cause.code).toBe("57014");
      expect(String((cause as { message?: string }).message)).toMatch(/statement timeout/);
    } finally {
      await database.close();
      await throwaway.drop();
    }
  });
});
