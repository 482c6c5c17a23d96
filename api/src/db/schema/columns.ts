import { integer, text, customType, timestamp } from "drizzle-orm/pg-core";

/**
 * A picture as pages show it. `url` is what every browser can show (the demo's SVGs; an upload's
 * JPEG). An image uploaded in the back office also names its renditions: AVIF and WebP at each of
 * `widths` under `key` (api/src/services/images/process-image.ts), for `srcset`.
 */
export type StoredImage = {
  url: string;
  width: number;
  height: number;
  alt?: string;
  renditions?: { key: string; widths: number[] };
};

export const id = () => text("id").primaryKey();

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const position = () => integer("position").notNull().default(0);

/** Raised by every back-office save, so a save made from an older copy is refused (lib/edit-conflict). */
export const version = () => integer("version").notNull().default(1);

/** A sku's own low-stock threshold; null means the shop's default (site_content "catalogue-settings"). */
export const lowStockThreshold = () => integer("low_stock_threshold");

/**
 * When the sku's stock last fell to its threshold or below and an alert was queued; cleared when the
 * stock rises above it again, so one crossing sends one alert (resources/admin/catalogue/stock/stock-writes).
 */
export const lowStockAlertedAt = () => timestamp("low_stock_alerted_at", { withTimezone: true });

/** PostgreSQL's full-text document type; read back as its text form. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
