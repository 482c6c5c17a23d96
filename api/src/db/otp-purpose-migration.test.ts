import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "./migrations-folder";

const sql = (file: string) => readFileSync(path.join(migrationsFolder, file), "utf8");

// Applied by hand, one file at a time, so a row can be written between two migrations.
const pg = new PGlite({ extensions: { pg_trgm } });
afterAll(() => pg.close());

describe("migration 0002 (code purposes)", () => {
  it("gives codes issued before it the sign-in purpose, and new codes must name theirs", async () => {
    await pg.exec(sql("0000_init.sql"));
    await pg.exec(sql("0001_order_stock_reserved_at.sql"));
    await pg.exec(`
      INSERT INTO otp_codes (id, channel, destination, code_hash, expires_at)
      VALUES ('before', 'email', 'owner@example.in', 'hash', now() + interval '10 minutes');
    `);

    await pg.exec(sql("0002_otp_purpose.sql"));

    const { rows } = await pg.query<{ purpose: string }>("SELECT purpose FROM otp_codes WHERE id = 'before'");
    expect(rows).toEqual([{ purpose: "sign-in" }]);
    await expect(
      pg.exec(`
        INSERT INTO otp_codes (id, channel, destination, code_hash, expires_at)
        VALUES ('after', 'email', 'owner@example.in', 'hash', now());
      `),
    ).rejects.toThrow(/null value in column "purpose"/);
  });
});
