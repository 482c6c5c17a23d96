import { and, asc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, colors, orderItems, orders, pincodes, productColors as pc, productSizes } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { createTestApi, type TestApi } from "@api/test/harness";
import { signedInStaff } from "../admin/test-helpers";
import { COUPON_EXPIRED, COUPON_INVALID } from "../coupons/coupons.service";
import { notServiceable } from "../pincodes/pincodes.service";
import { COD_NOT_AVAILABLE, NOT_CANCELLABLE } from "./customer-orders.service";
import {
  type Target,
  ensureDemoFacts,
  colourRowStock,
  findProduct,
  freshToken,
  isDefaultVariant,
  line,
  orderCount,
  orderPayload,
  orderRow,
  productRow,
  setStock,
  stockOf,
  unitPricePaise,
} from "./order-fixtures";
import { SELECT_PAYMENT_METHOD, SELECT_SHIPPING_ADDRESS } from "@api/validation/order-payload";
import { PRICES_CHANGED, SELECT_COLOUR, SIZE_NOT_IN_COLOUR, NO_COLOURS } from "./pricing";

let api: TestApi;
let plain: Target;
let plain2: Target;

beforeAll(async () => {
  api = await createTestApi();
  await ensureDemoFacts(api);
  plain = await findProduct(api, "PRODUCT", 0);
  plain2 = await findProduct(api, "PRODUCT", 1);
});
afterAll(() => api.close());

const HOUR = 3_600_000;

