import { z } from "@hono/zod-openapi";
import { listEnvelopeOf } from "@api/contract/envelope.schemas";
import { SKU_KINDS } from "@api/validation/stock-options";

/** One SKU on the stock screen: its count, its threshold and whether that makes it low. */
export const stockSkuSchema = z
  .object({
    kind: z.enum(SKU_KINDS),
    id: z.string(),
    productId: z.string(),
    name: z.string(),
    slug: z.string(),
    sku: z.string(),
    colorName: z.string().nullable(),
    sizeName: z.string().nullable(),
    stock: z.number().int(),
    threshold: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The SKU's own threshold; null: the shop's default" }),
    effectiveThreshold: z.number().int(),
    low: z.boolean(),
    outOfStock: z.boolean(),
    active: z.boolean(),
  })
  .openapi("StockSku");

/** A page of SKUs, with the shop's default threshold the page was judged by. */
export const stockListEnvelopeSchema = listEnvelopeOf(stockSkuSchema).extend({ defaultThreshold: z.number().int() });

export const lowStockSchema = z.object({
  skus: z.array(stockSkuSchema),
  total: z.number().int().min(0),
  defaultThreshold: z.number().int(),
});

export const skuHistorySchema = z.object({
  sku: stockSkuSchema,
  changes: z.array(
    z.object({
      _id: z.string(),
      at: z.string(),
      before: z.number().int(),
      after: z.number().int(),
      delta: z.number().int(),
      reason: z.string().nullable(),
      source: z.enum(["back-office", "order", "cancellation", "return", "import", "edit"]),
      staffEmail: z.string().nullable(),
      orderId: z.string().nullable(),
    }),
  ),
  totalChanges: z.number().int().min(0),
});

const stockLevelSchema = z.object({ stock: z.number().int(), threshold: z.number().int().nullable() });

/** The SKUs a bulk save really changed, each before and after. */
export const stockSavedSchema = z.array(
  z.object({
    kind: z.enum(SKU_KINDS),
    id: z.string(),
    sku: z.string(),
    before: stockLevelSchema,
    after: stockLevelSchema,
  }),
);

export const catalogueSettingsAnswerSchema = z.object({ lowStockThreshold: z.number().int() });
