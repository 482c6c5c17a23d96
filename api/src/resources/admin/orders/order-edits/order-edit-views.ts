/** The order as the edit screen reads it. */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { orders } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import { isEditable } from "@api/validation/order-edit";
import { itemsOfOrders } from "@api/resources/customer-orders/order-view";
import { paidPaise } from "@api/resources/refunds/refunds.service";
import { notEditable } from "./order-edit.service";
import { variantKeyOf, variantOptions } from "./order-variants";

/** The order as the edit screen needs it: its address, each line with the variants it may become, the money and the version. */
export async function orderEditView(db: DbOrTx, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound("Order");
  const items = await itemsOfOrders(db, [id]);
  const options = await variantOptions(db, { productIds: [...new Set(items.map((item) => item.productId))] });
  return {
    orderId: order.orderId,
    orderStatus: order.orderStatus,
    editable: isEditable(order.orderStatus),
    notEditableReason: isEditable(order.orderStatus) ? null : notEditable(order),
    version: order.version,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    shippingAddress: order.shippingAddress,
    lines: items.map((item) => ({
      line: item.id,
      name: item.name,
      sku: item.sku,
      colour: item.colorName,
      size: item.sizeName,
      variant: variantKeyOf(item),
      quantity: item.quantity,
      unitPrice: toRupees(item.sellingPricePaise),
      lineTotal: toRupees(item.sellingPricePaise * item.quantity),
      options: options
        .filter((o) => o.productId === item.productId && (o.productActive || o.key === variantKeyOf(item)))
        .map((o) => ({
          variant: o.key,
          sku: o.sku,
          colour: o.colorName,
          size: o.sizeName,
          price: toRupees(o.pricePaise),
          stock: o.stock,
        })),
    })),
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    total: toRupees(order.totalPaise),
    couponCode: order.couponCode,
    paid: toRupees(paidPaise(order)),
    balanceDue: toRupees(order.balanceDuePaise),
  };
}
