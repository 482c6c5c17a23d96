/**
 * The one way to change a sku's stock by hand (the stock screen, the product screens, a CSV
 * import): lock the rows, write the count, keep the rows that follow it in step, log the change
 * and raise a low-stock alert when it falls to the threshold. Orders move stock through
 * customer-orders/stock.ts and report here (recordOrderStockMoves) for the log and the alerts.
 *
 * Rows are locked in the orders' global order (sizes, colours, products, each by id) before
 * anything is read for a decision, so a stock change and an order take turns and neither
 * deadlocks nor loses the other's update.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "@api/db/client";
import { type StockChangeSource, productColors, productSizes, products, stockChanges } from "@api/db/schema";
import { type AuditActor, type ChangeBy, recordAudit } from "@api/lib/audit";
import { ApiError, type FieldErrors } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { MAX_STOCK, type SkuTarget, type bulkStockSchema, stockMessages } from "@api/validation/admin-stock";
import { settleLowStock } from "./low-stock";
import { type SkuRow, defaultVariantId, isSku, readSkus, skuKey } from "./skus";

/** A new count (`stock`, optionally checked against the count the person saw) or a move (`delta`). */
type StockChange = {
  target: SkuTarget;
  /** Absent: unchanged; null: the shop's default. */
  threshold?: number | null;
  /** Where a refusal of this change is reported; `changes.{i}` by default. */
  errorKey?: string;
} & ({ stock: number; expected?: number } | { delta: number });

export type ChangeStockInput = {
  changes: StockChange[];
  /** Why, in the person's words; required for changes made by hand. */
  reason: string | null;
  source: StockChangeSource;
  actor: AuditActor;
  at: Date;
};

/** What one change did: the sku as it was and is. */
export type AppliedStockChange = {
  sku: SkuRow;
  before: { stock: number; threshold: number | null };
  after: { stock: number; threshold: number | null };
};

const SKU_GONE = "This sku no longer exists";
const NOT_A_SKU = "This row's stock follows its variants; change the variants' stock";
const LISTED_TWICE = "This sku is listed twice";
const stockMovedMeanwhile = (stock: number) =>
  `The stock changed to ${stock} since you loaded the page (an order or another person); check it and save again`;

const byId = (ids: Iterable<string>) => [...new Set(ids)].sort();

/** Takes the row locks of these skus and the rows that follow them, in the orders' global order. */
async function lockRows(tx: DbOrTx, skus: SkuRow[]) {
  const sizeIds = byId(skus.filter((s) => s.kind === "size").map((s) => s.id));
  const colorIds = byId(skus.flatMap((s) => (s.kind === "color" ? [s.id] : s.parentColorId ? [s.parentColorId] : [])));
  const productIds = byId(skus.map((s) => s.productId));
  if (sizeIds.length)
    await tx
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(inArray(productSizes.id, sizeIds))
      .orderBy(asc(productSizes.id))
      .for("update");
  if (colorIds.length)
    await tx
      .select({ id: productColors.id })
      .from(productColors)
      .where(inArray(productColors.id, colorIds))
      .orderBy(asc(productColors.id))
      .for("update");
  if (productIds.length)
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(asc(products.id))
      .for("update");
}

/** Writes a sku row's count (and threshold when given). */
async function writeSku(tx: DbOrTx, sku: SkuRow, stock: number, threshold: number | null | undefined) {
  const set = threshold === undefined ? { stock } : { stock, lowStockThreshold: threshold };
  if (sku.kind === "product") await tx.update(products).set(set).where(eq(products.id, sku.id));
  else if (sku.kind === "color") await tx.update(productColors).set(set).where(eq(productColors.id, sku.id));
  else await tx.update(productSizes).set(set).where(eq(productSizes.id, sku.id));
}

/** The rows that follow a sku: its colour's total (colour+size) and its product's copy of the default variant. */
async function followSku(tx: DbOrTx, sku: SkuRow, stock: number, delta: number) {
  if (sku.parentColorId && delta !== 0) {
    // Floored at zero as the orders do, so a hand-edited total never blocks a change.
    await tx
      .update(productColors)
      .set({ stock: sql`greatest(${productColors.stock} + ${delta}, 0)` })
      .where(eq(productColors.id, sku.parentColorId));
  }
  if (sku.kind !== "product" && (await defaultVariantId(tx, sku.productId, sku.kind)) === sku.id) {
    await tx.update(products).set({ stock }).where(eq(products.id, sku.productId));
  }
}

async function logChanges(
  tx: DbOrTx,
  moves: { sku: SkuRow; before: number; after: number }[],
  entry: { reason: string | null; source: StockChangeSource; actor: AuditActor; at: Date; orderId?: string },
) {
  const rows = moves
    .filter((m) => m.after !== m.before)
    .map((m) => ({
      id: newId(),
      skuKind: m.sku.kind,
      rowId: m.sku.id,
      productId: m.sku.productId,
      sku: m.sku.sku,
      before: m.before,
      after: m.after,
      delta: m.after - m.before,
      reason: entry.reason,
      source: entry.source,
      staffId: entry.actor?.id ?? null,
      staffEmail: entry.actor?.email ?? null,
      orderId: entry.orderId ?? null,
      at: entry.at,
    }));
  if (rows.length) await tx.insert(stockChanges).values(rows);
}

