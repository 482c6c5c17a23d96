import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { categories, productColors, productSizes, products, subCategories } from "@api/db/schema";
import { type AuditActor, recordAudit } from "@api/lib/audit";
import { newId } from "@api/lib/ids";
import { toPaise, toRupees } from "@api/lib/money";
import { placeholderImage } from "@api/lib/placeholder-image";
import { fieldErrors } from "@api/lib/validation";
import {
  IMPORT_EMPTY,
  IMPORT_NOT_CSV,
  IMPORT_TOO_MANY,
  LIST_SEPARATOR,
  MAX_IMPORT_ROWS,
  csvChangeSchema,
  csvNewProductSchema,
  missingColumns,
} from "@api/validation/catalogue-csv";
import {
  auditedProduct,
  freeSlug,
  lockProductRows,
  productLinks,
  writeLinks,
} from "@api/resources/admin/catalogue/products/product-record";
import { skuTargetOf } from "@api/resources/admin/catalogue/products/product-stock";
import { changeStock } from "@api/resources/admin/catalogue/stock/stock-writes";
import { syncVariantMirrors } from "@api/resources/admin/catalogue/products/product-variants";
import { type SkuRecord, skuRecords } from "./catalogue-rows";

export const NEW_VARIANT =
  "This SKU is not in the shop: new colours and sizes are added on the product's page; an import adds plain products only.";
export const duplicateSku = (row: number) => `This SKU is on row ${row} too: give each SKU one row.`;
export const SELLING_ABOVE_MRP = "Selling price must not be more than the MRP";
export const unknownCategory = (slug: string) => `There is no category '${slug}': use the slugs the export shows.`;
const unknownSubCategory = (slug: string) => `There is no sub-category '${slug}' in the row's categories.`;
const IMPORT_REASON = "Catalogue CSV import";
const STATUS_DISAGREES = "Another row of this product asks for the other status: give its variants one status.";

/** Cells as read: every column a string (blank when the file has no such column). */
export type Cells = Record<string, string>;

type Change = {
  field: "mrp" | "sellingPrice" | "stock" | "maximumOrderQuantity" | "isActive";
  before: number | boolean;
  after: number | boolean;
};

export type RowPlan =
  | { row: number; sku: string; action: "update"; record: SkuRecord; changes: Change[] }
  | { row: number; sku: string; action: "unchanged" }
  | { row: number; sku: string; action: "create"; product: NewProduct }
  | { row: number; sku: string; action: "refused"; errors: Record<string, string> };

type NewProduct = {
  name: string;
  sku: string;
  categories: string[];
  subCategories: string[];
  mrpPaise: number;
  sellingPricePaise: number;
  stock: number;
  maximumOrderQuantity: number;
  hsnCode: string;
  gstRate: number;
  isActive: boolean;
};

export type ImportReport = {
  /** The whole file's problem (not CSV, no rows, a column missing), before any row is read. */
  fileError: string | null;
  counts: { rows: number; create: number; update: number; unchanged: number; refused: number };
  rows: RowPlan[];
};

/** Rows as a spreadsheet numbers them: the header is row 1. */
export const FIRST_ROW = 2;

export function readCsv(text: string): { header: string[]; rows: Cells[] } | string {
  let records: string[][];
  try {
    // A byte-order mark (Excel's "CSV UTF-8") is dropped; blank lines are skipped.
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch {
    return IMPORT_NOT_CSV;
  }
  const [header = [], ...body] = records;
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = ["sku"].filter((name) => !names.includes(name));
  if (missing.length) return missingColumns(missing);
  if (body.length === 0) return IMPORT_EMPTY;
  if (body.length > MAX_IMPORT_ROWS) return IMPORT_TOO_MANY;
  return {
    header: names,
    rows: body.map((cells) => Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ""]))),
  };
}

const listOf = (cell: string | undefined) =>
  (cell ?? "")
    .split(LIST_SEPARATOR)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

const columnOf: Record<string, string> = {
  sellingPrice: "selling_price",
  maximumOrderQuantity: "maximum_order_quantity",
};

const NO_COUNTS = { rows: 0, create: 0, update: 0, unchanged: 0, refused: 0 };

/** "Imported: 3 products added, 1 SKU updated, 0 unchanged." */
export const importedSentence = ({
  create,
  update,
  unchanged,
}: {
  create: number;
  update: number;
  unchanged: number;
}) =>
  `Imported: ${create} ${create === 1 ? "product" : "products"} added, ${update} ${update === 1 ? "SKU" : "SKUs"} updated, ${unchanged} unchanged.`;

/**
 * Reads every row against the shop as it is and says what it would do — nothing is written. A
 * row that names a sku the shop has updates what its cells give (a blank cell keeps the value);
 * one that names a new sku adds a plain product (inactive unless `active` says yes).
 */
