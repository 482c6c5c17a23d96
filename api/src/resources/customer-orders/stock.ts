/**
 * Stock holds. The most specific row of a line is the authority: the size row for size and
 * colour+size products, the colour row for colour products, the product row for plain ones.
 * It is taken with a conditional UPDATE (stock >= q), so two shoppers can never take the
 * same unit, and stock never goes below zero.
 *
 * The other rows follow the catalogue's model (api/src/db/seed/catalog.ts):
 * - the colour row of a colour+size product holds the total of its sizes, so it moves by
 *   the same amount (floored at zero, so a hand-edited total never blocks a sale);
 * - the product row of a variant product repeats its first (default) variant for list views,
 *   so when that variant's stock changes the product row gets the new value, read from the
 *   variant's own UPDATE ... RETURNING while its row is locked;
 * - the product row counts every unit sold (sold_count).
 *
 * Rows are always updated in one global order (sizes, colours, products, each by id), so
 * concurrent orders cannot deadlock; the back office's stock changes lock in the same order
 * (admin/catalogue/stock/stock-writes.ts). Every sku moved is logged there, and may raise a low-stock alert.
 */
import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { orders, productColors, productSizes, products } from "@api/db/schema";
import { ApiError } from "@api/lib/envelope";
import { defaultVariantId } from "@api/resources/admin/catalogue/stock/skus";
import { type OrderStockMove, recordOrderStockMoves } from "@api/resources/admin/catalogue/stock/stock-writes";
import { itemsOfOrders } from "./order-view";

export type StockLine = {
  productId: string;
  productColorId: string | null;
  productSizeId: string | null;
  quantity: number;
  /** Where a shortage is reported, e.g. `products.0.quantity`. */
  errorKey?: string;
};

export const OUT_OF_STOCK = "This item is out of stock";
export const onlyLeft = (available: number) => (available <= 0 ? OUT_OF_STOCK : `Only ${available} Quantity left`);

type Change = { quantity: number; authoritative: boolean; errorKey?: string };
type ProductChange = { quantity: number; plain: boolean; variantLevel?: "size" | "color"; errorKey?: string };

const byId = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

function plan(lines: StockLine[]) {
  const sizes = new Map<string, Change>();
  const colors = new Map<string, Change>();
  const productRows = new Map<string, ProductChange>();
  for (const line of lines) {
    const { quantity, errorKey } = line;
    if (line.productSizeId) {
      const s = sizes.get(line.productSizeId) ?? { quantity: 0, authoritative: true, errorKey };
      s.quantity += quantity;
      sizes.set(line.productSizeId, s);
    }
    if (line.productColorId) {
      const authoritative = !line.productSizeId;
      const c = colors.get(line.productColorId) ?? { quantity: 0, authoritative, errorKey };
      c.quantity += quantity;
      colors.set(line.productColorId, c);
    }
    const plain = !line.productSizeId && !line.productColorId;
    const p = productRows.get(line.productId) ?? { quantity: 0, plain, errorKey };
    p.quantity += quantity;
    if (!plain) p.variantLevel = line.productSizeId ? "size" : "color";
    productRows.set(line.productId, p);
  }
  return { sizes: byId(sizes), colors: byId(colors), products: byId(productRows) };
}

function shortage(available: number | undefined, errorKey = "products") {
  const message = onlyLeft(available ?? 0);
  return new ApiError(409, message, { [errorKey]: message });
}

/** Which order moved stock and when: the stock log's entry and the low-stock alerts need it. */
export type StockMoveEntry = { orderId: string; at: Date };

