import { ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { bulkStockSchema, catalogueSettingsSchema, stockListQuerySchema } from "@api/validation/admin-stock";
import { saveCatalogueSettings } from "./catalogue-settings";
import { STOCK_PAGE_SIZE, readLowStock, skuHistoryOr404, stockPage } from "./stock-views";
import { saveStockCounts } from "./stock-writes";
import type { skuParam } from "./stock.schemas";

export async function listStock(c: ValidatedContext<{ query: typeof stockListQuerySchema }>) {
  const query = c.req.valid("query");
  const { skus, totalRecords, defaultThreshold } = await stockPage(c.get("deps").db, query);
  return okList(c, skus, { page: query.page, limit: STOCK_PAGE_SIZE, totalRecords }, { defaultThreshold });
}

export async function lowStock(c: ValidatedContext<Record<string, never>>) {
  return ok(c, await readLowStock(c.get("deps").db));
}

export async function skuHistory(c: ValidatedContext<{ param: typeof skuParam }>) {
  return ok(c, await skuHistoryOr404(c.get("deps").db, c.req.valid("param")));
}

/** Many skus' counts (and thresholds) in one post with one reason: all are written, or none. */
export async function updateStock(c: ValidatedContext<{ json: typeof bulkStockSchema }>) {
  const { db, clock } = c.get("deps");
  const changed = await saveStockCounts(db, { actor: c.get("staff"), at: clock.now() }, c.req.valid("json"));
  const message =
    changed.length === 0
      ? "Nothing to change"
      : changed.length === 1
        ? `Stock saved for ${changed[0].sku.sku}`
        : `Stock saved for ${changed.length} skus`;
  return ok(
    c,
    changed.map(({ sku, before, after }) => ({ kind: sku.kind, id: sku.id, sku: sku.sku, before, after })),
    message,
  );
}

export async function updateSettings(c: ValidatedContext<{ json: typeof catalogueSettingsSchema }>) {
  const { db, clock } = c.get("deps");
  const settings = c.req.valid("json");
  const before = await saveCatalogueSettings(db, { actor: c.get("staff"), at: clock.now() }, settings);
  const message =
    before.lowStockThreshold === settings.lowStockThreshold
      ? "Nothing to change"
      : `The default low-stock threshold is now ${settings.lowStockThreshold}`;
  return ok(c, settings, message);
}
