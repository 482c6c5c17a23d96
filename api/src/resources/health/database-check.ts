import { sql } from "drizzle-orm";
import type { Db } from "@api/db/client";

/** The smallest query the database can answer; throws when it cannot be reached. */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
