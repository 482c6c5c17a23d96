/**
 * Turns the lines a shopper sends into priced order lines from the shop's own rows. Nothing
 * the client says about money is used; it is only compared, so a stale page is explained.
 */
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { colors, productColors, productSizes, products, sizes, type StoredImage } from "../../db/schema";
import { ApiError, type FieldErrors } from "../../lib/envelope";
import { toPaise, toRupees } from "../../lib/money";
import { type Coupon, couponDiscountPaise } from "../coupons/coupons.service";
import { onlyLeft, type StockLine } from "./stock";

export type OrderLineInput = {
  product: string;
  productColor?: string;
  productSize?: string;
  quantity: number;
  sellingPrice?: number;
};

export type PricedLine = StockLine & {
  /** Index of the first payload line for this product and variant. */
  index: number;
  errorKey: string;
  name: string;
  slug: string;
  sku: string;
  colorName: string | null;
  sizeName: string | null;
  defaultImage: StoredImage;
  unitPaise: number;
  mrpPaise: number;
};

export const PRODUCT_GONE = "This product is no longer available";
export const SELECT_COLOUR = "Select a colour";
export const SELECT_SIZE = "Select a size";
export const NO_COLOURS = "This product has no colour options";
export const NO_SIZES = "This product has no size options";
export const COLOUR_UNAVAILABLE = "This colour is not available for this product";
export const SIZE_UNAVAILABLE = "This size is not available for this product";
export const SIZE_NOT_IN_COLOUR = "This size is not available in the chosen colour";
export const maximumAllowed = (n: number) => `Maximum ${n} Quantity allowed to order`;

const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/**
 * The same product and variant sent twice is one line with the quantities added: a cart
 * that double-listed an item should still be buyable, and limits apply to the total.
 */
