/**
 * The variant matrix of colour, size and colour+size products. The rows follow the catalogue's
 * model (db/seed/catalog.ts, customer-orders/stock.ts): the most specific row (a size, or a
 * colour for colour products) has its own sku, prices, stock and limit; the colour row of a
 * colour+size product mirrors its first size's prices and holds its sizes' total stock; the
 * product row repeats its first variant for the shop's lists. `syncVariantMirrors` restores those
 * copies after every change. Callers hold the rows' locks (lockProductRows).
 */
import { and, asc, eq, inArray, isNull, max } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { colors, productColors, productSizes, products, sizes } from "@api/db/schema";
import { ApiError } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { toPaise, toRupees } from "@api/lib/money";
import { placeholderImage } from "@api/lib/placeholder-image";
import type { z } from "zod";
import type { variantRowSchema } from "@api/validation/admin-products";
import { SKU_TAKEN, type ProductRow, freeSku, skuTaken, variantsInOrders } from "./product-record";
import { type StockEntry, setSkuStock, writeFollowerStock } from "./product-stock";

const NO_COLOURS = "This product type has no colours: change its type first";
const NO_SIZES = "This product type has no sizes: change its type first";
const COLOUR_FIRST = "Add a colour first: each colour gets every size";
const inOrdersMessage = (what: string) =>
  `${what} is in existing orders, so it cannot be removed; set its stock to 0 to stop selling it`;

const hasColours = (type: ProductRow["productType"]) =>
  type === "PRODUCT_WITH_COLOR" || type === "PRODUCT_WITH_COLOR_SIZE";
const hasSizes = (type: ProductRow["productType"]) =>
  type === "PRODUCT_WITH_SIZE" || type === "PRODUCT_WITH_COLOR_SIZE";

const colourRowsOf = (tx: DbOrTx, productId: string) =>
  tx
    .select()
    .from(productColors)
    .where(eq(productColors.productId, productId))
    .orderBy(asc(productColors.position), asc(productColors.id));
const sizeRowsOf = (tx: DbOrTx, productId: string) =>
  tx
    .select()
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(asc(productSizes.position), asc(productSizes.id));

/**
 * A new variant starts at the product's current prices and limit. The product's first sku (its
 * first colour, or its first size) takes over the count typed for the product, which its row
 * then only mirrors; any later sku starts with no stock.
 */
const startingValues = (product: ProductRow, firstSku: boolean) => ({
  sellingPricePaise: product.sellingPricePaise,
  mrpPaise: product.mrpPaise,
  maximumOrderQuantity: product.maximumOrderQuantity,
  stock: firstSku ? product.stock : 0,
});

export async function addColour(tx: DbOrTx, product: ProductRow, colorId: string) {
  if (!hasColours(product.productType)) throw new ApiError(409, NO_COLOURS, { colorId: NO_COLOURS });
  const [color] = await tx.select().from(colors).where(eq(colors.id, colorId));
  if (!color) throw new ApiError(400, "Choose a colour from the list", { colorId: "Choose a colour from the list" });
  const existing = await colourRowsOf(tx, product.id);
  if (existing.some((r) => r.colorId === colorId)) {
    throw new ApiError(409, `${color.name} is already a colour of this product`, {
      colorId: `${color.name} is already a colour of this product`,
    });
  }
  const withSizes = product.productType === "PRODUCT_WITH_COLOR_SIZE";
  const [{ position }] = await tx
    .select({ position: max(productColors.position) })
    .from(productColors)
    .where(eq(productColors.productId, product.id));
  const variantId = newId();
  await tx.insert(productColors).values({
    id: variantId,
    productId: product.id,
    colorId,
    sku: withSizes ? null : await freeSku(tx, `${product.sku}-${color.slug}`),
    // A colour+size product's colour row holds its sizes' total (syncVariantMirrors), not a count of its own.
    ...startingValues(product, !withSizes && existing.length === 0),
    defaultImage: placeholderImage(`${product.name} in ${color.name}`),
    images: [],
    position: (position ?? -1) + 1,
  });
  if (withSizes) {
    // Every colour has every size of the product.
    const sizeIds = [...new Set((await sizeRowsOf(tx, product.id)).map((r) => r.sizeId))];
    const sizeRows = sizeIds.length
      ? await tx.select().from(sizes).where(inArray(sizes.id, sizeIds)).orderBy(asc(sizes.position))
      : [];
    for (const size of sizeRows) {
      await tx.insert(productSizes).values({
        id: newId(),
        productId: product.id,
        productColorId: variantId,
        sizeId: size.id,
        sku: await freeSku(tx, `${product.sku}-${color.slug}-${size.slug}`),
        ...startingValues(product, false),
        position: size.position,
      });
    }
  }
  await syncVariantMirrors(tx, product);
  return color.name;
}

