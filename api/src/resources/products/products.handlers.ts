import { z } from "zod";
import type { AppContext } from "@api/context";
import { notFound, ok, okList } from "@api/lib/envelope";
import { toPaise } from "@api/lib/money";
import { booleanFlag, repeated } from "@api/lib/query";
import type { ValidatedContext } from "@api/lib/validation";
import { PRODUCT_SORTS, type ProductFilters, productBySlug, resolveCategoryScope } from "./products.queries";
import { findProductSlug } from "./product-slugs";
import { shopListing } from "./shop-listing";

const PRODUCT_PAGE_SIZE = 9;
const MAX_PRODUCT_PAGE_SIZE = 100;
/** The storefront's price slider tops out at Rs 5,00,000; the API accepts a little more room. */
const MAX_AMOUNT = 10_000_000;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

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

/** GET /products: the shop listing, search, related products and the home widgets (see shop-listing.ts). */
export async function listProducts(c: ValidatedContext<{ query: typeof productListQuery }>) {
  const query = c.req.valid("query");
  const { db, clock } = c.get("deps");
  const scope = await resolveCategoryScope(db, query);
  const base: ProductFilters = {
    ...scope,
    minPaise: query.minAmount === undefined ? undefined : toPaise(query.minAmount),
    maxPaise: query.maxAmount === undefined ? undefined : toPaise(query.maxAmount),
    colors: query.colors,
    sizes: query.sizes,
    excludeId: query.exclude,
    onSale: query.onSale,
  };

  const { rows, totalRecords } = await shopListing(db, clock, base, query);
  return okList(c, rows, { page: query.page, limit: query.limit, totalRecords });
}

/**
 * GET /products/by-slug/:slug: the product page with every colour and size variant. An old slug
 * answers with the product under its current slug (the storefront redirects to it); a product
 * taken out of the shop answers 410 Gone with its category, which the page links to.
 */
export async function getProductBySlug(c: AppContext) {
  const { db } = c.get("deps");
  const slug = c.req.param("slug") ?? "";
  const found = await findProductSlug(db, slug);
  if (!found) throw notFound("Product");
  if (!found.isActive) {
    return c.json(
      { status: 410, message: "This product is no longer sold", body: { category: found.category }, errors: {} },
      410,
    );
  }
  return ok(c, await productBySlug(db, found.slug));
}
