import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { taxDocuments } from "@api/db/schema";
import { type TestApi, createTestApi } from "@api/test/harness";
import { INVOICE_NUMBER_MAX } from "@api/validation/gst-settings";
import { findProduct } from "../customer-orders/order-fixtures";
import { documentNumber, takeSerial } from "./numbering";
import { insertOrder, ship } from "./tax-document-fixtures";

let api: TestApi;
let productId: string;

beforeAll(async () => {
  api = await createTestApi();
  productId = (await findProduct(api, "PRODUCT", 0)).productId;
});
afterAll(() => api.close());

/** Moments given in India time (UTC+5:30). */
const india = (local: string) => new Date(`${local}+05:30`);

describe("document numbers", () => {
  it("print as PREFIX/FY/serial within 16 characters, credit notes' never equal to an invoice's", () => {
    expect(documentNumber("invoice", "WN", { financialYear: "26-27", serial: 123 })).toBe("WN/26-27/000123");
    expect(documentNumber("credit_note", "WN", { financialYear: "26-27", serial: 1 })).toBe("WN/26-27/C00001");
    expect(documentNumber("invoice", "ABC", { financialYear: "26-27", serial: 999_999 })).toHaveLength(
      INVOICE_NUMBER_MAX,
    );
    expect(documentNumber("credit_note", "ABC", { financialYear: "26-27", serial: 99_999 })).toHaveLength(
      INVOICE_NUMBER_MAX,
    );
    // However many of each are issued, one kind's number never looks like the other's.
    expect(documentNumber("credit_note", "WN", { financialYear: "26-27", serial: 123 })).not.toBe(
      documentNumber("invoice", "WN", { financialYear: "26-27", serial: 123 }),
    );
  });
});

describe("takeSerial", () => {
  it("restarts each financial year: 31 March 23:59 in India is the old year, 1 April 00:00 the new one", async () => {
    const serials = await api.db.transaction(async (tx) => [
      await takeSerial(tx, "invoice", india("2028-03-31T23:58:00")),
      await takeSerial(tx, "invoice", india("2028-03-31T23:59:59")),
      await takeSerial(tx, "invoice", india("2028-04-01T00:00:00")),
      await takeSerial(tx, "credit_note", india("2028-04-01T00:00:00")),
      await takeSerial(tx, "invoice", india("2028-04-01T09:00:00")),
    ]);
    expect(serials).toEqual([
      { financialYear: "27-28", serial: 1 },
      { financialYear: "27-28", serial: 2 },
      { financialYear: "28-29", serial: 1 },
      // Credit notes have their own series.
      { financialYear: "28-29", serial: 1 },
      { financialYear: "28-29", serial: 2 },
    ]);
  });

  it("gives a rolled-back serial to the next document: no gap", async () => {
    const at = india("2029-05-01T10:00:00");
    await api.db.transaction((tx) => takeSerial(tx, "invoice", at));
    await expect(
      api.db.transaction(async (tx) => {
        await takeSerial(tx, "invoice", at);
        throw new Error("the shipment failed");
      }),
    ).rejects.toThrow("the shipment failed");
    expect(await api.db.transaction((tx) => takeSerial(tx, "invoice", at))).toEqual({
      financialYear: "29-30",
      serial: 2,
    });
  });
});

describe("invoices issued at once", () => {
  it(`number the orders 1..n with no gap and no duplicate (${process.env.API_TEST_DATABASE_URL ? "at once, on PostgreSQL's separate connections" : "one after another on PGlite"})`, async () => {
    const at = india("2031-06-01T12:00:00");
    const placed = [];
    for (let i = 0; i < 8; i++)
      placed.push(await insertOrder(api, productId, { lines: [{ pricePaise: 100_000 + i, quantity: 1 }] }));
    if (api.kind === "postgres") {
      // Each transaction holds its own pooled connection; they meet at the series row's lock.
      await Promise.all(placed.map(({ order }) => ship(api, order.id, at)));
    } else {
      for (const { order } of placed) await ship(api, order.id, at);
    }
    const issued = await api.db
      .select({ serial: taxDocuments.serial, number: taxDocuments.number })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.kind, "invoice"), eq(taxDocuments.financialYear, "31-32")));
    expect(issued.map((d) => d.serial).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(issued.map((d) => d.number)).size).toBe(8);
  });
});