export async function addSize(tx: DbOrTx, product: ProductRow, sizeId: string) {
  if (!hasSizes(product.productType)) throw new ApiError(409, NO_SIZES, { sizeId: NO_SIZES });
  const [size] = await tx.select().from(sizes).where(eq(sizes.id, sizeId));
  if (!size) throw new ApiError(400, "Choose a size from the list", { sizeId: "Choose a size from the list" });
  const existing = await sizeRowsOf(tx, product.id);
  if (existing.some((r) => r.sizeId === sizeId)) {
    throw new ApiError(409, `${size.name} is already a size of this product`, {
      sizeId: `${size.name} is already a size of this product`,
    });
  }
  const owners =
    product.productType === "PRODUCT_WITH_COLOR_SIZE"
      ? await tx
          .select({ id: productColors.id, slug: colors.slug })
          .from(productColors)
          .innerJoin(colors, eq(colors.id, productColors.colorId))
          .where(eq(productColors.productId, product.id))
          .orderBy(asc(productColors.position), asc(productColors.id))
      : [{ id: null, slug: null }];
  if (owners.length === 0) throw new ApiError(409, COLOUR_FIRST, { sizeId: COLOUR_FIRST });
  for (const [index, owner] of owners.entries()) {
    await tx.insert(productSizes).values({
      id: newId(),
      productId: product.id,
      productColorId: owner.id,
      sizeId,
      sku: await freeSku(tx, [product.sku, owner.slug, size.slug].filter(Boolean).join("-")),
      ...startingValues(product, existing.length === 0 && index === 0),
      position: size.position,
    });
  }
  await syncVariantMirrors(tx, product);
  return size.name;
}

/** Removes a colour (and its sizes), unless an order holds one of them. */
export async function removeColour(tx: DbOrTx, product: ProductRow, colorId: string) {
  const [row] = await tx
    .select({ id: productColors.id, name: colors.name })
    .from(productColors)
    .innerJoin(colors, eq(colors.id, productColors.colorId))
    .where(and(eq(productColors.productId, product.id), eq(productColors.colorId, colorId)));
  if (!row) throw new ApiError(404, "This product has no such colour");
  const sizeIds = (
    await tx.select({ id: productSizes.id }).from(productSizes).where(eq(productSizes.productColorId, row.id))
  ).map((r) => r.id);
  if ((await variantsInOrders(tx, [row.id, ...sizeIds])).size > 0) throw new ApiError(409, inOrdersMessage(row.name));
  await tx.delete(productColors).where(eq(productColors.id, row.id));
  await syncVariantMirrors(tx, product);
  return row.name;
}

/** Removes a size from the product (from every colour), unless an order holds one of its rows. */
export async function removeSize(tx: DbOrTx, product: ProductRow, sizeId: string) {
  const rows = await tx
    .select({ id: productSizes.id, name: sizes.name })
    .from(productSizes)
    .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
    .where(and(eq(productSizes.productId, product.id), eq(productSizes.sizeId, sizeId)));
  if (rows.length === 0) throw new ApiError(404, "This product has no such size");
  if (
    (
      await variantsInOrders(
        tx,
        rows.map((r) => r.id),
      )
    ).size > 0
  )
    throw new ApiError(409, inOrdersMessage(`Size ${rows[0].name}`));
  await tx.delete(productSizes).where(
    inArray(
      productSizes.id,
      rows.map((r) => r.id),
    ),
  );
  await syncVariantMirrors(tx, product);
  return rows[0].name;
}

type VariantInput = z.output<typeof variantRowSchema>;
type VariantValues = {
  sku: string | null;
  mrp: number;
  sellingPrice: number;
  stock: number;
  maximumOrderQuantity: number;
};

const valuesOf = (v: {
  sku: string | null;
  mrpPaise: number;
  sellingPricePaise: number;
  stock: number;
  maximumOrderQuantity: number;
}): VariantValues => ({
  sku: v.sku,
  mrp: toRupees(v.mrpPaise),
  sellingPrice: toRupees(v.sellingPricePaise),
  stock: v.stock,
  maximumOrderQuantity: v.maximumOrderQuantity,
});

