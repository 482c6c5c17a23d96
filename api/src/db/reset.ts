/**
 * `npm run db:reset`: wipes the API's database, migrates it and fills it with the demo shop.
 * Uses the same database as the API: DATABASE_URL when set, otherwise PGLITE_DATA_DIR.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { readApiEnv } from "../env";
import { openDatabase } from "./client";
import * as schema from "./schema";
import { seedDemoShop } from "./seed";
import { seedDevStaff } from "./seed/staff";

const env = readApiEnv();
const started = performance.now();

let where: string;
if (env.DATABASE_URL) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  // drizzle keeps its migration journal in its own schema; without dropping it the migrations would be skipped.
  await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  await client.end();
  where = `PostgreSQL ${new URL(env.DATABASE_URL).pathname.slice(1)}`;
} else {
  const dataDir = path.resolve(env.PGLITE_DATA_DIR);
  rmSync(dataDir, { recursive: true, force: true });
  where = `PGlite ${env.PGLITE_DATA_DIR}`;
}

const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR });
try {
  await seedDemoShop(database.db);
  if (env.NODE_ENV !== "production") await seedDevStaff(database.db, env);
  const count = async (table: PgTable) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  const [categories, products, projects, posts] = await Promise.all([
    count(schema.categories),
    count(schema.products),
    count(schema.projects),
    count(schema.blogPosts),
  ]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Reset ${where}: demo shop seeded with ${categories} categories, ${products} products, ${projects} projects and ${posts} blog posts in ${seconds}s.`,
  );
} finally {
  await database.close();
}
