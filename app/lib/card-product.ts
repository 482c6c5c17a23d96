import type { ProductCard } from "./api-types";
import type { ListingView } from "./listing";

/**
 * What a product card shows (product-card.tsx, the home's mini lists): the API's card carries
 * more (every picture, the colours, stock, ratings), which a page of cards would otherwise send
 * a second time, in the data React hydrates from. The list view of a listing also shows the
 * product's second picture (`image`) and its short description; the grid shows neither.
 */
export type CardProduct = Pick<
  ProductCard,
  "_id" | "name" | "slug" | "sellingPrice" | "mrp" | "discountPercent" | "defaultImage"
> &
  Partial<Pick<ProductCard, "image" | "shortDescription">> & {
    categories: Pick<ProductCard["categories"][number], "name" | "slug">[];
  };

export function toCardProduct(product: ProductCard, view: ListingView = "grid"): CardProduct {
  const { _id, name, slug, sellingPrice, mrp, discountPercent, defaultImage, image, shortDescription } = product;
  return {
    _id,
    name,
    slug,
    sellingPrice,
    mrp,
    discountPercent,
    defaultImage,
    ...(view === "list" ? { image, shortDescription } : {}),
    // The card links to its first category only.
    categories: product.categories.slice(0, 1).map((category) => ({ name: category.name, slug: category.slug })),
  };
}
