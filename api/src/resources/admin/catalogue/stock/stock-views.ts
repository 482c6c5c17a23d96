/** Skus as the stock screen and the dashboards list them: a page, the low ones, one sku's history. */
import { type SQL, and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { stockChanges } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { likeText } from "@api/lib/like-text";
import type { SkuTarget } from "@api/validation/admin-stock";
import { readCatalogueSettings } from "./catalogue-settings";
import { isLow } from "./low-stock";
import { allSkus, isSku, readSkus } from "./skus";

export const STOCK_PAGE_SIZE = 50;
/** The dashboard lists this many low skus, the emptiest first. */
const LOW_SHOWN = 10;
/** A sku's history shows its latest changes. */
const HISTORY_SHOWN = 50;

type ListedSku = {
  kind: "product" | "color" | "size";
  row_id: string;
  product_id: string;
  name: string;
  slug: string;
  sku: string;
  color_name: string | null;
  size_name: string | null;
  stock: number;
  threshold: number | null;
  active: boolean;
};

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

const skuView = (row: ListedSku, defaultThreshold: number) => {
  const threshold = row.threshold ?? defaultThreshold;
  return {
    kind: row.kind,
    id: row.row_id,
    productId: row.product_id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    colorName: row.color_name,
    sizeName: row.size_name,
    stock: Number(row.stock),
    /** The sku's own threshold; null: the shop's default applies. */
    threshold: row.threshold === null ? null : Number(row.threshold),
    effectiveThreshold: Number(threshold),
    low: isLow(Number(row.stock), Number(threshold)),
    outOfStock: Number(row.stock) === 0,
    active: row.active,
  };
};

function listWhere(q: string | undefined, state: "all" | "low" | "out", defaultThreshold: number, activeOnly = false) {
  const conditions: SQL[] = [];
  if (q) conditions.push(sql`(s.name ilike ${likeText(q)} or s.sku ilike ${likeText(q)})`);
  if (state === "low") conditions.push(sql`s.stock <= coalesce(s.threshold, ${defaultThreshold})`);
  if (state === "out") conditions.push(sql`s.stock = 0`);
  if (activeOnly) conditions.push(sql`s.active`);
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** One page of the skus the search and state match, by product name, with how many match in all. */
export async function stockPage(db: Db, filters: { q?: string; state: "all" | "low" | "out"; page: number }) {
  const { q, state, page } = filters;
  const { lowStockThreshold } = await readCatalogueSettings(db);
  const where = listWhere(q, state, lowStockThreshold);
  const [rows, [{ total }]] = await Promise.all([
    db
      .execute(
        sql`select * from ${allSkus} s ${where}
          order by lower(s.name), s.product_id, s.color_position, s.size_position, s.row_id
          limit ${STOCK_PAGE_SIZE} offset ${(page - 1) * STOCK_PAGE_SIZE}`,
      )
      .then(rowsOf<ListedSku>),
    db.execute(sql`select count(*)::int as total from ${allSkus} s ${where}`).then(rowsOf<{ total: number }>),
  ]);
  return {
    skus: rows.map((row) => skuView(row, lowStockThreshold)),
    totalRecords: Number(total),
    defaultThreshold: lowStockThreshold,
  };
}

/** Active skus at or below their threshold, the emptiest first, with how many there are in all. */
async function lowSkus(db: Db, defaultThreshold: number) {
  const where = listWhere(undefined, "low", defaultThreshold, true);
  const [rows, [{ total }]] = await Promise.all([
    db
      .execute(sql`select * from ${allSkus} s ${where} order by s.stock, lower(s.name), s.row_id limit ${LOW_SHOWN}`)
      .then(rowsOf<ListedSku>),
    db.execute(sql`select count(*)::int as total from ${allSkus} s ${where}`).then(rowsOf<{ total: number }>),
  ]);
  return { skus: rows.map((row) => skuView(row, defaultThreshold)), total: Number(total) };
}

/** A sku with its latest stock changes and how many it has had. */
export async function skuHistoryOr404(db: Db, target: SkuTarget) {
  const sku = (await readSkus(db, [target])).get(`${target.kind}:${target.id}`);
  if (!sku || !isSku(sku)) throw notFound("Sku");
  const { lowStockThreshold } = await readCatalogueSettings(db);
  const changes = await db
    .select()
    .from(stockChanges)
    .where(and(eq(stockChanges.rowId, target.id), eq(stockChanges.skuKind, target.kind)))
    .orderBy(desc(stockChanges.at), desc(stockChanges.id))
    .limit(HISTORY_SHOWN);
  const [{ total }] = await db
    .select({ total: count() })
    .from(stockChanges)
    .where(and(eq(stockChanges.rowId, target.id), eq(stockChanges.skuKind, target.kind)));
  return {
    sku: skuView(
      {
        kind: sku.kind,
        row_id: sku.id,
        product_id: sku.productId,
        name: sku.name,
        slug: sku.slug,
        sku: sku.sku,
        color_name: sku.colorName,
        size_name: sku.sizeName,
        stock: sku.stock,
        threshold: sku.threshold,
        active: sku.productActive,
      },
      lowStockThreshold,
    ),
    changes: changes.map((change) => ({
      _id: change.id,
      at: change.at.toISOString(),
      before: change.before,
      after: change.after,
      delta: change.delta,
      reason: change.reason,
      source: change.source,
      staffEmail: change.staffEmail,
      orderId: change.orderId,
    })),
    totalChanges: total,
  };
}

/** The dashboards' list: active skus at or below their threshold, the emptiest first. */
export async function readLowStock(db: Db) {
  const { lowStockThreshold } = await readCatalogueSettings(db);
  const { skus, total } = await lowSkus(db, lowStockThreshold);
  return { skus, total, defaultThreshold: lowStockThreshold };
}