/**
 * Changes skus' stock (and thresholds) in the caller's transaction. Every change is checked
 * first: an unknown row, a row that is not a sku, a count below 0 or above the cap, or a count
 * that moved since the person loaded it refuses the whole call (400, or 409 for the last) with
 * the message under each change's errorKey, and nothing is written.
 */
export async function changeStock(tx: DbOrTx, input: ChangeStockInput): Promise<AppliedStockChange[]> {
  const { changes } = input;
  const errors: FieldErrors = {};
  let conflict = false;
  const keyOf = (change: StockChange, index: number) => change.errorKey ?? `changes.${index}`;

  const seen = new Set<string>();
  changes.forEach((change, index) => {
    const key = skuKey(change.target);
    if (seen.has(key)) errors[keyOf(change, index)] = LISTED_TWICE;
    seen.add(key);
  });
  const unlocked = await readSkus(
    tx,
    changes.map((c) => c.target),
  );
  changes.forEach((change, index) => {
    const sku = unlocked.get(skuKey(change.target));
    if (!sku) errors[keyOf(change, index)] ??= SKU_GONE;
    else if (!isSku(sku)) errors[keyOf(change, index)] ??= NOT_A_SKU;
  });
  if (Object.keys(errors).length === 0) {
    await lockRows(tx, [...unlocked.values()]);
  }
  // Read again under the locks: the counts a decision is made on.
  const locked =
    Object.keys(errors).length === 0
      ? await readSkus(
          tx,
          changes.map((c) => c.target),
        )
      : unlocked;

  const planned = changes.flatMap((change, index) => {
    const sku = locked.get(skuKey(change.target));
    if (!sku || errors[keyOf(change, index)]) return [];
    const stock = "delta" in change ? sku.stock + change.delta : change.stock;
    const field = `${keyOf(change, index)}${"delta" in change ? "" : ".stock"}`;
    if ("expected" in change && change.expected !== undefined && change.expected !== sku.stock) {
      errors[field] = stockMovedMeanwhile(sku.stock);
      conflict = true;
    } else if (!Number.isInteger(stock)) errors[field] = stockMessages.whole("Stock");
    else if (stock < 0) errors[field] = stockMessages.negative("Stock");
    else if (stock > MAX_STOCK) errors[field] = stockMessages.tooBig("Stock");
    return [{ change, sku, stock }];
  });
  if (Object.keys(errors).length > 0) {
    // A change refused for its own fault (400) is reported before counts that moved meanwhile (409).
    const onlyConflicts = conflict && Object.values(errors).every((m) => m.startsWith("The stock changed"));
    throw new ApiError(onlyConflicts ? 409 : 400, Object.values(errors)[0], errors);
  }

  const applied: AppliedStockChange[] = [];
  for (const { change, sku, stock } of planned) {
    await writeSku(tx, sku, stock, change.threshold);
    await followSku(tx, sku, stock, stock - sku.stock);
    const threshold = change.threshold === undefined ? sku.threshold : change.threshold;
    applied.push({ sku, before: { stock: sku.stock, threshold: sku.threshold }, after: { stock, threshold } });
  }
  await logChanges(
    tx,
    applied.map((a) => ({ sku: a.sku, before: a.before.stock, after: a.after.stock })),
    input,
  );
  await settleLowStock(
    tx,
    applied.map((a) => ({ ...a.sku, stock: a.after.stock, threshold: a.after.threshold })),
    input.at,
  );
  return applied;
}

/** A sku row an order moved, and its count after the move. */
export type OrderStockMove = { target: SkuTarget; delta: number; after: number };

/**
 * Logs the skus an order took or gave back (source "order" or "cancellation") and settles their
 * low-stock marks; called by customer-orders/stock.ts while it holds the rows' locks.
 */
export async function recordOrderStockMoves(
  tx: DbOrTx,
  moves: OrderStockMove[],
  entry: { source: "order" | "cancellation" | "return" | "edit"; orderId: string; at: Date },
) {
  if (moves.length === 0) return;
  const skus = await readSkus(
    tx,
    moves.map((m) => m.target),
  );
  const known = moves.flatMap((m) => {
    const sku = skus.get(skuKey(m.target));
    return sku ? [{ sku, before: m.after - m.delta, after: m.after }] : [];
  });
  await logChanges(tx, known, { reason: null, actor: null, ...entry });
  await settleLowStock(tx, known.map((k) => k.sku).filter(isSku), entry.at);
}

/**
 * The stock screen's save: many skus' counts (and thresholds) with one reason, all written or none,
 * an audit row for each that really changed. The ones that did.
 */
export async function saveStockCounts(db: Db, by: ChangeBy, input: z.output<typeof bulkStockSchema>) {
  const { reason, rows } = input;
  return db.transaction(async (tx) => {
    const applied = await changeStock(tx, {
      changes: rows.map((row, index) => ({
        target: { kind: row.kind, id: row.id },
        stock: row.stock,
        expected: row.expected,
        threshold: row.threshold,
        errorKey: `rows.${index}`,
      })),
      reason,
      source: "back-office",
      actor: by.actor,
      at: by.at,
    });
    const real = applied.filter((a) => a.before.stock !== a.after.stock || a.before.threshold !== a.after.threshold);
    for (const { sku, before, after } of real) {
      await recordAudit(tx, {
        actor: by.actor,
        action: "stock.update",
        entityType: "sku",
        entityId: sku.id,
        before: { sku: sku.sku, kind: sku.kind, ...before },
        after: { sku: sku.sku, kind: sku.kind, ...after, reason },
        at: by.at,
      });
    }
    return real;
  });
}
