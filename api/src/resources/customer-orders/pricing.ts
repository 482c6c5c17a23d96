/**
 * Turns the lines a shopper sends into priced lines from the shop's own rows: one per-line
 * evaluation serves the cart quote (which shows every line, problems included) and order
 * creation (which refuses a line with a problem). Nothing the client says about money is
 * used; it is only compared, so a stale page is explained.
 */
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { colors, productColors, productSizes, products, sizes, type StoredImage } from "@api/db/schema";
import { ApiError, type FieldErrors } from "@api/lib/envelope";
import { rupeesLabel, toPaise, toRupees } from "@api/lib/money";
import { type Coupon, couponDiscountPaise } from "../coupons/coupons.service";
import { onlyLeft, type StockLine } from "./stock";
import { lineKey } from "@api/validation/line-key";

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
  hsnCode: string | null;
  gstRate: number | null;
};

export const PRODUCT_GONE = "This product is no longer available";
export const SELECT_COLOUR = "Select a colour";
const SELECT_SIZE = "Select a size";
export const NO_COLOURS = "This product has no colour options";
const NO_SIZES = "This product has no size options";
export const COLOUR_UNAVAILABLE = "This colour is not available for this product";
const SIZE_UNAVAILABLE = "This size is not available for this product";
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
    const key = lineKey(line);
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { ...line, index });
  });
  return [...merged.values()];
}

/**
 * Why a line cannot be bought. `invalid` is a payload the shopper can fix (a variant that
 * does not fit, more than the limit); `shortage` is the shop running out (gone, stock).
 */
type LineProblem = {
  field: "product" | "productColor" | "productSize" | "quantity";
  message: string;
  kind: "invalid" | "shortage";
};

/** What the shop's rows say about a line's item now, as far as they can be found. */
export type LineItem = {
  productId: string;
  /** The variant ids that belong to the product (a foreign or unknown one is left out). */
  productColorId: string | null;
  productSizeId: string | null;
  /** The product is switched off: its page is gone, though its row still names it. */
  retired: boolean;
  name: string;
  slug: string;
  sku: string;
  colorName: string | null;
  sizeName: string | null;
  defaultImage: StoredImage;
  unitPaise: number;
  mrpPaise: number;
  stock: number;
  maximumOrderQuantity: number;
  /** The product's GST classification now, copied onto the order line (the invoice taxes the sale as made). */
  hsnCode: string | null;
  gstRate: number | null;
};

/** One line (after merging) checked against the shop: the quote shows it, an order needs it clean. */
export type LineEvaluation = {
  /** Index of the first payload line for this product and variant. */
  index: number;
  product: string;
  productColor: string | null;
  productSize: string | null;
  quantity: number;
  /** null when no product row has this id. */
  item: LineItem | null;
  /** In the order they are found; the first is the one to tell the shopper. */
  problems: LineProblem[];
};

/**
 * The one per-line rule set, shared by the cart quote and order creation: the product must
 * be active, the variants must fit its type and each other, and the quantity must be within
 * the order limit and then the stock of the most specific row.
 */
export async function evaluateLines(tx: DbOrTx, input: OrderLineInput[]): Promise<LineEvaluation[]> {
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

  return lines.map((line) => {
    const evaluation: LineEvaluation = {
      index: line.index,
      product: line.product,
      productColor: line.productColor ?? null,
      productSize: line.productSize ?? null,
      quantity: line.quantity,
      item: null,
      problems: [],
    };
    const problems = evaluation.problems;
    const product = productById.get(line.product);
    if (!product) {
      problems.push({ field: "product", message: PRODUCT_GONE, kind: "shortage" });
      return evaluation;
    }

    const type = product.productType;
    const wantsColour = type === "PRODUCT_WITH_COLOR" || type === "PRODUCT_WITH_COLOR_SIZE";
    const wantsSize = type === "PRODUCT_WITH_SIZE" || type === "PRODUCT_WITH_COLOR_SIZE";
    const colour = line.productColor ? colorById.get(line.productColor) : undefined;
    const size = line.productSize ? sizeById.get(line.productSize) : undefined;
    const refuse = (field: LineProblem["field"], message: string) => problems.push({ field, message, kind: "invalid" });

    let fittingColour: typeof colour;
    let fittingSize: typeof size;
    if (!wantsColour && line.productColor) refuse("productColor", NO_COLOURS);
    if (!wantsSize && line.productSize) refuse("productSize", NO_SIZES);
    if (wantsColour) {
      if (!line.productColor) refuse("productColor", SELECT_COLOUR);
      else if (!colour || colour.variant.productId !== product.id) refuse("productColor", COLOUR_UNAVAILABLE);
      else fittingColour = colour;
    }
    if (wantsSize) {
      if (!line.productSize) refuse("productSize", SELECT_SIZE);
      else if (!size || size.variant.productId !== product.id) refuse("productSize", SIZE_UNAVAILABLE);
      else if (type === "PRODUCT_WITH_SIZE" && size.variant.productColorId !== null)
        refuse("productSize", SIZE_UNAVAILABLE);
      else if (type === "PRODUCT_WITH_COLOR_SIZE" && colour && size.variant.productColorId !== colour.variant.id) {
        refuse("productSize", SIZE_NOT_IN_COLOUR);
      } else fittingSize = size;
    }

    // The most specific row that fits sets the price, the limit and the stock.
    const source = fittingSize?.variant ?? fittingColour?.variant ?? product;
    evaluation.item = {
      productId: product.id,
      productColorId: fittingColour?.variant.id ?? null,
      productSizeId: fittingSize?.variant.id ?? null,
      retired: !product.isActive,
      name: product.name,
      slug: product.slug,
      // The variant's own sku (a colour+size product's is its size's), which stock, invoices and couriers go by.
      sku: fittingSize?.variant.sku ?? fittingColour?.variant.sku ?? product.sku,
      colorName: fittingColour?.colorName ?? null,
      sizeName: fittingSize?.sizeName ?? null,
      defaultImage: fittingColour?.variant.defaultImage ?? product.defaultImage,
      unitPaise: source.sellingPricePaise,
      mrpPaise: source.mrpPaise,
      stock: source.stock,
      maximumOrderQuantity: source.maximumOrderQuantity,
      hsnCode: product.hsnCode,
      gstRate: product.gstRate,
    };

    if (!product.isActive) {
      // A retired product says only that: its variants no longer matter.
      evaluation.problems = [{ field: "product", message: PRODUCT_GONE, kind: "shortage" }];
      return evaluation;
    }
    if (problems.length > 0) return evaluation;
    if (line.quantity > source.maximumOrderQuantity) {
      refuse("quantity", maximumAllowed(source.maximumOrderQuantity));
    } else if (line.quantity > source.stock) {
      problems.push({ field: "quantity", message: onlyLeft(source.stock), kind: "shortage" });
    }
    return evaluation;
  });
}

