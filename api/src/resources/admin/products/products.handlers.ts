import { type SQL, and, asc, count, desc, eq, exists, sql } from "drizzle-orm";
import type { AppContext } from "@api/context";
import type { Tx } from "@api/db/client";
import {
  categories,
  colors,
  productCategories,
  productColors,
  productSizes,
  productSlugs,
  products,
  sizes,
  subCategories,
} from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { refuseStaleEdit } from "@api/lib/edit-conflict";
import { ApiError, notFound, ok, okList } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { toPaise, toRupees } from "@api/lib/money";
import { placeholderImage } from "@api/lib/placeholder-image";
import { cleanHtml } from "@api/lib/rich-text";
import type { ValidatedContext } from "@api/lib/validation";
import {
  type ProductInput,
  type addColorSchema,
  type addSizeSchema,
  type productCreateSchema,
  type productListQuerySchema,
  type productUpdateSchema,
  type productVersionSchema,
  type variantsUpdateSchema,
} from "@api/validation/admin-products";
import { isUniqueViolation } from "@api/resources/customers/customers.service";
import { findProductSlug } from "@api/resources/products/product-slugs";
import { productBySlug } from "@api/resources/products/products.queries";
import {
  PRODUCT_FIELD_LABELS,
  SKU_TAKEN,
  SLUG_TAKEN,
  type ProductRow,
  auditedProduct,
  changedFields,
  checkCategories,
  freeSku,
  freeSlug,
  lockProductRows,
  productDetail,
  productLinks,
  skuTaken,
  slugTaken,
  writeLinks,
} from "./product-record";
import { addColour, addSize, removeColour, removeSize, syncVariantMirrors, writeVariants } from "./product-variants";
import { readCatalogueSettings } from "../stock/catalogue-settings";
import { PRODUCT_FORM_REASON, setSkuStock } from "./product-stock";
import type { productColorParam, productIdParam, productSizeParam, productSlugParam } from "./products.schemas";
import { productMatches } from "./product-search";

const PAGE_SIZE = 20;
export const TYPE_LOCKED = "Remove this product's colours and sizes before changing its type";

type Actor = { id: string; email: string };

// The subqueries name the outer row as products.id: an interpolated column renders unqualified there.
/**
 * A product's units on hand, counted where the shop counts them: the product row for a plain
 * product, its colours for a colour product, its sizes otherwise. `minStock` is its emptiest sku.
 */
const totalStock = sql<number>`(case ${products.productType}
  when 'PRODUCT' then ${products.stock}
  when 'PRODUCT_WITH_COLOR' then coalesce((select sum(pc.stock) from product_colors pc where pc.product_id = products.id), 0)
  else coalesce((select sum(ps.stock) from product_sizes ps where ps.product_id = products.id), 0) end)::int`;
/**
 * How far the emptiest sku is above its low-stock threshold (its own, or the shop's default from
 * the stock screen's settings): at or below 0, the product counts as low on stock, as the stock
 * screen and its alerts count it.
 */
const headroom = (defaultThreshold: number) => sql<number>`(case ${products.productType}
  when 'PRODUCT' then ${products.stock} - coalesce(${products.lowStockThreshold}, ${defaultThreshold})
  when 'PRODUCT_WITH_COLOR' then coalesce((select min(pc.stock - coalesce(pc.low_stock_threshold, ${defaultThreshold})) from product_colors pc where pc.product_id = products.id), 0)
  else coalesce((select min(ps.stock - coalesce(ps.low_stock_threshold, ${defaultThreshold})) from product_sizes ps where ps.product_id = products.id), 0) end)::int`;

const stockFilter = (state: string, defaultThreshold: number) =>
  state === "out"
    ? sql`${totalStock} = 0`
    : state === "low"
      ? sql`${totalStock} > 0 and ${headroom(defaultThreshold)} <= 0`
      : sql`${headroom(defaultThreshold)} > 0`;

