import { z } from "zod";
import { booleanFlag, repeated } from "@api/lib/query";
import { PRODUCT_SORTS } from "./products.queries";
import { blankToUndefined } from "@api/validation/fields";

const PRODUCT_PAGE_SIZE = 9;
const MAX_PRODUCT_PAGE_SIZE = 100;
/** The storefront's price slider tops out at Rs 5,00,000; the API accepts a little more room. */
const MAX_AMOUNT = 10_000_000;

const optionalText = (label: string, max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `${label} must be at most ${max} characters`).optional());

const amount = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ invalid_type_error: `${label} must be a number` })
      .min(0, `${label} must not be negative`)
      .max(MAX_AMOUNT, `${label} must be at most ${MAX_AMOUNT}`)
      .optional(),
  );

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ invalid_type_error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

export const productListQuery = z
  .object({
    catSlug: optionalText("Category", 120),
    subCatSlug: optionalText("Sub-category", 120),
    category: optionalText("Category", 64),
    minAmount: amount("Minimum price"),
    maxAmount: amount("Maximum price"),
    sizes: repeated,
    colors: repeated,
    searchQuery: optionalText("Search", 100),
    exclude: optionalText("Excluded product", 64),
    page: wholeNumber("Page", 1, 100_000).default(1),
    limit: wholeNumber("Limit", 1, MAX_PRODUCT_PAGE_SIZE).default(PRODUCT_PAGE_SIZE),
    sort: z.preprocess(
      blankToUndefined,
      z
        .enum(PRODUCT_SORTS, { errorMap: () => ({ message: `Sort must be one of ${PRODUCT_SORTS.join(", ")}` }) })
        .optional(),
    ),
    onSale: booleanFlag("onSale"),
  })
  .superRefine((q, ctx) => {
    if (q.minAmount !== undefined && q.maxAmount !== undefined && q.minAmount > q.maxAmount) {
      ctx.addIssue({
        code: "custom",
        path: ["minAmount"],
        message: "Minimum price must not be more than the maximum price",
      });
    }
  });

export const productSlugParam = z.object({ slug: z.string() });
