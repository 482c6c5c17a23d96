/**
 * A product as the back office reads and writes it: the row locks, the detail view, the audited
 * fields, and the uniqueness rules of slugs and skus.
 */
import { type AnyColumn, and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import {
  categories,
  colors,
  orderItems,
  productCategories,
  productColors,
  productSizes,
  productSlugs,
  productSubCategories,
  products,
  sizes,
  subCategories,
} from "@api/db/schema";
import { ApiError, notFound } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import { slugify } from "@api/validation/admin-products";

export type ProductRow = typeof products.$inferSelect;

export const SLUG_TAKEN = "Another product uses this slug";
export const SKU_TAKEN = "Another product or variant uses this SKU";

/** What the audit log keeps of a product, and the stale-edit message names. */
export const PRODUCT_FIELD_LABELS: Record<string, string> = {
  name: "name",
  slug: "slug",
  sku: "SKU",
  categories: "categories",
  subCategories: "sub-categories",
  mrp: "MRP",
  sellingPrice: "selling price",
  shortDescription: "short description",
  description: "description",
  warrantyTerms: "warranty terms",
  tagLine: "tag line",
  productType: "product type",
  stock: "stock",
  maximumOrderQuantity: "maximum order quantity",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  hsnCode: "HSN code",
  gstRate: "GST rate",
  isActive: "status",
  variants: "variants",
  colors: "colours",
  sizes: "sizes",
};

export type AuditedProduct = Record<string, unknown>;

export function auditedProduct(
  row: ProductRow,
  links: { categories: string[]; subCategories: string[] },
): AuditedProduct {
  return {
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    categories: [...links.categories].sort(),
    subCategories: [...links.subCategories].sort(),
    mrp: toRupees(row.mrpPaise),
    sellingPrice: toRupees(row.sellingPricePaise),
    shortDescription: row.shortDescription,
    description: row.description,
    warrantyTerms: row.warrantyTerms,
    tagLine: row.tagLine,
    productType: row.productType,
    stock: row.stock,
    maximumOrderQuantity: row.maximumOrderQuantity,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    isActive: row.isActive,
  };
}

/** Only the fields that changed, before and after, so the audit log reads as the change itself. */
export function changedFields(before: AuditedProduct, after: AuditedProduct) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

export async function productLinks(tx: DbOrTx, productId: string) {
  const [cats, subs] = await Promise.all([
    tx
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, productId)),
    tx
      .select({ id: productSubCategories.subCategoryId })
      .from(productSubCategories)
      .where(eq(productSubCategories.productId, productId)),
  ]);
  return { categories: cats.map((r) => r.id), subCategories: subs.map((r) => r.id) };
}

/**
 * Locks a product for a save: its size rows, then its colour rows, then the product row, each by
 * id — the order an order's stock UPDATEs take (customer-orders/stock.ts), so the two never deadlock.
 */
export async function lockProductRows(tx: DbOrTx, productId: string): Promise<ProductRow> {
  await tx
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(asc(productSizes.id))
    .for("update");
  await tx
    .select({ id: productColors.id })
    .from(productColors)
    .where(eq(productColors.productId, productId))
    .orderBy(asc(productColors.id))
    .for("update");
  const [row] = await tx.select().from(products).where(eq(products.id, productId)).for("update");
  if (!row) throw notFound("Product");
  return row;
}

/** Whether `slug` is the address of a product other than `productId`, now or before. */
export async function slugTaken(tx: DbOrTx, slug: string, productId?: string) {
  const [current] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), productId ? ne(products.id, productId) : undefined));
  if (current) return true;
  const [old] = await tx
    .select({ id: productSlugs.productId })
    .from(productSlugs)
    .where(and(eq(productSlugs.slug, slug), productId ? ne(productSlugs.productId, productId) : undefined));
  return Boolean(old);
}

/** A free slug made from `base`: base, base-2, base-3… */
export async function freeSlug(tx: DbOrTx, base: string, productId?: string) {
  const root = slugify(base) || "product";
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await slugTaken(tx, candidate, productId))) return candidate;
  }
}