/**
 * Saves the matrix in one go: each posted row must be one of the product's editable rows. Returns
 * the changed rows' values before and after, keyed by sku, for the audit log.
 */
export async function writeVariants(tx: DbOrTx, product: ProductRow, input: VariantInput[], entry: StockEntry) {
  const level = product.productType === "PRODUCT_WITH_COLOR" ? "color" : hasSizes(product.productType) ? "size" : null;
  if (!level) throw new ApiError(409, "A plain product has no variants");
  const table = level === "color" ? productColors : productSizes;
  const current = level === "color" ? await colourRowsOf(tx, product.id) : await sizeRowsOf(tx, product.id);
  const byId = new Map(current.map((r) => [r.id, r]));

  const errors: Record<string, string> = {};
  const seen = new Map<string, number>();
  for (const [index, row] of input.entries()) {
    if (!byId.has(row.id))
      errors[`variants.${index}.id`] = "This variant is no longer part of the product: reload the page";
    const sku = row.sku.toUpperCase();
    if (sku === product.sku.toUpperCase() || seen.has(sku)) errors[`variants.${index}.sku`] = SKU_TAKEN;
    else if (await skuTaken(tx, sku, { variantId: row.id, productId: product.id }))
      errors[`variants.${index}.sku`] = SKU_TAKEN;
    seen.set(sku, index);
  }
  if (Object.keys(errors).length > 0) throw new ApiError(409, Object.values(errors)[0], errors);

  const before: Record<string, VariantValues> = {};
  const after: Record<string, VariantValues> = {};
  for (const row of input) {
    const old = byId.get(row.id)!;
    const next = {
      sku: row.sku,
      mrpPaise: toPaise(row.mrp),
      sellingPricePaise: toPaise(row.sellingPrice),
      stock: row.stock,
      maximumOrderQuantity: row.maximumOrderQuantity,
    };
    const [was, now] = [valuesOf(old), valuesOf(next)];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    before[old.sku ?? old.id] = was;
    after[next.sku] = now;
    const { stock, ...rest } = next;
    await tx.update(table).set(rest).where(eq(table.id, row.id));
    if (stock !== old.stock)
      await setSkuStock(
        tx,
        { table: level === "color" ? "product_colors" : "product_sizes", id: row.id },
        stock,
        entry,
      );
  }
  await syncVariantMirrors(tx, product);
  return { before, after };
}

/** Copies the first size onto each colour row (stock: its sizes' total) and the first variant onto the product row. */
export async function syncVariantMirrors(tx: DbOrTx, product: Pick<ProductRow, "id" | "productType">) {
  type Head = { sellingPricePaise: number; mrpPaise: number; stock: number; maximumOrderQuantity: number };
  let head: Head | undefined;
  if (product.productType === "PRODUCT_WITH_COLOR") {
    head = (await colourRowsOf(tx, product.id))[0];
  } else if (product.productType === "PRODUCT_WITH_SIZE") {
    head = (
      await tx
        .select()
        .from(productSizes)
        .where(and(eq(productSizes.productId, product.id), isNull(productSizes.productColorId)))
        .orderBy(asc(productSizes.position), asc(productSizes.id))
    )[0];
  } else if (product.productType === "PRODUCT_WITH_COLOR_SIZE") {
    const sizeRows = await sizeRowsOf(tx, product.id);
    for (const colour of await colourRowsOf(tx, product.id)) {
      const own = sizeRows.filter((s) => s.productColorId === colour.id);
      const first = own[0];
      head ??= first;
      if (!first) continue;
      const total = own.reduce((sum, s) => sum + s.stock, 0);
      await tx
        .update(productColors)
        .set({
          sellingPricePaise: first.sellingPricePaise,
          mrpPaise: first.mrpPaise,
          maximumOrderQuantity: first.maximumOrderQuantity,
        })
        .where(eq(productColors.id, colour.id));
      if (total !== colour.stock) await writeFollowerStock(tx, { table: "product_colors", id: colour.id }, total);
    }
  }
  if (!head) return;
  await tx
    .update(products)
    .set({
      sellingPricePaise: head.sellingPricePaise,
      mrpPaise: head.mrpPaise,
      maximumOrderQuantity: head.maximumOrderQuantity,
    })
    .where(eq(products.id, product.id));
  await writeFollowerStock(tx, { table: "products", id: product.id }, head.stock);
}
