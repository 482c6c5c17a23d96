import { z } from "@hono/zod-openapi";

/** An import as the back office lists it: what it reads, how far it got, what it changed. */
export const importRunSummarySchema = z
  .object({
    id: z.string(),
    kind: z.enum(["catalogue", "pincodes"]),
    fileName: z.string(),
    state: z.enum(["queued", "running", "done", "failed", "cancelled"]),
    rowsTotal: z.number().int().min(0),
    rowsDone: z.number().int().min(0),
    counts: z.record(z.string(), z.number()),
    message: z.string().nullable(),
    staffName: z.string().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .openapi("ImportRun");

const importRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
  sku: z.string().optional(),
});

/** An import's screen: its summary and one page of its row errors. */
export const importRunViewSchema = importRunSummarySchema
  .extend({
    errors: z.array(importRowErrorSchema),
    errorCount: z.number().int().min(0),
    errorPage: z.number().int().min(1),
    errorPages: z.number().int().min(1),
  })
  .openapi("ImportRunView");

const skuRecordSchema = z.object({
  target: z.object({ table: z.enum(["products", "product_colors", "product_sizes"]), id: z.string() }),
  sku: z.string(),
  productId: z.string(),
  productSku: z.string(),
  name: z.string(),
  productType: z.string(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  mrpPaise: z.number().int(),
  sellingPricePaise: z.number().int(),
  stock: z.number().int(),
  maximumOrderQuantity: z.number().int(),
  isActive: z.boolean(),
  hsnCode: z.string().nullable(),
  gstRate: z.number().nullable(),
});

const rowPlanSchema = z.discriminatedUnion("action", [
  z.object({
    row: z.number().int(),
    sku: z.string(),
    action: z.literal("update"),
    record: skuRecordSchema,
    changes: z.array(
      z.object({
        field: z.enum(["mrp", "sellingPrice", "stock", "maximumOrderQuantity", "isActive"]),
        before: z.union([z.number(), z.boolean()]),
        after: z.union([z.number(), z.boolean()]),
      }),
    ),
  }),
  z.object({ row: z.number().int(), sku: z.string(), action: z.literal("unchanged") }),
  z.object({
    row: z.number().int(),
    sku: z.string(),
    action: z.literal("create"),
    product: z.object({
      name: z.string(),
      sku: z.string(),
      categories: z.array(z.string()),
      subCategories: z.array(z.string()),
      mrpPaise: z.number().int(),
      sellingPricePaise: z.number().int(),
      stock: z.number().int(),
      maximumOrderQuantity: z.number().int(),
      hsnCode: z.string(),
      gstRate: z.number(),
      isActive: z.boolean(),
    }),
  }),
  z.object({
    row: z.number().int(),
    sku: z.string(),
    action: z.literal("refused"),
    errors: z.record(z.string(), z.string()),
  }),
]);

/** What a catalogue CSV would do, row by row: a dry run's answer, or a file refused whole. */
export const catalogueImportReportSchema = z
  .object({
    dryRun: z.boolean(),
    fileError: z.string().nullable(),
    counts: z.object({
      rows: z.number().int(),
      create: z.number().int(),
      update: z.number().int(),
      unchanged: z.number().int(),
      refused: z.number().int(),
    }),
    rows: z.array(rowPlanSchema),
  })
  .openapi("CatalogueImportReport");
