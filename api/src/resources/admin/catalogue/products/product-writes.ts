import { count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "@api/db/client";
import { productColors, productSizes, productSlugs, products } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { refuseStaleEdit } from "@api/lib/edit-conflict";
import { ApiError } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { toPaise } from "@api/lib/money";
import { placeholderImage } from "@api/lib/placeholder-image";
import { cleanHtml } from "@api/lib/rich-text";
import type { ProductInput, productCreateSchema, productUpdateSchema } from "@api/validation/admin-products";
import { isUniqueViolation } from "@api/resources/customers/customers.service";
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
  productLinks,
  skuTaken,
  slugTaken,
  writeLinks,
} from "./product-record";
import { syncVariantMirrors } from "./product-variants";
import { PRODUCT_FORM_REASON, setSkuStock } from "./product-stock";

/**
 * The back office's writes to a product's own record: add, save, duplicate, and put on sale or
 * take off it. Each is one transaction, checked (categories, a free sku and slug, the version the
 * form was opened at), and audited; two saves racing past the checks hear which field clashed.
 */

export const TYPE_LOCKED = "Remove this product's colours and sizes before changing its type";

type Actor = { id: string; email: string };
/** Who writes, and when. */
export type ProductWriter = { actor: Actor; at: Date };

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

/** A new product starts inactive: staff add its variants and pictures, then put it on sale. Its id. */
export async function createProduct(
  db: Db,
  input: z.output<typeof productCreateSchema>,
  { actor: me, at: now }: ProductWriter,
) {
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
  return id;
}

/** The form's version must be the product's, or the save is refused naming who saved in between. */
export async function refuseStale(tx: Tx, row: ProductRow, version: number) {
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

/** Saves the product's form; how many of its fields changed. */
export async function updateProduct(
  db: Db,
  id: string,
  input: z.output<typeof productUpdateSchema>,
  { actor: me, at: now }: ProductWriter,
) {
  return db
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
}

/** An inactive copy to start a similar product from: every field and variant, with a free slug and skus, and no stock. Its id. */
export async function duplicateProduct(db: Db, id: string, { actor: me, at: now }: ProductWriter) {
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
  return copyId;
}

/** Puts the product on sale or takes it off; whether that changed anything. */
export async function setProductActive(
  db: Db,
  id: string,
  version: number,
  active: boolean,
  { actor: me, at: now }: ProductWriter,
) {
  return db.transaction(async (tx) => {
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
}
