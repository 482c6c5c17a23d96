import type { AppContext } from "@api/context";
import { notFound, ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type {
  addColorSchema,
  addSizeSchema,
  productCreateSchema,
  productListQuerySchema,
  productUpdateSchema,
  productVersionSchema,
  variantsUpdateSchema,
} from "@api/validation/admin-products";
import { findProductSlug } from "@api/resources/products/product-slugs";
import { productBySlug } from "@api/resources/products/products.queries";
import { PAGE_SIZE, productFormOptions, productListPage } from "./product-listing";
import { productDetail } from "./product-record";
import * as variants from "./product-variant-changes";
import * as writes from "./product-writes";
import type { productColorParam, productIdParam, productSizeParam, productSlugParam } from "./products.schemas";

/** Who is writing, and when: the staff member signed in, at the clock's now. */
const writer = (c: AppContext) => ({ actor: c.get("staff"), at: c.get("deps").clock.now() });

export async function listProducts(c: ValidatedContext<{ query: typeof productListQuerySchema }>) {
  const query = c.req.valid("query");
  const { rows, total } = await productListPage(c.get("deps").db, query);
  return okList(c, rows, { page: query.page, limit: PAGE_SIZE, totalRecords: total });
}

/** What the product forms choose from: categories with their sub-categories, and the colour and size masters. */
export async function productOptions(c: AppContext) {
  return ok(c, await productFormOptions(c.get("deps").db));
}

export async function getProduct(c: ValidatedContext<{ param: typeof productIdParam }>) {
  return ok(c, await productDetail(c.get("deps").db, c.req.valid("param").id));
}

/**
 * GET /admin/products/preview/:slug: the product page's product as the shop would show it, active
 * or not, for staff to preview before putting it on sale. Only a live staff session reads an
 * inactive product (the storefront asks server to server with the staff token); shoppers get
 * 410 from the public route as before. Private and never stored (admin.routes.ts).
 */
export async function previewProduct(c: ValidatedContext<{ param: typeof productSlugParam }>) {
  const { db } = c.get("deps");
  const found = await findProductSlug(db, c.req.valid("param").slug);
  if (!found) throw notFound("Product");
  return ok(c, { ...(await productBySlug(db, found.slug, { includeInactive: true })), isActive: found.isActive });
}

export async function createProduct(c: ValidatedContext<{ json: typeof productCreateSchema }>) {
  const { db } = c.get("deps");
  const input = c.req.valid("json");
  const id = await writes.createProduct(db, input, writer(c));
  return ok(c, await productDetail(db, id), `${input.name} was added, inactive: activate it to put it on sale`);
}

export async function updateProduct(
  c: ValidatedContext<{ param: typeof productIdParam; json: typeof productUpdateSchema }>,
) {
  const { db } = c.get("deps");
  const { id } = c.req.valid("param");
  const changed = await writes.updateProduct(db, id, c.req.valid("json"), writer(c));
  const detail = await productDetail(db, id);
  return ok(c, detail, changed ? `${detail.name} was saved` : "Nothing to change");
}

export async function duplicateProduct(c: ValidatedContext<{ param: typeof productIdParam }>) {
  const { db } = c.get("deps");
  const copyId = await writes.duplicateProduct(db, c.req.valid("param").id, writer(c));
  const detail = await productDetail(db, copyId);
  return ok(c, detail, `${detail.name} was made, inactive: check it, then activate it`);
}

function setActive(active: boolean) {
  return async (c: ValidatedContext<{ param: typeof productIdParam; json: typeof productVersionSchema }>) => {
    const { db } = c.get("deps");
    const { id } = c.req.valid("param");
    const changed = await writes.setProductActive(db, id, c.req.valid("json").version, active, writer(c));
    const detail = await productDetail(db, id);
    const message = !changed
      ? "Nothing to change"
      : active
        ? `${detail.name} is on sale in the shop`
        : `${detail.name} is no longer shown in the shop`;
    return ok(c, detail, message);
  };
}

export const activateProduct = setActive(true);
export const deactivateProduct = setActive(false);

/** The product's detail after a change to its variants, with the change's message. */
async function afterVariantChange(c: AppContext, id: string, message: string) {
  return ok(c, await productDetail(c.get("deps").db, id), message);
}

export async function saveVariants(
  c: ValidatedContext<{ param: typeof productIdParam; json: typeof variantsUpdateSchema }>,
) {
  const { id } = c.req.valid("param");
  return afterVariantChange(c, id, await variants.saveVariants(c.get("deps").db, id, c.req.valid("json"), writer(c)));
}

export async function addProductColour(
  c: ValidatedContext<{ param: typeof productIdParam; json: typeof addColorSchema }>,
) {
  const { id } = c.req.valid("param");
  const { version, colorId } = c.req.valid("json");
  const message = await variants.addProductColour(c.get("deps").db, { id, version }, colorId, writer(c));
  return afterVariantChange(c, id, message);
}

export async function addProductSize(
  c: ValidatedContext<{ param: typeof productIdParam; json: typeof addSizeSchema }>,
) {
  const { id } = c.req.valid("param");
  const { version, sizeId } = c.req.valid("json");
  const message = await variants.addProductSize(c.get("deps").db, { id, version }, sizeId, writer(c));
  return afterVariantChange(c, id, message);
}

export async function removeProductColour(
  c: ValidatedContext<{ param: typeof productColorParam; json: typeof productVersionSchema }>,
) {
  const { id, colorId } = c.req.valid("param");
  const { version } = c.req.valid("json");
  const message = await variants.removeProductColour(c.get("deps").db, { id, version }, colorId, writer(c));
  return afterVariantChange(c, id, message);
}

export async function removeProductSize(
  c: ValidatedContext<{ param: typeof productSizeParam; json: typeof productVersionSchema }>,
) {
  const { id, sizeId } = c.req.valid("param");
  const { version } = c.req.valid("json");
  const message = await variants.removeProductSize(c.get("deps").db, { id, version }, sizeId, writer(c));
  return afterVariantChange(c, id, message);
}