/** Whether a product or variant other than the named ones already uses `sku` (case-insensitively, as people read them). */
export async function skuTaken(tx: DbOrTx, sku: string, except: { productId?: string; variantId?: string } = {}) {
  const upper = sku.toUpperCase();
  const [[p], [c], [s]] = await Promise.all([
    tx
      .select({ id: products.id })
      .from(products)
      .where(and(eqUpper(products.sku, upper), except.productId ? ne(products.id, except.productId) : undefined))
      .limit(1),
    tx
      .select({ id: productColors.id })
      .from(productColors)
      .where(
        and(eqUpper(productColors.sku, upper), except.variantId ? ne(productColors.id, except.variantId) : undefined),
      )
      .limit(1),
    tx
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(
        and(eqUpper(productSizes.sku, upper), except.variantId ? ne(productSizes.id, except.variantId) : undefined),
      )
      .limit(1),
  ]);
  return Boolean(p || c || s);
}

const eqUpper = (column: AnyColumn, upper: string) => sql`upper(${column}) = ${upper}`;

/** A free sku made from `base`: BASE, BASE-2, BASE-3… (for copies and new variants). */
export async function freeSku(tx: DbOrTx, base: string, taken: Set<string> = new Set()) {
  const root = base.toUpperCase().slice(0, 55);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!taken.has(candidate) && !(await skuTaken(tx, candidate))) {
      taken.add(candidate);
      return candidate;
    }
  }
}

/** The chosen categories must exist, and each sub-category must belong to one of them. */
export async function checkCategories(tx: DbOrTx, categoryIds: string[], subCategoryIds: string[]) {
  const unique = [...new Set(categoryIds)];
  const found = unique.length
    ? await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, unique))
    : [];
  if (found.length !== unique.length)
    throw new ApiError(400, "A chosen category does not exist", { categories: "A chosen category does not exist" });
  const subs = [...new Set(subCategoryIds)];
  if (subs.length === 0) return { categories: unique, subCategories: subs };
  const subRows = await tx
    .select({ id: subCategories.id, categoryId: subCategories.categoryId })
    .from(subCategories)
    .where(inArray(subCategories.id, subs));
  if (subRows.length !== subs.length || subRows.some((s) => !unique.includes(s.categoryId))) {
    const message = "Each sub-category must belong to one of the chosen categories";
    throw new ApiError(400, message, { subCategories: message });
  }
  return { categories: unique, subCategories: subs };
}

/** Replaces a product's categories and sub-categories (the search triggers follow). */
export async function writeLinks(
  tx: DbOrTx,
  productId: string,
  links: { categories: string[]; subCategories: string[] },
) {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  await tx.delete(productSubCategories).where(eq(productSubCategories.productId, productId));
  if (links.categories.length) {
    await tx
      .insert(productCategories)
      .values(links.categories.map((categoryId, position) => ({ productId, categoryId, position })));
  }
  if (links.subCategories.length) {
    await tx
      .insert(productSubCategories)
      .values(links.subCategories.map((subCategoryId) => ({ productId, subCategoryId })));
  }
}

/** The variant rows named in orders: those are never deleted (an order keeps pointing at what was bought). */
export async function variantsInOrders(tx: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .select({ color: orderItems.productColorId, size: orderItems.productSizeId })
    .from(orderItems)
    .where(or(inArray(orderItems.productColorId, ids), inArray(orderItems.productSizeId, ids)));
  return new Set(rows.flatMap((r) => [r.color, r.size]).filter((id): id is string => id !== null && ids.includes(id)));
}

const price = (sellingPaise: number, mrpPaise: number) => ({
  sellingPrice: toRupees(sellingPaise),
  mrp: toRupees(mrpPaise),
});

