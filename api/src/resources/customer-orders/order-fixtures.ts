/**
 * Test support for orders and payments. Products are taken from the seeded demo shop by
 * type; while the seed is being written (or lacks a type) a minimal product is made here.
 * Tests set the exact stock, limit and price they rely on.
 */
import { type AnyColumn, and, asc, count, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import {
  authTokens,
  colors,
  coupons,
  orders,
  pincodes,
  productColors,
  productSizes,
  products,
  sizes,
} from "@api/db/schema";
import { expect } from "vitest";
import { newId } from "@api/lib/ids";
import { hashToken, newToken } from "@api/lib/secrets";
import { type SandboxGateway, sandboxId } from "@api/services/payments/sandbox";
import { type TestApi, createTestApi } from "@api/test/harness";

type ProductType = (typeof products.$inferSelect)["productType"];

export type Target = {
  type: ProductType;
  productId: string;
  productColorId: string | null;
  productSizeId: string | null;
};

export const deliveryAddress = {
  name: "Asha Verma",
  mobile: "9876543210",
  email: "asha.verma@example.in",
  address: "14 Janpath Lane",
  locality: "Connaught Place",
  landmark: "Near Palika Bazaar",
  addressType: "HOME",
  country: "India",
  state: "Delhi",
  city: "New Delhi",
  pincode: "110001",
};

const image = { url: "/media/test/placeholder.jpg", width: 800, height: 600, alt: "" };
const DAY = 86_400_000;

/** The demo facts the tests rely on (pincode 110001, the three coupons), made if missing. */
export async function ensureDemoFacts(api: TestApi) {
  await api.db
    .insert(pincodes)
    .values({ pincode: "110001", city: "New Delhi", state: "Delhi", deliveryDays: 3, codAvailable: true })
    .onConflictDoNothing();
  const now = api.clock.now().getTime();
  await api.db
    .insert(coupons)
    .values([
      {
        couponCode: "WELCOME10",
        discountType: "PERCENTAGE",
        discount: 10,
        validFrom: new Date(now - DAY),
        validUntil: null,
      },
      { couponCode: "FLAT500", discountType: "FLAT", discount: 500, validFrom: new Date(now - DAY), validUntil: null },
      {
        couponCode: "EXPIRED2020",
        discountType: "PERCENTAGE",
        discount: 20,
        validFrom: new Date("2020-01-01T00:00:00Z"),
        validUntil: new Date("2020-12-31T23:59:59Z"),
      },
    ])
    .onConflictDoNothing();
}

async function master(api: TestApi, table: typeof colors | typeof sizes, name: string) {
  const [row] = await api.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  if (row) return row.id;
  const id = newId();
  if (table === colors) await api.db.insert(colors).values({ id, name, slug: `test-${id}`, hex: "#7a4b2a" });
  else await api.db.insert(sizes).values({ id, name, slug: `test-${id}` });
  return id;
}

async function makeProduct(api: TestApi, type: ProductType): Promise<Target> {
  const productId = newId();
  await api.db.insert(products).values({
    id: productId,
    name: `Test ${type.toLowerCase()} ${productId.slice(0, 6)}`,
    slug: `test-${productId}`,
    sku: `TEST-${productId}`,
    productType: type,
    sellingPricePaise: 1_249_900,
    mrpPaise: 1_599_900,
    defaultImage: image,
    image,
    stock: 50,
  });
  let productColorId: string | null = null;
  let productSizeId: string | null = null;
  if (type === "PRODUCT_WITH_COLOR" || type === "PRODUCT_WITH_COLOR_SIZE") {
    productColorId = newId();
    await api.db.insert(productColors).values({
      id: productColorId,
      productId,
      colorId: await master(api, colors, "Walnut"),
      stock: 50,
      sellingPricePaise: 1_299_900,
      mrpPaise: 1_599_900,
      defaultImage: image,
    });
  }
  if (type === "PRODUCT_WITH_SIZE" || type === "PRODUCT_WITH_COLOR_SIZE") {
    productSizeId = newId();
    await api.db.insert(productSizes).values({
      id: productSizeId,
      productId,
      productColorId,
      sizeId: await master(api, sizes, "Queen"),
      stock: 50,
      sellingPricePaise: 1_349_900,
      mrpPaise: 1_599_900,
    });
  }
  return { type, productId, productColorId, productSizeId };
}

/** The nth (from 0) active product of a type with at least 5 in stock, by id. */
export async function findProduct(api: TestApi, type: ProductType, nth = 0): Promise<Target> {
  const active = and(eq(products.productType, type), eq(products.isActive, true));
  if (type === "PRODUCT") {
    const rows = await api.db
      .select({ id: products.id })
      .from(products)
      .where(and(active, gte(products.stock, 5)))
      .orderBy(asc(products.id));
    if (rows[nth]) return { type, productId: rows[nth].id, productColorId: null, productSizeId: null };
  } else if (type === "PRODUCT_WITH_COLOR") {
    const rows = await api.db
      .select({ productId: productColors.productId, id: productColors.id })
      .from(productColors)
      .innerJoin(products, eq(products.id, productColors.productId))
      .where(and(active, gte(productColors.stock, 5)))
      .orderBy(asc(productColors.id));
    if (rows[nth]) return { type, productId: rows[nth].productId, productColorId: rows[nth].id, productSizeId: null };
  } else {
    const rows = await api.db
      .select({ productId: productSizes.productId, colorId: productSizes.productColorId, id: productSizes.id })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(
        and(
          active,
          gte(productSizes.stock, 5),
          type === "PRODUCT_WITH_SIZE" ? isNull(productSizes.productColorId) : isNotNull(productSizes.productColorId),
        ),
      )
      .orderBy(asc(productSizes.id));
    if (rows[nth])
      return { type, productId: rows[nth].productId, productColorId: rows[nth].colorId, productSizeId: rows[nth].id };
  }
  return makeProduct(api, type);
}

type TestApiOptions = Parameters<typeof createTestApi>[0];

/** A test API with the demo facts the tests rely on. */
export async function openShop(options: TestApiOptions = {}) {
  const api = await createTestApi(options);
  await ensureDemoFacts(api);
  return api;
}

/**
 * A test API with the demo facts and its first plain product, stocked at `stock` with at most 10
 * an order: where most tests of orders start.
 */
export async function openStockedShop(options: TestApiOptions = {}, stock = 10_000) {
  const api = await openShop(options);
  const product = await findProduct(api, "PRODUCT", 0);
  await setStock(api, product, stock, { maximumOrderQuantity: 10 });
  return { api, product };
}

/** Sets the stock (and optionally limit and price) of the row that holds the target's stock. */
export async function setStock(
  api: TestApi,
  t: Target,
  stock: number,
  extra: { maximumOrderQuantity?: number; sellingPricePaise?: number } = {},
) {
  const price = extra.sellingPricePaise;
  // The mrp may never be below the selling price (a check constraint).
  const mrp = (column: AnyColumn) =>
    price === undefined ? {} : { mrpPaise: sql<number>`greatest(${column}, ${price})` };
  const set = { stock, ...extra };
  if (t.productSizeId) {
    await api.db
      .update(productSizes)
      .set({ ...set, ...mrp(productSizes.mrpPaise) })
      .where(eq(productSizes.id, t.productSizeId));
  } else if (t.productColorId) {
    await api.db
      .update(productColors)
      .set({ ...set, ...mrp(productColors.mrpPaise) })
      .where(eq(productColors.id, t.productColorId));
  } else {
    await api.db
      .update(products)
      .set({ ...set, ...mrp(products.mrpPaise) })
      .where(eq(products.id, t.productId));
  }
}

export async function stockOf(api: TestApi, t: Target) {
  if (t.productSizeId) {
    const [row] = await api.db
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(eq(productSizes.id, t.productSizeId));
    return row.stock;
  }
  if (t.productColorId) {
    const [row] = await api.db
      .select({ stock: productColors.stock })
      .from(productColors)
      .where(eq(productColors.id, t.productColorId));
    return row.stock;
  }
  return productRow(api, t).then((p) => p.stock);
}

export async function productRow(api: TestApi, t: Pick<Target, "productId">) {
  const [row] = await api.db.select().from(products).where(eq(products.id, t.productId));
  return row;
}

export async function unitPricePaise(api: TestApi, t: Target) {
  if (t.productSizeId) {
    const [row] = await api.db.select().from(productSizes).where(eq(productSizes.id, t.productSizeId));
    return row.sellingPricePaise;
  }
  if (t.productColorId) {
    const [row] = await api.db.select().from(productColors).where(eq(productColors.id, t.productColorId));
    return row.sellingPricePaise;
  }
  return (await productRow(api, t)).sellingPricePaise;
}

export const line = (t: Target, quantity = 1, extra: Record<string, unknown> = {}) => ({
  product: t.productId,
  ...(t.productColorId ? { productColor: t.productColorId } : {}),
  ...(t.productSizeId ? { productSize: t.productSizeId } : {}),
  quantity,
  ...extra,
});

export const orderPayload = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  ...deliveryAddress,
  products: lines,
  paymentMethod: "COD",
  ...extra,
});