const SORTS: Record<string, SQL[]> = {
  name: [sql`lower(${products.name})`, asc(products.id)],
  price: [asc(products.sellingPricePaise), asc(products.id)],
  "price-desc": [desc(products.sellingPricePaise), asc(products.id)],
  stock: [asc(totalStock), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
};

const stockStateOf = (total: number, headroomLeft: number) => (total === 0 ? "out" : headroomLeft <= 0 ? "low" : "in");

export async function listProducts(c: ValidatedContext<{ query: typeof productListQuerySchema }>) {
  const { db } = c.get("deps");
  const { q, category, type, stock, active, sort, page } = c.req.valid("query");
  const { lowStockThreshold } = await readCatalogueSettings(db);
  const where = and(
    q ? productMatches(db, q) : undefined,
    category
      ? exists(
          db
            .select({ one: sql`1` })
            .from(productCategories)
            .where(and(eq(productCategories.productId, products.id), eq(productCategories.categoryId, category))),
        )
      : undefined,
    type ? eq(products.productType, type) : undefined,
    stock ? stockFilter(stock, lowStockThreshold) : undefined,
    active ? eq(products.isActive, active === "active") : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        productType: products.productType,
        sellingPricePaise: products.sellingPricePaise,
        mrpPaise: products.mrpPaise,
        isActive: products.isActive,
        totalStock,
        headroom: headroom(lowStockThreshold),
        categories: sql<
          string | null
        >`(select string_agg(c.name, ', ' order by pc.position) from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = products.id)`,
      })
      .from(products)
      .where(where)
      .orderBy(...SORTS[sort ?? "newest"])
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return okList(
    c,
    rows.map((r) => ({
      _id: r.id,
      name: r.name,
      sku: r.sku,
      productType: r.productType,
      sellingPrice: toRupees(r.sellingPricePaise),
      mrp: toRupees(r.mrpPaise),
      isActive: r.isActive,
      stock: r.totalStock,
      stockState: stockStateOf(r.totalStock, r.headroom),
      categories: r.categories ?? "",
    })),
    { page, limit: PAGE_SIZE, totalRecords: total },
  );
}

/** What the product forms choose from: categories with their sub-categories, and the colour and size masters. */
export async function productOptions(c: AppContext) {
  const { db } = c.get("deps");
  const [cats, subs, colorRows, sizeRows] = await Promise.all([
    db
      .select({ _id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name)),
    db
      .select({ _id: subCategories.id, name: subCategories.name, categoryId: subCategories.categoryId })
      .from(subCategories)
      .orderBy(asc(subCategories.position), asc(subCategories.name)),
    db.select({ _id: colors.id, name: colors.name, hex: colors.hex }).from(colors).orderBy(asc(colors.name)),
    db.select({ _id: sizes.id, name: sizes.name }).from(sizes).orderBy(asc(sizes.position), asc(sizes.name)),
  ]);
  return ok(c, {
    categories: cats.map((cat) => ({
      ...cat,
      subCategories: subs.filter((s) => s.categoryId === cat._id).map(({ _id, name }) => ({ _id, name })),
    })),
    colors: colorRows,
    sizes: sizeRows,
  });
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

/** The product row's own fields from a form; rich text is cleaned once, here, on its way in. */
function productValues(input: ProductInput) {
  return {
    name: input.name,
    sku: input.sku,
    productType: input.productType,
    sellingPricePaise: toPaise(input.sellingPrice),
    mrpPaise: toPaise(input.mrp),
    shortDescription: input.shortDescription ?? "",
    description: cleanHtml(input.description ?? ""),
    warrantyTerms: cleanHtml(input.warrantyTerms ?? ""),
    tagLine: input.tagLine ?? "",
    maximumOrderQuantity: input.maximumOrderQuantity,
    seoTitle: input.seoTitle ?? null,
    seoDescription: input.seoDescription ?? null,
    hsnCode: input.hsnCode,
    gstRate: input.gstRate,
  };
}

async function refuseTakenSku(tx: Tx, sku: string, productId?: string) {
  if (await skuTaken(tx, sku, { productId })) throw new ApiError(409, SKU_TAKEN, { sku: SKU_TAKEN });
}

/** The slug typed, or one made from the name (numbered when taken); a typed one that is taken is refused. */
async function chooseSlug(tx: Tx, input: ProductInput, productId?: string) {
  if (!input.slug) return freeSlug(tx, input.name, productId);
  if (await slugTaken(tx, input.slug, productId)) throw new ApiError(409, SLUG_TAKEN, { slug: SLUG_TAKEN });
  return input.slug;
}

/** Two saves racing past the checks meet the unique indexes: the later one hears which field. */
function explainUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, "products_slug_unique") || isUniqueViolation(error, "product_slugs_pkey"))
    throw new ApiError(409, SLUG_TAKEN, { slug: SLUG_TAKEN });
  if (isUniqueViolation(error, "products_sku_unique")) throw new ApiError(409, SKU_TAKEN, { sku: SKU_TAKEN });
  throw error;
}

