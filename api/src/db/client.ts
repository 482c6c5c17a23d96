import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { CancellablePool, refuseIfAbandoned } from "./cancel";
import { migrationsFolder } from "./migrations-folder";
import { createPgliteCluster } from "./pglite-template";
import * as schema from "./schema";

type Schema = typeof schema;
/** Either driver: code is written against the shared PostgreSQL surface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; passes wherever a Db does. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

/** Plain SQL, for libraries that bring their own (the job queue); several statements when no values. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type Database = { db: Db; execute: ExecuteSql; kind: "pglite" | "postgres"; close: () => Promise<void> };

/** `template`: a data directory dumped by PGlite to start from (tests: skips initdb, about 3 s). */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; template?: Blob };

/**
 * What an instance does to a database before serving from it, after the migrations (seeding),
 * and the longest a statement may run (PostgreSQL; none when unset: scripts and tests).
 */
export type OpenOptions = { prepare?: (db: Db) => Promise<void>; statementTimeoutMs?: number };

/**
 * Held while an instance migrates and prepares a PostgreSQL database, so that instances started
 * together take turns: the first migrates, the others find it done. Any constant will do; this
 * one is "woodnest" in ASCII, unlikely to meet another application's lock on the same server.
 */
const MIGRATION_LOCK_KEY = 0x776f6f646e657374n;

/** Longer than a busy pool's usual wait, well under the storefront's patience for an answer. */
const CONNECT_TIMEOUT_MS = 3_000;

export async function openDatabase(
  target: DatabaseTarget,
  { prepare, statementTimeoutMs }: OpenOptions = {},
): Promise<Database> {
  if ("url" in target) {
    // Every connection starts with the timeout; a request's queries are cancelled when it is abandoned (cancel.ts).
    const pool = new CancellablePool({
      connectionString: target.url,
      max: 10,
      statement_timeout: statementTimeoutMs,
      // A request waits this long at most for a connection (all busy, or the server away), then is answered 503.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection the server drops (a restart, a failover) is replaced on the next
    // query; without a listener node-postgres would take the whole process down with it.
    pool.on("error", (error) => {
      process.stderr.write(
        `${JSON.stringify({ level: "error", event: "db.idle_client_error", error: error.message })}\n`,
      );
    });
    // A session-level advisory lock belongs to one connection: migrate through that connection.
    const client = await pool.connect();
    try {
      // Building an index over a big catalogue may take longer than a request's statement.
      await client.query("SET statement_timeout = 0");
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      const locked = drizzleNodePg(client, { schema }) as unknown as Db;
      await migrateNodePg(locked as never, { migrationsFolder });
      await prepare?.(locked);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
      await client.query("RESET statement_timeout").catch(() => undefined);
      client.release();
    }
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const execute: ExecuteSql = (text, values) => pool.query(text, values);
    return { db, execute, kind: "postgres", close: () => pool.end() };
  }
  const extensions = { pg_trgm };
  let client: PGlite;
  if ("dataDir" in target) {
    const dataDir = path.resolve(target.dataDir);
    mkdirSync(dataDir, { recursive: true });
    // A new folder starts from the committed cluster instead of PGlite's initdb (pglite-template.ts).
    client = await createPgliteCluster(dataDir, { extensions });
  } else {
    client = await PGlite.create({ extensions, ...(target.template ? { loadDataDir: target.template } : {}) });
  }
  // PGlite runs each statement to its end (WebAssembly has no timer to interrupt it, so it also
  // ignores statement_timeout): an abandoned request is stopped before its next statement instead.
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<typeof query>) => {
    refuseIfAbandoned();
    return query(...args);
  }) as typeof client.query;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite belongs to this one process: nobody else can be migrating it.
  await migratePglite(db as never, { migrationsFolder });
  await prepare?.(db);
  // PGlite's query takes one statement; exec takes several but no values.
  const execute: ExecuteSql = async (text, values) => {
    if (values?.length) return client.query(text, values);
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
  return { db, execute, kind: "pglite", close: () => client.close() };
}
