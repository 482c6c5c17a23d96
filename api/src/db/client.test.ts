import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { categories } from "./schema";
import { seedIfEmpty } from "./seed-if-empty";

const adminUrl = process.env.API_TEST_DATABASE_URL;

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

// Several instances started together on one PostgreSQL must not race to migrate or seed it.
describe.skipIf(!adminUrl)("instances starting together on one PostgreSQL", () => {
  it("migrate and seed it once, all of them starting", async () => {
    const name = `shop_start_${randomBytes(6).toString("hex")}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const opened = await Promise.allSettled(
      Array.from({ length: 4 }, () => openDatabase({ url: url.toString() }, { prepare: seedIfEmpty })),
    );
    try {
      expect(opened.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      const [first] = opened;
      if (first.status !== "fulfilled") return;
      const [{ count }] = await first.value.db.select({ count: sql<number>`count(*)::int` }).from(categories);
      expect(count).toBe(7);
    } finally {
      await Promise.all(opened.map((result) => (result.status === "fulfilled" ? result.value.close() : null)));
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }, 60_000);
});
