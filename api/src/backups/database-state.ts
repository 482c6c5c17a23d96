import { readFileSync } from "node:fs";
import path from "node:path";
import type { ExecuteSql } from "../db/client";
import { migrationsFolder } from "../db/migrations-folder";

type Journal = { entries: { idx: number; when: number; tag: string }[] };

/** This code's migrations, oldest first. */
export const knownMigrations = () =>
  (JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as Journal).entries;

/** How far the database's schema has come: drizzle's journal of applied migrations. */
export async function migrationLevel(execute: ExecuteSql) {
  const { rows } = await execute(
    "SELECT count(*)::int AS count, max(created_at)::bigint AS when FROM drizzle.__drizzle_migrations",
  );
  const row = rows[0] as { count: number; when: string | number | null };
  const when = row.when === null ? null : Number(row.when);
  return { count: row.count, when, tag: knownMigrations().find((m) => m.when === when)?.tag ?? null };
}

/** The tables a restore is checked by, counted into the manifest. */
const COUNTED_TABLES = [
  "orders",
  "order_items",
  "tax_documents",
  "customers",
  "staff",
  "products",
  "media",
  "stock_changes",
] as const;

export async function tableRows(execute: ExecuteSql) {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const { rows } = await execute(`SELECT count(*)::int AS n FROM "${table}"`);
    counts[table] = (rows[0] as { n: number }).n;
  }
  return counts;
}

/** Tables outside PostgreSQL's own schemas: none in a database a restore may fill. */
export async function userTableCount(execute: ExecuteSql) {
  const { rows } = await execute(
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
  );
  return (rows[0] as { n: number }).n;
}