export async function planImport(tx: DbOrTx, text: string): Promise<ImportReport> {
  const read = readCsv(text);
  if (typeof read === "string") return { fileError: read, counts: { ...NO_COUNTS }, rows: [] };
  return planRows(tx, read.rows, FIRST_ROW);
}

/**
 * Plans some of a file's rows, the first being row `firstRow` of the file: an import's batch is
 * planned again in its own transaction, against the shop as it is when the batch is written. Rows
 * are compared with each other (a sku twice, a product's status) only within `rows`, so the whole
 * file is planned once before its first batch.
 */
export async function planRows(tx: DbOrTx, rows: Cells[], firstRow: number): Promise<ImportReport> {
  const known = new Map(
    (await skuRecords(tx, rows.map((cells) => cells.sku).filter(Boolean))).map((r) => [r.sku.toUpperCase(), r]),
  );
  const categoryIds = new Map(
    (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]),
  );
  const subCategoryIds = new Map(
    (
      await tx
        .select({ id: subCategories.id, slug: subCategories.slug, categoryId: subCategories.categoryId })
        .from(subCategories)
    ).map((s) => [`${s.categoryId}/${s.slug}`, s.id]),
  );
  const firstRowOf = new Map<string, number>();
  const statusOf = new Map<string, boolean>();

  const plans = rows.map((cells, index): RowPlan => {
    const row = firstRow + index;
    const sku = cells.sku ?? "";
    const parsed = csvChangeSchema.safeParse(cells);
    if (!parsed.success) return { row, sku, action: "refused", errors: fieldErrors(parsed.error) };
    const key = parsed.data.sku.toUpperCase();
    const earlier = firstRowOf.get(key);
    if (earlier !== undefined) return { row, sku, action: "refused", errors: { sku: duplicateSku(earlier) } };
    firstRowOf.set(key, row);

    const record = known.get(key);
    if (!record)
      return planNew(
        row,
        parsed.data.sku,
        cells,
        parsed.data.stock,
        parsed.data.maximum_order_quantity,
        parsed.data.active,
        categoryIds,
        subCategoryIds,
      );

    const mrp = parsed.data.mrp === undefined ? record.mrpPaise : toPaise(parsed.data.mrp);
    const selling =
      parsed.data.selling_price === undefined ? record.sellingPricePaise : toPaise(parsed.data.selling_price);
    if (selling > mrp) return { row, sku, action: "refused", errors: { selling_price: SELLING_ABOVE_MRP } };
    if (parsed.data.active !== undefined) {
      const asked = statusOf.get(record.productId);
      if (asked !== undefined && asked !== parsed.data.active)
        return { row, sku, action: "refused", errors: { active: STATUS_DISAGREES } };
      statusOf.set(record.productId, parsed.data.active);
    }
    const changes: Change[] = [];
    const compare = (field: Change["field"], before: number | boolean, after: number | boolean | undefined) => {
      if (after !== undefined && after !== before) changes.push({ field, before, after });
    };
    compare("mrp", record.mrpPaise, mrp);
    compare("sellingPrice", record.sellingPricePaise, selling);
    compare("stock", record.stock, parsed.data.stock);
    compare("maximumOrderQuantity", record.maximumOrderQuantity, parsed.data.maximum_order_quantity);
    compare("isActive", record.isActive, parsed.data.active);
    return changes.length
      ? { row, sku: record.sku, action: "update", record, changes }
      : { row, sku: record.sku, action: "unchanged" };
  });

  const counts = { ...NO_COUNTS, rows: plans.length };
  for (const plan of plans) counts[plan.action] += 1;
  return { fileError: null, counts, rows: plans };
}

function planNew(
  row: number,
  sku: string,
  cells: Cells,
  stock: number | undefined,
  maximumOrderQuantity: number | undefined,
  active: boolean | undefined,
  categoryIds: Map<string, string>,
  subCategoryIds: Map<string, string>,
): RowPlan {
  const variant =
    (cells.product_type && cells.product_type.toUpperCase() !== "PRODUCT") ||
    cells.colour ||
    cells.size ||
    (cells.product_sku && cells.product_sku.toUpperCase() !== sku.toUpperCase());
  if (variant) return { row, sku, action: "refused", errors: { sku: NEW_VARIANT } };
  const parsed = csvNewProductSchema.safeParse(cells);
  const errors: Record<string, string> = parsed.success
    ? {}
    : Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([k, v]) => [columnOf[k] ?? k, v]));
  const cats = listOf(cells.categories);
  const ids: string[] = [];
  for (const slug of cats) {
    const id = categoryIds.get(slug);
    if (id) ids.push(id);
    else errors.categories ??= unknownCategory(slug);
  }
  const subs: string[] = [];
  for (const slug of listOf(cells.sub_categories)) {
    const id = ids.map((categoryId) => subCategoryIds.get(`${categoryId}/${slug}`)).find(Boolean);
    if (id) subs.push(id);
    else errors.sub_categories ??= unknownSubCategory(slug);
  }
  if (parsed.success && parsed.data.selling_price > parsed.data.mrp) errors.selling_price ??= SELLING_ABOVE_MRP;
  if (!parsed.success || Object.keys(errors).length) return { row, sku, action: "refused", errors };
  return {
    row,
    sku,
    action: "create",
    product: {
      name: parsed.data.name,
      sku,
      categories: [...new Set(ids)],
      subCategories: [...new Set(subs)],
      mrpPaise: toPaise(parsed.data.mrp),
      sellingPricePaise: toPaise(parsed.data.selling_price),
      stock: stock ?? 0,
      maximumOrderQuantity: maximumOrderQuantity ?? 10,
      hsnCode: parsed.data.hsn_code,
      gstRate: parsed.data.gst_rate,
      isActive: active ?? false,
    },
  };
}

