/** Test support: orders written straight into the database with exactly the lines, coupon, delivery and state a tax test needs. */
import { desc, eq } from "drizzle-orm";
import { orderItems, orders, taxDocumentLines, taxDocuments } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import type { TestApi } from "@api/test/harness";
import type { OrderStatus } from "@api/validation/order-states";
import { deliveryAddress } from "../customer-orders/order-fixtures";
import { lockOrder, moveOrder } from "../order-lifecycle/transition";

export type FixtureLine = {
  pricePaise: number;
  quantity: number;
  hsnCode?: string | null;
  gstRate?: number | null;
  name?: string;
};

let counter = 0;

export async function insertOrder(
  api: TestApi,
  productId: string,
  spec: {
    lines: FixtureLine[];
    discountPaise?: number;
    deliveryPaise?: number;
    state?: string;
    status?: OrderStatus;
    paymentMethod?: "COD" | "Prepaid";
    buyer?: { gstin: string; businessName: string };
  },
) {
  const { customerId, token } = await api.signIn();
  const id = newId();
  const subtotalPaise = spec.lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  const deliveryPaise = spec.deliveryPaise ?? 0;
  const discountPaise = spec.discountPaise ?? 0;
  const prepaid = spec.paymentMethod === "Prepaid";
  const now = api.clock.now();
  const [order] = await api.db
    .insert(orders)
    .values({
      id,
      orderId: `FSTAX${Date.now().toString(36).toUpperCase()}${++counter}`,
      customerId,
      orderStatus: spec.status ?? "PACKED",
      paymentMethod: spec.paymentMethod ?? "COD",
      paymentStatus: prepaid ? "PAID" : "PENDING",
      paidAt: prepaid ? now : null,
      gatewayPaymentId: prepaid ? `pay_${id}` : null,
      subtotalPaise,
      deliveryPaise,
      discountPaise,
      totalPaise: Math.max(subtotalPaise + deliveryPaise - discountPaise, 0),
      couponCode: discountPaise ? "WELCOME10" : null,
      shippingAddress: { ...deliveryAddress, addressType: "HOME", state: spec.state ?? "Delhi" },
      buyerGstin: spec.buyer?.gstin ?? null,
      buyerBusinessName: spec.buyer?.businessName ?? null,
    })
    .returning();
  const items = spec.lines.map((l, index) => ({
    id: `${id}-item${index}`,
    orderId: id,
    productId,
    name: l.name ?? `Line ${String.fromCharCode(65 + index)}`,
    slug: `line-${index}`,
    sku: `SKU-${index}`,
    defaultImage: { url: "/media/test/placeholder.jpg", width: 800, height: 600, alt: "" },
    quantity: l.quantity,
    sellingPricePaise: l.pricePaise,
    mrpPaise: l.pricePaise,
    hsnCode: l.hsnCode === undefined ? "9403" : l.hsnCode,
    gstRate: l.gstRate === undefined ? 18 : l.gstRate,
  }));
  await api.db.insert(orderItems).values(items);
  return { order, items, shopperToken: token };
}

export const COURIER = { type: "courier", name: "Sandbox Courier" } as const;

/** Ships the order as every road does, through moveOrder. */
export function ship(api: TestApi, orderId: string, now = api.clock.now()) {
  return api.db.transaction(async (tx) =>
    moveOrder(tx, await lockOrder(tx, orderId), { to: "SHIPPED", actor: COURIER, now }),
  );
}

export async function documentsOf(api: TestApi, orderId: string) {
  const docs = await api.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(desc(taxDocuments.kind), taxDocuments.serial);
  return Promise.all(
    docs.map(async (doc) => ({
      ...doc,
      lines: await api.db
        .select()
        .from(taxDocumentLines)
        .where(eq(taxDocumentLines.documentId, doc.id))
        .orderBy(taxDocumentLines.position),
    })),
  );
}