/** A new product starts inactive: staff add its variants and pictures, then put it on sale. */
export async function createProduct(c: ValidatedContext<{ json: typeof productCreateSchema }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const input = c.req.valid("json");
  const now = clock.now();
  const id = newId();
  await db
    .transaction(async (tx) => {
      const links = await checkCategories(tx, input.categories, input.subCategories);
      await refuseTakenSku(tx, input.sku);
      const slug = await chooseSlug(tx, input);
      const picture = placeholderImage(input.name);
      const [row] = await tx
        .insert(products)
        .values({
          id,
          ...productValues(input),
          slug,
          stock: input.stock,
          defaultImage: picture,
          image: picture,
          images: [],
          isActive: false,
          createdAt: now,
        })
        .returning();
      await writeLinks(tx, id, links);
      await recordAudit(tx, {
        actor: me,
        action: "product.create",
        entityType: "product",
        entityId: id,
        before: null,
        after: auditedProduct(row, links),
        at: now,
      });
    })
    .catch(explainUniqueViolation);
  return ok(c, await productDetail(db, id), `${input.name} was added, inactive: activate it to put it on sale`);
}

/** The form's version must be the product's, or the save is refused naming who saved in between. */
async function refuseStale(tx: Tx, row: ProductRow, version: number) {
  await refuseStaleEdit(tx, {
    entityType: "product",
    entityId: row.id,
    noun: "product",
    currentVersion: row.version,
    submittedVersion: version,
    fieldLabels: PRODUCT_FIELD_LABELS,
  });
}

async function hasVariants(tx: Tx, productId: string) {
  const [[c], [s]] = await Promise.all([
    tx.select({ n: count() }).from(productColors).where(eq(productColors.productId, productId)),
    tx.select({ n: count() }).from(productSizes).where(eq(productSizes.productId, productId)),
  ]);
  return c.n + s.n > 0;
}

