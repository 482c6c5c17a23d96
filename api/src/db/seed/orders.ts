/**
 * A few demo orders in the states the back office handles (placed, confirmed, packed, shipped,
 * delivered, cancelled, paid online), with their timelines, so /admin/orders has work to show
 * on the first start. They buy only from rooms the storefront's tests do not count (outdoor and
 * study), and the seed's stock and sold counts are left as they are. Their numbers (FS0900xx)
 * lie below the order number sequence (FS100001 on), so shop orders never collide with them.
 */
import { newId } from "@api/lib/ids";
import { paymentOnDelivery } from "@api/resources/order-lifecycle/delivery-payment";
import type * as schema from "../schema";
import type { CatalogRows } from "./catalog";
import { PINCODES } from "./commerce";
import { daysBeforeBase } from "./dates";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];
type OrderInsert = Insert<typeof schema.orders>;
type Status = OrderInsert["orderStatus"];

/** The demo's operations member, named as the timeline keeps a name (the staff accounts are seeded apart). */
const OPERATIONS = "Omar Operations";
const HOUR = 60;

type Step = { to: Status; afterHours: number; note?: string; by: "customer" | "staff" | "gateway" | "courier" };

type DemoOrder = {
  number: string;
  customer: number;
  pincode: string;
  daysAgo: number;
  lines: { slug: string; quantity: number; colour?: boolean }[];
  method: "COD" | "Prepaid";
  coupon?: { code: string; percent: number };
  steps: Step[];
  extra?: Partial<OrderInsert>;
};

const placed: Step = { to: "ORDERPLACED", afterHours: 0, by: "customer" };
const confirmed: Step = {
  to: "CONFIRMED",
  afterHours: 3,
  by: "staff",
  note: "Called the shopper: they confirmed the order.",
};
const packed: Step = { to: "PACKED", afterHours: 20, by: "staff" };
const shipped: Step = { to: "SHIPPED", afterHours: 30, by: "staff", note: "Handed to Sandbox Courier." };
const outForDelivery: Step = { to: "OUT_FOR_DELIVERY", afterHours: 70, by: "courier" };
const delivered: Step = { to: "DELIVERED", afterHours: 76, by: "courier" };

const DEMO_ORDERS: DemoOrder[] = [
  {
    number: "FS090001",
    customer: 0,
    pincode: "560001",
    daysAgo: 0,
    method: "COD",
    lines: [{ slug: "kerala-teak-garden-bench", quantity: 1 }],
    steps: [placed],
  },
  {
    number: "FS090002",
    customer: 1,
    pincode: "400050",
    daysAgo: 1,
    method: "COD",
    lines: [{ slug: "macrame-hanging-planter", quantity: 2 }],
    steps: [placed, confirmed],
  },
  {
    number: "FS090003",
    customer: 2,
    pincode: "110017",
    daysAgo: 2,
    method: "COD",
    lines: [{ slug: "kaam-writing-desk", quantity: 1 }],
    steps: [placed, confirmed, packed],
  },
  {
    number: "FS090004",
    customer: 3,
    pincode: "500001",
    daysAgo: 3,
    method: "Prepaid",
    lines: [{ slug: "goa-cane-balcony-set", quantity: 1 }],
    steps: [
      { to: "PAYMENT_PENDING", afterHours: 0, by: "customer" },
      { to: "ORDERPLACED", afterHours: 0, by: "gateway" },
      confirmed,
      packed,
      shipped,
    ],
    extra: { awb: "SBX000090004", courierName: "Sandbox Courier" },
  },
  {
    number: "FS090005",
    customer: 4,
    pincode: "411001",
    daysAgo: 9,
    method: "COD",
    lines: [
      { slug: "pustak-ladder-bookshelf", quantity: 1 },
      { slug: "macrame-hanging-planter", quantity: 1 },
    ],
    steps: [placed, confirmed, packed, shipped, outForDelivery, delivered],
    extra: { awb: "SBX000090005", courierName: "Sandbox Courier" },
  },
  {
    number: "FS090006",
    customer: 0,
    pincode: "560001",
    daysAgo: 5,
    method: "COD",
    lines: [{ slug: "jhoola-swing-chair", quantity: 1, colour: true }],
    steps: [
      placed,
      { to: "CANCELLED", afterHours: 2, by: "staff", note: "The shopper asked to cancel: bought the wrong colour." },
    ],
  },
  {
    number: "FS090007",
    customer: 4,
    pincode: "411001",
    daysAgo: 1,
    method: "Prepaid",
    coupon: { code: "FESTIVE15", percent: 15 },
    lines: [
      { slug: "kaam-writing-desk", quantity: 1 },
      { slug: "jhoola-swing-chair", quantity: 1, colour: true },
    ],
    steps: [
      { to: "PAYMENT_PENDING", afterHours: 0, by: "customer" },
      { to: "ORDERPLACED", afterHours: 0, by: "gateway" },
      confirmed,
    ],
  },
  {
    number: "FS090008",
    customer: 1,
    pincode: "400050",
    daysAgo: 0,
    method: "COD",
    lines: [{ slug: "kerala-teak-garden-bench", quantity: 2 }],
    steps: [placed],
  },
];

