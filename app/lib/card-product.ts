import type { ProductCard } from "./api-types";

/**
 * What a product card shows (product-card.tsx, the home's mini lists): the API's card carries
 * more (every picture, the colours, stock, ratings), which a page of cards would otherwise send
 * a second time, in the data React hydrates from.
 */
export type CardProduct = Pick<
  ProductCard,
  "_id" | "name" | "slug" | "sellingPrice" | "mrp" | "discountPercent" | "defaultImage" | "image" | "shortDescription"
> & { categories: Pick<ProductCard["categories"][number], "name" | "slug">[] };

export function toCardProduct(product: ProductCard): CardProduct {
  const { _id, name, slug, sellingPrice, mrp, discountPercent, defaultImage, image, shortDescription } = product;
  return {
    _id,
    name,
    slug,
    sellingPrice,
    mrp,
    discountPercent,
    defaultImage,
    image,
    shortDescription,
    // The card links to its first category only.
    categories: product.categories.slice(0, 1).map((category) => ({ name: category.name, slug: category.slug })),
  };
}
