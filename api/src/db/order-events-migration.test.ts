import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "./migrations-folder";

const sql = (file: string) => readFileSync(path.join(migrationsFolder, file), "utf8");
const migrations = readdirSync(migrationsFolder)
  .filter((file) => file.endsWith(".sql"))
  .sort();

// Applied by hand, one file at a time, so orders can be written before the timeline exists.
const pg = new PGlite({ extensions: { pg_trgm } });
afterAll(() => pg.close());

describe("migration 0014 (order timeline)", () => {
  it("gives every earlier order its placement, and where it stands now when it has moved", async () => {
    for (const file of migrations.filter((f) => f < "0014")) await pg.exec(sql(file));
    const address = `'{"name":"A","mobile":"9876543210","email":"a@example.in","address":"1 Road","landmark":"","locality":"","addressType":"HOME","country":"India","state":"Delhi","city":"New Delhi","pincode":"110001"}'`;
    await pg.exec(`
      INSERT INTO customers (id, mobile) VALUES ('c1', '9876543210');
      INSERT INTO orders (id, order_id, customer_id, order_status, payment_method, subtotal_paise, total_paise, shipping_address, created_at)
      VALUES ('placed', 'FS1', 'c1', 'ORDERPLACED', 'COD', 100, 100, ${address}, '2026-10-01T10:00:00Z');
      INSERT INTO orders (id, order_id, customer_id, order_status, payment_method, payment_status, subtotal_paise, total_paise, shipping_address, created_at, cancelled_at)
      VALUES ('cancelled', 'FS2', 'c1', 'CANCELLED', 'Prepaid', 'REFUND_PENDING', 100, 100, ${address}, '2026-10-01T10:00:00Z', '2026-10-02T10:00:00Z');
    `);

    await pg.exec(sql(migrations.find((f) => f.startsWith("0014")) ?? ""));

    const { rows } = await pg.query<{ order_id: string; from_status: string | null; to_status: string; at: Date }>(
      "SELECT order_id, from_status, to_status, at FROM order_events ORDER BY order_id, seq",
    );
    expect(rows).toEqual([
      { order_id: "cancelled", from_status: null, to_status: "PAYMENT_PENDING", at: new Date("2026-10-01T10:00:00Z") },
      {
        order_id: "cancelled",
        from_status: "PAYMENT_PENDING",
        to_status: "CANCELLED",
        at: new Date("2026-10-02T10:00:00Z"),
      },
      { order_id: "placed", from_status: null, to_status: "ORDERPLACED", at: new Date("2026-10-01T10:00:00Z") },
    ]);
  });
});