export async function updateProduct(
  c: ValidatedContext<{ param: typeof productIdParam; json: typeof productUpdateSchema }>,
) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  const now = clock.now();
  const changed = await db
    .transaction(async (tx) => {
      const current = await lockProductRows(tx, id);
      await refuseStale(tx, current, input.version);
      const links = await checkCategories(tx, input.categories, input.subCategories);
      await refuseTakenSku(tx, input.sku, id);
      const slug = input.slug ? await chooseSlug(tx, input, id) : current.slug;
      const variants = await hasVariants(tx, id);
      if (input.productType !== current.productType && variants)
        throw new ApiError(409, TYPE_LOCKED, { productType: TYPE_LOCKED });

      const beforeLinks = await productLinks(tx, id);
      const [updated] = await tx
        .update(products)
        .set({ ...productValues(input), slug, version: current.version + 1 })
        .where(eq(products.id, id))
        .returning();
      // A variant product's own count follows its variants (syncVariantMirrors below).
      if (input.stock !== current.stock && !variants)
        await setSkuStock(tx, { table: "products", id }, input.stock, {
          actor: me,
          at: now,
          reason: PRODUCT_FORM_REASON,
        });
      await writeLinks(tx, id, links);
      if (slug !== current.slug) {
        // The old address keeps working (a 301 from the shop); returning to an old slug takes it out of the history.
        await tx.delete(productSlugs).where(eq(productSlugs.slug, slug));
        await tx
          .insert(productSlugs)
          .values({ slug: current.slug, productId: id, createdAt: now })
          .onConflictDoNothing();
      }
      // A variant product's prices, limit and stock are its first variant's.
      if (variants) await syncVariantMirrors(tx, updated);
      const [after] = await tx.select().from(products).where(eq(products.id, id));
      const diff = changedFields(auditedProduct(current, beforeLinks), auditedProduct(after, links));
      await recordAudit(tx, {
        actor: me,
        action: "product.update",
        entityType: "product",
        entityId: id,
        ...diff,
        at: now,
      });
      return Object.keys(diff.after).length;
    })
    .catch(explainUniqueViolation);
  const detail = await productDetail(db, id);
  return ok(c, detail, changed ? `${detail.name} was saved` : "Nothing to change");
}

/** An inactive copy to start a similar product from: every field and variant, with a free slug and skus, and no stock. */
export async function duplicateProduct(c: ValidatedContext<{ param: typeof productIdParam }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const now = clock.now();
  const copyId = newId();
  await db.transaction(async (tx) => {
    const source = await lockProductRows(tx, id);
    const links = await productLinks(tx, id);
    const taken = new Set<string>();
    const name = `${source.name} (copy)`;
    const { id: _id, version: _version, createdAt: _createdAt, soldCount: _sold, ...fields } = source;
    const [row] = await tx
      .insert(products)
      .values({
        ...fields,
        id: copyId,
        name,
        slug: await freeSlug(tx, name),
        sku: await freeSku(tx, `${source.sku}-COPY`, taken),
        stock: 0,
        isActive: false,
        createdAt: now,
      })
      .returning();
    await writeLinks(tx, copyId, links);
    const colourIds = new Map<string, string>();
    for (const colour of await tx.select().from(productColors).where(eq(productColors.productId, id))) {
      const newColourId = newId();
      colourIds.set(colour.id, newColourId);
      await tx.insert(productColors).values({
        ...colour,
        id: newColourId,
        productId: copyId,
        stock: 0,
        sku: colour.sku ? await freeSku(tx, `${colour.sku}-COPY`, taken) : null,
      });
    }
    for (const size of await tx.select().from(productSizes).where(eq(productSizes.productId, id))) {
      await tx.insert(productSizes).values({
        ...size,
        id: newId(),
        productId: copyId,
        productColorId: size.productColorId ? (colourIds.get(size.productColorId) ?? null) : null,
        stock: 0,
        sku: size.sku ? await freeSku(tx, `${size.sku}-COPY`, taken) : null,
      });
    }
    await recordAudit(tx, {
      actor: me,
      action: "product.duplicate",
      entityType: "product",
      entityId: copyId,
      before: null,
      after: { ...auditedProduct(row, links), copiedFrom: id },
      at: now,
    });
  });
  const detail = await productDetail(db, copyId);
  return ok(c, detail, `${detail.name} was made, inactive: check it, then activate it`);
}