/** A line with no problem, ready to be written into an order. */
function pricedLine(evaluation: LineEvaluation & { item: LineItem }): PricedLine {
  const { item } = evaluation;
  return {
    index: evaluation.index,
    errorKey: `products.${evaluation.index}.quantity`,
    productId: item.productId,
    productColorId: item.productColorId,
    productSizeId: item.productSizeId,
    quantity: evaluation.quantity,
    name: item.name,
    slug: item.slug,
    sku: item.sku,
    colorName: item.colorName,
    sizeName: item.sizeName,
    defaultImage: item.defaultImage,
    unitPaise: item.unitPaise,
    mrpPaise: item.mrpPaise,
    hsnCode: item.hsnCode,
    gstRate: item.gstRate,
  };
}

export const isBuyable = (evaluation: LineEvaluation): evaluation is LineEvaluation & { item: LineItem } =>
  evaluation.item !== null && evaluation.problems.length === 0;

/** The lines of an order: every line must be buyable, or nothing is (400 before 409). */
export async function priceLines(tx: DbOrTx, input: OrderLineInput[]): Promise<PricedLine[]> {
  const evaluations = await evaluateLines(tx, input);
  const invalid: FieldErrors = {};
  const shortages: FieldErrors = {};
  for (const evaluation of evaluations) {
    for (const problem of evaluation.problems) {
      const key = `products.${evaluation.index}.${problem.field}`;
      if (problem.kind === "invalid") invalid[key] ??= problem.message;
      else shortages[key] = problem.message;
    }
  }

  // A payload the shopper can fix (400) is reported before stock that ran out (409).
  if (Object.keys(invalid).length > 0) {
    const all = { ...invalid, ...shortages };
    throw new ApiError(400, Object.values(invalid)[0], all);
  }
  if (Object.keys(shortages).length > 0) throw new ApiError(409, Object.values(shortages)[0], shortages);
  return evaluations.filter(isBuyable).map(pricedLine);
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
  return {
    subtotalPaise,
    deliveryPaise,
    discountPaise,
    totalPaise: Math.max(subtotalPaise + deliveryPaise - discountPaise, 0),
  };
}

/** Figures with a discount staff allowed by hand added to the coupon's, the total floored at 0. */
export function withManualDiscount(figures: OrderFigures, manualDiscountPaise: number): OrderFigures {
  if (manualDiscountPaise === 0) return figures;
  const discountPaise = Math.min(
    figures.discountPaise + manualDiscountPaise,
    figures.subtotalPaise + figures.deliveryPaise,
  );
  return { ...figures, discountPaise, totalPaise: figures.subtotalPaise + figures.deliveryPaise - discountPaise };
}

export const PRICES_CHANGED = "Prices have changed since you loaded the page. Please review your order.";

/** The server's figures, sent back with a 409 so the page can redraw itself. */
export type ServerFigures = {
  subtotalAmount: number;
  deliveryAmount: number;
  discountWithCoupon: number;
  totalAmount: number;
  couponCode: string | null;
  products: {
    product: string;
    productColor: string | null;
    productSize: string | null;
    quantity: number;
    sellingPrice: number;
  }[];
};

export class PricesChangedError extends ApiError {
  constructor(
    errors: FieldErrors,
    readonly figures: ServerFigures,
  ) {
    super(409, PRICES_CHANGED, errors, {}, "PRICES_CHANGED");
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
      errors[`products.${index}.sellingPrice`] = `The price is now ${rupeesLabel(priced.unitPaise)}`;
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