function mergeLines(input: OrderLineInput[]) {
  const merged = new Map<string, OrderLineInput & { index: number }>();
  input.forEach((line, index) => {
    const key = `${line.product}|${line.productColor ?? ""}|${line.productSize ?? ""}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { ...line, index });
  });
  return [...merged.values()];
}

export async function priceLines(tx: DbOrTx, input: OrderLineInput[]): Promise<PricedLine[]> {
  const lines = mergeLines(input);
  const productIds = unique(lines.map((l) => l.product));
  const colorIds = unique(lines.map((l) => l.productColor));
  const sizeIds = unique(lines.map((l) => l.productSize));

  const productRows = productIds.length ? await tx.select().from(products).where(inArray(products.id, productIds)) : [];
  const colorRows = colorIds.length
    ? await tx
        .select({ variant: productColors, colorName: colors.name })
        .from(productColors)
        .innerJoin(colors, eq(colors.id, productColors.colorId))
        .where(inArray(productColors.id, colorIds))
    : [];
  const sizeRows = sizeIds.length
    ? await tx
        .select({ variant: productSizes, sizeName: sizes.name })
        .from(productSizes)
        .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
        .where(inArray(productSizes.id, sizeIds))
    : [];
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const colorById = new Map(colorRows.map((r) => [r.variant.id, r]));
  const sizeById = new Map(sizeRows.map((r) => [r.variant.id, r]));

  const invalid: FieldErrors = {};
  const shortages: FieldErrors = {};
  const priced: PricedLine[] = [];

  for (const line of lines) {
    const at = (field: string) => `products.${line.index}.${field}`;
    const product = productById.get(line.product);
    if (!product || !product.isActive) {
      shortages[at("product")] = PRODUCT_GONE;
      continue;
    }
    const type = product.productType;
    const wantsColour = type === "PRODUCT_WITH_COLOR" || type === "PRODUCT_WITH_COLOR_SIZE";
    const wantsSize = type === "PRODUCT_WITH_SIZE" || type === "PRODUCT_WITH_COLOR_SIZE";
    const colour = line.productColor ? colorById.get(line.productColor) : undefined;
    const size = line.productSize ? sizeById.get(line.productSize) : undefined;

    const problems: string[] = [];
    const refuse = (field: string, message: string) => {
      invalid[at(field)] ??= message;
      problems.push(field);
    };
    if (!wantsColour && line.productColor) refuse("productColor", NO_COLOURS);
    if (!wantsSize && line.productSize) refuse("productSize", NO_SIZES);
    if (wantsColour) {
      if (!line.productColor) refuse("productColor", SELECT_COLOUR);
      else if (!colour || colour.variant.productId !== product.id) refuse("productColor", COLOUR_UNAVAILABLE);
    }
    if (wantsSize) {
      if (!line.productSize) refuse("productSize", SELECT_SIZE);
      else if (!size || size.variant.productId !== product.id) refuse("productSize", SIZE_UNAVAILABLE);
      else if (type === "PRODUCT_WITH_SIZE" && size.variant.productColorId !== null) refuse("productSize", SIZE_UNAVAILABLE);
      else if (type === "PRODUCT_WITH_COLOR_SIZE" && colour && size.variant.productColorId !== colour.variant.id) {
        refuse("productSize", SIZE_NOT_IN_COLOUR);
      }
    }
    if (problems.length > 0) continue;

    // The most specific row sets the price, the limit and the stock.
    const source = size?.variant ?? colour?.variant ?? product;
    if (line.quantity > source.maximumOrderQuantity) {
      invalid[at("quantity")] = maximumAllowed(source.maximumOrderQuantity);
      continue;
    }
    if (line.quantity > source.stock) {
      shortages[at("quantity")] = onlyLeft(source.stock);
      continue;
    }
    priced.push({
      index: line.index,
      errorKey: at("quantity"),
      productId: product.id,
      productColorId: colour?.variant.id ?? null,
      productSizeId: size?.variant.id ?? null,
      quantity: line.quantity,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      colorName: colour?.colorName ?? null,
      sizeName: size?.sizeName ?? null,
      defaultImage: colour?.variant.defaultImage ?? product.defaultImage,
      unitPaise: source.sellingPricePaise,
      mrpPaise: source.mrpPaise,
    });
  }

  // A payload the shopper can fix (400) is reported before stock that ran out (409).
  if (Object.keys(invalid).length > 0) {
    const all = { ...invalid, ...shortages };
    throw new ApiError(400, Object.values(invalid)[0], all);
  }
  if (Object.keys(shortages).length > 0) throw new ApiError(409, Object.values(shortages)[0], shortages);
  return priced;
}

export type OrderFigures = {
  subtotalPaise: number;
  deliveryPaise: number;
  discountPaise: number;
  totalPaise: number;
};

/** Shipping is always free (spec 9); the total is subtotal + shipping - discount, never below 0. */
export const SHIPPING_PAISE = 0;

export function orderFigures(lines: Pick<PricedLine, "unitPaise" | "quantity">[], coupon: Coupon | null): OrderFigures {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.unitPaise * l.quantity, 0);
  const discountPaise = couponDiscountPaise(coupon, subtotalPaise);
  const deliveryPaise = SHIPPING_PAISE;
  return { subtotalPaise, deliveryPaise, discountPaise, totalPaise: Math.max(subtotalPaise + deliveryPaise - discountPaise, 0) };
}

export const PRICES_CHANGED = "Prices have changed since you loaded the page. Please review your order.";

const rs = (paise: number) => `Rs ${toRupees(paise).toLocaleString("en-IN")}`;

/** The server's figures, sent back with a 409 so the page can redraw itself. */
export type ServerFigures = {
  subtotalAmount: number;
  deliveryAmount: number;
  discountWithCoupon: number;
  totalAmount: number;
  couponCode: string | null;
  products: { product: string; productColor: string | null; productSize: string | null; quantity: number; sellingPrice: number }[];
};

export class PricesChangedError extends ApiError {
  constructor(
    errors: FieldErrors,
    readonly figures: ServerFigures,
  ) {
    super(409, PRICES_CHANGED, errors);
  }
}

export type ClientFigures = {
  products: OrderLineInput[];
  deliveryAmount?: number;
  subtotalAmount?: number;
  discountWithCoupon?: number;
  totalAmount?: number;
};

/** Every figure the client sent must be the server's, to the paisa; otherwise nothing is written. */
export function assertClientFigures(
  client: ClientFigures,
  lines: PricedLine[],
  figures: OrderFigures,
  couponCode: string | null,
) {
  const errors: FieldErrors = {};
  client.products.forEach((line, index) => {
    if (line.sellingPrice === undefined) return;
    const priced = lines.find(
      (l) =>
        l.productId === line.product &&
        l.productColorId === (line.productColor ?? null) &&
        l.productSizeId === (line.productSize ?? null),
    );
    if (priced && toPaise(line.sellingPrice) !== priced.unitPaise) {
      errors[`products.${index}.sellingPrice`] = `The price is now ${rs(priced.unitPaise)}`;
    }
  });
  const compare = (field: keyof ClientFigures, sent: number | undefined, paise: number) => {
    if (sent !== undefined && toPaise(sent) !== paise) errors[field] = PRICES_CHANGED;
  };
  compare("subtotalAmount", client.subtotalAmount, figures.subtotalPaise);
  compare("deliveryAmount", client.deliveryAmount, figures.deliveryPaise);
  compare("discountWithCoupon", client.discountWithCoupon, figures.discountPaise);
  compare("totalAmount", client.totalAmount, figures.totalPaise);
  if (Object.keys(errors).length === 0) return;
  throw new PricesChangedError(errors, {
    subtotalAmount: toRupees(figures.subtotalPaise),
    deliveryAmount: toRupees(figures.deliveryPaise),
    discountWithCoupon: toRupees(figures.discountPaise),
    totalAmount: toRupees(figures.totalPaise),
    couponCode,
    products: lines.map((l) => ({
      product: l.productId,
      productColor: l.productColorId,
      productSize: l.productSizeId,
      quantity: l.quantity,
      sellingPrice: toRupees(l.unitPaise),
    })),
  });
}
