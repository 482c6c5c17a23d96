import { notFound, ok, okList } from "@api/lib/envelope";
import { toPaise } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import { type ProductFilters, productBySlug, resolveCategoryScope } from "./products.queries";
import type { productListQuery, productSlugParam } from "./products.schemas";
import { findProductSlug } from "./product-slugs";
import { shopListing } from "./shop-listing";

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
export async function getProductBySlug(c: ValidatedContext<{ param: typeof productSlugParam }>) {
  const { db } = c.get("deps");
  const found = await findProductSlug(db, c.req.valid("param").slug);
  if (!found) throw notFound("Product");
  if (!found.isActive) {
    return c.json(
      { status: 410, message: "This product is no longer sold", body: { category: found.category }, errors: {} },
      410,
    );
  }
  return ok(c, await productBySlug(db, found.slug));
}
