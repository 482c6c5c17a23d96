import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { stockChanges } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { notFound, ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { bulkStockSchema, catalogueSettingsSchema, stockListQuerySchema } from "@api/validation/admin-stock";
import { readCatalogueSettings, writeCatalogueSettings } from "./catalogue-settings";
import { isLow } from "./low-stock";
import { allSkus, isSku, readSkus } from "./skus";
import { changeStock } from "./stock-writes";
import type { skuParam } from "./stock.schemas";
import { likeText } from "@api/lib/like-text";

const PAGE_SIZE = 50;
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

export async function listStock(c: ValidatedContext<{ query: typeof stockListQuerySchema }>) {
  const { db } = c.get("deps");
  const { q, state, page } = c.req.valid("query");
  const { lowStockThreshold } = await readCatalogueSettings(db);
  const where = listWhere(q, state, lowStockThreshold);
  const [rows, [{ total }]] = await Promise.all([
    db
      .execute(
        sql`select * from ${allSkus} s ${where}
          order by lower(s.name), s.product_id, s.color_position, s.size_position, s.row_id
          limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
      )
      .then(rowsOf<ListedSku>),
    db.execute(sql`select count(*)::int as total from ${allSkus} s ${where}`).then(rowsOf<{ total: number }>),
  ]);
  return okList(
    c,
    rows.map((row) => skuView(row, lowStockThreshold)),
    { page, limit: PAGE_SIZE, totalRecords: Number(total) },
    { defaultThreshold: lowStockThreshold },
  );
}

/** The dashboards' list: active skus at or below their threshold, the emptiest first. */
export async function readLowStock(db: Db) {
  const { lowStockThreshold } = await readCatalogueSettings(db);
  const where = listWhere(undefined, "low", lowStockThreshold, true);
  const [rows, [{ total }]] = await Promise.all([
    db
      .execute(sql`select * from ${allSkus} s ${where} order by s.stock, lower(s.name), s.row_id limit ${LOW_SHOWN}`)
      .then(rowsOf<ListedSku>),
    db.execute(sql`select count(*)::int as total from ${allSkus} s ${where}`).then(rowsOf<{ total: number }>),
  ]);
  return {
    skus: rows.map((row) => skuView(row, lowStockThreshold)),
    total: Number(total),
    defaultThreshold: lowStockThreshold,
  };
}

export async function lowStock(c: ValidatedContext<Record<string, never>>) {
  return ok(c, await readLowStock(c.get("deps").db));
}

export async function skuHistory(c: ValidatedContext<{ param: typeof skuParam }>) {
  const { db } = c.get("deps");
  const target = c.req.valid("param");
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
  return ok(c, {
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
  });
}

/** Many skus' counts (and thresholds) in one post with one reason: all are written, or none. */
export async function updateStock(c: ValidatedContext<{ json: typeof bulkStockSchema }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { reason, rows } = c.req.valid("json");
  const at = clock.now();
  const changed = await db.transaction(async (tx) => {
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
      actor: me,
      at,
    });
    const real = applied.filter((a) => a.before.stock !== a.after.stock || a.before.threshold !== a.after.threshold);
    for (const { sku, before, after } of real) {
      await recordAudit(tx, {
        actor: me,
        action: "stock.update",
        entityType: "sku",
        entityId: sku.id,
        before: { sku: sku.sku, kind: sku.kind, ...before },
        after: { sku: sku.sku, kind: sku.kind, ...after, reason },
        at,
      });
    }
    return real;
  });
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
  const me = c.get("staff");
  const settings = c.req.valid("json");
  const at = clock.now();
  const before = await db.transaction(async (tx) => {
    const current = await readCatalogueSettings(tx);
    if (current.lowStockThreshold === settings.lowStockThreshold) return current;
    await writeCatalogueSettings(tx, settings, at);
    await recordAudit(tx, {
      actor: me,
      action: "settings.update",
      entityType: "settings",
      entityId: "catalogue-settings",
      before: current,
      after: settings,
      at,
    });
    return current;
  });
  const message =
    before.lowStockThreshold === settings.lowStockThreshold
      ? "Nothing to change"
      : `The default low-stock threshold is now ${settings.lowStockThreshold}`;
  return ok(c, settings, message);
}