/** A prepaid order of `lines` placed with the shopper's token and sent to the gateway; with the gateway's order id. */
export async function prepaidOrderAtGateway(api: TestApi, shopperToken: string, lines: Record<string, unknown>[]) {
  const placed = await api.post("/customerOrders", orderPayload(lines, { paymentMethod: "Prepaid" }), shopperToken);
  expect(placed.status).toBe(200);
  const order = placed.json.body as { _id: string; orderId: string; totalAmount: number };
  const gateway = await api.post(
    "/payments/createOrder",
    { amount: order.totalAmount, orderId: order._id },
    shopperToken,
  );
  return { order, gatewayOrderId: gateway.json.body.id as string };
}

/**
 * A prepaid order of `lines` placed by a new shopper and paid through the sandbox gateway, as the
 * shopper's browser pays it; with the payment and what the shop answered its verification.
 */
export async function placePaidOrder(api: TestApi, lines: Record<string, unknown>[]) {
  const sandbox = api.deps.gateway as SandboxGateway;
  const shopper = await api.signIn();
  const { order, gatewayOrderId } = await prepaidOrderAtGateway(api, shopper.token, lines);
  const paymentId = sandboxId("pay_");
  expect(await sandbox.capture(gatewayOrderId, paymentId)).toBe("recorded");
  const verified = await api.post("/payments/verifyPayment", {
    razorpayPaymentId: paymentId,
    razorpayOrderId: gatewayOrderId,
    razorpaySignature: sandbox.sign(gatewayOrderId, paymentId),
  });
  return { shopper, order, paymentId, verified: verified.json.body };
}