describe("POST /customerOrders", () => {
  it("needs a signed-in customer", async () => {
    const res = await api.post("/customerOrders", orderPayload([line(plain)]));
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Please login to continue");
  });

  it("places a cash-on-delivery order with the server's own totals and takes the stock", async () => {
    const { token, customerId } = await api.signIn();
    await setStock(api, plain, 10, { maximumOrderQuantity: 5 });
    const price = await unitPricePaise(api, plain);
    const soldBefore = (await productRow(api, plain)).soldCount;

    const res = await api.post("/customerOrders", orderPayload([line(plain, 2)]), token);

    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Order placed successfully");
    const order = res.json.body;
    expect(order).toMatchObject({
      orderStatus: "ORDERPLACED",
      paymentMethod: "COD",
      paymentStatus: "PENDING",
      subtotalAmount: (price * 2) / 100,
      deliveryAmount: 0,
      discountWithCoupon: 0,
      totalAmount: (price * 2) / 100,
      couponCode: null,
      canCancel: true,
      shippingAddress: { name: "Asha Verma", pincode: "110001", city: "New Delhi" },
    });
    expect(order._id).toMatch(/^[0-9a-f]{24}$/);
    expect(order.orderId).toMatch(/^FS\d{6,}$/);
    expect(order.products).toEqual([
      expect.objectContaining({ product: plain.productId, quantity: 2, sellingPrice: price / 100, colorName: null }),
    ]);
    expect(await stockOf(api, plain)).toBe(8);
    expect((await productRow(api, plain)).soldCount).toBe(soldBefore + 2);
    const row = await orderRow(api, order._id);
    expect(row.customerId).toBe(customerId);
    expect(row.totalPaise).toBe(price * 2);
  });

  it("numbers orders from the sequence, one after the other", async () => {
    const { token } = await api.signIn();
    await setStock(api, plain, 10);
    const a = await api.post("/customerOrders", orderPayload([line(plain)]), token);
    const b = await api.post("/customerOrders", orderPayload([line(plain)]), token);
    const n = (id: string) => Number(id.slice(2));
    expect(n(b.json.body.orderId)).toBe(n(a.json.body.orderId) + 1);
  });

  it("refuses totals or prices the server does not agree with, and writes nothing", async () => {
    const { token, customerId } = await api.signIn();
    await setStock(api, plain, 10, { maximumOrderQuantity: 10 });
    const price = await unitPricePaise(api, plain);

    const tampered = await api.post(
      "/customerOrders",
      orderPayload([line(plain, 1)], { subtotalAmount: 1, totalAmount: 1, deliveryAmount: 0, discountWithCoupon: 0 }),
      token,
    );
    expect(tampered.status).toBe(409);
    expect(tampered.json.message).toBe(PRICES_CHANGED);
    expect(tampered.json.code).toBe("PRICES_CHANGED");
    expect(tampered.json.body).toMatchObject({
      subtotalAmount: price / 100,
      totalAmount: price / 100,
      discountWithCoupon: 0,
    });
    expect(tampered.json.errors.totalAmount).toBe(PRICES_CHANGED);

    const cheapLine = await api.post("/customerOrders", orderPayload([line(plain, 1, { sellingPrice: 1 })]), token);
    expect(cheapLine.status).toBe(409);
    expect(cheapLine.json.errors["products.0.sellingPrice"]).toMatch(/^The price is now Rs /);

    expect(await orderCount(api, customerId)).toBe(0);
    expect(await stockOf(api, plain)).toBe(10);

    const honest = await api.post(
      "/customerOrders",
      orderPayload([line(plain, 1, { sellingPrice: price / 100 })], {
        subtotalAmount: price / 100,
        deliveryAmount: 0,
        discountWithCoupon: 0,
        totalAmount: price / 100,
      }),
      token,
    );
    expect(honest.status).toBe(200);
  });

  it("says how many are left, and the most one may order, per line", async () => {
    const { token, customerId } = await api.signIn();
    await setStock(api, plain, 2, { maximumOrderQuantity: 10 });
    const tooMany = await api.post("/customerOrders", orderPayload([line(plain2, 1), line(plain, 3)]), token);
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.message).toBe("Only 2 Quantity left");
    expect(tooMany.json.errors).toEqual({ "products.1.quantity": "Only 2 Quantity left" });

    await setStock(api, plain, 20, { maximumOrderQuantity: 3 });
    const overLimit = await api.post("/customerOrders", orderPayload([line(plain, 4)]), token);
    expect(overLimit.status).toBe(400);
    expect(overLimit.json.errors["products.0.quantity"]).toBe("Maximum 3 Quantity allowed to order");

    const zero = await api.post("/customerOrders", orderPayload([line(plain, 0)]), token);
    expect(zero.status).toBe(400);
    expect(zero.json.errors["products.0.quantity"]).toBe("Quantity cannot be less than 1");

    expect(await orderCount(api, customerId)).toBe(0);
    expect(await stockOf(api, plain)).toBe(20);
  });

  it("merges the same product listed twice and applies the limit to the total", async () => {
    const { token } = await api.signIn();
    await setStock(api, plain, 10, { maximumOrderQuantity: 3 });
    const over = await api.post("/customerOrders", orderPayload([line(plain, 2), line(plain, 2)]), token);
    expect(over.status).toBe(400);
    expect(over.json.errors["products.0.quantity"]).toBe("Maximum 3 Quantity allowed to order");

    const merged = await api.post("/customerOrders", orderPayload([line(plain, 1), line(plain, 2)]), token);
    expect(merged.status).toBe(200);
    expect(merged.json.body.products).toHaveLength(1);
    expect(merged.json.body.products[0].quantity).toBe(3);
    expect(await stockOf(api, plain)).toBe(7);
  });

  it.each(["PRODUCT_WITH_COLOR", "PRODUCT_WITH_SIZE", "PRODUCT_WITH_COLOR_SIZE"] as const)(
    "takes the stock of the chosen variant of a %s product, and its price",
    async (type) => {
      const { token } = await api.signIn();
      const variant = await findProduct(api, type);
      await setStock(api, variant, 6, { maximumOrderQuantity: 5 });
      const productBefore = await productRow(api, variant);
      const colourBefore = variant.productColorId ? await colourRowStock(api, variant.productColorId) : 0;
      const price = await unitPricePaise(api, variant);

      const res = await api.post("/customerOrders", orderPayload([line(variant, 2)]), token);

      expect(res.status).toBe(200);
      expect(res.json.body.totalAmount).toBe((price * 2) / 100);
      const [item] = res.json.body.products;
      expect(item).toMatchObject({ productColor: variant.productColorId, productSize: variant.productSizeId });
      if (variant.productColorId) expect(item.colorName).toEqual(expect.any(String));
      if (variant.productSizeId) expect(item.sizeName).toEqual(expect.any(String));
      // The line carries the variant's own sku.
      const [variantRow] = variant.productSizeId
        ? await api.db
            .select({ sku: productSizes.sku })
            .from(productSizes)
            .where(eq(productSizes.id, variant.productSizeId))
        : await api.db
            .select({ sku: pc.sku })
            .from(pc)
            .where(eq(pc.id, variant.productColorId as string));
      expect(variantRow.sku).toEqual(expect.any(String));
      const [stored] = await api.db
        .select({ sku: orderItems.sku })
        .from(orderItems)
        .where(eq(orderItems.orderId, res.json.body._id));
      expect(stored.sku).toBe(variantRow.sku);
      expect(await stockOf(api, variant)).toBe(4);
      // The product row repeats its default variant; a colour+size colour row totals its sizes.
      const productAfter = await productRow(api, variant);
      expect(productAfter.stock).toBe((await isDefaultVariant(api, variant)) ? 4 : productBefore.stock);
      expect(productAfter.soldCount).toBe(productBefore.soldCount + 2);
      if (type === "PRODUCT_WITH_COLOR_SIZE") {
        expect(await colourRowStock(api, variant.productColorId as string)).toBe(Math.max(colourBefore - 2, 0));
      }
    },
  );

  it("keeps a colour product's own row equal to its default colour, through an order and its cancellation", async () => {
    const { token } = await api.signIn();
    const some = await findProduct(api, "PRODUCT_WITH_COLOR");
    const variants = await api.db
      .select()
      .from(pc)
      .where(eq(pc.productId, some.productId))
      .orderBy(asc(pc.position), asc(pc.id));
    const first: Target = { ...some, productColorId: variants[0].id };
    await setStock(api, first, 9, { maximumOrderQuantity: 5 });

    const placed = await api.post("/customerOrders", orderPayload([line(first, 3)]), token);
    expect(placed.status).toBe(200);
    expect(await stockOf(api, first)).toBe(6);
    expect((await productRow(api, first)).stock).toBe(6);

    if (variants[1]) {
      const second: Target = { ...some, productColorId: variants[1].id };
      await setStock(api, second, 9, { maximumOrderQuantity: 5 });
      expect((await api.post("/customerOrders", orderPayload([line(second, 2)]), token)).status).toBe(200);
      expect(await stockOf(api, second)).toBe(7);
      expect((await productRow(api, first)).stock).toBe(6);
    }

    await api.put(`/customerOrders/cancel/${placed.json.body._id}`, { cancelMessage: "Wrong shade" }, token);
    expect(await stockOf(api, first)).toBe(9);
    expect((await productRow(api, first)).stock).toBe(9);
  });

  it("refuses a variant that does not fit the product", async () => {
    const { token } = await api.signIn();
    const colour = await findProduct(api, "PRODUCT_WITH_COLOR");
    const both = await findProduct(api, "PRODUCT_WITH_COLOR_SIZE");

    const noColour = await api.post(
      "/customerOrders",
      orderPayload([{ product: colour.productId, quantity: 1 }]),
      token,
    );
    expect(noColour.status).toBe(400);
    expect(noColour.json.errors["products.0.productColor"]).toBe(SELECT_COLOUR);

    const colourOnPlain = await api.post(
      "/customerOrders",
      orderPayload([{ product: plain.productId, productColor: colour.productColorId, quantity: 1 }]),
      token,
    );
    expect(colourOnPlain.json.errors["products.0.productColor"]).toBe(NO_COLOURS);

    // A size of this colour+size product with a colour variant of another product.
    const mixed = await api.post(
      "/customerOrders",
      orderPayload([
        { product: both.productId, productColor: colour.productColorId, productSize: both.productSizeId, quantity: 1 },
      ]),
      token,
    );
    expect(mixed.status).toBe(400);
    expect(mixed.json.errors["products.0.productColor"]).toBe("This colour is not available for this product");
  });

  it("refuses a size that belongs to another colour of the same product", async () => {
    const { token } = await api.signIn();
    const both = await findProduct(api, "PRODUCT_WITH_COLOR_SIZE");
    const [base] = await api.db
      .select()
      .from(pc)
      .where(eq(pc.id, both.productColorId as string));
    let [other] = await api.db
      .select()
      .from(pc)
      .where(and(eq(pc.productId, both.productId), ne(pc.id, base.id)));
    if (!other) {
      const colorId = newId();
      await api.db.insert(colors).values({ id: colorId, name: "Teak", slug: `teak-${colorId}`, hex: "#8b5a2b" });
      [other] = await api.db
        .insert(pc)
        .values({ ...base, id: newId(), colorId })
        .returning();
    }
    const res = await api.post(
      "/customerOrders",
      orderPayload([{ product: both.productId, productColor: other.id, productSize: both.productSizeId, quantity: 1 }]),
      token,
    );
    expect(res.status).toBe(400);
    expect(res.json.errors["products.0.productSize"]).toBe(SIZE_NOT_IN_COLOUR);
  });

  it("asks for an address and a payment method, and checks the address fields", async () => {
    const { token } = await api.signIn();
    const bare = await api.post("/customerOrders", { products: [line(plain)] }, token);
    expect(bare.status).toBe(400);
    expect(bare.json.errors).toMatchObject({ address: SELECT_SHIPPING_ADDRESS, paymentMethod: SELECT_PAYMENT_METHOD });

    const badEmail = await api.post(
      "/customerOrders",
      orderPayload([line(plain)], { email: "asha@", mobile: "98765" }),
      token,
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.errors).toMatchObject({
      email: "Email Address must be a valid email",
      mobile: "Mobile no must be exactly 10 digits",
    });

    const farAway = await api.post("/customerOrders", orderPayload([line(plain)], { pincode: "999999" }), token);
    expect(farAway.status).toBe(400);
    expect(farAway.json.errors.pincode).toBe(notServiceable("999999"));

    const empty = await api.post("/customerOrders", orderPayload([]), token);
    expect(empty.json.errors.products).toBe("Your cart is empty");
  });

  it("refuses a pincode the back office deactivated, and cash on delivery where the area does not allow it", async () => {
    const { token, customerId } = await api.signIn();
    await api.db.update(pincodes).set({ isActive: false }).where(eq(pincodes.pincode, "247001"));
    const inactive = await api.post("/customerOrders", orderPayload([line(plain)], { pincode: "247001" }), token);
    expect(inactive.status).toBe(400);
    expect(inactive.json.errors.pincode).toBe(notServiceable("247001"));
    await api.db.update(pincodes).set({ isActive: true }).where(eq(pincodes.pincode, "247001"));

    // The demo shop's Kochi (682001) takes prepaid orders only.
    const cod = await api.post("/customerOrders", orderPayload([line(plain)], { pincode: "682001" }), token);
    expect(cod.status).toBe(400);
    expect(cod.json.errors).toEqual({ paymentMethod: COD_NOT_AVAILABLE });
    expect(await orderCount(api, customerId)).toBe(0);
  });

  it("ships to a saved address by id, saves a typed one on request, and ignores another customer's", async () => {
    const { token, customerId } = await api.signIn();
    await setStock(api, plain, 10, { maximumOrderQuantity: 10 });
    const saved = await api.post("/customerOrders", orderPayload([line(plain)], { newAddress: true }), token);
    expect(saved.status).toBe(200);
    const mine = await api.db.select().from(addresses).where(eq(addresses.customerId, customerId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ name: "Asha Verma", pincode: "110001" });

    const byId = await api.post(
      "/customerOrders",
      { products: [line(plain)], paymentMethod: "COD", addressId: mine[0].id },
      token,
    );
    expect(byId.status).toBe(200);
    expect(byId.json.body.shippingAddress).toMatchObject({ address: "14 Janpath Lane", city: "New Delhi" });

    const stranger = await api.signIn();
    const notTheirs = await api.post(
      "/customerOrders",
      { products: [line(plain)], paymentMethod: "COD", addressId: mine[0].id },
      stranger.token,
    );
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.json.errors.address).toBe(SELECT_SHIPPING_ADDRESS);
  });

  it("sells the last unit once when 20 shoppers order it at the same moment", async () => {
    await setStock(api, plain2, 1, { maximumOrderQuantity: 5 });
    const before = await orderCount(api);
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => api.signIn()));

    const results = await Promise.all(
      shoppers.map((s) => api.post("/customerOrders", orderPayload([line(plain2, 1)]), s.token)),
    );

    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await stockOf(api, plain2)).toBe(0);
    expect((await orderCount(api)) - before).toBe(1);
    const refused = results.find((r) => r.status === 409);
    expect(refused?.json.errors["products.0.quantity"]).toMatch(/out of stock|Only 0 Quantity left/);
  });

  it("makes one order for a repeated idempotency key, in sequence and in a race", async () => {
    const { token, customerId } = await api.signIn();
    await setStock(api, plain, 10, { maximumOrderQuantity: 10 });
    const payload = orderPayload([line(plain, 2)]);

    const first = await api.request("POST", "/customerOrders", {
      body: payload,
      token,
      headers: { "Idempotency-Key": "checkout-1" },
    });
    const again = await api.request("POST", "/customerOrders", {
      body: payload,
      token,
      headers: { "Idempotency-Key": "checkout-1" },
    });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json.body._id).toBe(first.json.body._id);
    expect(again.json.body).toEqual(first.json.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await orderCount(api, customerId)).toBe(1);
    expect(await stockOf(api, plain)).toBe(8);

    const racing = await Promise.all([
      api.post("/customerOrders", { ...payload, idempotencyKey: "checkout-2" }, token),
      api.post("/customerOrders", { ...payload, idempotencyKey: "checkout-2" }, token),
    ]);
    expect(racing.map((r) => r.status)).toEqual([200, 200]);
    expect(racing[0].json.body._id).toBe(racing[1].json.body._id);
    expect(await orderCount(api, customerId)).toBe(2);
    expect(await stockOf(api, plain)).toBe(6);

    // The key belongs to one customer: another shopper's identical key is their own order.
    const other = await api.signIn();
    const theirs = await api.request("POST", "/customerOrders", {
      body: payload,
      token: other.token,
      headers: { "Idempotency-Key": "checkout-1" },
    });
    expect(theirs.status).toBe(200);
    expect(theirs.json.body._id).not.toBe(first.json.body._id);
  });

  it("settles five racing repeats of a key with one order, and the next order takes the next number", async () => {
    const { token, customerId } = await api.signIn();
    await setStock(api, plain, 10, { maximumOrderQuantity: 10 });
    const payload = { ...orderPayload([line(plain, 1)]), idempotencyKey: "repeat-five" };

    const repeats = await Promise.all(Array.from({ length: 5 }, () => api.post("/customerOrders", payload, token)));
    expect(repeats.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(repeats.map((r) => r.json.body._id)).size).toBe(1);
    expect(await orderCount(api, customerId)).toBe(1);
    expect(await stockOf(api, plain)).toBe(9);

    // A repeat takes no order number: the numbers stay dense.
    const next = await api.post("/customerOrders", { ...payload, idempotencyKey: "after-the-repeats" }, token);
    expect(next.status).toBe(200);
    const numberOf = (orderId: string) => Number(orderId.replace(/^FS/, ""));
    expect(numberOf(next.json.body.orderId)).toBe(numberOf(repeats[0].json.body.orderId) + 1);
  });
});

