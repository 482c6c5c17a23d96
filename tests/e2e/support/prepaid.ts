/**
 * A prepaid order paid through the sandbox gateway's own pages without a browser: the API's
 * hosted-checkout form is posted to the sandbox, its Pay form is posted as the button would,
 * and the fields it hands back are verified as the storefront's callback does.
 */
import { expect } from "./fixtures";
import { E2E_WEB_URL } from "./ports";
import { DELHI_ADDRESS, type OrderLineInput, type TestCustomer, callApi, roomiestPlainProduct } from "./session";

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The sandbox page's Pay form: its action and hidden fields. */
function payForm(html: string) {
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const pay = forms.find(([, , inner]) => />Pay<\/button>/.test(inner));
  expect(pay, "the sandbox page's Pay form").toBeDefined();
  const [, action, inner] = pay as RegExpMatchArray;
  const fields = Object.fromEntries(
    [...inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, n, v]) => [
      unescape(n),
      unescape(v),
    ]),
  );
  return { action: unescape(action), fields };
}

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

/** Paid for `quantity` of the demo shop's roomiest plain product, or for the given lines. */
export async function paidPrepaidOrder(customer: TestCustomer, quantity = 1, lines?: OrderLineInput[]) {
  const products = lines ?? [{ product: (await roomiestPlainProduct())._id, quantity }];
  const placed = await callApi<{ _id: string; orderId: string; totalAmount: number }>("POST", "/customerOrders", {
    token: customer.token,
    body: { ...DELHI_ADDRESS, products, paymentMethod: "Prepaid" },
  });
  expect(placed.status, placed.message).toBe(200);
  const order = placed.body;
  const gateway = await callApi<{ checkout: { action: string; fields: Record<string, string> } }>(
    "POST",
    "/payments/createOrder",
    {
      token: customer.token,
      body: {
        amount: order.totalAmount,
        orderId: order._id,
        callbackUrl: `${E2E_WEB_URL}/payment/callback/${order._id}`,
      },
    },
  );
  expect(gateway.status, gateway.message).toBe(200);
  const page = await postForm(gateway.body.checkout.action, gateway.body.checkout.fields);
  const pay = payForm(await page.text());
  // The Pay form posts to a path on the sandbox page's own origin.
  expect((await postForm(new URL(pay.action, gateway.body.checkout.action).toString(), pay.fields)).status).toBe(307);
  const verified = await callApi("POST", "/payments/verifyPayment", {
    body: {
      razorpayPaymentId: pay.fields.razorpay_payment_id,
      razorpayOrderId: pay.fields.razorpay_order_id,
      razorpaySignature: pay.fields.razorpay_signature,
    },
  });
  expect(verified.body, verified.message).toMatchObject({ paymentStatus: "PAID", orderStatus: "ORDERPLACED" });
  return order;
}