const ACTOR_NAMES = {
  customer: "",
  staff: OPERATIONS,
  gateway: "Payment gateway",
  courier: "Sandbox Courier",
} as const;

export function buildOrders(catalog: CatalogRows, customers: Insert<typeof schema.customers>[]) {
  const orders: OrderInsert[] = [];
  const orderItems: Insert<typeof schema.orderItems>[] = [];
  const orderEvents: Insert<typeof schema.orderEvents>[] = [];
  const colourName = new Map(catalog.colors.map((colour) => [colour.id, colour.name]));

  for (const demo of DEMO_ORDERS) {
    const id = newId();
    const customer = customers[demo.customer];
    const area = PINCODES.find((row) => row.pincode === demo.pincode)!;
    const createdAt = daysBeforeBase(demo.daysAgo, 5 * HOUR);
    const at = (hours: number) => new Date(createdAt.getTime() + hours * 3_600_000);

    let subtotalPaise = 0;
    for (const line of demo.lines) {
      const product = catalog.products.find((row) => row.slug === line.slug)!;
      const colour = line.colour ? catalog.productColors.find((row) => row.productId === product.id)! : null;
      const price = colour?.sellingPricePaise ?? product.sellingPricePaise!;
      subtotalPaise += price * line.quantity;
      orderItems.push({
        id: newId(),
        orderId: id,
        productId: product.id!,
        productColorId: colour?.id ?? null,
        name: product.name,
        slug: product.slug,
        sku: colour?.sku ?? product.sku,
        colorName: colour ? (colourName.get(colour.colorId) ?? null) : null,
        defaultImage: colour?.defaultImage ?? product.defaultImage,
        quantity: line.quantity,
        sellingPricePaise: price,
        mrpPaise: colour?.mrpPaise ?? product.mrpPaise!,
      });
    }
    const discountPaise = demo.coupon ? Math.round((subtotalPaise * demo.coupon.percent) / 100) : 0;
    const last = demo.steps.at(-1)!;
    const reached = (status: Status) => demo.steps.find((step) => step.to === status);
    const paid = demo.method === "Prepaid";
    const cancelled = reached("CANCELLED");
    const deliveredAt = reached("DELIVERED") ? at(delivered.afterHours) : null;
    // A delivered order's payment is what the shop's own delivery makes of it (cash collected).
    const payment = {
      paymentMethod: demo.method,
      paymentStatus: paid ? ("PAID" as const) : ("PENDING" as const),
      paidAt: paid ? createdAt : null,
    };
    orders.push({
      id,
      orderId: demo.number,
      customerId: customer.id!,
      orderStatus: last.to,
      ...payment,
      ...(deliveredAt ? paymentOnDelivery(payment, deliveredAt) : {}),
      subtotalPaise,
      discountPaise,
      totalPaise: subtotalPaise - discountPaise,
      couponCode: demo.coupon?.code ?? null,
      shippingAddress: {
        name: `${customer.firstName} ${customer.lastName}`,
        mobile: customer.mobile!,
        email: customer.email!,
        address: `${12 + demo.customer * 7} Gulmohar Apartments`,
        landmark: "",
        locality: "Main Road",
        addressType: "HOME",
        country: "India",
        state: area.state,
        city: area.city,
        pincode: area.pincode,
      },
      gatewayOrderId: paid ? `order_demo${demo.number}` : null,
      gatewayPaymentId: paid ? `pay_demo${demo.number}` : null,
      cancelMessage: cancelled?.note ?? null,
      cancelledAt: cancelled ? at(cancelled.afterHours) : null,
      // A cancelled order holds no stock: cancelling it later can never give any back.
      stockReleasedAt: cancelled ? at(cancelled.afterHours) : null,
      stockReservedAt: createdAt,
      shippedAt: reached("SHIPPED") ? at(shipped.afterHours) : null,
      deliveredAt,
      createdAt,
      ...demo.extra,
    });
    let from: Status | null = null;
    for (const step of demo.steps) {
      orderEvents.push({
        id: newId(),
        orderId: id,
        kind: "status",
        fromStatus: from,
        toStatus: step.to,
        note: step.note ?? "",
        actorType: step.by,
        actorName: ACTOR_NAMES[step.by],
        at: at(step.afterHours),
      });
      from = step.to;
    }
  }
  return { orders, orderItems, orderEvents };
}