describe("coupons on orders", () => {
  let product: Target;
  beforeAll(async () => {
    product = await findProduct(api, "PRODUCT", 2);
  });

  it("takes WELCOME10 off the subtotal, rounded to the paisa", async () => {
    const { token } = await api.signIn();
    // Rs 12,345.67: ten percent is Rs 1,234.567, rounded to Rs 1,234.57.
    await setStock(api, product, 10, { maximumOrderQuantity: 10, sellingPricePaise: 1_234_567 });
    const res = await api.post("/customerOrders", orderPayload([line(product)], { couponCode: "welcome10" }), token);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      couponCode: "WELCOME10",
      subtotalAmount: 12345.67,
      discountWithCoupon: 1234.57,
      totalAmount: 11111.1,
    });
  });

  it("takes FLAT500 off as Rs 500, and never below a total of zero", async () => {
    const { token } = await api.signIn();
    await setStock(api, product, 10, { maximumOrderQuantity: 10, sellingPricePaise: 250_000 });
    const flat = await api.post("/customerOrders", orderPayload([line(product)], { couponCode: "FLAT500" }), token);
    expect(flat.json.body).toMatchObject({ subtotalAmount: 2500, discountWithCoupon: 500, totalAmount: 2000 });

    await setStock(api, product, 10, { sellingPricePaise: 30_000 });
    const small = await api.post("/customerOrders", orderPayload([line(product)], { couponCode: "FLAT500" }), token);
    expect(small.status).toBe(200);
    expect(small.json.body).toMatchObject({ subtotalAmount: 300, discountWithCoupon: 300, totalAmount: 0 });

    // Nothing left to pay online: the prepaid order is placed as paid.
    const prepaid = await api.post(
      "/customerOrders",
      orderPayload([line(product)], { couponCode: "FLAT500", paymentMethod: "Prepaid" }),
      token,
    );
    expect(prepaid.json.body).toMatchObject({ totalAmount: 0, orderStatus: "ORDERPLACED", paymentStatus: "PAID" });
  });

  it("refuses an expired or unknown coupon under errors.coupon, writing nothing", async () => {
    const { token, customerId } = await api.signIn();
    const expired = await api.post(
      "/customerOrders",
      orderPayload([line(product)], { couponCode: "EXPIRED2020" }),
      token,
    );
    expect(expired.status).toBe(400);
    expect(expired.json.errors.coupon).toBe(COUPON_EXPIRED);
    const unknown = await api.post("/customerOrders", orderPayload([line(product)], { couponCode: "NOPE99" }), token);
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors.coupon).toBe(COUPON_INVALID);
    expect(await orderCount(api, customerId)).toBe(0);
  });
});

