import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { throwawayPostgresDatabase } from "../test/harness";
import { openDatabase } from "./client";
import { categories } from "./schema";
import { seedIfEmpty } from "./seed-if-empty";

const adminUrl = process.env.API_TEST_DATABASE_URL;

// Several instances started together on one PostgreSQL must not race to migrate or seed it.
describe.skipIf(!adminUrl)("instances starting together on one PostgreSQL", () => {
  it("migrate and seed it once, all of them starting", async () => {
    const throwaway = await throwawayPostgresDatabase(adminUrl as string, "shop_start");
    const opened = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        openDatabase(
          { url: throwaway.url },
          { prepare: (db) => seedIfEmpty(db, { NODE_ENV: "test", STAFF_TOTP_KEY: "test-staff-totp-key-0123" }) },
        ),
      ),
    );
    try {
      expect(opened.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      const [first] = opened;
      if (first.status !== "fulfilled") return;
      const [{ count }] = await first.value.db.select({ count: sql<number>`count(*)::int` }).from(categories);
      expect(count).toBe(7);
    } finally {
      await Promise.all(opened.map((result) => (result.status === "fulfilled" ? result.value.close() : null)));
      await throwaway.drop();
    }
  }, 60_000);
});
