/**
 * `npm run catalog:grow -- N`: adds N products modelled on the shop's own to the API's database
 * (DATABASE_URL when set, otherwise PGLITE_DATA_DIR), for benchmarks and demos of a big shop.
 * `npm run db:reset` returns to the demo shop.
 */
import { readApiEnv } from "../env";
import { openDatabase } from "./client";
import { growCatalog } from "./grow-catalog";
import { seedIfEmpty } from "./seed-if-empty";

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1) {
  console.error("Usage: npm run catalog:grow -- N   (N: how many products to add, a whole number above 0)");
  process.exit(1);
}

const env = readApiEnv();
const started = performance.now();
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR }, {
  prepare: (db) => seedIfEmpty(db, env),
});
try {
  const { models } = await growCatalog(database.db, count);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = env.DATABASE_URL
    ? `PostgreSQL ${new URL(env.DATABASE_URL).pathname.slice(1)}`
    : `PGlite ${env.PGLITE_DATA_DIR}`;
  console.log(`Added ${count} products modelled on the shop's ${models} to ${where} in ${seconds}s.`);
} finally {
  await database.close();
}