/** Moves stock by `sign` (-1 takes, +1 gives back); taking throws 409 'Only {n} Quantity left'. */
async function move(
  tx: DbOrTx,
  lines: StockLine[],
  sign: -1 | 1,
  entry: StockMoveEntry,
  giveBackSource: "cancellation" | "return" | "edit" = "cancellation",
  takeSource: "order" | "edit" = "order",
) {
  const { sizes, colors, products: productRows } = plan(lines);
  const take = sign < 0;
  /** New stock of each variant row changed here, to copy onto a product row when it is the default. */
  const variantStock = new Map<string, number>();
  /** The skus moved (the rows that hold stock), for the stock log and the low-stock alerts. */
  const moved: OrderStockMove[] = [];

  for (const [id, change] of sizes) {
    const q = change.quantity;
    const [row] = await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${sign * q}` })
      .where(take ? and(eq(productSizes.id, id), gte(productSizes.stock, q)) : eq(productSizes.id, id))
      .returning({ stock: productSizes.stock });
    if (row) {
      variantStock.set(id, row.stock);
      moved.push({ target: { kind: "size", id }, delta: sign * q, after: row.stock });
    } else if (take) {
      const [current] = await tx
        .select({ stock: productSizes.stock })
        .from(productSizes)
        .where(eq(productSizes.id, id));
      throw shortage(current?.stock, change.errorKey);
    }
  }

  for (const [id, change] of colors) {
    const q = change.quantity;
    if (!change.authoritative) {
      await tx
        .update(productColors)
        .set({ stock: take ? sql`greatest(${productColors.stock} - ${q}, 0)` : sql`${productColors.stock} + ${q}` })
        .where(eq(productColors.id, id));
      continue;
    }
    const [row] = await tx
      .update(productColors)
      .set({ stock: sql`${productColors.stock} + ${sign * q}` })
      .where(take ? and(eq(productColors.id, id), gte(productColors.stock, q)) : eq(productColors.id, id))
      .returning({ stock: productColors.stock });
    if (row) {
      variantStock.set(id, row.stock);
      moved.push({ target: { kind: "color", id }, delta: sign * q, after: row.stock });
    } else if (take) {
      const [current] = await tx
        .select({ stock: productColors.stock })
        .from(productColors)
        .where(eq(productColors.id, id));
      throw shortage(current?.stock, change.errorKey);
    }
  }

  for (const [id, change] of productRows) {
    const q = change.quantity;
    const sold = take ? sql`${products.soldCount} + ${q}` : sql`greatest(${products.soldCount} - ${q}, 0)`;
    if (change.plain) {
      const [row] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${sign * q}`, soldCount: sold })
        .where(take ? and(eq(products.id, id), gte(products.stock, q)) : eq(products.id, id))
        .returning({ stock: products.stock });
      if (row) moved.push({ target: { kind: "product", id }, delta: sign * q, after: row.stock });
      else if (take) {
        const [current] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, id));
        throw shortage(current?.stock, change.errorKey);
      }
      continue;
    }
    const head = await defaultVariantId(tx, id, change.variantLevel ?? "size");
    const headStock = head === undefined ? undefined : variantStock.get(head);
    await tx
      .update(products)
      .set(headStock === undefined ? { soldCount: sold } : { soldCount: sold, stock: headStock })
      .where(eq(products.id, id));
  }
  await recordOrderStockMoves(tx, moved, { source: take ? takeSource : giveBackSource, ...entry });
}

/** Takes the lines' quantities or throws 409 'Only {n} Quantity left'; run inside a transaction. */
export const reserveStock = (tx: DbOrTx, lines: StockLine[], entry: StockMoveEntry) => move(tx, lines, -1, entry);

/** Gives the lines' quantities back (and takes them off the sold count). */
const releaseStock = (tx: DbOrTx, lines: StockLine[], entry: StockMoveEntry) => move(tx, lines, 1, entry);

/** Puts returned goods that can be sold again back in stock, logged as a return. */
export const restockReturned = (tx: DbOrTx, lines: StockLine[], entry: StockMoveEntry) =>
  move(tx, lines, 1, entry, "return");

/**
 * An order edited by staff (admin/order-edits): what it no longer holds goes back, what it now
 * needs is taken (409 'Only {n} Quantity left' on a line's errorKey), both logged as an edit.
 * The caller has locked every row involved in the global order first (lockStockRows).
 */
export async function moveStockForEdit(
  tx: DbOrTx,
  change: { giveBack: StockLine[]; take: StockLine[] },
  entry: StockMoveEntry,
) {
  if (change.giveBack.length) await move(tx, change.giveBack, 1, entry, "edit");
  if (change.take.length) await move(tx, change.take, -1, entry, "cancellation", "edit");
}

/** Locks the rows these lines' stock lives in, in the global order (sizes, colours, products, each by id). */
export async function lockStockRows(tx: DbOrTx, lines: StockLine[]) {
  const { sizes, colors, products: productRows } = plan(lines);
  const ids = <T>(entries: [string, T][]) => entries.map(([id]) => id);
  if (sizes.length)
    await tx
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(inArray(productSizes.id, ids(sizes)))
      .orderBy(asc(productSizes.id))
      .for("update");
  if (colors.length)
    await tx
      .select({ id: productColors.id })
      .from(productColors)
      .where(inArray(productColors.id, ids(colors)))
      .orderBy(asc(productColors.id))
      .for("update");
  if (productRows.length)
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids(productRows)))
      .orderBy(asc(products.id))
      .for("update");
}

/**
 * Returns an order's stock at most once, whoever asks (cancel, failed payment, webhook,
 * sweeper): stock_released_at is claimed with a conditional UPDATE first.
 */
export async function releaseOrderStockOnce(tx: DbOrTx, orderId: string, now: Date) {
  const claimed = await tx
    .update(orders)
    .set({ stockReleasedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return false;
  await releaseStock(tx, await itemsOfOrders(tx, [orderId]), { orderId, at: now });
  return true;
}

/** Takes an order's stock again (a payment retry, or a late payment), keyed per order line. */
export async function reserveOrderStockAgain(tx: DbOrTx, orderId: string, now: Date) {
  const items = await itemsOfOrders(tx, [orderId]);
  await reserveStock(
    tx,
    items.map((item, index) => ({ ...item, errorKey: `products.${index}.quantity` })),
    { orderId, at: now },
  );
  await tx.update(orders).set({ stockReleasedAt: null, stockReservedAt: now }).where(eq(orders.id, orderId));
}
