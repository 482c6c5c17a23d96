import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { categories } from "./schema";
import { seedDemoShop } from "./seed";

/** First start on an empty database: fill it with the demo shop. */
export async function seedIfEmpty(db: Db) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if (count === 0) await seedDemoShop(db);
}