/** The product as the edit screen shows it: every field, its categories, its variants (in the shop's order) and its old slugs. */
export async function productDetail(tx: DbOrTx, productId: string) {
  const [row] = await tx.select().from(products).where(eq(products.id, productId));
  if (!row) throw notFound("Product");
  const [cats, subs, colorRows, sizeRows, oldSlugs] = await Promise.all([
    tx
      .select({ _id: categories.id, name: categories.name, slug: categories.slug })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, productId))
      .orderBy(asc(productCategories.position)),
    tx
      .select({
        _id: subCategories.id,
        name: subCategories.name,
        slug: subCategories.slug,
        categoryId: subCategories.categoryId,
      })
      .from(productSubCategories)
      .innerJoin(subCategories, eq(subCategories.id, productSubCategories.subCategoryId))
      .where(eq(productSubCategories.productId, productId))
      .orderBy(asc(subCategories.position), asc(subCategories.name)),
    tx
      .select({ variant: productColors, color: colors })
      .from(productColors)
      .innerJoin(colors, eq(colors.id, productColors.colorId))
      .where(eq(productColors.productId, productId))
      .orderBy(asc(productColors.position), asc(productColors.id)),
    tx
      .select({ variant: productSizes, size: sizes })
      .from(productSizes)
      .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
      .where(eq(productSizes.productId, productId))
      .orderBy(asc(productSizes.position), asc(sizes.position), asc(productSizes.id)),
    tx
      .select({ slug: productSlugs.slug })
      .from(productSlugs)
      .where(eq(productSlugs.productId, productId))
      .orderBy(asc(productSlugs.createdAt)),
  ]);
  const inOrders = await variantsInOrders(tx, [
    ...colorRows.map((r) => r.variant.id),
    ...sizeRows.map((r) => r.variant.id),
  ]);

  const editable = (
    level: "color" | "size",
    v: {
      id: string;
      sku: string | null;
      sellingPricePaise: number;
      mrpPaise: number;
      stock: number;
      maximumOrderQuantity: number;
    },
    names: { colorName: string | null; sizeName: string | null },
  ) => ({
    _id: v.id,
    level,
    ...names,
    sku: v.sku ?? "",
    ...price(v.sellingPricePaise, v.mrpPaise),
    stock: v.stock,
    maximumOrderQuantity: v.maximumOrderQuantity,
    inOrders: inOrders.has(v.id),
  });
  // The rows with their own sku, prices and stock: sizes (grouped under their colour) or colours.
  let variants: ReturnType<typeof editable>[] = [];
  if (row.productType === "PRODUCT_WITH_COLOR") {
    variants = colorRows.map((r) => editable("color", r.variant, { colorName: r.color.name, sizeName: null }));
  } else if (row.productType === "PRODUCT_WITH_SIZE") {
    variants = sizeRows
      .filter((r) => r.variant.productColorId === null)
      .map((r) => editable("size", r.variant, { colorName: null, sizeName: r.size.name }));
  } else if (row.productType === "PRODUCT_WITH_COLOR_SIZE") {
    variants = colorRows.flatMap((c) =>
      sizeRows
        .filter((s) => s.variant.productColorId === c.variant.id)
        .map((s) => editable("size", s.variant, { colorName: c.color.name, sizeName: s.size.name })),
    );
  }
  const chosenSizes = new Map(
    sizeRows.map((r) => [r.size.id, { _id: r.size.id, name: r.size.name, slug: r.size.slug }]),
  );

  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    productType: row.productType,
    ...price(row.sellingPricePaise, row.mrpPaise),
    shortDescription: row.shortDescription,
    description: row.description,
    warrantyTerms: row.warrantyTerms,
    tagLine: row.tagLine,
    stock: row.stock,
    maximumOrderQuantity: row.maximumOrderQuantity,
    seoTitle: row.seoTitle ?? "",
    seoDescription: row.seoDescription ?? "",
    hsnCode: row.hsnCode ?? "",
    gstRate: row.gstRate,
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    defaultImage: row.defaultImage,
    categories: cats,
    subCategories: subs,
    colors: colorRows.map((r) => ({
      _id: r.color.id,
      name: r.color.name,
      slug: r.color.slug,
      hex: r.color.hex,
      variantId: r.variant.id,
    })),
    sizes: [...chosenSizes.values()],
    variants,
    oldSlugs: oldSlugs.map((r) => r.slug),
  };
}