function setActive(active: boolean) {
  return async (c: ValidatedContext<{ param: typeof productIdParam; json: typeof productVersionSchema }>) => {
    const { db, clock } = c.get("deps");
    const me = c.get("staff");
    const { id } = c.req.valid("param");
    const { version } = c.req.valid("json");
    const now = clock.now();
    const changed = await db.transaction(async (tx) => {
      const current = await lockProductRows(tx, id);
      await refuseStale(tx, current, version);
      if (current.isActive === active) return false;
      // The triggers of migrations 0003 and 0004 take it in or out of listings and search.
      await tx
        .update(products)
        .set({ isActive: active, version: current.version + 1 })
        .where(eq(products.id, id));
      await recordAudit(tx, {
        actor: me,
        action: active ? "product.activate" : "product.deactivate",
        entityType: "product",
        entityId: id,
        before: { isActive: current.isActive },
        after: { isActive: active },
        at: now,
      });
      return true;
    });
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

/** A change to the variant matrix: locked, version-checked, audited with what changed, and the version raised. */
async function variantChange(
  c: ValidatedContext<{ param: typeof productIdParam }>,
  version: number,
  action: string,
  change: (
    tx: Tx,
    product: ProductRow,
    actor: Actor,
  ) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown>; message: string }>,
) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const now = clock.now();
  const message = await db
    .transaction(async (tx) => {
      const current = await lockProductRows(tx, id);
      await refuseStale(tx, current, version);
      const result = await change(tx, current, me);
      await tx
        .update(products)
        .set({ version: current.version + 1 })
        .where(eq(products.id, id));
      await recordAudit(tx, {
        actor: me,
        action,
        entityType: "product",
        entityId: id,
        before: result.before,
        after: result.after,
        at: now,
      });
      return result.message;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ApiError(409, SKU_TAKEN);
      throw error;
    });
  return ok(c, await productDetail(db, id), message);
}

export async function saveVariants(
  c: ValidatedContext<{ param: typeof productIdParam; json: typeof variantsUpdateSchema }>,
) {
  const { version, variants } = c.req.valid("json");
  return variantChange(c, version, "product.variants", async (tx, product, actor) => {
    const diff = await writeVariants(tx, product, variants, {
      actor,
      at: c.get("deps").clock.now(),
      reason: PRODUCT_FORM_REASON,
    });
    const n = Object.keys(diff.after).length;
    return {
      before: { variants: diff.before },
      after: { variants: diff.after },
      message: n === 0 ? "Nothing to change" : n === 1 ? "1 variant was saved" : `${n} variants were saved`,
    };
  });
}

export async function addProductColour(
  c: ValidatedContext<{ param: typeof productIdParam; json: typeof addColorSchema }>,
) {
  const { version, colorId } = c.req.valid("json");
  return variantChange(c, version, "product.color.add", async (tx, product) => {
    const name = await addColour(tx, product, colorId);
    return { before: { colors: null }, after: { colors: name }, message: `${name} was added` };
  });
}

export async function addProductSize(
  c: ValidatedContext<{ param: typeof productIdParam; json: typeof addSizeSchema }>,
) {
  const { version, sizeId } = c.req.valid("json");
  return variantChange(c, version, "product.size.add", async (tx, product) => {
    const name = await addSize(tx, product, sizeId);
    return { before: { sizes: null }, after: { sizes: name }, message: `Size ${name} was added` };
  });
}

export async function removeProductColour(
  c: ValidatedContext<{ param: typeof productColorParam; json: typeof productVersionSchema }>,
) {
  const { version } = c.req.valid("json");
  const { colorId } = c.req.valid("param");
  return variantChange(c, version, "product.color.remove", async (tx, product) => {
    const name = await removeColour(tx, product, colorId);
    return { before: { colors: name }, after: { colors: null }, message: `${name} was removed` };
  });
}

export async function removeProductSize(
  c: ValidatedContext<{ param: typeof productSizeParam; json: typeof productVersionSchema }>,
) {
  const { version } = c.req.valid("json");
  const { sizeId } = c.req.valid("param");
  return variantChange(c, version, "product.size.remove", async (tx, product) => {
    const name = await removeSize(tx, product, sizeId);
    return { before: { sizes: name }, after: { sizes: null }, message: `Size ${name} was removed` };
  });
}