describe("GET /customerOrders", () => {
  it("lists the customer's own orders newest first, ten to a page", async () => {
    const { token } = await api.signIn();
    const product = await findProduct(api, "PRODUCT", 3);
    await setStock(api, product, 50, { maximumOrderQuantity: 10 });
    const placed: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await api.post("/customerOrders", orderPayload([line(product)]), token);
      placed.push(res.json.body.orderId);
      api.clock.advance(60_000);
    }
    const other = await api.signIn();
    await api.post("/customerOrders", orderPayload([line(product)]), other.token);

    const first = await api.get("/customerOrders?page=1&limit=10", token);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ page: 1, totalPages: 2, totalRecords: 12 });
    expect(first.json.body.map((o: { orderId: string }) => o.orderId)).toEqual(placed.slice(2).reverse());
    expect(first.json.body[0]).toMatchObject({
      paymentMethod: "COD",
      orderStatus: "ORDERPLACED",
      canCancel: true,
      products: [expect.objectContaining({ name: expect.any(String), slug: expect.any(String), quantity: 1 })],
    });
    expect(first.json.body[0].products[0].defaultImage).toMatchObject({
      url: expect.any(String),
      width: expect.any(Number),
    });

    const second = await api.get("/customerOrders?page=2&limit=10", token);
    expect(second.json.body.map((o: { orderId: string }) => o.orderId)).toEqual(placed.slice(0, 2).reverse());
  });

  it("shows one order by _id or by its number, and hides other customers' orders", async () => {
    const owner = await api.signIn();
    await setStock(api, plain, 10, { maximumOrderQuantity: 10 });
    const placed = (await api.post("/customerOrders", orderPayload([line(plain)]), owner.token)).json.body;

    const byId = await api.get(`/customerOrders/${placed._id}`, owner.token);
    expect(byId.status).toBe(200);
    const { timeline, refunds, ...view } = byId.json.body;
    expect(view).toEqual(placed);
    expect(refunds).toEqual([]);
    expect(timeline).toEqual([{ status: "ORDERPLACED", label: "Order placed", at: placed.createdAt }]);
    const byNumber = await api.get(`/customerOrders/${placed.orderId.toLowerCase()}`, owner.token);
    expect(byNumber.json.body._id).toBe(placed._id);

    const stranger = await api.signIn();
    const peek = await api.get(`/customerOrders/${placed._id}`, stranger.token);
    expect(peek.status).toBe(404);
    expect(peek.json.body).toBeNull();
    const cancel = await api.put(`/customerOrders/cancel/${placed._id}`, { cancelMessage: "Not mine" }, stranger.token);
    expect(cancel.status).toBe(404);
    expect((await orderRow(api, placed._id)).orderStatus).toBe("ORDERPLACED");
  });

  it("shows the timeline of each status reached, without staff's notes, and the courier's AWB and tracking page once shipped", async () => {
    const owner = await api.signIn();
    await setStock(api, plain, 10, { maximumOrderQuantity: 10 });
    const placed = (await api.post("/customerOrders", orderPayload([line(plain)]), owner.token)).json.body;
    expect(placed).toMatchObject({ awb: null, courierName: null, trackingUrl: null });
    const ops = await signedInStaff(api, "operations");
    api.clock.advance(HOUR);
    const confirmedAt = api.clock.now().toISOString();
    const moved = await api.post(
      `/admin/orders/${placed.orderId}/status`,
      { to: "CONFIRMED", note: "Called, wants it by Friday" },
      ops.token,
    );
    expect(moved.status).toBe(200);
    await api.db
      .update(orders)
      .set({ awb: "SBX555", courierName: "Sandbox Courier", trackingUrl: "https://courier.example/track/SBX555" })
      .where(eq(orders.id, placed._id));

    const res = await api.get(`/customerOrders/${placed.orderId}`, owner.token);
    expect(res.json.body.timeline).toEqual([
      { status: "ORDERPLACED", label: "Order placed", at: placed.createdAt },
      { status: "CONFIRMED", label: "Confirmed", at: confirmedAt },
    ]);
    expect(res.json.body).toMatchObject({
      awb: "SBX555",
      courierName: "Sandbox Courier",
      trackingUrl: "https://courier.example/track/SBX555",
    });
    expect(JSON.stringify(res.json.body)).not.toContain("Friday");
  });
});

