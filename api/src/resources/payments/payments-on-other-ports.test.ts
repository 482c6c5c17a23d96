import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "@api/test/harness";
import { line, orderPayload, type Target, openStockedShop } from "../customer-orders/order-fixtures";
import { FOREIGN_URL } from "./payments.handlers";

// `PORT=3500 API_PORT=4500 npm start` with nothing else set: the API hears both ports and no address.
let api: TestApi;
let product: Target;

beforeAll(async () => {
  ({ api, product } = await openStockedShop({ env: { PORT: "3500", API_PORT: "4500", API_PUBLIC_URL: "" } }, 50));
});
afterAll(() => api.close());

/** Posts a form to the API as a browser would; the API's own addresses are called without their origin and /v1. */
const submit = (action: string, fields: Record<string, string>) =>
  api.request("POST", action.replace(/^(http:\/\/localhost:4500)?\/v1/, ""), {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

describe("paying online on ports other than 3000 and 4000", () => {
  it("takes the shop on PORT as the shop's own site, and sends the shopper back there after paying", async () => {
    expect(api.deps.env.STOREFRONT_URL).toBe("http://localhost:3500");
    const shopper = await api.signIn();
    const order = (
      await api.post("/customerOrders", orderPayload([line(product, 1)], { paymentMethod: "Prepaid" }), shopper.token)
    ).json.body;
    const callbackUrl = `http://localhost:3500/payment/callback/${order.orderId}`;

    const onDefaultPort = await api.post(
      "/payments/createOrder",
      {
        amount: order.totalAmount,
        orderId: order._id,
        callbackUrl: `http://localhost:3000/payment/callback/${order.orderId}`,
      },
      shopper.token,
    );
    expect(onDefaultPort.status).toBe(400);
    expect(onDefaultPort.json.errors.callbackUrl).toBe(FOREIGN_URL);

    const created = await api.post(
      "/payments/createOrder",
      { amount: order.totalAmount, orderId: order._id, callbackUrl, cancelUrl: "http://localhost:3500/failed-payment" },
      shopper.token,
    );
    expect(created.status).toBe(200);
    const checkout = created.json.body.checkout as { action: string; fields: Record<string, string> };
    expect(checkout.action).toBe("http://localhost:4500/v1/sandbox/checkout");

    const page = await submit(checkout.action, checkout.fields);
    expect(page.status).toBe(200);
    const pay = /<form method="post" action="([^"]+)">/.exec(page.json as string)?.[1].replace(/&amp;/g, "&") ?? "";
    const fields = Object.fromEntries(
      [...(page.json as string).matchAll(/<input type="hidden" name="(razorpay_[a-z_]+)" value="([^"]*)">/g)].map(
        ([, n, v]) => [n, v],
      ),
    );
    const paid = await submit(pay, fields);
    expect(paid.status).toBe(307);
    expect(paid.headers.get("location")).toBe(callbackUrl);
  });
});
