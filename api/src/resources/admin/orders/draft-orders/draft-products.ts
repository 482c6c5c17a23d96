/**
 * Finding what to put on a phone order: products by name or sku (a variant's sku too), each with
 * the choices it can be bought in (a colour, a size, or both) and their price and stock now.
 */
import { and, eq, ilike, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { colors, productColors, productSizes, products, sizes } from "@api/db/schema";
import { toRupees } from "@api/lib/money";
import { likeText } from "@api/lib/like-text";

const PRODUCT_MATCHES = 10;

/** A variant choice as a form value: `<productColor>:<productSize>`, either part empty. */
const variantValue = (productColor: string | null, productSize: string | null) =>
  `${productColor ?? ""}:${productSize ?? ""}`;

export async function searchDraftProducts(db: DbOrTx, q: string) {
  const like = likeText(q.trim());
  const variantSkuMatches = db
    .select({ id: productSizes.productId })
    .from(productSizes)
    .where(ilike(productSizes.sku, like))
    .union(db.select({ id: productColors.productId }).from(productColors).where(ilike(productColors.sku, like)));
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        or(ilike(products.name, like), ilike(products.sku, like), inArray(products.id, variantSkuMatches)),
      ),
    )
    .orderBy(products.name)
    .limit(PRODUCT_MATCHES);
  const ids = rows.map((p) => p.id);
  const [colourRows, sizeRows] = ids.length
    ? await Promise.all([
        db
          .select({ variant: productColors, name: colors.name })
          .from(productColors)
          .innerJoin(colors, eq(colors.id, productColors.colorId))
          .where(inArray(productColors.productId, ids)),
        db
          .select({ variant: productSizes, name: sizes.name })
          .from(productSizes)
          .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
          .where(inArray(productSizes.productId, ids)),
      ])
    : [[], []];
  return rows.map((product) => {
    const option = (
      label: string,
      productColor: string | null,
      productSize: string | null,
      row: { sku: string | null; sellingPricePaise: number; stock: number; maximumOrderQuantity: number },
    ) => ({
      value: variantValue(productColor, productSize),
      label,
      sku: row.sku ?? product.sku,
      price: toRupees(row.sellingPricePaise),
      stock: row.stock,
      maximumOrderQuantity: row.maximumOrderQuantity,
    });
    const coloursOf = colourRows.filter((c) => c.variant.productId === product.id);
    const sizesOf = sizeRows.filter((s) => s.variant.productId === product.id);
    let options;
    switch (product.productType) {
      case "PRODUCT_WITH_COLOR":
        options = coloursOf.map((c) => option(c.name, c.variant.id, null, c.variant));
        break;
      case "PRODUCT_WITH_SIZE":
        options = sizesOf
          .filter((s) => s.variant.productColorId === null)
          .map((s) => option(s.name, null, s.variant.id, s.variant));
        break;
      case "PRODUCT_WITH_COLOR_SIZE":
        options = sizesOf.flatMap((s) => {
          const colour = coloursOf.find((c) => c.variant.id === s.variant.productColorId);
          return colour ? [option(`${colour.name} / ${s.name}`, colour.variant.id, s.variant.id, s.variant)] : [];
        });
        break;
      default:
        options = [option("Standard", null, null, product)];
    }
    return { _id: product.id, name: product.name, sku: product.sku, options };
  });
}