describe("PUT /customerOrders/cancel/:id", () => {
  it("needs a reason", async () => {
    const { token } = await api.signIn();
    const res = await api.put("/customerOrders/cancel/whatever", { cancelMessage: "" }, token);
    expect(res.status).toBe(400);
    expect(res.json.errors.cancelMessage).toBe("Reason is a required field");
  });

  it("cancels a placed order, gives the stock back once, and refuses a second cancel", async () => {
    const { token } = await api.signIn();
    await setStock(api, plain, 10, { maximumOrderQuantity: 10 });
    const placed = (await api.post("/customerOrders", orderPayload([line(plain, 3)]), token)).json.body;
    expect(await stockOf(api, plain)).toBe(7);

    const res = await api.put(
      `/customerOrders/cancel/${placed._id}`,
      { cancelMessage: "Ordered the wrong colour" },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Order cancelled successfully");
    expect(res.json.body).toMatchObject({
      orderStatus: "CANCELLED",
      cancelMessage: "Ordered the wrong colour",
      canCancel: false,
    });
    expect(await stockOf(api, plain)).toBe(10);

    const again = await api.put(`/customerOrders/cancel/${placed._id}`, { cancelMessage: "Again" }, token);
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(NOT_CANCELLABLE);
    expect(await stockOf(api, plain)).toBe(10);
  });

  it("keeps ORDERPLACED and CONFIRMED cancellable after 24 hours, other statuses only within them", async () => {
    const { customerId } = await api.signIn();
    const token = await freshToken(api, customerId);
    await setStock(api, plain, 20, { maximumOrderQuantity: 10 });
    const placed = (await api.post("/customerOrders", orderPayload([line(plain)]), token)).json.body;
    const confirmed = (await api.post("/customerOrders", orderPayload([line(plain)]), token)).json.body;
    const shipped = (await api.post("/customerOrders", orderPayload([line(plain)]), token)).json.body;
    // Last: a checkout after it would replace it (paying-later.md 2).
    const pending = (
      await api.post("/customerOrders", orderPayload([line(plain)], { paymentMethod: "Prepaid" }), token)
    ).json.body;
    await api.db.update(orders).set({ orderStatus: "CONFIRMED" }).where(eq(orders.id, confirmed._id));
    await api.db.update(orders).set({ orderStatus: "SHIPPED" }).where(eq(orders.id, shipped._id));
    expect(pending.orderStatus).toBe("PAYMENT_PENDING");

    // Shipped is never cancellable, even within the first day.
    const early = await api.put(`/customerOrders/cancel/${shipped._id}`, { cancelMessage: "Too late?" }, token);
    expect(early.status).toBe(400);

    api.clock.advance(23 * HOUR);
    expect((await api.get(`/customerOrders/${pending._id}`, token)).json.body.canCancel).toBe(true);
    api.clock.advance(HOUR);
    expect((await api.get(`/customerOrders/${pending._id}`, token)).json.body.canCancel).toBe(false);
    const late = await api.put(`/customerOrders/cancel/${pending._id}`, { cancelMessage: "Changed my mind" }, token);
    expect(late.status).toBe(400);
    expect(late.json.message).toBe(NOT_CANCELLABLE);

    for (const order of [placed, confirmed]) {
      const res = await api.put(`/customerOrders/cancel/${order.orderId}`, { cancelMessage: "Changed my mind" }, token);
      expect(res.status).toBe(200);
      expect(res.json.body.orderStatus).toBe("CANCELLED");
    }
  });

  it("marks a paid online order for refund when it is cancelled", async () => {
    const { token } = await api.signIn();
    await setStock(api, plain, 10, { maximumOrderQuantity: 10 });
    const placed = (await api.post("/customerOrders", orderPayload([line(plain)], { paymentMethod: "Prepaid" }), token))
      .json.body;
    await api.db
      .update(orders)
      .set({ orderStatus: "ORDERPLACED", paymentStatus: "PAID", paidAt: api.clock.now() })
      .where(eq(orders.id, placed._id));
    const res = await api.put(`/customerOrders/cancel/${placed._id}`, { cancelMessage: "No longer needed" }, token);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ orderStatus: "CANCELLED", paymentStatus: "REFUND_PENDING" });
    const items = await api.db.select().from(orderItems).where(eq(orderItems.orderId, placed._id));
    expect(items).toHaveLength(1);
    expect(await stockOf(api, plain)).toBe(10);
  });
});
