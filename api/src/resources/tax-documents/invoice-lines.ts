/**
 * An order's lines as its tax invoice taxes them: each order line at its price × quantity, the
 * coupon's discount spread over them in proportion (lib/gst-tax.ts), and delivery as a line of
 * its own. Together they come to the order's total, to the paisa.
 */
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { products } from "@api/db/schema";
import { type SupplyType, type TaxedLine, splitInclusive, taxLines } from "@api/lib/gst-tax";
import type { OrderItemRow, OrderRow } from "../customer-orders/order-view";

/** Furniture (HSN chapter 94) at 18% when neither the order line nor its product has a code or rate (orders placed before products had them). */
export const DEFAULT_HSN = "9403";
export const DEFAULT_GST_RATE = 18;
/** Delivery's SAC: goods transport services. Charged with the goods, it is part of a composite supply taxed at its principal supply's rate. */
export const DELIVERY_SAC = "9965";
const DELIVERY_DESCRIPTION = "Delivery charges";

export type DocumentLine = TaxedLine & {
  orderItemId: string | null;
  description: string;
  sku: string | null;
  hsnCode: string;
  quantity: number;
};

const describe = (item: OrderItemRow) => [item.name, item.colorName, item.sizeName].filter(Boolean).join(", ");

/** Each line's HSN code and rate: the snapshot taken when the order was placed, else the product's current ones, else the defaults. */
async function codesOf(tx: DbOrTx, items: OrderItemRow[]) {
  const missing = items.filter((item) => !item.hsnCode || item.gstRate === null).map((item) => item.productId);
  const current = missing.length
    ? await tx
        .select({ id: products.id, hsnCode: products.hsnCode, gstRate: products.gstRate })
        .from(products)
        .where(inArray(products.id, missing))
    : [];
  return items.map((item) => {
    const product = current.find((p) => p.id === item.productId);
    return {
      hsnCode: item.hsnCode || product?.hsnCode || DEFAULT_HSN,
      gstRate: item.gstRate ?? product?.gstRate ?? DEFAULT_GST_RATE,
    };
  });
}

/** The rate of the principal supply: the line worth most (the first of equals). */
const principalRate = (lines: readonly TaxedLine[]) =>
  lines.reduce((best, line) => (line.totalPaise > best.totalPaise ? line : best), lines[0]).gstRate;

export async function invoiceLinesOf(
  tx: DbOrTx,
  order: OrderRow,
  items: OrderItemRow[],
  supply: SupplyType,
): Promise<DocumentLine[]> {
  const codes = await codesOf(tx, items);
  const charged = items.map((item, index) => ({
    key: item.id,
    grossPaise: item.sellingPricePaise * item.quantity,
    gstRate: codes[index].gstRate,
  }));
  const goodsPaise = charged.reduce((sum, line) => sum + line.grossPaise, 0);
  // The order's total is never below zero (pricing.ts): a discount larger than the goods takes the rest off delivery.
  const goodsDiscount = Math.min(order.discountPaise, goodsPaise);
  const deliveryPaise = Math.max(order.deliveryPaise - (order.discountPaise - goodsDiscount), 0);
  const taxed = taxLines(charged, goodsDiscount, supply);
  const lines: DocumentLine[] = taxed.map((line, index) => ({
    ...line,
    orderItemId: items[index].id,
    description: describe(items[index]),
    sku: items[index].sku,
    hsnCode: codes[index].hsnCode,
    quantity: items[index].quantity,
  }));
  if (deliveryPaise > 0) {
    const gstRate = principalRate(taxed);
    lines.push({
      key: "delivery",
      gstRate,
      totalPaise: deliveryPaise,
      discountPaise: order.deliveryPaise - deliveryPaise,
      ...splitInclusive(deliveryPaise, gstRate, supply),
      orderItemId: null,
      description: DELIVERY_DESCRIPTION,
      sku: null,
      hsnCode: DELIVERY_SAC,
      quantity: 1,
    });
  }
  return lines;
}
