import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue";
import { id } from "./columns";
import { staff } from "./staff";

/** Which kind of row holds a sku's stock: a plain product's own row, a colour variant, a size variant. */
export type SkuKind = "product" | "color" | "size";

/** Who moved stock: a back-office edit, a shopper's order, an order's stock given back, a CSV import. */
export type StockChangeSource = "back-office" | "order" | "cancellation" | "return" | "import" | "edit";

/** Every change of a sku's stock count: the stock history the stock screen shows. */
export const stockChanges = pgTable(
  "stock_changes",
  {
    id: id(),
    skuKind: text("sku_kind").$type<SkuKind>().notNull(),
    /** The id of the products, product_colors or product_sizes row. */
    rowId: text("row_id").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The sku as it read at the time, so the history still says what it was. */
    sku: text("sku").notNull(),
    before: integer("before").notNull(),
    after: integer("after").notNull(),
    delta: integer("delta").notNull(),
    /** Required for changes made by hand ("Restock", "Count correction", "Damaged", …). */
    reason: text("reason"),
    source: text("source").$type<StockChangeSource>().notNull(),
    staffId: text("staff_id").references(() => staff.id, { onDelete: "set null" }),
    staffEmail: text("staff_email"),
    /** The order that took or gave back the stock. */
    orderId: text("order_id"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.rowId, t.at), index().on(t.at)],
);

/**
 * A sku that fell to its low-stock threshold: written in the transaction that moved the stock, and
 * emailed to the catalogue staff by the job queue (jobs/stock-jobs), every pending one in one email.
 */
export const lowStockAlerts = pgTable(
  "low_stock_alerts",
  {
    id: id(),
    skuKind: text("sku_kind").$type<SkuKind>().notNull(),
    rowId: text("row_id").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    stock: integer("stock").notNull(),
    threshold: integer("threshold").notNull(),
    crossedAt: timestamp("crossed_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("low_stock_alerts_pending")
      .on(t.crossedAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
