import { sql } from "drizzle-orm";
import type { ApiEnv } from "../env";
import type { Db } from "./client";
import { categories } from "./schema";
import { seedDemoShop } from "./seed";
import { seedDevStaff } from "./seed/staff";

/** First start on an empty database: fill it with the demo shop, and outside production its back-office staff. */
export async function seedIfEmpty(db: Db, env: Pick<ApiEnv, "NODE_ENV" | "STAFF_TOTP_KEY">) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if (count > 0) return;
  await seedDemoShop(db);
  if (env.NODE_ENV !== "production") await seedDevStaff(db, env);
}