const tableOf = { products, product_colors: productColors, product_sizes: productSizes } as const;

/**
 * Writes a plan that has no refused row, in the caller's transaction: each product's rows are
 * locked in id order (as orders lock them), its skus changed, its version raised (an edit form
 * opened before the import is refused, naming the import) and one audit row written per product.
 */
export async function applyImport(tx: DbOrTx, report: ImportReport, actor: AuditActor, at: Date) {
  const updates = report.rows.filter((p): p is Extract<RowPlan, { action: "update" }> => p.action === "update");
  const byProduct = new Map<string, typeof updates>();
  for (const plan of updates)
    byProduct.set(plan.record.productId, [...(byProduct.get(plan.record.productId) ?? []), plan]);

  for (const productId of [...byProduct.keys()].sort()) {
    const current = await lockProductRows(tx, productId);
    const plans = byProduct.get(productId) ?? [];
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const counts = plans.flatMap(({ record, changes }) =>
      changes
        .filter((c) => c.field === "stock")
        .map((c) => ({ target: skuTargetOf(record.target), stock: c.after as number, errorKey: record.sku })),
    );
    // Through the stock log, with the low-stock alerts, as a count typed on the stock screen.
    if (counts.length) await changeStock(tx, { changes: counts, reason: IMPORT_REASON, source: "import", actor, at });
    for (const { record, changes } of plans) {
      const set: Record<string, number> = {};
      for (const change of changes) {
        if (change.field === "isActive" || change.field === "stock") continue;
        set[
          `${change.field === "mrp" ? "mrpPaise" : change.field === "sellingPrice" ? "sellingPricePaise" : change.field}`
        ] = change.after as number;
      }
      if (Object.keys(set).length) {
        const table = tableOf[record.target.table];
        await tx.update(table).set(set).where(eq(table.id, record.target.id));
      }
      const shown = (change: Change) =>
        change.field === "mrp" || change.field === "sellingPrice" ? toRupees(change.before as number) : change.before;
      const shownAfter = (change: Change) =>
        change.field === "mrp" || change.field === "sellingPrice" ? toRupees(change.after as number) : change.after;
      before[record.sku] = Object.fromEntries(changes.map((c) => [c.field, shown(c)]));
      after[record.sku] = Object.fromEntries(changes.map((c) => [c.field, shownAfter(c)]));
    }
    const status = plans.flatMap((p) => p.changes).find((c) => c.field === "isActive");
    await tx
      .update(products)
      .set({ version: current.version + 1, ...(status ? { isActive: status.after as boolean } : {}) })
      .where(eq(products.id, productId));
    if (current.productType !== "PRODUCT") await syncVariantMirrors(tx, current);
    await recordAudit(tx, {
      actor,
      action: "product.import",
      entityType: "product",
      entityId: productId,
      before,
      after,
      at,
    });
  }

  for (const plan of report.rows) {
    if (plan.action !== "create") continue;
    const { product } = plan;
    const id = newId();
    const picture = placeholderImage(product.name);
    const [row] = await tx
      .insert(products)
      .values({
        id,
        name: product.name,
        sku: product.sku,
        slug: await freeSlug(tx, product.name),
        productType: "PRODUCT",
        mrpPaise: product.mrpPaise,
        sellingPricePaise: product.sellingPricePaise,
        stock: product.stock,
        maximumOrderQuantity: product.maximumOrderQuantity,
        hsnCode: product.hsnCode,
        gstRate: product.gstRate,
        isActive: product.isActive,
        defaultImage: picture,
        image: picture,
        images: [],
        createdAt: at,
      })
      .returning();
    const links = { categories: product.categories, subCategories: product.subCategories };
    await writeLinks(tx, id, links);
    await recordAudit(tx, {
      actor,
      action: "product.import-create",
      entityType: "product",
      entityId: id,
      before: null,
      after: auditedProduct(row, await productLinks(tx, id)),
      at,
    });
  }
}
