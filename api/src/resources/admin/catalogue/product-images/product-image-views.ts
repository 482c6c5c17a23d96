/** A product's pictures as staff see them: its own list, or each colour's for a colour product. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { type StoredImage, colors, productColors, products } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { isPlaceholderImage } from "@api/lib/placeholder-image";

export const picturesOf = (images: StoredImage[]) => images.filter((image) => !isPlaceholderImage(image));

/** The product's pictures and, for colour products, each colour's. */
export async function productImagesOr404(db: Db, id: string) {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      productType: products.productType,
      images: products.images,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!product) throw notFound("Product");
  const colorRows = await db
    .select({ id: productColors.id, name: colors.name, hex: colors.hex, images: productColors.images })
    .from(productColors)
    .innerJoin(colors, eq(colors.id, productColors.colorId))
    .where(eq(productColors.productId, id))
    .orderBy(asc(productColors.position), asc(productColors.id));
  const hasColors = product.productType === "PRODUCT_WITH_COLOR" || product.productType === "PRODUCT_WITH_COLOR_SIZE";
  return {
    product: { _id: product.id, name: product.name, slug: product.slug, productType: product.productType },
    // A colour product's own list mirrors its first colour's; staff edit the colours'.
    images: hasColors ? [] : picturesOf(product.images),
    colors: hasColors
      ? colorRows.map((row) => ({ _id: row.id, name: row.name, hex: row.hex, images: picturesOf(row.images) }))
      : [],
  };
}
