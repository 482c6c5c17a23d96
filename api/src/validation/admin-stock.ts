/**
 * The back office's stock screen (issue 14): its filters, a bulk stock update, the shop's default
 * low-stock threshold. Shared by the API and the admin actions; no server-only code.
 */
import { z } from "zod";
import { blankToUndefined, messages, requiredText } from "./fields";
import { SKU_KINDS, STOCK_STATES } from "./stock-options";

export { SKU_KINDS } from "./stock-options";

/** The threshold a sku without its own has, until the owner sets the shop's default. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
/** No shop counts a million of one sku; a bigger figure is a typo. */
export const MAX_STOCK = 1_000_000;
/** Rows one save may change: a page of the stock screen is far fewer. */
const MAX_STOCK_ROWS = 500;

/** A typed whole number becomes a number; anything else stays as typed, to be refused by name. */
const wholeNumberText = (value: unknown) => {
  const blank = blankToUndefined(value);
  if (typeof blank !== "string") return blank;
  const text = blank.trim();
  return /^-?\d+$/.test(text) ? Number(text) : text;
};

export const stockMessages = {
  whole: (label: string) => `${label} must be a whole number`,
  negative: (label: string) => `${label} cannot be below 0`,
  tooBig: (label: string) => `${label} must be at most ${MAX_STOCK.toLocaleString("en-IN")}`,
};

/** A count of units: a whole number from 0. */
const stockCountField = (label = "Stock") =>
  z.preprocess(
    wholeNumberText,
    z
      .number({ required_error: messages.required(label), invalid_type_error: stockMessages.whole(label) })
      .int(stockMessages.whole(label))
      .min(0, stockMessages.negative(label))
      .max(MAX_STOCK, stockMessages.tooBig(label)),
  );

/** A sku's own threshold; blank (or null) means the shop's default. */
const thresholdField = (label = "Low-stock threshold") =>
  z.preprocess(
    (value) => (value === null ? null : (wholeNumberText(value) ?? null)),
    stockCountField(label).nullable(),
  );

export const stockListQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, messages.max("Search", 100)).optional()),
  state: z.preprocess(
    blankToUndefined,
    z.enum(STOCK_STATES, { errorMap: () => ({ message: messages.oneOf("Stock state") }) }).default("all"),
  ),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});

const skuTargetSchema = z.object({
  kind: z.enum(SKU_KINDS, { errorMap: () => ({ message: messages.oneOf("Sku kind") }) }),
  id: z.string().min(1).max(40),
});
export type SkuTarget = z.infer<typeof skuTargetSchema>;

/** One sku of a bulk update: the count as loaded (`expected`) guards against a sale made meanwhile. */
const stockRowSchema = skuTargetSchema.extend({
  stock: stockCountField(),
  expected: stockCountField("Stock as loaded").optional(),
  /** Absent: unchanged; null: the shop's default. */
  threshold: thresholdField().optional(),
});

const stockReasonField = () => requiredText("Reason", 200);

export const bulkStockSchema = z.object({
  reason: stockReasonField(),
  rows: z
    .array(stockRowSchema, { required_error: "Change at least one count" })
    .min(1, "Change at least one count")
    .max(MAX_STOCK_ROWS, `Save at most ${MAX_STOCK_ROWS} rows at once`),
});

export const catalogueSettingsSchema = z.object({ lowStockThreshold: stockCountField("Default low-stock threshold") });
export type CatalogueSettings = z.infer<typeof catalogueSettingsSchema>;
