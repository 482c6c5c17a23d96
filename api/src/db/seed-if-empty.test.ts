import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/harness";
import { categories, staff } from "./schema";
import { seedIfEmpty } from "./seed-if-empty";
import { DEV_STAFF } from "./seed/staff";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const count = async (table: typeof categories | typeof staff) =>
  (await api.db.select({ count: sql<number>`count(*)::int` }).from(table))[0].count;

it("leaves the database empty when the first start's seeding fails half-way, so the next start seeds it whole", async () => {
  const env = { NODE_ENV: "development", STAFF_TOTP_KEY: api.deps.env.STAFF_TOTP_KEY } as const;
  // A member of staff already holding the owner's address: the staff, seeded after the shop, fail.
  const [owner] = DEV_STAFF;
  await api.db
    .insert(staff)
    .values({ id: "5aff0000000000000000ffff", email: owner.email, name: "Someone else", role: "content" });
  await expect(seedIfEmpty(api.db, env)).rejects.toThrow();
  expect(await count(categories)).toBe(0);

  await api.db.delete(staff).where(eq(staff.email, owner.email));
  await seedIfEmpty(api.db, env);
  expect(await count(categories)).toBeGreaterThan(0);
  expect(await count(staff)).toBe(DEV_STAFF.length);
});
