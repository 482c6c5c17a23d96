/**
 * The back office's product forms (issue 14): the field rules the API checks and the admin
 * screens' actions parse with. Plain zod, free of server-only code.
 */
import { z } from "zod";
import { blankToUndefined, messages, optionalText, requiredText } from "./fields";
import { ACTIVE_FILTERS, GST_RATES, PRODUCT_SORTS, PRODUCT_TYPES, STOCK_STATES } from "./product-choices";

export * from "./product-choices";

const MAX_PRICE_RUPEES = 10_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_ORDER_QUANTITY = 1000;

/** Lowercase letters and digits in words joined by single hyphens: "sheesham-coffee-table". */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Letters, digits and - _ / (as suppliers write them: "WN-CT-001"). */
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_/-]*$/;

/** A slug made from a name: "Sheesham Coffee Table (Large)" → "sheesham-coffee-table-large". */
export const slugify = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");

/** A checkbox or multi-select posts nothing when empty, one string for one value, a list for more. */
const toList = (value: unknown) =>
  value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value];

/** Blank is missing; anything else typed must read as a number (NaN is refused with the type message). */
const toNumber = (value: unknown) => {
  const v = blankToUndefined(value);
  return typeof v === "string" ? Number(v.trim()) : v;
};

export const rupees = (label: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ required_error: messages.required(label), invalid_type_error: `${label} must be an amount in rupees` })
      .gt(0, `${label} must be more than 0`)
      .max(MAX_PRICE_RUPEES, `${label} must be at most ${MAX_PRICE_RUPEES}`)
      .refine(
        (v) => Math.round(v * 100) === Number((v * 100).toFixed(6)),
        `${label} may have at most 2 decimals (paise)`,
      ),
  );

const count = (label: string, min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ required_error: messages.required(label), invalid_type_error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be between ${min} and ${max}`)
      .max(max, `${label} must be between ${min} and ${max}`),
  );

const stockField = () => count("Stock", 0, MAX_STOCK);
const maxOrderField = () => count("Maximum order quantity", 1, MAX_ORDER_QUANTITY);
export const skuField = (label = "SKU") =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
      .trim()
      .max(60, messages.max(label, 60))
      .regex(SKU_PATTERN, `${label} may contain only letters, digits, hyphens, underscores and slashes`),
  );

const idList = z.preprocess(toList, z.array(z.string().trim().min(1).max(40)).max(50));

/** selling price ≤ mrp, reported on the selling price. */
function pricesInOrder(
  v: { mrp?: number; sellingPrice?: number },
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
) {
  if (v.mrp !== undefined && v.sellingPrice !== undefined && v.sellingPrice > v.mrp) {
    ctx.addIssue({
      code: "custom",
      path: [...path, "sellingPrice"],
      message: "Selling price must not be more than the MRP",
    });
  }
}

const productFields = {
  name: requiredText("Name", 150),
  slug: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(120, messages.max("Slug", 120))
      .regex(SLUG_PATTERN, "Slug may contain only lowercase letters, digits and single hyphens between words")
      .optional(),
  ),
  sku: skuField(),
  categories: idList.refine((ids) => ids.length > 0, "Choose at least one category"),
  subCategories: idList,
  mrp: rupees("MRP"),
  sellingPrice: rupees("Selling price"),
  shortDescription: optionalText("Short description", 500),
  description: optionalText("Description", 50_000),
  warrantyTerms: optionalText("Warranty terms", 20_000),
  tagLine: optionalText("Tag line", 150),
  productType: z.enum(PRODUCT_TYPES, { errorMap: () => ({ message: messages.oneOf("Product type") }) }),
  stock: stockField(),
  maximumOrderQuantity: maxOrderField(),
  seoTitle: optionalText("SEO title", 70),
  seoDescription: optionalText("SEO description", 160),
  hsnCode: z.preprocess(
    blankToUndefined,
    z
      .string({ required_error: messages.required("HSN code"), invalid_type_error: messages.required("HSN code") })
      .trim()
      .regex(/^(\d{4}|\d{6}|\d{8})$/, "HSN code must be 4, 6 or 8 digits"),
  ),
  gstRate: z.preprocess(
    toNumber,
    z
      .number({ required_error: messages.required("GST rate"), invalid_type_error: messages.oneOf("GST rate") })
      .refine(
        (v) => (GST_RATES as readonly number[]).includes(v),
        `GST rate must be one of ${GST_RATES.map((r) => `${r}%`).join(", ")}`,
      ),
  ),
};

export const productCreateSchema = z.object(productFields).superRefine((v, ctx) => pricesInOrder(v, ctx));

/** An edit: every field again, and the version the form was opened at (lib/edit-conflict). */
export const productUpdateSchema = z
  .object({ ...productFields, version: count("Version", 1, 2_000_000_000) })
  .superRefine((v, ctx) => pricesInOrder(v, ctx));

export const productVersionSchema = z.object({ version: count("Version", 1, 2_000_000_000) });

/** One row of the variant matrix: the most specific row (a colour, or a size) with its own sku, prices, stock and limit. */
export const variantRowSchema = z
  .object({
    id: z.string().trim().min(1).max(40),
    sku: skuField(),
    mrp: rupees("MRP"),
    sellingPrice: rupees("Selling price"),
    stock: stockField(),
    maximumOrderQuantity: maxOrderField(),
  })
  .superRefine((v, ctx) => pricesInOrder(v, ctx));

export const variantsUpdateSchema = z.object({
  version: count("Version", 1, 2_000_000_000),
  variants: z.array(variantRowSchema).min(1, "There are no variants to save").max(500),
});

export const addColorSchema = z.object({
  version: count("Version", 1, 2_000_000_000),
  colorId: requiredText("Colour", 40),
});
export const addSizeSchema = z.object({
  version: count("Version", 1, 2_000_000_000),
  sizeId: requiredText("Size", 40),
});

const optionalQuery = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** The product list's GET form. */
export const productListQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100, messages.max("Search", 100))),
  category: optionalQuery(z.string().trim().max(40)),
  type: optionalQuery(z.enum(PRODUCT_TYPES, { errorMap: () => ({ message: messages.oneOf("Type") }) })),
  stock: optionalQuery(z.enum(STOCK_STATES, { errorMap: () => ({ message: messages.oneOf("Stock") }) })),
  active: optionalQuery(z.enum(ACTIVE_FILTERS, { errorMap: () => ({ message: messages.oneOf("Status") }) })),
  sort: optionalQuery(z.enum(PRODUCT_SORTS, { errorMap: () => ({ message: messages.oneOf("Sort") }) })),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});

export type ProductInput = z.output<typeof productCreateSchema>;
