/**
 * The cart quote: what a cart costs now, line by line, with the same per-line rules and the
 * same arithmetic as order creation (../customer-orders/pricing.ts). A line that could not be
 * ordered as it stands carries its problem and is left out of the totals, so the cart can
 * show it instead of failing.
 */
import type { DbOrTx } from "@api/db/client";
import type { StoredImage } from "@api/db/schema";
import { toRupees } from "@api/lib/money";
import {
  COUPON_EXPIRED,
  COUPON_INVALID,
  type Coupon,
  couponRefusal,
  findCoupon,
  isCouponUsable,
} from "../coupons/coupons.service";
import { type OrderLineInput, evaluateLines, isBuyable, orderFigures } from "../customer-orders/pricing";

type CartQuoteLine = {
  /** The ids as sent, so the caller can match each line to its own. */
  product: string;
  productColor: string | null;
  productSize: string | null;
  quantity: number;
  /** null when no product has this id any more. */
  name: string | null;
  /** null when the product's page is gone (retired or unknown): nothing to link to. */
  slug: string | null;
  sku: string | null;
  colorName: string | null;
  sizeName: string | null;
  defaultImage: StoredImage | null;
  /** Rupees, from the most specific row that fits; null when the product is unknown. */
  sellingPrice: number | null;
  mrp: number | null;
  /** sellingPrice x quantity; 0 for a line with a problem, which counts in no total. */
  lineTotal: number;
  stock: number;
  maximumOrderQuantity: number;
  /** Why the line cannot be ordered as it stands, e.g. 'Only 2 Quantity left'; null when it can. */
  problem: string | null;
};

export type CartQuote = {
  lines: CartQuoteLine[];
  subtotalAmount: number;
  deliveryAmount: number;
  discountWithCoupon: number;
  totalAmount: number;
  coupon: Pick<Coupon, "couponCode" | "discount" | "discountType"> | null;
  couponError: string | null;
};

export type CouponCheck = { coupon: Coupon | null; couponError: string | null };

/** A coupon code as the quote reads it: never an error, only a reason beside the figures. */
export async function checkCoupon(db: DbOrTx, code: string | undefined, now: Date): Promise<CouponCheck> {
  if (!code) return { coupon: null, couponError: null };
  const coupon = await findCoupon(db, code);
  if (!coupon) return { coupon: null, couponError: COUPON_INVALID };
  if (!isCouponUsable(coupon, now)) return { coupon: null, couponError: COUPON_EXPIRED };
  return { coupon, couponError: null };
}

export async function quoteCart(db: DbOrTx, products: OrderLineInput[], asked: CouponCheck): Promise<CartQuote> {
  const evaluations = await evaluateLines(db, products);
  const buyable = evaluations.filter(isBuyable).map((e) => ({ unitPaise: e.item.unitPaise, quantity: e.quantity }));
  // The rules that need no shopper (minimum order, uses left in all); the order checks the shopper's own uses.
  const refusal = asked.coupon
    ? await couponRefusal(db, asked.coupon, { subtotalPaise: orderFigures(buyable, null).subtotalPaise })
    : null;
  const couponCheck: CouponCheck = refusal ? { coupon: null, couponError: refusal } : asked;
  const figures = orderFigures(buyable, couponCheck.coupon);
  const lines = evaluations.map((e): CartQuoteLine => {
    const { item } = e;
    const problem = e.problems[0]?.message ?? null;
    return {
      product: e.product,
      productColor: e.productColor,
      productSize: e.productSize,
      quantity: e.quantity,
      name: item?.name ?? null,
      slug: item && !item.retired ? item.slug : null,
      sku: item?.sku ?? null,
      colorName: item?.colorName ?? null,
      sizeName: item?.sizeName ?? null,
      defaultImage: item?.defaultImage ?? null,
      sellingPrice: item ? toRupees(item.unitPaise) : null,
      mrp: item ? toRupees(item.mrpPaise) : null,
      lineTotal: item && !problem ? toRupees(item.unitPaise * e.quantity) : 0,
      stock: item?.stock ?? 0,
      maximumOrderQuantity: item?.maximumOrderQuantity ?? 0,
      problem,
    };
  });
  const { coupon } = couponCheck;
  return {
    lines,
    subtotalAmount: toRupees(figures.subtotalPaise),
    deliveryAmount: toRupees(figures.deliveryPaise),
    discountWithCoupon: toRupees(figures.discountPaise),
    totalAmount: toRupees(figures.totalPaise),
    coupon: coupon
      ? { couponCode: coupon.couponCode, discount: coupon.discount, discountType: coupon.discountType }
      : null,
    couponError: couponCheck.couponError,
  };
}