export async function orderCount(api: TestApi, customerId?: string) {
  const [{ n }] = await api.db
    .select({ n: count() })
    .from(orders)
    .where(customerId ? eq(orders.customerId, customerId) : undefined);
  return n;
}

export async function orderRow(api: TestApi, id: string) {
  const [row] = await api.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** A new bearer token for an existing customer (signIn's tokens last one day of test time). */
export async function freshToken(api: TestApi, customerId: string) {
  const token = newToken();
  await api.db.insert(authTokens).values({
    id: newId(),
    customerId,
    tokenHash: hashToken(token),
    expiresAt: new Date(api.clock.now().getTime() + 30 * DAY),
  });
  return token;
}

/** Whether the target is its product's first variant by position, the one the product row repeats. */
export async function isDefaultVariant(api: TestApi, t: Target) {
  if (t.productSizeId) {
    const all = await api.db
      .select({
        id: productSizes.id,
        colorPosition: productColors.position,
        colorId: productColors.id,
        position: productSizes.position,
      })
      .from(productSizes)
      .leftJoin(productColors, eq(productColors.id, productSizes.productColorId))
      .where(eq(productSizes.productId, t.productId));
    all.sort(
      (a, b) =>
        (a.colorPosition ?? -1) - (b.colorPosition ?? -1) ||
        (a.colorId ?? "").localeCompare(b.colorId ?? "") ||
        a.position - b.position ||
        a.id.localeCompare(b.id),
    );
    return all[0]?.id === t.productSizeId;
  }
  const all = await api.db
    .select({ id: productColors.id, position: productColors.position })
    .from(productColors)
    .where(eq(productColors.productId, t.productId));
  all.sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  return all[0]?.id === t.productColorId;
}

export async function colourRowStock(api: TestApi, productColorId: string) {
  const [row] = await api.db
    .select({ stock: productColors.stock })
    .from(productColors)
    .where(eq(productColors.id, productColorId));
  return row.stock;
}
