/**
 * Which colour and size of a product a product URL shows (spec 2 and 4), and everything
 * that follows from that choice: prices, stock, the quantity limit, the pictures and the
 * links of the colour and size pickers. Pure, so the server decides and tests can check it.
 */
import type { ColorVariant, ProductDetail, SizeVariant, StoredImage } from "./api-types";

/** The fields of a product that the variant choice reads. */
export type VariantSource = Pick<
  ProductDetail,
  | "slug"
  | "productType"
  | "sellingPrice"
  | "mrp"
  | "discountPercent"
  | "stock"
  | "maximumOrderQuantity"
  | "defaultImage"
  | "images"
  | "colors"
  | "sizes"
>;

/** The slugs of /product/{slug}[/color/{colorSlug}][/size/{sizeSlug}]. */
export type VariantParams = { colorSlug?: string; sizeSlug?: string };

export type SelectedVariant = {
  color: ColorVariant | null;
  size: SizeVariant | null;
  sellingPrice: number;
  mrp: number;
  discountPercent: number;
  stock: number;
  maximumOrderQuantity: number;
  /** The most a shopper can put in the cart at once: the stock, capped by the order limit. */
  quantityLimit: number;
  /** The main picture first, then the others, each once. */
  images: StoredImage[];
  /** The URL that names this variant in full (a colour always with its size). */
  path: string;
};

export type VariantOption = {
  id: string;
  name: string;
  slug: string;
  href: string;
  current: boolean;
  soldOut: boolean;
  /** Colour options only: the swatch. */
  hex?: string;
};

/** At or below this many units the page says 'Hurry, Only N left!'. */
const LOW_STOCK_THRESHOLD = 5;

const hasColors = (type: VariantSource["productType"]) =>
  type === "PRODUCT_WITH_COLOR" || type === "PRODUCT_WITH_COLOR_SIZE";

export function variantPath(slug: string, colorSlug?: string, sizeSlug?: string) {
  let path = `/product/${slug}`;
  if (colorSlug) path += `/color/${colorSlug}`;
  if (sizeSlug) path += `/size/${sizeSlug}`;
  return path;
}

function gallery(defaultImage: StoredImage, images: StoredImage[]) {
  return [defaultImage, ...images.filter((image) => image.url !== defaultImage.url)];
}

/** The API computes the discount of each variant (spec 9's badge); the page only shows it. */
type Priced = {
  sellingPrice: number;
  mrp: number;
  discountPercent: number;
  stock: number;
  maximumOrderQuantity: number;
};

function pricing(from: Priced) {
  return {
    sellingPrice: from.sellingPrice,
    mrp: from.mrp,
    discountPercent: from.discountPercent,
    stock: from.stock,
    maximumOrderQuantity: from.maximumOrderQuantity,
    quantityLimit: Math.max(0, Math.min(from.stock, from.maximumOrderQuantity)),
  };
}

/**
 * The variant a URL names, or null when the URL names something the product does not have:
 * a colour or size slug it does not carry, a size the chosen colour does not come in, or a
 * colour or size on a product without colours or sizes. Missing slugs mean the first colour
 * and that colour's first size (spec 4: choosing a colour starts at its first size).
 */
export function selectVariant(product: VariantSource, params: VariantParams): SelectedVariant | null {
  const { colorSlug, sizeSlug } = params;
  const withColors = hasColors(product.productType);
  const withSizes = product.productType === "PRODUCT_WITH_SIZE" || product.productType === "PRODUCT_WITH_COLOR_SIZE";
  if ((colorSlug && !withColors) || (sizeSlug && !withSizes)) return null;

  let color: ColorVariant | null = null;
  if (withColors) {
    color = colorSlug ? (product.colors.find((c) => c.color.slug === colorSlug) ?? null) : (product.colors[0] ?? null);
    if (colorSlug && !color) return null;
  }

  const sizeList = product.productType === "PRODUCT_WITH_COLOR_SIZE" ? (color?.sizes ?? []) : product.sizes;
  let size: SizeVariant | null = null;
  if (withSizes) {
    size = sizeSlug ? (sizeList.find((s) => s.size.slug === sizeSlug) ?? null) : (sizeList[0] ?? null);
    if (sizeSlug && !size) return null;
  }

  const images = color ? gallery(color.defaultImage, color.images) : gallery(product.defaultImage, product.images);
  return {
    color,
    size,
    // A size carries its own price and stock; a colour without sizes carries them itself.
    ...pricing(size ?? color ?? product),
    images,
    path: variantPath(product.slug, color?.color.slug, size?.size.slug),
  };
}

/** The colour picker: each colour links to itself at its own first size. */
export function colorOptions(product: VariantSource, selected: SelectedVariant): VariantOption[] {
  if (!hasColors(product.productType)) return [];
  return product.colors.map((variant) => ({
    id: variant._id,
    name: variant.color.name,
    slug: variant.color.slug,
    hex: variant.color.hex,
    href: variantPath(product.slug, variant.color.slug, variant.sizes[0]?.size.slug),
    current: variant._id === selected.color?._id,
    soldOut: variant.stock <= 0,
  }));
}

/** The size picker: the sizes of the chosen colour, or of the product when it has no colours. */
export function sizeOptions(product: VariantSource, selected: SelectedVariant): VariantOption[] {
  const colorSlug = selected.color?.color.slug;
  const list =
    product.productType === "PRODUCT_WITH_COLOR_SIZE"
      ? (selected.color?.sizes ?? [])
      : product.productType === "PRODUCT_WITH_SIZE"
        ? product.sizes
        : [];
  return list.map((variant) => ({
    id: variant._id,
    name: variant.size.name,
    slug: variant.size.slug,
    href: variantPath(product.slug, colorSlug, variant.size.slug),
    current: variant._id === selected.size?._id,
    soldOut: variant.stock <= 0,
  }));
}

export type StockStatus = { level: "out" | "low" | "in"; text: string };

export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return { level: "out", text: "Out of stock" };
  if (stock <= LOW_STOCK_THRESHOLD) return { level: "low", text: `Hurry, Only ${stock} left!` };
  return { level: "in", text: "In stock" };
}
