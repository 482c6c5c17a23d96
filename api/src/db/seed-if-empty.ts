import { sql } from "drizzle-orm";
import type { ApiEnv } from "../env";
import type { Db } from "./client";
import { categories } from "./schema";
import { seedDemoShop } from "./seed";
import { seedDevStaff } from "./seed/staff";

/**
 * First start on an empty database: fill it with the demo shop, and outside production its
 * back-office staff. One transaction: a start stopped half-way leaves the database empty, so the
 * next start seeds it again rather than taking a shop without its staff for a seeded one.
 */
export async function seedIfEmpty(db: Db, env: Pick<ApiEnv, "NODE_ENV" | "STAFF_TOTP_KEY">) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if (count > 0) return;
  await db.transaction(async (tx) => {
    await seedDemoShop(tx);
    if (env.NODE_ENV !== "production") await seedDevStaff(tx, env);
  });
}
